import { describe, expect, it, vi } from 'vitest';
import { fields } from '../fields/index.ts';
import { createField, createForm } from '../form/index.ts';
import { createPersonPrefill } from './person-form.ts';

// The form opened for the logged-in person (spec §2: phone and e-mail prefilled): never another
// person's typing.

const bjarni = { ssn: '0101302989', phoneNumber: '8202345', email: 'bjarni@example.is' };
const anna = { ssn: '1203892039', phoneNumber: '8201234', email: 'anna@example.is' };

function contactForm() {
  return createForm({
    phone: createField({ kind: fields.phone, required: true }),
    email: createField({ kind: fields.email, required: true }),
    comment: createField({ kind: fields.text }),
  });
}

describe('createPersonPrefill', () => {
  it('fills the empty phone and e-mail only: what the person typed stays', () => {
    const form = contactForm();
    const prefill = createPersonPrefill({ form });
    prefill(bjarni);
    expect(form.values()).toMatchObject({ phone: bjarni.phoneNumber, email: bjarni.email });
    form.fields.phone.set('6991234');
    prefill({ ...bjarni, email: 'other@example.is' });
    expect(form.values()).toMatchObject({ phone: '6991234', email: bjarni.email });
  });

  it('another person starts from an empty form with their own details', () => {
    const form = contactForm();
    const onNewPerson = vi.fn();
    const prefill = createPersonPrefill({ form, onNewPerson });
    prefill(bjarni);
    form.fields.comment.set('Bjarna athugasemd');
    prefill(bjarni);
    expect(onNewPerson).not.toHaveBeenCalled();
    prefill(anna);
    expect(onNewPerson).toHaveBeenCalledTimes(1);
    expect(form.values()).toEqual({ phone: anna.phoneNumber, email: anna.email, comment: '' });
  });
});
