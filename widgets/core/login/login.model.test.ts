import type { ReadonlySignal } from '@preact/signals-react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { stubPageSettings } from '../../../test/support/page-settings.ts';
import { anna, bjarni, people, webUserOf } from '../../../test/support/people.ts';
import { until } from '../../../test/support/signals.ts';
import { logOut, sessionUser } from '../runtime/session.ts';
import { appAuthCodeResponse, phoneAuthCodeResponse } from './login.api.ts';
import type { LoginState } from './login.model.ts';
import { type Answer, accountReason, fillIn, loginModelTests } from './login.test-setup.ts';

// The shared login's model logging in against the real sandbox over HTTP (login.test-setup.ts): by
// phone and by app, every test person, each failing call, and the wait for the confirmation. The
// form before anything is sent is in login-form.model.test.ts.

const { sandbox, store, newLogin } = loginModelTests();

function answerTo<S extends v.GenericSchema>(answers: Answer[], path: string, schema: S): v.InferOutput<S> {
  return v.parse(schema, answers.find((answer) => answer.path === path)?.body);
}

/** Resolves when the state reaches the given kind. */
function untilKind(state: ReadonlySignal<LoginState>, kind: LoginState['kind']): Promise<LoginState> {
  return until(state, (current) => current.kind === kind);
}

