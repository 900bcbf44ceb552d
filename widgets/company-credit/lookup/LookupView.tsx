import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { FormField } from '../../core/form/FormField.tsx';
import { useMessages } from '../../core/runtime/locale.ts';
import { Alert, Button, Form } from '../../core/ui/index.ts';
import { companyCreditMessages } from '../company-credit.messages.ts';
import type { CompanyCreditModelInstance } from '../company-credit.model.ts';
import { StepHeading } from '../components/StepHeading.tsx';
import { lookupMessages } from './lookup.messages.ts';

/** Spec §5 "Manual lookup": a company by its kennitala; what it finds moves on (spec §4). */
export function LookupView(props: { model: CompanyCreditModelInstance; focus: boolean }): ReactNode {
  useSignals();
  const messages = useMessages(lookupMessages);
  const shared = useMessages(companyCreditMessages);
  const { model } = props;
  const { lookup } = model;
  const state = lookup.submission.state.value;
  const busy = lookup.submission.busy.value;
  return (
    <div className="byko-stack" part="lookup">
      <StepHeading focus={props.focus}>{messages.lookupHeading}</StepHeading>
      <Form onSubmit={() => void model.lookUp()} part="lookup-form">
        <p className="byko-field-hint">{messages.lookupIntro}</p>
        <FormField label={shared.companySsnLabel} field={lookup.ssn} name="lookupSsn" disabled={busy} />
        {state.kind === 'error' ? (
          <Alert step="lookup" message={state.message} onRetry={() => void model.lookUp()} />
        ) : null}
        {/* Always there, so a screen reader hears the text when it appears in it. */}
        <p className="byko-none-found" role="status">
          {lookup.noneFound.value ? messages.noneFound : null}
        </p>
        <Button type="submit" block busy={busy} busyLabel={messages.lookingUp}>
          {messages.lookup}
        </Button>
      </Form>
      <div>
        <Button variant="secondary" onClick={model.showCompanies} disabled={busy}>
          {shared.backToCompanies}
        </Button>
      </div>
    </div>
  );
}
