/**
 * How the verify call's 3-D Secure HTML is shown (spec §4 Card payment). A processor answers with
 * an auto-submitting form to its own (cross-origin) page: we rebuild that form in our document and
 * submit it into the popup's iframe, so none of the answer's scripts ever run with our origin, and
 * the processor's page, on its own origin, cannot reach ours. Anything else is shown as an opaque-
 * origin document (srcdoc without allow-same-origin).
 */
export type { ThreeDsChallenge } from './three-ds-status.ts';

import type { ThreeDsChallenge } from './three-ds-status.ts';

/** Scripts and forms run; it may never navigate our page or open windows. */
const crossOriginSandbox = 'allow-scripts allow-forms allow-same-origin';
/** Without allow-same-origin the document gets an opaque origin and cannot touch ours. */
const opaqueSandbox = 'allow-scripts allow-forms';

export function challengeFrom(
  rawResponse: string,
  pageOrigin: string,
  parse: (html: string) => Document,
): ThreeDsChallenge {
  const form = parse(rawResponse).querySelector('form[action]');
  const action = form?.getAttribute('action');
  if (form && action) {
    try {
      const target = new URL(action, pageOrigin);
      const isHttp = target.protocol === 'https:' || target.protocol === 'http:';
      if (isHttp && target.origin !== pageOrigin) {
        const fields = [...form.querySelectorAll('input[name]')].map((input): [string, string] => [
          input.getAttribute('name') ?? '',
          input.getAttribute('value') ?? '',
        ]);
        const method = form.getAttribute('method')?.toLowerCase() === 'get' ? 'get' : 'post';
        return {
          kind: 'form',
          action: target.href,
          method,
          fields,
          origin: target.origin,
          sandbox: crossOriginSandbox,
        };
      }
    } catch {
      // An action that is not a URL: fall through to the opaque document.
    }
  }
  return { kind: 'document', html: rawResponse, origin: 'null', sandbox: opaqueSandbox };
}
