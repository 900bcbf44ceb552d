import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useLayoutEffect } from 'react';
import { AccountDetails } from '../core/applications/AccountDetails.tsx';
import { ContactFields, SubmitApplication } from '../core/applications/ApplicationFields.tsx';
import { ApplicationFrame, type ApplicationWidgetProps } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { emitSubmitted } from '../core/applications/application.events.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { ErrorSummary } from '../core/form/ErrorSummary.tsx';
import { FormField } from '../core/form/FormField.tsx';
import { formatIsk } from '../core/runtime/format.ts';
import { useLang, useMessages } from '../core/runtime/locale.ts';
import type { SessionUser } from '../core/runtime/session.ts';
import { useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { Form, NavLink } from '../core/ui/index.ts';
import { accountApplicationPath } from '../routes.ts';
import type { LimitChangeEvents } from './limit-change.events.ts';
import { limitChangeMessages } from './limit-change.messages.ts';
import {
  closeAppPath,
  type LimitAccount,
  LimitChangeModel,
  type LimitChangeModelInstance,
  limitChangeFlow,
} from './limit-change.model.ts';

export interface LimitChangeWidgetProps extends ApplicationWidgetProps {
  closeAppUrl?: string;
}

/** `<byko-limit-change>`: 'Breyting á heimild' (spec §2 "Limit change"). */
export function LimitChangeWidget(props: LimitChangeWidgetProps): ReactNode {
  const messages = useMessages(limitChangeMessages);
  const applicationTexts = useMessages(applicationMessages);
  const model = useWidgetModel(
    (widget) =>
      new LimitChangeModel({
        api: () => widget().api,
        onNotCustomer: () => widget().navigate(accountApplicationPath),
        onSubmitted: ({ request }) =>
          emitSubmitted<LimitChangeEvents>(widget(), { application: 'limit-change', request }),
      }),
  );
  return (
    <ApplicationFrame
      heading={messages.heading}
      flow={limitChangeFlow}
      loginPath={props.loginPath}
      loginReason={applicationTexts.customerLoginReason}
      loader={model.status}
    >
      {({ user, ready }) =>
        ready.account === null ? (
          <NotCustomer />
        ) : (
          <LimitChangeView
            model={model}
            user={user}
            account={ready.account}
            closeAppUrl={props.closeAppUrl}
          />
        )
      }
    </ApplicationFrame>
  );
}

/** Spec §6: on the way to the account application (or staying, if the host page cancelled the move). */
function NotCustomer(): ReactNode {
  const messages = useMessages(limitChangeMessages);
  const applicationTexts = useMessages(applicationMessages);
  return (
    <div className="byko-stack">
      <p>{messages.notCustomer}</p>
      <NavLink to={accountApplicationPath}>{applicationTexts.accountApplicationLink}</NavLink>
    </div>
  );
}

function LimitChangeView(props: {
  model: LimitChangeModelInstance;
  user: SessionUser;
  account: LimitAccount;
  closeAppUrl: string | undefined;
}): ReactNode {
  useSignals();
  const messages = useMessages(limitChangeMessages);
  const lang = useLang();
  const { model, account } = props;
  const { ssn, phoneNumber, email } = props.user;
  // Before paint, so the fields never show empty; the stop keeps this person's draft from the next.
  useLayoutEffect(() => model.openFor({ ssn, phoneNumber, email }), [model, ssn, phoneNumber, email]);
  const state = model.submission.state.value;
  if (state.kind === 'submitted')
    return (
      <ApplicationSubmitted heading={messages.successHeading}>
        <p>{messages.newLimit(formatIsk(state.result.request.amount, lang))}</p>
        {state.result.fromApp ? (
          <NavLink to={closeAppPath(props.closeAppUrl)} className="byko-button">
            {messages.closeApp}
          </NavLink>
        ) : null}
      </ApplicationSubmitted>
    );
  return (
    <>
      <LimitAccountDetails account={account} />
      <LimitChangeForm model={model} maxAmount={account.maxAmount} />
    </>
  );
}

function LimitAccountDetails(props: { account: LimitAccount }): ReactNode {
  const messages = useMessages(limitChangeMessages);
  const applicationTexts = useMessages(applicationMessages);
  const lang = useLang();
  const { customer, maxAmount } = props.account;
  return (
    <AccountDetails
      details={[
        { term: messages.accountNumber, value: customer.custAccount },
        { term: messages.currentLimit, value: formatIsk(customer.creditMax, lang) },
        { term: applicationTexts.maxAmount, value: formatIsk(maxAmount, lang) },
      ]}
    />
  );
}

function LimitChangeForm(props: { model: LimitChangeModelInstance; maxAmount: number }): ReactNode {
  useSignals();
  const messages = useMessages(limitChangeMessages);
  const lang = useLang();
  const { model } = props;
  const { form, submission } = model;
  const busy = submission.busy.value;
  return (
    <Form onSubmit={() => void model.submit()} part="limit-change-form" errorSummary={ErrorSummary}>
      <ContactFields fields={form.fields} disabled={busy} />
      <FormField
        label={messages.requestedLimit}
        field={form.fields.amount}
        name="amount"
        hint={messages.requestedLimitHint(formatIsk(props.maxAmount, lang))}
        disabled={busy}
      />
      <SubmitApplication submission={submission} />
    </Form>
  );
}
