import { type ReactNode, useEffect } from 'react';
import { ApplicationFrame, type ApplicationWidgetProps } from '../core/applications/ApplicationFrame.tsx';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { emitSubmitted } from '../core/applications/application.events.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import {
  TradingApplicationContent,
  TradingApplicationForm,
} from '../core/applications/TradingApplicationViews.tsx';
import { FormTextArea } from '../core/form/FormTextArea.tsx';
import { useMessages } from '../core/runtime/locale.ts';
import { type SessionUser, sessionUser } from '../core/runtime/session.ts';
import { useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { limitChangePath } from '../routes.ts';
import type { CashEvents } from './cash.events.ts';
import { cashMessages } from './cash.messages.ts';
import { CashModel, type CashModelInstance, type CashStatus, cashFlow } from './cash.model.ts';

export type CashWidgetProps = ApplicationWidgetProps;

/** `<byko-cash-application>`: 'Umsókn um staðgreiðsluviðskipti' (spec §2 "Cash-payment application"). */
export function CashWidget(props: CashWidgetProps): ReactNode {
  const messages = useMessages(cashMessages);
  const model = useWidgetModel(
    (widget) =>
      new CashModel({
        api: () => widget().api,
        user: () => sessionUser.peek(),
        onSubmitted: (request) => emitSubmitted<CashEvents>(widget(), { application: 'cash', request }),
      }),
  );
  // The address search's wait and request stop with the element.
  useEffect(() => model.dispose, [model]);
  return (
    <ApplicationFrame
      heading={messages.heading}
      flow={cashFlow}
      loginPath={props.loginPath}
      loginReason={messages.loginReason}
      loader={model.status}
    >
      {({ user, ready }) => <CashContent model={model} user={user} status={ready} />}
    </ApplicationFrame>
  );
}

function CashContent(props: { model: CashModelInstance; user: SessionUser; status: CashStatus }): ReactNode {
  const messages = useMessages(cashMessages);
  const { model } = props;
  return (
    <TradingApplicationContent
      model={model}
      standing={props.status.standing}
      limitChangePath={limitChangePath}
      submitted={() => (
        <ApplicationSubmitted heading={messages.submitted}>
          <p>{messages.submittedText}</p>
        </ApplicationSubmitted>
      )}
      form={<CashForm model={model} user={props.user} />}
    />
  );
}

function CashForm(props: { model: CashModelInstance; user: SessionUser }): ReactNode {
  const applicationTexts = useMessages(applicationMessages);
  const { model } = props;
  return (
    <TradingApplicationForm model={model} user={props.user} part="cash-form" ssnFirst>
      {(busy) => (
        <FormTextArea
          label={applicationTexts.comment}
          field={model.form.fields.comment}
          name="comment"
          disabled={busy}
        />
      )}
    </TradingApplicationForm>
  );
}
