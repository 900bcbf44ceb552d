import type { ReactNode } from 'react';
import { withTranslations } from '../core/languages/Translated.tsx';
import { useMessages, useTranslate } from './runtime/locale.ts';
import { useShadowStyles } from './runtime/styles.ts';
import { useErrorEvent } from './runtime/ui/Alert.tsx';
import unknownCss from './unknown-payment.css?inline';
import { phoneHref, storefrontUrl, unknownPaymentMessages } from './unknown-payment.messages.ts';

/**
 * A payment the API does not know (404), on the pay, success or receipt page: retrying cannot find it, so the page says so plainly and
 * offers the ways out, BYKO's site and its phone. `message`: the server's reason, shown when it says
 * more than the heading.
 */
function UnknownPaymentView(props: { message: string }): ReactNode {
  const messages = useMessages(unknownPaymentMessages);
  const translate = useTranslate();
  const reason = translate(props.message);
  useErrorEvent('load', props.message);
  useShadowStyles(unknownCss);
  return (
    <section className="byko-stack byko-unknown-payment">
      <div className="byko-stack" role="alert">
        <h1 className="byko-heading">{messages.heading}</h1>
        {props.message === unknownPaymentMessages.heading || reason === messages.heading ? null : (
          <p>{reason}</p>
        )}
      </div>
      <p>{messages.text}</p>
      <p>
        {messages.contactBefore}
        <a href={phoneHref}>{messages.phone}</a>
        {messages.contactAfter}
      </p>
      <p>
        <a className="byko-button" href={storefrontUrl} target="_top">
          {messages.storefront}
        </a>
      </p>
    </section>
  );
}

/** The page with its texts in the element's language, loaded with it. */
export default withTranslations(UnknownPaymentView, {
  en: () => import('./unknown-payment.messages.en.ts'),
  pl: () => import('./unknown-payment.messages.pl.ts'),
});
