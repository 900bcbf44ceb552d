/**
 * The entry of the CDN bundle (dist-cdn/byko-widgets.js) and of the npm package (@byko/widgets):
 * each tag is defined, its flow's code (and, on the CDN, React in a shared chunk) imported, only when
 * the tag first appears on the page.
 */
import { accountApplicationTag } from './account/account.tag.ts';
import { cashApplicationTag } from './cash/cash.tag.ts';
import { checkoutTag } from './checkout/checkout.tag.ts';
import { barcodeTag } from './codes/barcode.tag.ts';
import { qrCodeTag } from './codes/qr-code.tag.ts';
import { salesOrderBarcodeTag } from './codes/sales-order-barcode.tag.ts';
import { companyCreditTag } from './company-credit/company-credit.tag.ts';
import { companyCreditRequestTag } from './company-credit/request/company-credit-request.tag.ts';
import { lazyDefine, loadWidget } from './core/lazy.ts';
import { guarantorConfirmationTag } from './guarantor/guarantor.tag.ts';
import { invoiceAccountApplicationTag } from './invoice-account/invoice-account.tag.ts';
import { invoiceScraperTag } from './invoice-scraper/invoice-scraper.tag.ts';
import { limitChangeTag } from './limit-change/limit-change.tag.ts';
import { loanApplicationTag } from './loan/loan.tag.ts';
import { loginTag } from './login/login.tag.ts';
import { instalmentCalculatorTag } from './pay/calculator/calculator.tag.ts';
import { payTag } from './pay/pay.tag.ts';
import { paymentSuccessTag } from './pay/success/success.tag.ts';
import { receiptTag } from './receipt/receipt.tag.ts';
import { renovationApplicationTag } from './renovation/renovation.tag.ts';
import { specialOrderTag } from './special-order/special-order.tag.ts';
import { videoLoopTag } from './video-loop/video-loop.tag.ts';
import { webcamTag } from './webcam/webcam.tag.ts';

lazyDefine(loginTag, () => import('./login/login.element.ts'));
lazyDefine(payTag, () => import('./pay/pay.element.ts'));
lazyDefine(paymentSuccessTag, () => import('./pay/success/success.element.ts'));
lazyDefine(instalmentCalculatorTag, () => import('./pay/calculator/calculator.element.ts'));
lazyDefine(receiptTag, () => import('./receipt/receipt.element.ts'));
lazyDefine(loanApplicationTag, () => import('./loan/loan.element.ts'));
lazyDefine(accountApplicationTag, () => import('./account/account.element.ts'));
lazyDefine(cashApplicationTag, () => import('./cash/cash.element.ts'));
lazyDefine(renovationApplicationTag, () => import('./renovation/renovation.element.ts'));
lazyDefine(limitChangeTag, () => import('./limit-change/limit-change.element.ts'));
lazyDefine(invoiceAccountApplicationTag, () => import('./invoice-account/invoice-account.element.ts'));
lazyDefine(guarantorConfirmationTag, () => import('./guarantor/guarantor.element.ts'));
lazyDefine(companyCreditTag, () => import('./company-credit/company-credit.element.ts'));
lazyDefine(
  companyCreditRequestTag,
  () => import('./company-credit/request/company-credit-request.element.ts'),
);

lazyDefine(checkoutTag, () => import('./checkout/checkout.element.ts'));
lazyDefine(barcodeTag, () => import('./codes/barcode.element.ts'));
lazyDefine(qrCodeTag, () => import('./codes/qr-code.element.ts'));
lazyDefine(salesOrderBarcodeTag, () => import('./codes/sales-order-barcode.element.ts'));
lazyDefine(specialOrderTag, () => import('./special-order/special-order.element.ts'));
lazyDefine(webcamTag, () => import('./webcam/webcam.element.ts'));
lazyDefine(invoiceScraperTag, () => import('./invoice-scraper/invoice-scraper.element.ts'));
lazyDefine(videoLoopTag, () => import('./video-loop/video-loop.element.ts'));

export { loadWidget };
