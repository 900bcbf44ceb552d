import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/support/promises.ts';
import { fieldMessages, fields } from '../fields/index.ts';
import { ApiError } from '../runtime/http.ts';
import { NotLoggedInError } from '../runtime/session.ts';
import { createField, createForm, createRepeatingGroup, createSubmission } from './index.ts';

describe('createField', () => {
  it('cleans what is typed by its kind and keeps it', () => {
    const amount = createField({ kind: fields.currency, required: true });
    amount.set('1.200.000 kr');
    expect(amount.value.peek()).toBe('1200000');
    expect(amount.output()).toBe('1200000');
  });

  it('says nothing while typing, checks on blur, then follows each keystroke', () => {
    const phone = createField({ kind: fields.phone, required: true });
    phone.set('82');
    expect(phone.message.peek()).toBeUndefined();
    phone.blur();
    expect(phone.message.peek()).toBe(fieldMessages.phone);
    expect(phone.touched.peek()).toBe(true);
    phone.set('8201234');
    expect(phone.message.peek()).toBeUndefined();
  });

  it('an empty required field gets the generic message, or its own', () => {
    const plain = createField({ kind: fields.text, required: true });
    expect(plain.validate()).toBe(false);
    expect(plain.message.peek()).toBe(fieldMessages.required);
    const own = createField({
      kind: fields.text,
      required: true,
      requiredMessage: 'Vinsamlegast sláið inn nafn.',
    });
    own.validate();
    expect(own.message.peek()).toBe('Vinsamlegast sláið inn nafn.');
  });

  it('an optional empty field is not checked, a filled one is', () => {
    const email = createField({ kind: fields.email });
    expect(email.validate()).toBe(true);
    email.set('anna@');
    expect(email.validate()).toBe(false);
    expect(email.message.peek()).toBe(fieldMessages.email);
  });

  it("runs the flow's own rule after the kind's schema", () => {
    const rule = vi.fn((value: string) => (Number(value) > 0 ? undefined : 'Fjárhæð þarf að vera yfir 0kr.'));
    const amount = createField({ kind: fields.currency, required: true, rule });
    amount.set('0');
    expect(amount.validate()).toBe(false);
    expect(amount.message.peek()).toBe('Fjárhæð þarf að vera yfir 0kr.');
    amount.set('');
    amount.validate();
    expect(amount.message.peek()).toBe(fieldMessages.required);
    expect(rule).toHaveBeenCalledTimes(1);
  });

  it('can check while typing from the first keystroke when the flow asks', () => {
    const number = createField({
      kind: fields.text,
      checkWhileTyping: (value) => value.length >= 3,
      rule: () => 'nei',
    });
    number.set('12');
    expect(number.message.peek()).toBeUndefined();
    number.set('123');
    expect(number.message.peek()).toBe('nei');
  });

  it('reset goes back to the first value, untouched and silent', () => {
    const phone = createField({ kind: fields.phone, initial: '8201234', required: true });
    phone.set('');
    phone.blur();
    phone.reset();
    expect([phone.value.peek(), phone.message.peek(), phone.touched.peek()]).toEqual([
      '8201234',
      undefined,
      false,
    ]);
  });
});

describe('createForm', () => {
  it('checks every field at once, so every message shows', () => {
    const form = createForm({
      phone: createField({ kind: fields.phone, required: true }),
      email: createField({ kind: fields.email, required: true }),
    });
    expect(form.validate()).toBe(false);
    expect(form.fields.phone.message.peek()).toBe(fieldMessages.required);
    expect(form.fields.email.message.peek()).toBe(fieldMessages.required);
  });

  it('sends each field under its name', () => {
    const form = createForm({
      phone: createField({ kind: fields.phone, initial: ' 8201234 ' }),
      ssn: createField({ kind: fields.kennitala, initial: '1203892039' }),
    });
    expect(form.validate()).toBe(true);
    expect(form.values()).toEqual({ phone: '8201234', ssn: '1203892039' });
  });
});

describe('createRepeatingGroup', () => {
  const guarantor = () => ({
    name: createField({ kind: fields.text }),
    ssn: createField({ kind: fields.kennitala }),
  });

  it('sends and checks only the blocks with something filled in', () => {
    const group = createRepeatingGroup(guarantor, { initial: 2 });
    const [first, second] = group.entries.peek();
    if (!first || !second) throw new Error('two blocks expected');
    second.fields.ssn.set('12');
    expect(group.validate()).toBe(false);
    expect(first.fields.ssn.message.peek()).toBeUndefined();
    expect(second.fields.ssn.message.peek()).toBe(fieldMessages.kennitalaLength);
    second.fields.ssn.set('1203892039');
    expect(group.validate()).toBe(true);
    expect(group.values()).toEqual([{ name: '', ssn: '1203892039' }]);
  });

  it('extends and shortens one block at a time within its bounds, keys staying with blocks', () => {
    const group = createRepeatingGroup(guarantor, { initial: 1, min: 1, max: 2 });
    group.add();
    group.add();
    expect(group.entries.peek()).toHaveLength(2);
    expect(group.canAdd.peek()).toBe(false);
    const [first, second] = group.entries.peek();
    if (!first || !second) throw new Error('two blocks expected');
    second.fields.name.set('Guðrún');
    group.remove(first.key);
    expect(group.entries.peek().map((entry) => entry.fields.name.value.peek())).toEqual(['Guðrún']);
    group.remove(second.key);
    expect(group.entries.peek()).toHaveLength(1);
    expect(group.canRemove.peek()).toBe(false);
  });

  it("'all' checks every block, filled or not", () => {
    const group = createRepeatingGroup(
      () => ({
        name: createField({
          kind: fields.text,
          required: true,
          requiredMessage: 'Vinsamlegast sláið inn fullt nafn.',
        }),
      }),
      { send: 'all' },
    );
    expect(group.validate()).toBe(false);
    expect(group.entries.peek()[0]?.fields.name.message.peek()).toBe('Vinsamlegast sláið inn fullt nafn.');
  });

  it("a form's validate covers its groups", () => {
    const group = createRepeatingGroup(guarantor);
    group.entries.peek()[0]?.fields.ssn.set('99');
    const form = createForm({ email: createField({ kind: fields.email }) }, [group]);
    expect(form.validate()).toBe(false);
    form.reset();
    expect(group.entries.peek()[0]?.fields.ssn.value.peek()).toBe('');
  });
});

