/**
 * The entry of the CDN bundle (dist-cdn/byko-widgets.js) and of the npm package (@byko/widgets):
 * each tag is defined, its flow's code (and, on the CDN, React in a shared chunk) imported, only when
 * the tag first appears on the page.
 */
import { lazyDefine, loadWidget } from './core/lazy.ts';

lazyDefine('byko-login', () => import('./login/login.element.ts'));
lazyDefine('byko-pay', () => import('./pay/pay.element.ts'));
lazyDefine('byko-payment-success', () => import('./pay/success/success.element.ts'));
lazyDefine('byko-instalment-calculator', () => import('./pay/calculator/calculator.element.ts'));
lazyDefine('byko-receipt', () => import('./receipt/receipt.element.ts'));
lazyDefine('byko-loan-application', () => import('./loan/loan.element.ts'));
lazyDefine('byko-account-application', () => import('./account/account.element.ts'));
lazyDefine('byko-cash-application', () => import('./cash/cash.element.ts'));
lazyDefine('byko-renovation-application', () => import('./renovation/renovation.element.ts'));
lazyDefine('byko-limit-change', () => import('./limit-change/limit-change.element.ts'));
lazyDefine('byko-invoice-account-application', () => import('./invoice-account/invoice-account.element.ts'));
lazyDefine('byko-guarantor-confirmation', () => import('./guarantor/guarantor.element.ts'));
lazyDefine('byko-company-credit', () => import('./company-credit/company-credit.element.ts'));
lazyDefine(
  'byko-company-credit-request',
  () => import('./company-credit/request/company-credit-request.element.ts'),
);

lazyDefine('byko-checkout', () => import('./checkout/checkout.element.ts'));
lazyDefine('byko-barcode', () => import('./codes/barcode.element.ts'));
lazyDefine('byko-qr-code', () => import('./codes/qr-code.element.ts'));
lazyDefine('byko-sales-order-barcode', () => import('./codes/sales-order-barcode.element.ts'));
lazyDefine('special-order', () => import('./special-order/special-order.element.ts'));
lazyDefine('byko-webcam', () => import('./webcam/webcam.element.ts'));
lazyDefine('byko-invoice-scraper', () => import('./invoice-scraper/invoice-scraper.element.ts'));
lazyDefine('byko-video-loop', () => import('./video-loop/video-loop.element.ts'));

export { loadWidget };
