import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { processorOrigin } from '../../sandbox/pay/routes.ts';
import { alertWith, cardFields, fillCard, payButton, testCard, threeDsDialog } from './flows.ts';
import { baseUrl, browserPerTestFile, sandbox, storefrontUrl } from './harness.ts';

// A storefront whose Content-Security-Policy leaves the card processor out of `form-action`: the
// storefront demo's basket with its switch on (demo/storefront.ts), on its own origin, loading the
// bundle from the widgets' origin. The browser refuses the 3-D Secure form; the customer is told at
// the card step, the storefront hears byko-error. The other directives (connect-src, frame-src,
// Google Pay's script-src): test/elements/pay-policy-element.test.ts.

const browser = browserPerTestFile();

/** The storefront's event list, as its visitor reads it. */
async function shownEvents(page: Page): Promise<string[]> {
  return page.locator('#storefront-events li').allTextContents();
}

const blockedMessage =
  'Ekki tókst að opna auðkenningu korts því vefsíðan leyfir það ekki. Vinsamlegast veljið aðra greiðsluleið eða hafið samband við BYKO.';

describe('a storefront whose policy leaves the card processor out of form-action', () => {
  test("a card payment: within 2 s the card step's error with 'Til baka', no blank popup, and byko-error naming form-action and the processor", async () => {
    const page = await browser.page(`${storefrontUrl()}/karfa`);
    await page
      .getByRole('link', { name: 'Sama karfa undir stefnu án kortavinnslunnar í form-action' })
      .click();
    await page.waitForURL(`${storefrontUrl()}/karfa?csp=no-processor-form-action`);
    await payButton(page).waitFor();
    await fillCard(page, testCard('4242424242424242'));

    await payButton(page).click();
    await alertWith(page, blockedMessage).waitFor({ timeout: 2000 });
    await page.getByRole('button', { name: 'Til baka' }).waitFor({ timeout: 2000 });
    expect(await threeDsDialog(page).count()).toBe(0);

    const reason = `Content-Security-Policy form-action blocks ${processorOrigin(baseUrl())}`;
    await expect
      .poll(() => shownEvents(page))
      .toEqual([
        `byko-payment-error ${JSON.stringify({ paymentId: 'demo-card', message: blockedMessage })}`,
        `byko-error ${JSON.stringify({ tag: 'byko-pay', step: 'payment', status: 0, reason })}`,
      ]);

    expect(await sandbox.requestsTo('POST', '/api/payment/v2/card/verify')).toHaveLength(1);
    expect(await sandbox.requestsTo('POST', '/api/payment/v2/card/pay')).toEqual([]);
    expect(await cardFields.number(page).inputValue()).toBe('4242 4242 4242 4242');

    // The one violation is the one the storefront's policy was made to have.
    const violations: string[] = [];
    await expect
      .poll(() => {
        violations.push(...browser.takeCspViolations());
        return violations;
      })
      .toEqual([expect.stringContaining(`form-action blocked ${processorOrigin(baseUrl())}/`)]);
  });
});
