import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { FormField } from '../../core/form/FormField.tsx';
import { Alert, Button, Form } from '../../core/ui/index.ts';
import { companyCreditMessages as messages } from '../company-credit.messages.ts';
import type { CompanyCreditModelInstance } from '../company-credit.model.ts';
import { StepHeading } from './StepHeading.tsx';

/** Spec §5 "Manual lookup": a company by its kennitala; what it finds moves on (spec §4). */
export function LookupView(props: { model: CompanyCreditModelInstance; focus: boolean }): ReactNode {
  useSignals();
  const { model } = props;
  const state = model.lookupSubmission.state.value;
  const busy = model.lookupSubmission.busy.value;
  return (
    <div className="byko-stack" part="lookup">
      <StepHeading focus={props.focus}>{messages.lookupHeading}</StepHeading>
      <Form onSubmit={() => void model.lookup()} part="lookup-form">
        <p className="byko-field-hint">{messages.lookupIntro}</p>
        <FormField
          label={messages.companySsnLabel}
          field={model.lookupSsn}
          name="lookupSsn"
          disabled={busy}
        />
        {state.kind === 'error' ? (
          <Alert message={state.message} onRetry={() => void model.lookup()} />
        ) : null}
        {/* Always there, so a screen reader hears the text when it appears in it. */}
        <p className="byko-none-found" role="status">
          {model.noneFound.value ? messages.noneFound : null}
        </p>
        <Button type="submit" block busy={busy} busyLabel={messages.lookingUp}>
          {messages.lookup}
        </Button>
      </Form>
      <div>
        <Button variant="secondary" onClick={model.showCompanies} disabled={busy}>
          {messages.backToCompanies}
        </Button>
      </div>
    </div>
  );
}
