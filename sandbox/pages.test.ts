import { describe, expect, it } from 'vitest';
import { isSandboxPath, sandboxPagePrefixes } from './app.ts';
import { sandboxPagePaths, sandboxPageSettings, sandboxServices } from './pages.ts';
import { testSandbox } from './testing.ts';

// The paths the sandbox gives the pages as their settings are its own pages: each is served.

describe("the sandbox's page settings", () => {
  it('name signing pages it serves: an unknown document is its own page, not a missing one', async () => {
    const { app } = testSandbox();
    for (const template of [sandboxPagePaths.instalmentSigning, sandboxPagePaths.loanSigning]) {
      const page = await app.request(template.replace('{documentId}', 'skjal-sem-er-ekki-til'), {
        headers: { Accept: 'text/html' },
      });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Skjal fannst ekki');
    }
  });

  it('name the stand-in pay.js it serves', async () => {
    const script = await testSandbox().app.request(sandboxPagePaths.googlePayScript);
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toContain('javascript');
  });

  it('put them on the origin asked for, and on the page’s own as bare paths', () => {
    expect(sandboxServices('http://localhost:8090')).toMatchObject({
      instalmentSigningUrl: 'http://localhost:8090/sandbox/signing/{documentId}',
      loanSigningUrl: 'http://localhost:8090/sandbox/loan-signing/{documentId}',
      googlePay: { environment: 'TEST', scriptUrl: 'http://localhost:8090/sandbox/google-pay/pay.js' },
    });
    expect(new Map(sandboxPageSettings)).toEqual(
      new Map([
        ['byko-instalment-signing-url', '/sandbox/signing/{documentId}'],
        ['byko-loan-signing-url', '/sandbox/loan-signing/{documentId}'],
        ['byko-google-pay-environment', 'TEST'],
        ['byko-google-pay-merchant-id', '12345678901234567890'],
        ['byko-google-pay-merchant-name', 'BYKO'],
        ['byko-google-pay-gateway', 'example'],
        ['byko-google-pay-gateway-merchant-id', 'exampleGatewayMerchantId'],
        ['byko-google-pay-script', '/sandbox/google-pay/pay.js'],
      ]),
    );
  });
});

describe("the sandbox's page folders", () => {
  it('are what the servers hand to the sandbox, each page below one, and nothing else of /sandbox/', () => {
    expect([...sandboxPagePrefixes].sort()).toEqual([
      '/sandbox/3ds',
      '/sandbox/google-pay',
      '/sandbox/loan-signing',
      '/sandbox/signing',
    ]);
    expect(isSandboxPath('/sandbox/signing/skjal-1')).toBe(true);
    expect(isSandboxPath('/sandbox/app.ts')).toBe(false);
  });
});
