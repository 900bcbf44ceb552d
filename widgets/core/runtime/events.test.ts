import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rejectionOf } from '../../../test/support/promises.ts';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { errorDetail } from './events.ts';
import { createApiClient, errorMessage } from './http.ts';

// byko-error's detail, built from what an element shows and its API client's last call (against
// the real sandbox): the text on the screen and a status, never what the person typed.

const sandbox = sandboxServerForTests();
const payment = v.object({ id: v.string() });
const pay = { localName: 'byko-pay' };
const shown = 'Ekki tókst að sækja greiðsluna';

describe('errorDetail', () => {
  it('names the element and the step, with the status and the reason of the failed call behind the message', async () => {
    const api = createApiClient(sandbox.url);
    await sandbox.fault('GET /api/payment', 'reason', { reason: 'Greiðslan er útrunnin' });
    const error = await rejectionOf(
      api.get('/api/payment', payment, { searchParams: { paymentId: 'demo-card' } }),
    );
    expect(errorDetail({ host: pay, api }, 'load', errorMessage(error, shown))).toEqual({
      tag: 'byko-pay',
      step: 'load',
      status: 400,
      reason: 'Greiðslan er útrunnin',
    });
  });

  it('carries the message shown when the server gave no reason, and status 0 when no answer came', async () => {
    const api = createApiClient(sandbox.url);
    await sandbox.fault('GET /api/payment', 'malformed');
    await rejectionOf(api.get('/api/payment', payment, { searchParams: { paymentId: 'demo-card' } }));
    expect(errorDetail({ host: pay, api }, 'load', shown)).toEqual({
      tag: 'byko-pay',
      step: 'load',
      status: 200,
      reason: shown,
    });

    const unreachable = createApiClient('http://127.0.0.1:9');
    await rejectionOf(unreachable.get('/api/payment', payment));
    expect(errorDetail({ host: pay, api: unreachable }, 'load', shown)).toMatchObject({
      status: 0,
      reason: shown,
    });
  });

  it('gives status 0 for a message no failed call stands behind: the last call went through, or none was made', async () => {
    const api = createApiClient(sandbox.url);
    expect(errorDetail({ host: pay, api }, 'signing', 'Vantar slóð undirritunar')).toEqual({
      tag: 'byko-pay',
      step: 'signing',
      status: 0,
      reason: 'Vantar slóð undirritunar',
    });
    await sandbox.fault('GET /api/payment', '500');
    await rejectionOf(api.get('/api/payment', payment, { searchParams: { paymentId: 'demo-card' } }));
    await api.get('/api/payment', payment, { searchParams: { paymentId: 'demo-card' } });
    expect(errorDetail({ host: pay, api }, 'payment', shown)).toMatchObject({ status: 0, reason: shown });
  });

  it('holds nothing the person typed: a kennitala sent in the failed request is not in it', async () => {
    const api = createApiClient(sandbox.url);
    const typed = '1203892039';
    await sandbox.fault('GET /api/company-credit', '500');
    const error = await rejectionOf(
      api.get(`/api/company-credit/${typed}`, payment, { searchParams: { ssn: typed } }),
    );
    const message = errorMessage(error, 'Óvænt villa kom upp');
    const detail = errorDetail({ host: { localName: 'byko-company-credit' }, api }, 'lookup', message);
    expect(detail).toEqual({
      tag: 'byko-company-credit',
      step: 'lookup',
      status: 500,
      reason: 'Villa í kerfi (sandkassi)',
    });
  });

  it('has no tag outside an element', () => {
    expect(errorDetail({ host: null, api: createApiClient(sandbox.url) }, 'load', shown).tag).toBe('');
  });
});
