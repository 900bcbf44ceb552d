import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatIsoDay } from '../../core/api-formats.ts';
import { AccountDetails } from '../../core/applications/AccountDetails.tsx';
import { ContactFields, SubmitApplication } from '../../core/applications/ApplicationFields.tsx';
import { ApplicationSubmitted } from '../../core/applications/ApplicationSubmitted.tsx';
import { emitSubmitted } from '../../core/applications/application.events.ts';
import { applicationMessages } from '../../core/applications/applications.messages.ts';
import { AmountField } from '../../core/form/AmountField.tsx';
import { StepErrorSummary } from '../../core/form/ErrorSummary.tsx';
import { FormField } from '../../core/form/FormField.tsx';
import { formatIsk } from '../../core/runtime/format.ts';
import { useLang, useMessages } from '../../core/runtime/locale.ts';
import type { SessionUser } from '../../core/runtime/session.ts';
import { useLoadFor, useWidgetModel } from '../../core/runtime/use-widget-model.ts';
import { Alert, Button, Form, LoadingBlock, NavLink, TextField } from '../../core/ui/index.ts';
import { useStepInUrl } from '../../core/use-step-in-url.ts';
import { StepHeading } from '../components/StepHeading.tsx';
import type { CompanyAccount, CompanyLookupState } from './account-lookup.model.ts';
import type { CompanyCreditRequestEvents } from './company-credit-request.events.ts';
import {
  companyCreditRequestLeavePath,
  companyCreditRequestMessages,
} from './company-credit-request.messages.ts';
import {
  CompanyCreditRequestModel,
  type CompanyCreditRequestModelInstance,
  companyCreditRequestStepParam,
  companyCreditRequestSteps,
} from './company-credit-request.model.ts';

export interface CompanyCreditRequestWidgetProps {
  /** The app's link id: `POST /company/app-validation/{guid}` logs its user in. */
  guid?: string;
}

/** The success takes the place of the form's history entry. */
const replacingSteps = ['mottekin'] as const;

/** `<byko-company-credit-request>`: the app's company credit increase (spec §2 "App flow"). */
export function CompanyCreditRequestWidget(props: CompanyCreditRequestWidgetProps): ReactNode {
  const messages = useMessages(companyCreditRequestMessages);
  const model = useWidgetModel(
    (widget) =>
      new CompanyCreditRequestModel({
        api: () => widget().api,
        onLeave: (options) => widget().navigate(companyCreditRequestLeavePath, options?.replace),
        onSubmitted: (request) =>
          emitSubmitted<CompanyCreditRequestEvents>(widget(), {
            application: 'company-credit-request',
            request,
          }),
      }),
  );
  useLoadFor(model, props.guid);
  // The stage in the URL (?stig=…), so Back moves between stages; the success takes the place of
  // the form's entry, so Back never shows a sent form again.
  useStepInUrl({
    param: companyCreditRequestStepParam,
    steps: companyCreditRequestSteps,
    step: model.step,
    goTo: model.goTo,
    replaces: replacingSteps,
  });
  return (
    <section
      className="byko-stack byko-panel byko-company-credit-request"
      aria-labelledby="byko-company-credit-request-heading"
    >
      <h1 className="byko-heading" id="byko-company-credit-request-heading">
        {messages.heading}
      </h1>
      <CompanyCreditRequestBody model={model} />
    </section>
  );
}

function CompanyCreditRequestBody(props: { model: CompanyCreditRequestModelInstance }): ReactNode {
  useSignals();
  const messages = useMessages(companyCreditRequestMessages);
  const lang = useLang();
  const { model } = props;
  const state = model.state.value;
  // A move between stages 0 and 1 (a button, Enter, Back) takes the focus to the new stage's
  // heading: the button pressed is gone. The first stage shown after the validation does not.
  const shownBefore = useRef<string | undefined>(undefined);
  const moved = shownBefore.current !== undefined && shownBefore.current !== state.kind;
  // 'Reyna aftur' of the validation is gone once it worked: the focus goes to stage 0's heading.
  const [retried, setRetried] = useState(false);
  const shown = state.kind === 'stage0' || state.kind === 'stage1' ? state.kind : undefined;
  useEffect(() => {
    shownBefore.current = shown;
    if (shown && retried) setRetried(false);
  });
  switch (state.kind) {
    case 'waiting':
      return null;
    case 'validating':
      return <LoadingBlock label={messages.validating} />;
    case 'failed':
      // The server could not answer (5xx, timeout, a broken answer): try again, or leave as the app's cancel does.
      return (
        <div className="byko-stack">
          <Alert
            step="login"
            message={state.message}
            onRetry={() => {
              setRetried(true);
              model.retry();
            }}
          />
          <Button variant="secondary" onClick={model.leave}>
            {messages.cancel}
          </Button>
        </div>
      );
    case 'refused':
      // On the way to '/vidskipti/fyrirtaeki'; seen only where the host page keeps the element.
      return (
        <div className="byko-stack">
          <Alert step="login" message={state.message} />
          <NavLink to={companyCreditRequestLeavePath}>{messages.close}</NavLink>
        </div>
      );
    case 'stage0':
      return <PickCompany model={model} lookup={state.lookup} focusHeading={moved || retried} />;
    case 'stage1':
      return <RequestForm model={model} user={state.user} company={state.company} focusHeading={moved} />;
    case 'stage2':
      return (
        <ApplicationSubmitted heading={messages.sentHeading}>
          <p>{messages.sent(formatIsk(state.request.amount, lang), state.company.account.custName)}</p>
          <Button variant="secondary" onClick={model.leave}>
            {messages.close}
          </Button>
        </ApplicationSubmitted>
      );
  }
}

