import { describe, expect, it } from 'vitest';
import { loginMessages } from './login.messages.ts';
import type { LoginRequirement } from './login.model.ts';
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

describe('what is missing beside Innskrá', () => {
  it('names the field and each unticked consent, in the form order, until all are given', () => {
    const { model } = newLogin();
    expect(model.missing.value).toEqual(['phone', 'terms', 'creditCheck']);
    model.setValue('8201234');
    expect(model.missing.value).toEqual(['terms', 'creditCheck']);
    model.creditCheckAccepted.value = true;
    expect(model.missing.value).toEqual(['terms']);
    model.termsAccepted.value = true;
    expect(model.missing.value).toEqual([]);
    expect(model.canSubmit.value).toBe(true);
  });

  it('names the kennitala on the Auðkennisapp tab', () => {
    const { model } = newLogin({ showTerms: false, showCreditCheck: false });
    model.selectMethod('app');
    expect(model.missing.value).toEqual(['ssn']);
    model.setValue('1203892039');
    expect(model.missing.value).toEqual([]);
  });

  it('is said in one sentence, the parts listed as Icelandic lists them', () => {
    const line = (needed: readonly LoginRequirement[]) =>
      loginMessages.missingLine(needed.map((part) => loginMessages.missing[part]));
    expect(line(['phone', 'terms', 'creditCheck'])).toBe(
      'Sláðu inn símanúmer, samþykktu viðskiptaskilmála BYKO og heimilaðu uppflettingu hjá Creditinfo til að skrá þig inn.',
    );
    expect(line(['ssn', 'terms'])).toBe(
      'Sláðu inn kennitölu og samþykktu viðskiptaskilmála BYKO til að skrá þig inn.',
    );
    expect(line(['creditCheck'])).toBe('Heimilaðu uppflettingu hjá Creditinfo til að skrá þig inn.');
  });

  it('leaves out a consent the page hides', () => {
    const { model } = newLogin({ showCreditCheck: false });
    expect(model.missing.value).toEqual(['phone', 'terms']);
  });

  it('names nothing while a login is under way', async () => {
    const { model } = newLogin();
    fillIn(model, '8201234');
    const submitted = model.submit();
    expect(model.busy.value).toBe(true);
    expect(model.missing.value).toEqual([]);
    model.cancel();
    await submitted;
  });
});

describe('leaving the field', () => {
  it('says a phone number is too short, and the message goes once it is right', () => {
    const { model } = newLogin();
    model.setValue('82012');
    model.leaveField();
    expect(model.fieldMessage.value).toBe("Símanúmer getur aðeins innihaldið tölustafi og '+'");
    model.setValue('8201234');
    expect(model.fieldMessage.value).toBeUndefined();
  });

  it('says a kennitala of five digits needs ten', () => {
    const { model } = newLogin();
    model.selectMethod('app');
    model.setValue('12038');
    model.leaveField();
    expect(model.fieldMessage.value).toBe('Kennitala þarf að vera 10 stafir');
  });

  it('says nothing of an empty field: the line beside the button names it', () => {
    const { model } = newLogin();
    model.leaveField();
    expect(model.fieldMessage.value).toBeUndefined();
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
