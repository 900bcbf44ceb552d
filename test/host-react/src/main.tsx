import '@byko/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PaymentPage } from './PaymentPage.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <PaymentPage />
  </StrictMode>,
);
