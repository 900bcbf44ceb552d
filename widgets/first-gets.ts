import { tag as checkoutTag } from './checkout/checkout.tag.ts';
import { tag as barcodeTag } from './codes/barcode.tag.ts';
import { tag as qrCodeTag } from './codes/qr-code.tag.ts';
import { tag as salesOrderBarcodeTag } from './codes/sales-order-barcode.tag.ts';
import { paymentFirstGets } from './pay/pay.paths.ts';
import { tag as payTag } from './pay/pay.tag.ts';
import { tag as paymentSuccessTag } from './pay/success/success.tag.ts';
import { receiptFirstGets } from './receipt/receipt.paths.ts';
import { tag as receiptTag } from './receipt/receipt.tag.ts';
import { specialOrderFirstGets } from './special-order/special-order.paths.ts';
import { tag as specialOrderTag } from './special-order/special-order.tag.ts';
import { webcamFirstGets } from './webcam/webcam.paths.ts';
import { tag as webcamTag } from './webcam/webcam.tag.ts';

/**
 * The GETs an element sends first, from its attributes. A host page that mounts one names them as
 * `<link rel="preload" as="fetch">` (server/preload.ts), so they run beside the element's code
 * instead of after it, and the flow's own request takes the preloaded answer (Chromium matches a
 * fetch preload by URL, mode and credentials, not by the headers the client adds). Only GETs whose
 * answer is the same for everyone may be listed: a preload carries no token.
 */
export const firstGets: Readonly<
  Record<string, (attribute: (name: string) => string | undefined) => string[]>
> = {
  [payTag]: paymentFirstGets,
  [paymentSuccessTag]: paymentFirstGets,
  [receiptTag]: receiptFirstGets,
  [specialOrderTag]: specialOrderFirstGets,
  [webcamTag]: webcamFirstGets,
};

/**
 * The drawing libraries an element imports only when it draws (widgets/core/codes/), where its
 * attributes say it surely will: a host page names their chunks as module preloads too, so a
 * code is drawn without a request after the element's data. By package name.
 */
export const firstLibraries: Readonly<
  Record<string, (attribute: (name: string) => string | undefined) => string[]>
> = {
  [barcodeTag]: () => ['jsbarcode'],
  [salesOrderBarcodeTag]: () => ['jsbarcode'],
  [qrCodeTag]: () => ['qr-code-styling'],
  [checkoutTag]: (attribute) => (attribute('mode') === 'code' ? ['qr-code-styling'] : []),
};
