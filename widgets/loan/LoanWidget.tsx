import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { AccountDetails } from '../core/applications/AccountDetails.tsx';
import {
  ApplicantIdentity,
  ContactFields,
  SubmitApplication,
} from '../core/applications/ApplicationFields.tsx';
import { ApplicationFrame, type ApplicationWidgetProps } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { emitSubmitted } from '../core/applications/application.events.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { ErrorSummary } from '../core/form/ErrorSummary.tsx';
import { FormField } from '../core/form/FormField.tsx';
import { FormTextArea } from '../core/form/FormTextArea.tsx';
import { formatDate } from '../core/format-dates.ts';
import { formatIsk } from '../core/runtime/format.ts';
import { useLang, useMessages } from '../core/runtime/locale.ts';
import { type SessionUser, sessionUser } from '../core/runtime/session.ts';
import { useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { useWidget } from '../core/runtime/widget-context.tsx';
import { Alert, Form, NavLink } from '../core/ui/index.ts';
import { settingPageUrl } from '../core/url-template.ts';
import { accountApplicationPath } from '../routes.ts';
import { loanBounds } from './loan.api.ts';
import type { LoanEvents } from './loan.events.ts';
import { loanMessages } from './loan.messages.ts';
import {
  type LoanAccount,
  LoanModel,
  type LoanModelInstance,
  type LoanSubmitted,
  loanFlow,
} from './loan.model.ts';

export interface LoanWidgetProps extends ApplicationWidgetProps {
  signingUrl?: string;
}

type TradingAccount = Extract<LoanAccount, { kind: 'trading' }>;

/** `<byko-loan-application>`: 'Umsókn um framkvæmdalán' (spec §2 "Loan pages"). */
export function LoanWidget(props: LoanWidgetProps): ReactNode {
  useSignals();
  const messages = useMessages(loanMessages);
  const model = useWidgetModel(
    (widget) =>
      new LoanModel({
        api: () => widget().api,
        locale: () => widget().locale,
        now: () => new Date(),
        user: () => sessionUser.peek(),
        onSubmitted: ({ request, documentId }) =>
          emitSubmitted<LoanEvents>(widget(), { application: 'loan', request, result: { documentId } }),
      }),
  );
  return (
    <ApplicationFrame
      heading={messages.heading}
      subtitle={messages.subtitle}
      flow={loanFlow}
      loginPath={props.loginPath}
      loginReason={messages.loginReason}
      loader={model.loader}
      loadingLabel={messages.loading}
    >
      {({ user, ready }) =>
        ready.account.kind === 'none' ? (
          <NoAccountTrading />
        ) : (
          <LoanApplication model={model} user={user} account={ready.account} signingUrl={props.signingUrl} />
        )
      }
    </ApplicationFrame>
  );
}

/** Anna, Einar (accountStatus null) and Dagný (not a customer): the loan needs account trading. */
function NoAccountTrading(): ReactNode {
  const messages = useMessages(loanMessages);
  const applicationTexts = useMessages(applicationMessages);
  const headingId = useId();
  return (
    <section className="byko-stack" aria-labelledby={headingId} part="no-account">
      <h2 className="byko-subheading" id={headingId}>
        {messages.noAccountHeading}
      </h2>
      <p>{messages.noAccountText}</p>
      <p>
        <NavLink to={accountApplicationPath} className="byko-button">
          {applicationTexts.accountApplicationLink}
        </NavLink>
      </p>
    </section>
  );
}

function LoanApplication(props: {
  model: LoanModelInstance;
  user: SessionUser;
  account: TradingAccount;
  signingUrl: string | undefined;
}): ReactNode {
  useSignals();
  const { model, user, account } = props;
  const { ssn, phoneNumber, email } = user;
  // Before paint, so the fields never show empty; here, above the success view, so another
  // person's login clears the last one's outcome too; the stop keeps this person's draft from the next.
  useLayoutEffect(() => model.openFor({ ssn, phoneNumber, email }), [model, ssn, phoneNumber, email]);
  const state = model.submission.state.value;
  if (state.kind === 'submitted')
    return <LoanReceived submitted={state.result} signingUrl={props.signingUrl} />;
  return <LoanForm model={model} user={user} account={account} />;
}

function LoanForm(props: {
  model: LoanModelInstance;
  user: SessionUser;
  account: TradingAccount;
}): ReactNode {
  useSignals();
  const messages = useMessages(loanMessages);
  const lang = useLang();
  const { model, user, account } = props;
  const { fields } = model.form;
  const busy = model.submission.busy.value;
  const highest = formatIsk(model.highest.value, lang);
  // The amount's message names the highest amount, written in the language it was checked in:
  // shown, it is written again when the language changes.
  const checkedIn = useRef(lang);
  useEffect(() => {
    if (checkedIn.current === lang) return;
    checkedIn.current = lang;
    if (fields.amount.message.peek() !== undefined) fields.amount.validate();
  }, [lang, fields.amount]);

  if (model.highest.value < loanBounds.min) {
    return (
      <>
        <AccountStatus account={account} highest={model.highest.value} />
        <p role="status">{messages.noRoom(formatIsk(account.usableAmount, lang))}</p>
      </>
    );
  }

  return (
    // A long form: after a submit that finds something to fix, its messages are listed at the top.
    <Form
      onSubmit={() => void model.submission.submit()}
      className="byko-loan-form"
      part="loan-form"
      errorSummary={ErrorSummary}
    >
      <ApplicantIdentity user={user} />
      <AccountStatus account={account} highest={model.highest.value} />
      <ContactFields fields={fields} disabled={busy} />
      <FormField
        label={messages.amount}
        field={fields.amount}
        name="amount"
        placeholder={messages.amountPlaceholder}
        hint={messages.amountHint(highest)}
        disabled={busy}
      />
      <FormTextArea
        label={messages.description}
        field={fields.description}
        name="description"
        hint={messages.descriptionHint}
        disabled={busy}
      />
      <LoanFees model={model} />
      <LoanDatesList model={model} />
      <SubmitApplication submission={model.submission} />
    </Form>
  );
}

/** One box of the loan's facts: a region named by its heading, its terms and values in a list. */
function LoanFacts(props: {
  heading: string;
  kind: 'amounts' | 'dates';
  part: string;
  children: ReactNode;
}): ReactNode {
  const headingId = useId();
  return (
    <section
      className={`byko-loan-facts byko-loan-${props.kind}`}
      aria-labelledby={headingId}
      part={props.part}
    >
      <h2 className="byko-subheading" id={headingId}>
        {props.heading}
      </h2>
      {props.children}
    </section>
  );
}

/** Spec §2: balance, available credit and credit limit, and what may be applied for. */
function AccountStatus(props: { account: TradingAccount; highest: number }): ReactNode {
  const messages = useMessages(loanMessages);
  const lang = useLang();
  const { account, highest } = props;
  return (
    <AccountDetails
      heading={messages.accountHeading}
      part="account-status"
      details={[
        { term: messages.balance, value: formatIsk(account.status.balance, lang) },
        { term: messages.creditLimit, value: formatIsk(account.status.creditLimit, lang) },
        { term: messages.availableCredit, value: formatIsk(account.status.availableCredit, lang) },
        { term: messages.usableAmount, value: formatIsk(highest, lang) },
      ]}
    />
  );
}

/** Spec §2/§9: the fees while the amount is typed; another text outside 200 000–2 000 000 kr. */
function LoanFees(props: { model: LoanModelInstance }): ReactNode {
  useSignals();
  const messages = useMessages(loanMessages);
  const lang = useLang();
  const info = props.model.fees.value;
  return (
    <LoanFacts heading={messages.feesHeading} kind="amounts" part="fees">
      {info.kind === 'inside' ? (
        <>
          <dl>
            <dt>{messages.fee}</dt>
            <dd>{formatIsk(info.fee, lang)}</dd>
            <dt>{messages.vat}</dt>
            <dd>{formatIsk(info.vat, lang)}</dd>
            <dt>{messages.feeWithVat}</dt>
            <dd>{formatIsk(info.feeWithVat, lang)}</dd>
            <dt>{messages.paymentFee}</dt>
            <dd>{formatIsk(info.paymentFee, lang)}</dd>
            <dt>{messages.totalCost}</dt>
            <dd>
              <strong>{formatIsk(info.totalCost, lang)}</strong>
            </dd>
          </dl>
          <p className="byko-field-hint">{messages.feeNote}</p>
        </>
      ) : (
        <p>{messages.outsideBounds}</p>
      )}
    </LoanFacts>
  );
}

/** Spec §1/§9: 90 days interest-free and to withdraw (due on day 90), final due date day 95. */
function LoanDatesList(props: { model: LoanModelInstance }): ReactNode {
  useSignals();
  const messages = useMessages(loanMessages);
  const lang = useLang();
  const dates = props.model.dates.value;
  // 'dd.mm.yyyy' (in English 'Dec 2, 2026'), as the loan's other dates are written.
  const start = formatDate(dates.start, lang);
  const due = formatDate(dates.due, lang);
  return (
    <LoanFacts heading={messages.datesHeading} kind="dates" part="dates">
      <dl>
        <dt>{messages.interestFree}</dt>
        <dd>{messages.interestFreeValue(start, due)}</dd>
        <dt>{messages.withdrawal}</dt>
        <dd>{messages.withdrawalValue(start, due)}</dd>
        <dt>{messages.dueDate}</dt>
        <dd>{due}</dd>
        <dt>{messages.finalDueDate}</dt>
        <dd>{formatDate(dates.finalDue, lang)}</dd>
      </dl>
      <p className="byko-field-hint">{messages.datesNote}</p>
    </LoanFacts>
  );
}

/**
 * Spec §2: 'Umsókn móttekin' with a link that opens the signing page in a new tab or window: the
 * element's `signing-url`, else its page's setting. Where neither gives one, or core's guard refuses
 * it, no link: the application stays received and the text says what to do.
 */
function LoanReceived(props: { submitted: LoanSubmitted; signingUrl: string | undefined }): ReactNode {
  const { api, locale } = useWidget();
  const messages = useMessages(loanMessages);
  const { submitted } = props;
  const url = settingPageUrl(
    props.signingUrl,
    'loanSigningUrl',
    { documentId: submitted.documentId },
    api.baseUrl,
  );
  // The alerts get the catalogue's texts: Alert shows them in the element's language and reports
  // each once, where a text already translated would be reported again after a change of language.
  return (
    <ApplicationSubmitted heading={messages.received}>
      <p>{messages.receivedText(formatIsk(submitted.request.amount, locale.lang))}</p>
      {url === 'unset' ? (
        <Alert step="signing" message={loanMessages.signingUnset} />
      ) : url !== 'refused' ? (
        <p>
          <a className="byko-button" href={url} target="_blank" rel="noopener noreferrer" part="signing-link">
            {messages.signingLink}
            <span className="byko-visually-hidden"> {messages.signingLinkNote}</span>
          </a>
        </p>
      ) : (
        <Alert step="signing" message={loanMessages.signingUnavailable} />
      )}
    </ApplicationSubmitted>
  );
}
