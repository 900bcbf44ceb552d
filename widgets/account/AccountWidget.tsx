import { type ReactNode, useEffect } from 'react';
import { ApplicationFrame, type ApplicationWidgetProps } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { emitSubmitted } from '../core/applications/application.events.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import {
  TradingApplicationContent,
  TradingApplicationForm,
} from '../core/applications/TradingApplicationViews.tsx';
import { FormField } from '../core/form/FormField.tsx';
import { FormTextArea } from '../core/form/FormTextArea.tsx';
import { formatIsk } from '../core/runtime/format.ts';
import { useLang, useMessages } from '../core/runtime/locale.ts';
import { type SessionUser, sessionUser } from '../core/runtime/session.ts';
import { useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { NavLink, TextField } from '../core/ui/index.ts';
import { limitChangePath, manualCreditApplicationPath } from '../routes.ts';
import type { AccountEvents } from './account.events.ts';
import { accountMessages } from './account.messages.ts';
import { AccountModel, type AccountModelInstance, type AccountStatus, accountFlow } from './account.model.ts';

export type AccountWidgetProps = ApplicationWidgetProps;

/** `<byko-account-application>`: 'Umsókn um reikningsviðskipti' (spec §2 "Account application"). */
export function AccountWidget(props: AccountWidgetProps): ReactNode {
  const messages = useMessages(accountMessages);
  const applicationTexts = useMessages(applicationMessages);
  const model = useWidgetModel(
    (widget) =>
      new AccountModel({
        api: () => widget().api,
        user: () => sessionUser.peek(),
        navigate: (to) => widget().navigate(to),
        onSubmitted: (request) => emitSubmitted<AccountEvents>(widget(), { application: 'account', request }),
      }),
  );
  // The address search's wait and request stop with the element.
  useEffect(() => model.dispose, [model]);
  return (
    <ApplicationFrame
      heading={messages.heading}
      flow={accountFlow}
      loginPath={props.loginPath}
      loginReason={applicationTexts.customerLoginReason}
      loader={model.status}
    >
      {({ user, ready }) => <AccountContent model={model} user={user} status={ready} />}
    </ApplicationFrame>
  );
}

function AccountContent(props: {
  model: AccountModelInstance;
  user: SessionUser;
  status: AccountStatus;
}): ReactNode {
  const messages = useMessages(accountMessages);
  const lang = useLang();
  const { model, status } = props;
  return (
    <TradingApplicationContent
      model={model}
      standing={status.standing}
      limitChangePath={limitChangePath}
      submitted={(request) => (
        <ApplicationSubmitted heading={messages.submitted}>
          <p>{messages.submittedAmount(formatIsk(request.amount, lang))}</p>
        </ApplicationSubmitted>
      )}
      form={<AccountForm model={model} user={props.user} maxAmount={status.maxAmount} />}
    />
  );
}

function AccountForm(props: {
  model: AccountModelInstance;
  user: SessionUser;
  maxAmount: number;
}): ReactNode {
  const messages = useMessages(accountMessages);
  const applicationTexts = useMessages(applicationMessages);
  const lang = useLang();
  const { model } = props;
  const { fields } = model.form;
  return (
    <TradingApplicationForm model={model} user={props.user} part="account-form">
      {(busy) => (
        <>
          <div className="byko-field-row">
            <TextField
              label={applicationTexts.maxAmount}
              value={formatIsk(props.maxAmount, lang)}
              readOnly
              name="maxAmount"
            />
            <FormField label={messages.amount} field={fields.amount} name="amount" disabled={busy} />
          </div>
          <FormTextArea
            label={applicationTexts.comment}
            field={fields.description}
            name="description"
            disabled={busy}
          />
          <p>
            {messages.manualApplication}
            <NavLink className="byko-account-manual-link" to={manualCreditApplicationPath}>
              {messages.manualApplicationLink}
            </NavLink>
            .
          </p>
        </>
      )}
    </TradingApplicationForm>
  );
}
