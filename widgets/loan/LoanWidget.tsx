import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId } from 'react';
import { ApplicationFrame } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { applicationPaths } from '../core/applications/applications.messages.ts';
import { useDraft } from '../core/applications/draft.ts';
import type { Emit } from '../core/events.ts';
import { FormField } from '../core/form/FormField.tsx';
import { formatDate, formatIsk } from '../core/format.ts';
import { type SessionUser, sessionUser } from '../core/session.ts';
import { Alert, Button, Form, NavLink, TextField } from '../core/ui/index.ts';
import { apiPageUrl } from '../core/url-template.ts';
import { useWidgetModel } from '../core/use-widget-model.ts';
import { useWidget } from '../core/widget-context.tsx';
import { loanBounds } from './loan.api.ts';
import type { LoanEvents } from './loan.events.ts';
import { loanMessages as messages } from './loan.messages.ts';
import {
  type LoanAccount,
  LoanModel,
  type LoanModelInstance,
  type LoanSubmitted,
  loanFlow,
} from './loan.model.ts';

export interface LoanWidgetProps {
  loginPath?: string;
  signingUrl?: string;
}

/** The sandbox's loan-signing page (SANDBOX.md "E-signing"), on the API's origin. */
export const defaultLoanSigningUrl = '/sandbox/loan-signing/{documentId}';

type TradingAccount = Extract<LoanAccount, { kind: 'trading' }>;

