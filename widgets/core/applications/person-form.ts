import type { Field, Fields } from '../form/index.ts';
import type { SessionUser } from '../runtime/session.ts';
import { draftKey, keepDraft } from './draft.ts';

/** A form with the person's own phone and e-mail (spec §2: prefilled from the logged-in user). */
export interface ContactForm {
  readonly fields: Fields & { phone: Field; email: Field };
  reset: () => void;
}

/** The logged-in person a form is opened for. */
export type FormPerson = Pick<SessionUser, 'ssn' | 'phoneNumber' | 'email'>;

/**
 * Fills an application's form for the logged-in person: another person than last time empties it
 * first (and `onNewPerson` clears what the flow keeps besides its fields: ticked boxes, an answer
 * of the server, a success view), so nothing of one person is shown to or sent for another; then
 * the phone and e-mail left empty get theirs from the session.
 */
export function createPersonPrefill(options: {
  form: ContactForm;
  onNewPerson?: () => void;
}): (person: FormPerson) => void {
  let current: string | undefined;
  return (person) => {
    const { form } = options;
    if (current !== undefined && current !== person.ssn) {
      form.reset();
      options.onNewPerson?.();
    }
    current = person.ssn;
    if (form.fields.phone.isEmpty() && person.phoneNumber) form.fields.phone.set(person.phoneNumber);
    if (form.fields.email.isEmpty() && person.email) form.fields.email.set(person.email);
  };
}

/**
 * Opens an application's form for the logged-in person, in one synchronous step so nothing of one
 * person reaches another's draft: `createPersonPrefill`, then their draft (what they typed before a
 * reload or an expired login) is put back and kept from then on. Call the returned function when
 * the form goes (it stops keeping the draft).
 */
export function createPersonForm(options: {
  form: ContactForm;
  flow: string;
  onNewPerson?: () => void;
}): (person: FormPerson) => () => void {
  const prefill = createPersonPrefill(options);
  return (person) => {
    prefill(person);
    return keepDraft(options.form, draftKey(options.flow, person.ssn));
  };
}