/** Stage 0 (spec §5 "App company lookup"): the kennitala, Enter or 'Leita' looks it up; the company found, 'Áfram'. */
function PickCompany(props: {
  model: CompanyCreditRequestModelInstance;
  lookup: CompanyLookupState;
  focusHeading: boolean;
}): ReactNode {
  const messages = useMessages(companyCreditRequestMessages);
  const { model, lookup } = props;
  // 'Reyna aftur' of the lookup is gone once it worked: the focus goes to the stage's heading.
  const [retrying, setRetrying] = useState(false);
  const retriedAndFound = retrying && lookup.kind === 'found';
  useEffect(() => {
    if (retrying && lookup.kind !== 'looking' && lookup.kind !== 'failed') setRetrying(false);
  });
  return (
    <div className="byko-stack" part="company-step">
      <StepHeading focus={props.focusHeading || retriedAndFound}>{messages.pickHeading}</StepHeading>
      <Form onSubmit={() => void model.lookUpOrContinue()} part="company-lookup-form">
        <FormField
          label={messages.companySsn}
          field={model.companySsn}
          name="companySsn"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {messages.lookUp}
        </Button>
      </Form>
      {lookup.kind === 'looking' ? <LoadingBlock label={messages.lookingUp} /> : null}
      {lookup.kind === 'failed' ? (
        <Alert
          step="lookup"
          message={lookup.message}
          {...(lookup.retryable
            ? {
                onRetry: () => {
                  setRetrying(true);
                  model.retryLookup();
                },
              }
            : {})}
        />
      ) : null}
      {/* Stays mounted, so the company found is announced when 'Sæki…' is gone. */}
      <div role="status" part="company-found">
        {lookup.kind === 'found' ? <CompanyDetails company={lookup.company} /> : null}
      </div>
      {/* Below what the lookup finds once it is there: drawn under the spinner, 'Útskrá' would
          jump down as the company takes the spinner's place (a layout shift). */}
      {lookup.kind === 'looking' ? null : (
        <div className="byko-actions">
          {lookup.kind === 'found' ? <Button onClick={model.next}>{messages.next}</Button> : null}
          <Button variant="secondary" onClick={model.leave}>
            {messages.logOut}
          </Button>
        </div>
      )}
    </div>
  );
}

/** What stage 0 found: the company, its account, current limit and validity, its max amount. */
function CompanyDetails(props: { company: CompanyAccount }): ReactNode {
  const messages = useMessages(companyCreditRequestMessages);
  const lang = useLang();
  const { account, creditControl, maxAmount } = props.company;
  const details = [
    { term: messages.company, value: account.custName },
    { term: messages.account, value: account.custAccount },
    { term: messages.currentLimit, value: formatIsk(creditControl.creditLimitMST, lang) },
    {
      term: messages.validity,
      value: messages.validityRange(
        formatIsoDay(creditControl.validFrom, lang),
        formatIsoDay(creditControl.validTo, lang),
      ),
    },
    { term: messages.maxAmount, value: formatIsk(maxAmount, lang) },
  ];
  return <AccountDetails part="company-details" details={details} />;
}

/** Stage 1 (spec §5 "App credit form"): phone and e-mail required, the amount a whole number, not zero. */
function RequestForm(props: {
  model: CompanyCreditRequestModelInstance;
  user: SessionUser;
  company: CompanyAccount;
  focusHeading: boolean;
}): ReactNode {
  useSignals();
  const messages = useMessages(companyCreditRequestMessages);
  const applicationTexts = useMessages(applicationMessages);
  const lang = useLang();
  const { model, user, company } = props;
  const { form, submission } = model;
  const busy = submission.busy.value;
  const typed = form.fields.amount.value.value;
  const aboveMax = /^\d+$/.test(typed) && Number(typed) > company.maxAmount;
  const amountHint = messages.amountHint(formatIsk(company.maxAmount, lang));
  return (
    <div className="byko-stack" part="request-step">
      <StepHeading focus={props.focusHeading}>{messages.requestHeading}</StepHeading>
      <CompanySummary company={company} />
      <Form onSubmit={() => void model.submit()} part="credit-request-form" errorSummary={StepErrorSummary}>
        <TextField label={applicationTexts.name} value={user.name} readOnly name="name" />
        <ContactFields fields={form.fields} disabled={busy} />
        <AmountField
          label={messages.amount}
          field={form.fields.amount}
          name="amount"
          // Above the max, the guarantor note is part of the amount's description (aria-describedby).
          hint={aboveMax ? `${amountHint} ${messages.aboveMaxAmount}` : amountHint}
          disabled={busy}
        />
        {/* Stays mounted, so the note is announced when the amount passes the max. */}
        <p className="byko-visually-hidden" role="status">
          {aboveMax ? messages.aboveMaxAmount : ''}
        </p>
        <SubmitApplication submission={submission} />
      </Form>
      <div className="byko-actions">
        <Button variant="secondary" onClick={model.back} disabled={busy}>
          {messages.back}
        </Button>
        <Button variant="secondary" onClick={model.leave} disabled={busy}>
          {messages.cancel}
        </Button>
      </div>
    </div>
  );
}

/** The company the request is for, above the form. */
function CompanySummary(props: { company: CompanyAccount }): ReactNode {
  const messages = useMessages(companyCreditRequestMessages);
  const lang = useLang();
  const { account, creditControl } = props.company;
  return (
    <AccountDetails
      part="company-summary"
      details={[
        { term: messages.company, value: account.custName },
        { term: messages.currentLimit, value: formatIsk(creditControl.creditLimitMST, lang) },
      ]}
    />
  );
}
