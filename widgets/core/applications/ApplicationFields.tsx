import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { FormField } from '../form/FormField.tsx';
import type { Field, Submission } from '../form/index.ts';
import { useMessages } from '../runtime/locale.ts';
import type { SessionUser } from '../runtime/session.ts';
import { Alert, Button, TextField } from '../ui/index.ts';
import { applicationMessages } from './applications.messages.ts';

/**
 * The logged-in person's name and kennitala, read-only: they come from the login (spec §2). The
 * cash-payment application lists them the other way round ('ssn, name'): `ssnFirst`.
 */
export function ApplicantIdentity(props: {
  user: Pick<SessionUser, 'name' | 'ssn'>;
  ssnFirst?: boolean;
}): ReactNode {
  const messages = useMessages(applicationMessages);
  const { user } = props;
  const name = <TextField key="name" label={messages.name} value={user.name} readOnly name="name" />;
  const ssn = <TextField key="ssn" label={messages.ssn} value={user.ssn} readOnly name="ssn" />;
  return <div className="byko-field-row">{props.ssnFirst ? [ssn, name] : [name, ssn]}</div>;
}

/** The person's phone and e-mail, side by side where both fit (spec §2: prefilled from the login). */
export function ContactFields(props: {
  fields: { phone: Field; email: Field };
  disabled: boolean;
}): ReactNode {
  const messages = useMessages(applicationMessages);
  const { fields, disabled } = props;
  return (
    <div className="byko-field-row">
      <FormField label={messages.phone} field={fields.phone} name="phone" disabled={disabled} />
      <FormField label={messages.email} field={fields.email} name="email" disabled={disabled} />
    </div>
  );
}

/**
 * The end of an application's form: the failure's message (spec §4 'error': the server's reason
 * or 'Óvænt villa kom upp', what was typed kept) and 'Sækja um', busy while its one request runs.
 * With `disabledReason` the button does not work yet and says why (aria-describedby).
 */
export function SubmitApplication(props: {
  submission: Pick<Submission<unknown>, 'state' | 'busy'>;
  disabledReason?: string | undefined;
}): ReactNode {
  useSignals();
  const messages = useMessages(applicationMessages);
  const { submission, disabledReason } = props;
  const state = submission.state.value;
  return (
    <>
      {state.kind === 'error' ? <Alert step="submit" message={state.message} /> : null}
      <Button
        type="submit"
        block
        busy={submission.busy.value}
        disabled={Boolean(disabledReason)}
        busyLabel={messages.submitting}
        disabledReason={disabledReason}
      >
        {messages.submit}
      </Button>
    </>
  );
}