/** `<byko-loan-application>`: 'Umsókn um framkvæmdalán' (spec §2 "Loan pages"). */
export function LoanWidget(props: LoanWidgetProps): ReactNode {
  useSignals();
  const model = useWidgetModel(
    (widget) =>
      new LoanModel({
        api: () => widget().api,
        now: () => new Date(),
        user: () => sessionUser.peek(),
        onSubmitted: ({ request, documentId }) =>
          (widget().emit as Emit<LoanEvents>)('byko-submitted', {
            application: 'loan',
            request,
            result: { documentId },
          }),
      }),
  );
  return (
    <ApplicationFrame
      heading={messages.heading}
      subtitle={messages.subtitle}
      idPrefix="byko-loan"
      className="byko-loan"
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
  const headingId = useId();
  return (
    <section className="byko-stack" aria-labelledby={headingId} part="no-account">
      <h2 className="byko-subheading" id={headingId}>
        {messages.noAccountHeading}
      </h2>
      <p>{messages.noAccountText}</p>
      <p>
        <NavLink to={applicationPaths.accountApplication} className="byko-button">
          {messages.noAccountLink}
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
  const { model, user, account } = props;
  const { fields } = model.form;
  const { phoneNumber, email } = user;
  // The person's own contact details first; then the draft (what they typed before) over them.
  useEffect(() => model.prefill({ phoneNumber, email }), [model, phoneNumber, email]);
  useDraft(model.draft, loanFlow, user.ssn);
  const state = model.submission.state.value;
  const busy = model.submission.busy.value;
  const highest = formatIsk(model.highest.value);

  if (model.highest.value < loanBounds.min) {
    return (
      <>
        <AccountStatus account={account} highest={model.highest.value} />
        <p role="status">{messages.noRoom(formatIsk(account.usableAmount))}</p>
      </>
    );
  }

  return (
    <Form onSubmit={() => void model.submission.submit()} className="byko-loan-form" part="loan-form">
      <div className="byko-field-row">
        <TextField label={messages.name} value={user.name} readOnly name="name" />
        <TextField label={messages.ssn} value={user.ssn} readOnly name="ssn" />
      </div>
      <AccountStatus account={account} highest={model.highest.value} />
      <div className="byko-field-row">
        <FormField label={messages.phone} field={fields.phone} name="phone" disabled={busy} />
        <FormField label={messages.email} field={fields.email} name="email" disabled={busy} />
      </div>
      <FormField
        label={messages.amount}
        field={fields.amount}
        name="amount"
        placeholder={messages.amountPlaceholder}
        hint={messages.amountHint(highest)}
        disabled={busy}
      />
      <FormField
        label={messages.description}
        field={fields.description}
        name="description"
        hint={messages.descriptionHint}
        disabled={busy}
      />
      <LoanFees model={model} />
      <LoanDatesList model={model} />
      {state.kind === 'error' ? <Alert message={state.message} /> : null}
      <Button type="submit" block busy={busy} busyLabel={messages.submitting}>
        {messages.submit}
      </Button>
    </Form>
  );
}

/** Spec §2: balance, available credit and credit limit, and what may be applied for. */
function AccountStatus(props: { account: TradingAccount; highest: number }): ReactNode {
  const { account, highest } = props;
  const headingId = useId();
  return (
    <section className="byko-loan-facts byko-loan-amounts" aria-labelledby={headingId} part="account-status">
      <h2 className="byko-subheading" id={headingId}>
        {messages.accountHeading}
      </h2>
      <dl>
        <dt>{messages.balance}</dt>
        <dd>{formatIsk(account.status.balance)}</dd>
        <dt>{messages.creditLimit}</dt>
        <dd>{formatIsk(account.status.creditLimit)}</dd>
        <dt>{messages.availableCredit}</dt>
        <dd>{formatIsk(account.status.availableCredit)}</dd>
        <dt>{messages.usableAmount}</dt>
        <dd>{formatIsk(highest)}</dd>
      </dl>
    </section>
  );
}

/** Spec §2/§9: the fees while the amount is typed; another text outside 200 000–2 000 000 kr. */
function LoanFees(props: { model: LoanModelInstance }): ReactNode {
  useSignals();
  const info = props.model.fees.value;
  const headingId = useId();
  return (
    <section className="byko-loan-facts byko-loan-amounts" aria-labelledby={headingId} part="fees">
      <h2 className="byko-subheading" id={headingId}>
        {messages.feesHeading}
      </h2>
      {info.kind === 'inside' ? (
        <>
          <dl>
            <dt>{messages.fee}</dt>
            <dd>{formatIsk(info.fee)}</dd>
            <dt>{messages.vat}</dt>
            <dd>{formatIsk(info.vat)}</dd>
            <dt>{messages.feeWithVat}</dt>
            <dd>{formatIsk(info.feeWithVat)}</dd>
            <dt>{messages.paymentFee}</dt>
            <dd>{formatIsk(info.paymentFee)}</dd>
            <dt>{messages.totalCost}</dt>
            <dd>
              <strong>{formatIsk(info.totalCost)}</strong>
            </dd>
          </dl>
          <p className="byko-field-hint">{messages.feeNote}</p>
        </>
      ) : (
        <p>{messages.outsideBounds}</p>
      )}
    </section>
  );
}

/** Spec §1/§9: 90 days interest-free and to withdraw (due on day 90), final due date day 95. */
function LoanDatesList(props: { model: LoanModelInstance }): ReactNode {
  useSignals();
  const dates = props.model.dates.value;
  const headingId = useId();
  // 'dd.mm.yyyy', not the month names: formatDateLong would bring them into the runtime chunk the
  // pay page loads (0.06 KiB of a budget it is 0.1 KiB under).
  const start = formatDate(dates.start);
  const due = formatDate(dates.due);
  return (
    <section className="byko-loan-facts byko-loan-dates" aria-labelledby={headingId} part="dates">
      <h2 className="byko-subheading" id={headingId}>
        {messages.datesHeading}
      </h2>
      <dl>
        <dt>{messages.interestFree}</dt>
        <dd>{messages.interestFreeValue(start, due)}</dd>
        <dt>{messages.withdrawal}</dt>
        <dd>{messages.withdrawalValue(start, due)}</dd>
        <dt>{messages.dueDate}</dt>
        <dd>{due}</dd>
        <dt>{messages.finalDueDate}</dt>
        <dd>{formatDate(dates.finalDue)}</dd>
      </dl>
      <p className="byko-field-hint">{messages.datesNote}</p>
    </section>
  );
}

/** Spec §2: 'Umsókn móttekin' with a link that opens the signing page in a new tab or window. */
function LoanReceived(props: { submitted: LoanSubmitted; signingUrl: string | undefined }): ReactNode {
  const { api } = useWidget();
  const { submitted } = props;
  const url = apiPageUrl(
    props.signingUrl || defaultLoanSigningUrl,
    { documentId: submitted.documentId },
    api.baseUrl,
  );
  return (
    <ApplicationSubmitted heading={messages.received}>
      <p>{messages.receivedText(formatIsk(submitted.request.amount))}</p>
      {url ? (
        <p>
          <a className="byko-button" href={url} target="_blank" rel="noopener noreferrer" part="signing-link">
            {messages.signingLink}
            <span className="byko-visually-hidden"> {messages.signingLinkNote}</span>
          </a>
        </p>
      ) : (
        <Alert message={messages.signingUnavailable} />
      )}
    </ApplicationSubmitted>
  );
}
