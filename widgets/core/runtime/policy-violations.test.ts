import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page's Content-Security-Policy violations as the elements read them: the rule that maps a
// violation to byko-error's reason, and the question a flow asks after its request failed (the
// violation may come before or after the failure). A plain EventTarget stands in for the page's
// document; each test gets the module afresh, with nothing recorded.

type Module = typeof import('./policy-violations.ts');

async function freshModule(): Promise<Module> {
  vi.resetModules();
  return import('./policy-violations.ts');
}

/** A violation as the browser dispatches it: the directive and the address it refused. */
function violation(effectiveDirective: string, blockedURI: string): Event {
  return Object.assign(new Event('securitypolicyviolation'), { effectiveDirective, blockedURI });
}

const api = 'https://api.byko.is';
const processor = 'https://3ds.processor.example';

describe('the reason a violation gives', () => {
  it('names the directive and the origin refused, whatever the path', async () => {
    const { blockOf, policyReason } = await freshModule();
    const block = blockOf({ effectiveDirective: 'form-action', blockedURI: `${processor}/challenge?id=9` });
    expect(block).toEqual({ directive: 'form-action', origin: processor });
    expect(block && policyReason(block)).toBe(
      'Content-Security-Policy form-action blocks https://3ds.processor.example',
    );
  });

  it('is none for a violation no request stands behind: an inline script, eval, a data: address', async () => {
    const { blockOf } = await freshModule();
    expect(blockOf({ effectiveDirective: 'script-src-elem', blockedURI: 'inline' })).toBeUndefined();
    expect(blockOf({ effectiveDirective: 'script-src', blockedURI: 'eval' })).toBeUndefined();
    expect(
      blockOf({ effectiveDirective: 'img-src', blockedURI: 'data:image/png;base64,AA==' }),
    ).toBeUndefined();
  });
});

describe('asking whether a request was refused', () => {
  let page: EventTarget;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('location', new URL('https://shop.example.is/karfa'));
    page = new EventTarget();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('finds the violation that came before the failure', async () => {
    const { policyBlock, recordPolicyViolations } = await freshModule();
    recordPolicyViolations(page);
    const since = performance.now();
    page.dispatchEvent(violation('connect-src', `${api}/api/payment?paymentId=demo-card`));
    await expect(policyBlock({ urls: [`${api}/api/`], directives: ['connect-src'], since })).resolves.toEqual(
      {
        directive: 'connect-src',
        origin: api,
      },
    );
  });

  it('waits briefly for one that comes after the failure', async () => {
    const { policyBlock, recordPolicyViolations } = await freshModule();
    recordPolicyViolations(page);
    const asked = policyBlock({ urls: [api], directives: ['connect-src'], since: performance.now() });
    await vi.advanceTimersByTimeAsync(100);
    page.dispatchEvent(violation('connect-src', `${api}/api/payment`));
    await expect(asked).resolves.toEqual({ directive: 'connect-src', origin: api });
  });

  it('answers none once the brief wait is over: a plain lost connection', async () => {
    const { policyBlock, recordPolicyViolations, violationWaitMs } = await freshModule();
    recordPolicyViolations(page);
    const asked = policyBlock({ urls: [api], directives: ['connect-src'], since: performance.now() });
    await vi.advanceTimersByTimeAsync(violationWaitMs);
    page.dispatchEvent(violation('connect-src', `${api}/api/payment`));
    await expect(asked).resolves.toBeUndefined();
  });

  it('takes no violation of another origin, another directive, or from before the request', async () => {
    const { policyBlock, recordPolicyViolations, violationWaitMs } = await freshModule();
    recordPolicyViolations(page);
    page.dispatchEvent(violation('connect-src', `${api}/api/earlier`));
    await vi.advanceTimersByTimeAsync(1);
    const asked = policyBlock({ urls: [api], directives: ['connect-src'], since: performance.now() });
    page.dispatchEvent(violation('connect-src', 'https://analytics.example/collect'));
    page.dispatchEvent(violation('img-src', `${api}/webcam/1.jpg`));
    page.dispatchEvent(violation('connect-src', 'inline'));
    await vi.advanceTimersByTimeAsync(violationWaitMs);
    await expect(asked).resolves.toBeUndefined();
  });

  it('with a signal, waits as long as the frame is open, for any of the directives asked', async () => {
    const { policyBlock, recordPolicyViolations, violationWaitMs } = await freshModule();
    recordPolicyViolations(page);
    const open = new AbortController();
    const query = { urls: [`${processor}/challenge`], directives: ['form-action', 'frame-src'] };
    const asked = policyBlock({ ...query, since: performance.now() }, open.signal);
    await vi.advanceTimersByTimeAsync(violationWaitMs * 10);
    page.dispatchEvent(violation('frame-src', processor));
    await expect(asked).resolves.toEqual({ directive: 'frame-src', origin: processor });

    // Closed first: nothing more is waited for.
    await vi.advanceTimersByTimeAsync(1);
    const closed = new AbortController();
    const unanswered = policyBlock({ ...query, since: performance.now() }, closed.signal);
    closed.abort();
    page.dispatchEvent(violation('form-action', `${processor}/challenge`));
    await expect(unanswered).resolves.toBeUndefined();
  });

  it('answers none at once where nothing records violations (no page: Node, a worker)', async () => {
    const { policyBlock, recordPolicyViolations } = await freshModule();
    const asked = policyBlock({ urls: [api], directives: ['connect-src'], since: performance.now() });
    recordPolicyViolations(page);
    page.dispatchEvent(violation('connect-src', `${api}/a`));
    await expect(asked).resolves.toBeUndefined();
  });
});