describe('createSubmission', () => {
  it('sends one request however often it is clicked, busy until the answer', async () => {
    const answer = deferred<{ documentId: string }>();
    const send = vi.fn(() => answer.promise);
    const clearSession = vi.fn();
    const onSubmitted = vi.fn();
    const submission = createSubmission({ send, clearSession, onSubmitted });
    const first = submission.submit();
    void submission.submit();
    void submission.submit();
    expect(submission.state.peek()).toEqual({ kind: 'submitting' });
    expect(submission.busy.peek()).toBe(true);
    answer.resolve({ documentId: 'D-1' });
    await first;
    expect(send).toHaveBeenCalledTimes(1);
    expect(submission.state.peek()).toEqual({ kind: 'submitted', result: { documentId: 'D-1' } });
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith({ documentId: 'D-1' });
  });

  it('an invalid form sends nothing', async () => {
    const send = vi.fn(async () => 'ok');
    const submission = createSubmission({ validate: () => false, send });
    await submission.submit();
    expect(send).not.toHaveBeenCalled();
    expect(submission.state.peek()).toEqual({ kind: 'initial' });
  });

  it("shows the server's reason, else the flow's message, else 'Óvænt villa kom upp', and may be sent again", async () => {
    const failures: unknown[] = [
      new ApiError(400, 'Upphæð er utan marka', 'http'),
      new ApiError(500, undefined, 'http'),
      new ApiError(0, undefined, 'timeout'),
    ];
    const send = vi.fn(async () => {
      throw failures.shift();
    });
    const onFailed = vi.fn();
    const submission = createSubmission({ send, onFailed });
    await submission.submit();
    expect(submission.state.peek()).toEqual({ kind: 'error', message: 'Upphæð er utan marka' });
    await submission.submit();
    expect(submission.state.peek()).toEqual({ kind: 'error', message: 'Óvænt villa kom upp' });
    const withOwn = createSubmission({ send, fallbackMessage: 'Ekki tókst að sækja um reikningsviðskipti.' });
    await withOwn.submit();
    expect(withOwn.state.peek()).toEqual({
      kind: 'error',
      message: 'Ekki tókst að sækja um reikningsviðskipti.',
    });
    expect(send).toHaveBeenCalledTimes(3);
    expect(onFailed).toHaveBeenCalledTimes(2);
  });

  it('a 401 or a missing token goes to the login instead of an error', async () => {
    const onLoginNeeded = vi.fn();
    const failures: unknown[] = [new ApiError(401, 'Unauthorized', 'http'), new NotLoggedInError()];
    const submission = createSubmission({
      send: async () => {
        throw failures.shift();
      },
      onLoginNeeded,
    });
    await submission.submit();
    await submission.submit();
    expect(onLoginNeeded).toHaveBeenCalledTimes(2);
    expect(submission.state.peek()).toEqual({ kind: 'initial' });
  });

  it('an answer the flow handles itself shows no message and leaves the form to be sent again', async () => {
    const failures: unknown[] = [
      new ApiError(400, 'Ekki næg heimild', 'http'),
      new ApiError(400, 'Annað', 'http'),
    ];
    const onFailed = vi.fn();
    const asked: string[] = [];
    const submission = createSubmission({
      send: async () => {
        throw failures.shift();
      },
      handled: (error) => {
        if (!(error instanceof ApiError) || error.reason !== 'Ekki næg heimild') return false;
        asked.push(error.reason);
        return true;
      },
      onFailed,
    });
    await submission.submit();
    expect(submission.state.peek()).toEqual({ kind: 'initial' });
    expect(asked).toEqual(['Ekki næg heimild']);
    expect(onFailed).not.toHaveBeenCalled();
    await submission.submit();
    expect(submission.state.peek()).toEqual({ kind: 'error', message: 'Annað' });
    expect(onFailed).toHaveBeenCalledWith('Annað');
  });

  it('a form that loads first opens once loaded, and cannot be sent before', async () => {
    const send = vi.fn(async () => 'ok');
    const submission = createSubmission({ send, loadsFirst: true });
    await submission.submit();
    expect(send).not.toHaveBeenCalled();
    submission.loaded();
    await submission.submit();
    expect(submission.state.peek()).toEqual({ kind: 'submitted', result: 'ok' });
    submission.reset();
    expect(submission.state.peek()).toEqual({ kind: 'initial' });
  });
});