describe('logging in by phone (Rafræn skilríki)', () => {
  it('shows the code the server issued, then logs in, stores the user and reports it once', async () => {
    const { model, onLoggedIn, answers, states } = newLogin();
    fillIn(model, '8201234');
    await model.submit();

    const issued = answerTo(answers, '/api/auth/phone-auth-codes', phoneAuthCodeResponse);
    expect(states).toEqual([
      { kind: 'initial' },
      { kind: 'loadingAuthCode' },
      { kind: 'loggingInWithPhone', code: issued.code },
      { kind: 'initial' },
    ]);

    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    const token = store.getItem('token');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(onLoggedIn).toHaveBeenCalledWith(webUserOf(anna, token, sandbox.url));
    expect(sessionUser.value).toMatchObject({ name: 'Anna Jónsdóttir', token });
    expect(store.getItem('name')).toBe('Anna Jónsdóttir');
    expect(store.getItem('isComingFromApp')).toBe('false');
  });

  it('sends the phone, then the login with the authId, reason and origin "Web"', async () => {
    const { model, answers } = newLogin();
    fillIn(model, '8202345');
    await model.submit();
    const { authId } = answerTo(answers, '/api/auth/phone-auth-codes', phoneAuthCodeResponse);
    const log = await sandbox.requests();
    expect(log.map((entry) => [entry.path, entry.body])).toEqual([
      ['/api/auth/phone-auth-codes', { phone: '8202345' }],
      ['/api/auth/login', { authId, phoneNumber: '8202345', reason: accountReason, origin: 'Web' }],
    ]);
  });

  it('shows the server reason when the person refuses the login', async () => {
    const { model, onLoggedIn } = newLogin();
    fillIn(model, '8209999');
    await model.submit();
    expect(model.state.value).toEqual({ kind: 'error', message: 'Notandi hætti við auðkenningu' });
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(sessionUser.value).toBeNull();
    expect(store.length).toBe(0);
    // The error is not busy: the person can try again, with the number as typed.
    expect(model.value.value).toBe('8209999');
    expect(model.canSubmit.value).toBe(true);
  });

  it("shows 'Innskráning tókst ekki' when the server's answer is malformed", async () => {
    await sandbox.fault('POST /api/auth/phone-auth-codes', 'malformed');
    const { model, onLoggedIn } = newLogin();
    fillIn(model, '8201234');
    await model.submit();
    expect(model.state.value).toEqual({ kind: 'error', message: 'Innskráning tókst ekki' });
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('sends one code request however many times Innskrá is pressed at once', async () => {
    const { model, onLoggedIn } = newLogin();
    fillIn(model, '8201234');
    await Promise.all([model.submit(), model.submit(), model.submit()]);
    expect(await sandbox.requests({ path: '/api/auth/phone-auth-codes' })).toHaveLength(1);
    expect(await sandbox.requests({ path: '/api/auth/login' })).toHaveLength(1);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('shows the phone message for a too-short number and sends nothing', async () => {
    const { model, states } = newLogin();
    fillIn(model, '82012');
    await model.submit();
    expect(model.fieldMessage.value).toBe("Símanúmer getur aðeins innihaldið tölustafi og '+'");
    expect(states).toEqual([{ kind: 'initial' }]);
    expect(await sandbox.requests()).toEqual([]);
  });

  it('sends nothing while a consent is unticked', async () => {
    const { model } = newLogin();
    model.termsAccepted.value = true;
    model.setValue('8201234');
    await model.submit();
    expect(model.state.value).toEqual({ kind: 'initial' });
    expect(await sandbox.requests()).toEqual([]);
  });

  it('passes the payment method through to the login when the page sets one', async () => {
    const { model } = newLogin({ paymentMethod: 0, reason: 'Innskráning fyrir greiðsludreifingu' });
    fillIn(model, '8201234');
    await model.submit();
    const [login] = await sandbox.requests({ path: '/api/auth/login' });
    expect(login?.body).toMatchObject({
      reason: 'Innskráning fyrir greiðsludreifingu',
      origin: 'Web',
      paymentMethod: 0,
    });
  });
});

describe('logging in with the app (Auðkennisapp)', () => {
  it('sends { ssn, authCodeHash, reason, origin: "App" } for a user coming from the app', async () => {
    const { model, onLoggedIn, answers, states } = newLogin({ isComingFromApp: true });
    model.selectMethod('app');
    fillIn(model, '1203892039');
    await model.submit();

    const issued = answerTo(answers, '/api/auth/app-auth-codes', appAuthCodeResponse);
    expect(states).toContainEqual({ kind: 'loggingInWithApp', code: issued.code });
    const log = await sandbox.requests();
    expect(log.map((entry) => [entry.path, entry.body])).toEqual([
      ['/api/auth/app-auth-codes', { ssn: '1203892039' }],
      [
        '/api/auth/login-app',
        { ssn: '1203892039', authCodeHash: issued.authHash, reason: accountReason, origin: 'App' },
      ],
    ]);
    expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ isComingFromApp: true }));
    expect(store.getItem('isComingFromApp')).toBe('true');
    expect(store.getItem('ssn')).toBe('1203892039');
  });

  it('shows the server reason when the person refuses in the app, and keeps the kennitala', async () => {
    const { model, onLoggedIn } = newLogin();
    model.selectMethod('app');
    fillIn(model, '3009906069');
    await model.submit();
    expect(model.state.value).toEqual({ kind: 'error', message: 'Notandi hætti við auðkenningu' });
    expect(model.value.value).toBe('3009906069');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(store.length).toBe(0);
  });

  it('passes the payment method through to the app login', async () => {
    const { model } = newLogin({ paymentMethod: 2 });
    model.selectMethod('app');
    fillIn(model, '0507953069');
    await model.submit();
    const [login] = await sandbox.requests({ path: '/api/auth/login-app' });
    expect(login?.body).toMatchObject({ ssn: '0507953069', origin: 'Web', paymentMethod: 2 });
  });
});

describe('every test person (SANDBOX.md)', () => {
  it.each(people)(
    '$name logs in by phone and by app, and is stored as the server answered',
    async (person) => {
      for (const method of ['phone', 'app'] as const) {
        logOut();
        const { model, onLoggedIn } = newLogin();
        model.selectMethod(method);
        fillIn(model, method === 'phone' ? person.phone : person.ssn);
        await model.submit();
        const stored = { name: person.name, ssn: person.ssn, email: person.email };
        expect(onLoggedIn, method).toHaveBeenCalledExactlyOnceWith(expect.objectContaining(stored));
        expect([store.getItem('name'), store.getItem('ssn'), store.getItem('email')], method).toEqual(
          Object.values(stored),
        );
      }
    },
  );
});

describe('a login call that fails (spec §8)', () => {
  // Every call of both ways to log in, under each fault: the sandbox's 500 carries its reason, a
  // timeout and a broken answer have none, so the login's own message shows.
  const calls = [
    { path: '/api/auth/phone-auth-codes', method: 'phone', person: anna, typed: anna.phone },
    { path: '/api/auth/login', method: 'phone', person: anna, typed: anna.phone },
    { path: '/api/auth/app-auth-codes', method: 'app', person: bjarni, typed: bjarni.ssn },
    { path: '/api/auth/login-app', method: 'app', person: bjarni, typed: bjarni.ssn },
  ] as const;
  const faults = [
    { fault: '500', message: 'Villa í kerfi (sandkassi)' },
    { fault: 'timeout', message: 'Innskráning tókst ekki' },
    { fault: 'malformed', message: 'Innskráning tókst ekki' },
  ] as const;
  const cases = calls.flatMap((call) => faults.map((fault) => ({ ...call, ...fault })));

  it.each(cases)(
    'POST $path $fault: $message, what was typed and the consents kept; a retry logs in',
    async ({ path, method, person, typed, fault, message }) => {
      // The client gives up before the sandbox answers a held request (3 s in this file).
      stubPageSettings({ timeoutMs: 400, loginTimeoutMs: 400 });
      await sandbox.fault(`POST ${path}`, fault);
      const { model, onLoggedIn } = newLogin();
      model.selectMethod(method);
      fillIn(model, typed);
      await model.submit();
      expect(model.state.value).toEqual({ kind: 'error', message });
      expect(model.value.value).toBe(typed);
      expect([model.termsAccepted.value, model.creditCheckAccepted.value]).toEqual([true, true]);
      expect(model.canSubmit.value).toBe(true);
      expect(onLoggedIn).not.toHaveBeenCalled();
      expect(store.length).toBe(0);
      expect(await sandbox.requests({ path }), 'the faulted call, once').toHaveLength(1);

      // The retry's calls with the page's own timeouts, as a busy machine needs them.
      stubPageSettings({});
      await model.submit();
      expect(onLoggedIn).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ name: person.name, ssn: person.ssn }),
      );
      expect(store.getItem('ssn')).toBe(person.ssn);
      const answered = await sandbox.requests({ path });
      expect(answered.map((entry) => entry.status)).toEqual([expect.any(Number), 200]);
    },
  );
});

describe('while waiting for the confirmation', () => {
  it('does not switch tabs', async () => {
    await sandbox.fault('POST /api/auth/login', 'timeout');
    const { model } = newLogin();
    fillIn(model, '8201234');
    const submitting = model.submit();
    await untilKind(model.state, 'loggingInWithPhone');
    model.selectMethod('app');
    expect(model.method.value).toBe('phone');
    expect(model.state.value.kind).toBe('loggingInWithPhone');
    model.cancel();
    await submitting;
  });

  it('cancel() gives up without an error, a login or a stored user', async () => {
    await sandbox.fault('POST /api/auth/login', 'timeout');
    const { model, onLoggedIn } = newLogin();
    fillIn(model, '8201234');
    const started = Date.now();
    const submitting = model.submit();
    await untilKind(model.state, 'loggingInWithPhone');
    model.cancel();
    await submitting;
    // The held request (3 s) was abandoned, not waited for.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(model.state.value.kind).not.toBe('error');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(store.getItem('token')).toBeNull();
  });
});
