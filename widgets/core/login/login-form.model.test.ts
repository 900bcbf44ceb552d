import { describe, expect, it } from 'vitest';
import { fillIn, loginModelTests } from './login.test-setup.ts';

// The login form before anything is sent: when Innskrá can be pressed, what the field keeps of what
// is typed, and the tabs. Logging in itself is in login.model.test.ts.

const { newLogin } = loginModelTests();

describe('when Innskrá can be pressed', () => {
  it('only once the field is filled and both shown consents are ticked', () => {
    const { model } = newLogin();
    expect(model.canSubmit.value).toBe(false);
    model.setValue('8201234');
    expect(model.canSubmit.value).toBe(false);
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(false);
    model.creditCheckAccepted.value = true;
    expect(model.canSubmit.value).toBe(true);
    model.setValue('');
    expect(model.canSubmit.value).toBe(false);
  });

  it('without ticks when the page hides both consents', () => {
    const { model } = newLogin({ showTerms: false, showCreditCheck: false });
    expect(model.canSubmit.value).toBe(false);
    model.setValue('8201234');
    expect(model.canSubmit.value).toBe(true);
  });

  it('with only the shown consent ticked when the other is hidden', () => {
    const { model } = newLogin({ showCreditCheck: false });
    model.setValue('8201234');
    expect(model.canSubmit.value).toBe(false);
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(true);
  });
});

describe('typing', () => {
  it('keeps only the digits of what is typed in the phone field', () => {
    const { model } = newLogin();
    model.setValue('82a0-1 23b4');
    expect(model.value.value).toBe('8201234');
  });

  it("keeps only digits in the phone field (spec §2 and §5): a pasted '+354 820 1234' is the national 8201234", () => {
    const { model } = newLogin();
    model.setValue('+354 820 1234');
    expect(model.value.value).toBe('8201234');
    model.setValue('00354 820 1234');
    expect(model.value.value).toBe('8201234');
    model.setValue('+45 1234 5678');
    expect(model.value.value).toBe('4512345678');
    model.setValue('1234567890123456789');
    expect(model.value.value).toBe('123456789012345');
  });

  it('keeps only the digits of a kennitala typed with a hyphen', () => {
    const { model } = newLogin();
    model.selectMethod('app');
    model.setValue('120389-2039');
    expect(model.value.value).toBe('1203892039');
  });
});

describe('switching tabs', () => {
  it('resets an error to initial but keeps what was typed in each tab', async () => {
    const { model } = newLogin();
    fillIn(model, '8209999');
    await model.submit();
    expect(model.state.value.kind).toBe('error');

    model.selectMethod('app');
    expect(model.state.value).toEqual({ kind: 'initial' });
    expect(model.value.value).toBe('');
    model.setValue('1203892039');

    model.selectMethod('phone');
    expect(model.value.value).toBe('8209999');
    model.selectMethod('app');
    expect(model.value.value).toBe('1203892039');
  });

  it('clears the field message', async () => {
    const { model } = newLogin();
    fillIn(model, '82012');
    await model.submit();
    expect(model.fieldMessage.value).toBeDefined();
    model.selectMethod('app');
    expect(model.fieldMessage.value).toBeUndefined();
  });
});
