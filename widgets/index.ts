/**
 * The CDN entry (dist-cdn/byko-widgets.js): registers every tag; a flow's code (and React, in a
 * shared chunk) is imported only when its tag first appears on the page.
 */
import { lazyDefine, loadWidget } from './core/lazy.ts';

lazyDefine('byko-login', () => import('./login/login.element.ts'));
lazyDefine('byko-pay', () => import('./pay/pay.element.ts'));
lazyDefine('byko-payment-success', () => import('./pay/success/success.element.ts'));
lazyDefine('byko-instalment-calculator', () => import('./pay/calculator/calculator.element.ts'));
lazyDefine('byko-receipt', () => import('./receipt/receipt.element.ts'));

export { loadWidget };
