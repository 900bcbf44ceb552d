import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  appAuthCodeResponse,
  loginResponse,
  phoneAuthCodeResponse,
} from '../../widgets/core/login/login.api.ts';
import { anna, bjarni, dagny } from '../people.ts';
import { testAuthDelayMs, testSandbox } from '../testing.ts';
import { refusedLogin } from './fixtures.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// setTimeout may fire a millisecond or two "early" as measured by Date.now().
const confirmedAfterMs = testAuthDelayMs - 5;

describe('phone login (Rafræn skilríki)', () => {
  it('issues a four-digit code and an authId, then signs the person in after the confirmation delay', async () => {
    const sandbox = testSandbox();
    // The delay runs from the code's issue, so time from just before asking for it.
    const started = Date.now();
    const codeAnswer = await sandbox.post('/api/auth/phone-auth-codes', { phone: anna.phone });
    expect(codeAnswer.status).toBe(200);
    const { code, authId } = v.parse(phoneAuthCodeResponse, codeAnswer.body);
    expect(code).toMatch(/^\d{4}$/);
    expect(authId).toMatch(uuid);

    const login = await sandbox.post('/api/auth/login', {
      authId,
      phoneNumber: anna.phone,
      reason: 'Innskráning',
      origin: 'Web',
      paymentMethod: 2,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(confirmedAfterMs);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      name: 'Anna Jónsdóttir',
      ssn: '1203892039',
      email: 'anna@example.is',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      phoneNumber: '8201234',
    });

    const { token } = v.parse(loginResponse, login.body);
    const info = await sandbox.get('/api/auth/info', sandbox.bearer(token));
    expect(info).toMatchObject({
      status: 200,
      body: { name: 'Anna Jónsdóttir', ssn: '1203892039', email: 'anna@example.is', phoneNumber: '8201234' },
    });
  });

  it('does not wait again when the person confirmed before the login call', async () => {
    const sandbox = testSandbox({ authDelayMs: 0 });
    const codeAnswer = await sandbox.post('/api/auth/phone-auth-codes', { phone: bjarni.phone });
    const { authId } = v.parse(phoneAuthCodeResponse, codeAnswer.body);
    const login = await sandbox.post('/api/auth/login', {
      authId,
      phoneNumber: bjarni.phone,
      reason: 'x',
      origin: 'Web',
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ name: 'Bjarni Sigurðsson', ssn: '0507953069' });
  });

  it('accepts the phone with the country code', async () => {
    const sandbox = testSandbox();
    const codeAnswer = await sandbox.post('/api/auth/phone-auth-codes', { phone: '+3548203456' });
    expect(codeAnswer.status).toBe(200);
    const { authId } = v.parse(phoneAuthCodeResponse, codeAnswer.body);
    const login = await sandbox.post('/api/auth/login', {
      authId,
      phoneNumber: dagny.phone,
      reason: '',
      origin: 'Web',
    });
    expect(login.body).toMatchObject({ name: 'Dagný Guðmundsdóttir', phoneNumber: '8203456' });
  });

  it('answers 404 for a phone that belongs to no one', async () => {
    const sandbox = testSandbox();
    const answer = await sandbox.post('/api/auth/phone-auth-codes', { phone: '8200000' });
    expect(answer).toMatchObject({ status: 404, body: { reason: 'Enginn notandi með þetta símanúmer' } });
  });

  it('refuses the refused phone after the delay, with the reason', async () => {
    const sandbox = testSandbox();
    const started = Date.now();
    const codeAnswer = await sandbox.post('/api/auth/phone-auth-codes', { phone: refusedLogin.phone });
    expect(codeAnswer.status).toBe(200);
    const { authId } = v.parse(phoneAuthCodeResponse, codeAnswer.body);
    const login = await sandbox.post('/api/auth/login', {
      authId,
      phoneNumber: refusedLogin.phone,
      reason: 'x',
      origin: 'Web',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(confirmedAfterMs);
    expect(login).toMatchObject({ status: 400, body: { reason: 'Notandi hætti við auðkenningu' } });
  });

  it('answers "Auðkenning fannst ekki" for an unknown authId or another phone than the code was for', async () => {
    const sandbox = testSandbox();
    const unknown = await sandbox.post('/api/auth/login', {
      authId: 'no-such-id',
      phoneNumber: anna.phone,
      reason: 'x',
      origin: 'Web',
    });
    expect(unknown).toMatchObject({ status: 400, body: { reason: 'Auðkenning fannst ekki' } });

    const codeAnswer = await sandbox.post('/api/auth/phone-auth-codes', { phone: anna.phone });
    const { authId } = v.parse(phoneAuthCodeResponse, codeAnswer.body);
    const otherPhone = await sandbox.post('/api/auth/login', {
      authId,
      phoneNumber: bjarni.phone,
      reason: 'x',
      origin: 'Web',
    });
    expect(otherPhone).toMatchObject({ status: 400, body: { reason: 'Auðkenning fannst ekki' } });
  });

  it('uses a code once', async () => {
    const sandbox = testSandbox();
    const codeAnswer = await sandbox.post('/api/auth/phone-auth-codes', { phone: anna.phone });
    const { authId } = v.parse(phoneAuthCodeResponse, codeAnswer.body);
    const request = { authId, phoneNumber: anna.phone, reason: 'x', origin: 'Web' };
    expect((await sandbox.post('/api/auth/login', request)).status).toBe(200);
    expect(await sandbox.post('/api/auth/login', request)).toMatchObject({
      status: 400,
      body: { reason: 'Auðkenning fannst ekki' },
    });
  });
});

describe('app login (Auðkennisapp)', () => {
  it('issues a code and an authHash, then signs the person in after the delay', async () => {
    const sandbox = testSandbox();
    const started = Date.now();
    const codeAnswer = await sandbox.post('/api/auth/app-auth-codes', { ssn: bjarni.ssn });
    expect(codeAnswer.status).toBe(200);
    const { code, authHash } = v.parse(appAuthCodeResponse, codeAnswer.body);
    expect(code).toMatch(/^\d{4}$/);
    expect(authHash).toMatch(/^[0-9a-f]{64}$/);

    const login = await sandbox.post('/api/auth/login-app', {
      ssn: bjarni.ssn,
      authCodeHash: authHash,
      reason: 'Innskráning',
      origin: 'App',
      paymentMethod: 0,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(confirmedAfterMs);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      name: 'Bjarni Sigurðsson',
      ssn: '0507953069',
      email: 'bjarni@example.is',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      phoneNumber: '8202345',
    });
    const { token } = v.parse(loginResponse, login.body);
    expect(await sandbox.get('/api/auth/info', sandbox.bearer(token))).toMatchObject({
      status: 200,
      body: { name: 'Bjarni Sigurðsson', ssn: '0507953069' },
    });
  });

  it('refuses the refused kennitala', async () => {
    const sandbox = testSandbox();
    const codeAnswer = await sandbox.post('/api/auth/app-auth-codes', { ssn: refusedLogin.ssn });
    const { authHash } = v.parse(appAuthCodeResponse, codeAnswer.body);
    const login = await sandbox.post('/api/auth/login-app', {
      ssn: refusedLogin.ssn,
      authCodeHash: authHash,
      reason: 'x',
      origin: 'Web',
    });
    expect(login).toMatchObject({ status: 400, body: { reason: 'Notandi hætti við auðkenningu' } });
  });

  it('answers 404 for a kennitala that belongs to no one', async () => {
    const sandbox = testSandbox();
    const answer = await sandbox.post('/api/auth/app-auth-codes', { ssn: '0101302989' });
    expect(answer).toMatchObject({ status: 404, body: { reason: 'Enginn notandi með þessa kennitölu' } });
  });

  it('does not accept an app code for another kennitala, nor a phone authId', async () => {
    const sandbox = testSandbox();
    const appCode = await sandbox.post('/api/auth/app-auth-codes', { ssn: anna.ssn });
    const { authHash } = v.parse(appAuthCodeResponse, appCode.body);
    const other = await sandbox.post('/api/auth/login-app', {
      ssn: bjarni.ssn,
      authCodeHash: authHash,
      reason: 'x',
      origin: 'Web',
    });
    expect(other).toMatchObject({ status: 400, body: { reason: 'Auðkenning fannst ekki' } });

    const phoneCode = await sandbox.post('/api/auth/phone-auth-codes', { phone: anna.phone });
    const { authId } = v.parse(phoneAuthCodeResponse, phoneCode.body);
    const crossed = await sandbox.post('/api/auth/login-app', {
      ssn: anna.ssn,
      authCodeHash: authId,
      reason: 'x',
      origin: 'Web',
    });
    expect(crossed).toMatchObject({ status: 400, body: { reason: 'Auðkenning fannst ekki' } });
  });
});

describe('bad payloads', () => {
  it.each([
    ['a missing field', '/api/auth/phone-auth-codes', {}, 'Reitinn „phone“ vantar'],
    [
      'letters in the phone',
      '/api/auth/phone-auth-codes',
      { phone: '820abcd' },
      "Símanúmer getur aðeins innihaldið tölustafi og '+'",
    ],
    ['a short kennitala', '/api/auth/app-auth-codes', { ssn: '12345' }, 'Kennitala þarf að vera 10 stafir'],
    [
      'an impossible kennitala date',
      '/api/auth/app-auth-codes',
      { ssn: '3213891239' },
      'Kennitala er ekki gild',
    ],
    [
      'a number for a string',
      '/api/auth/app-auth-codes',
      { ssn: 1203892039 },
      'Reiturinn „ssn“ er ekki gildur',
    ],
    [
      'an out-of-range payment method',
      '/api/auth/login',
      { authId: 'a', phoneNumber: '8201234', reason: 'x', origin: 'Web', paymentMethod: 9 },
      'Reiturinn „paymentMethod“ er ekki gildur',
    ],
    ['a body that is not an object', '/api/auth/login', '"8201234"', 'Beiðnin þarf að vera JSON-hlutur'],
    ['a body that is not JSON', '/api/auth/login', '{"authId":', 'Beiðnin er ekki gilt JSON'],
  ])('answers 400 with an Icelandic reason for %s', async (_case, path, body, reason) => {
    const sandbox = testSandbox();
    expect(await sandbox.post(path, body)).toMatchObject({ status: 400, body: { reason } });
  });
});

describe('GET /api/auth/info', () => {
  it('answers 401 without a token, with an unknown token, and with a malformed header', async () => {
    const sandbox = testSandbox();
    const expired = { status: 401, body: { reason: 'Innskráning er útrunnin' } };
    expect(await sandbox.get('/api/auth/info')).toMatchObject(expired);
    expect(await sandbox.get('/api/auth/info', sandbox.bearer('not-a-token'))).toMatchObject(expired);
    expect(await sandbox.get('/api/auth/info', { Authorization: 'Basic abc' })).toMatchObject(expired);
  });
});
