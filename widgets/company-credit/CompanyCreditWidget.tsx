import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef } from 'react';
import { emitSubmitted } from '../core/applications/application.events.ts';
import { RequireLogin } from '../core/login/RequireLogin.tsx';
import { useMessages } from '../core/runtime/locale.ts';
import type { SessionUser } from '../core/runtime/session.ts';
import { useLoadFor, useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { userAt } from '../core/session-user.ts';
import { useStepInUrl } from '../core/use-step-in-url.ts';
import { CompanyList } from './companies/CompanyList.tsx';
import type { CompanyCreditEvents } from './company-credit.events.ts';
import { companyCreditSteps, successSteps } from './company-credit.flow.ts';
import { companyCreditMessages } from './company-credit.messages.ts';
import { CompanyCreditModel, type CompanyCreditModelInstance } from './company-credit.model.ts';
import { CreditView, IncreasedView } from './credit/CreditView.tsx';
import { EmailFormView, EmailSentView } from './email-form/EmailFormView.tsx';
import { LookupView } from './lookup/LookupView.tsx';
import { SignUpView } from './sign-up/SignUpView.tsx';

const stepsReplacingSignUp = [...successSteps, 'heimild'] as const;

export interface CompanyCreditWidgetProps {
  /** Preselects this company of the user's list (its kennitala). */
  companySsn?: string;
}

/**
 * `<byko-company-credit>`: 'Heimild fyrirtækis' (spec §2 "Company credit", §4 "Company credit web
 * flow"): the shared login here in the element, then the user's companies, a company's credit and
 * its increase, the e-mail application with guarantors, the manual lookup and a new company's
 * sign-up. The step is in the URL (`?skref=`), so Back and Forward move between them.
 */
export function CompanyCreditWidget(props: CompanyCreditWidgetProps): ReactNode {
  useSignals();
  const messages = useMessages(companyCreditMessages);
  const model = useWidgetModel(
    (widget) =>
      new CompanyCreditModel({
        api: () => widget().api,
        user: () => userAt(widget().api.baseUrl),
        onSubmitted: (detail) => emitSubmitted<CompanyCreditEvents>(widget(), detail),
      }),
  );
  return (
    <section
      className="byko-stack byko-panel byko-company-credit"
      aria-labelledby="byko-company-credit-heading"
    >
      <h1 className="byko-heading" id="byko-company-credit-heading">
        {messages.heading}
      </h1>
      <RequireLogin reason={messages.loginReason}>
        {(user) => <CompanyCreditContent model={model} user={user} companySsn={props.companySsn} />}
      </RequireLogin>
    </section>
  );
}

function CompanyCreditContent(props: {
  model: CompanyCreditModelInstance;
  user: SessionUser;
  companySsn: string | undefined;
}): ReactNode {
  useSignals();
  const { model, companySsn } = props;
  // Before the list loads, so the list's arrival can select it.
  useEffect(() => model.preselect(companySsn), [model, companySsn]);
  // Keyed by the token: another login (here or in another tab) loads that person's companies.
  useLoadFor(model, props.user.token);
  // The first step the URL names is the page's load; each later one is Back or Forward.
  const followed = useRef(false);
  useStepInUrl({
    param: 'skref',
    steps: companyCreditSteps,
    step: model.step,
    goTo: (step) => {
      if (followed.current) model.goBackOrForward(step);
      else model.goTo(step);
      followed.current = true;
    },
    // The company a sign-up selected takes the sign-up's place in the history: Back from it goes
    // to the lookup in one press, never to a sent form (read when the step changes, so the view
    // shown before the move decides).
    replaces: model.view.value.kind === 'signUp' ? stepsReplacingSignUp : successSteps,
  });

  const view = model.view.value;
  // A step reached by the user's move takes the focus to its heading; what the load shows (a
  // preselected company, a reload at a step, a restored draft) leaves the focus where it is.
  const shown = useRef(view);
  const moved = useRef(false);
  if (view !== shown.current) {
    if (model.movedByUser()) moved.current = true;
    shown.current = view;
  }
  const focus = moved.current;

  switch (view.kind) {
    case 'companies':
      return <CompanyList model={model} focus={focus} />;
    case 'lookup':
      return <LookupView model={model} focus={focus} />;
    case 'credit':
      return <CreditView key={view.company.accountId} model={model} company={view.company} focus={focus} />;
    case 'increased':
      return <IncreasedView model={model} result={view.result} />;
    case 'emailForm':
      return <EmailFormView model={model} focus={focus} />;
    case 'emailSent':
      return <EmailSentView model={model} />;
    case 'signUp':
      return <SignUpView model={model} focus={focus} />;
  }
}
