import { type Context, Hono } from 'hono';
import { reasonResponse } from '../errors.ts';
import { messagePage } from '../html.ts';
import { sandboxPagePaths, sandboxPageRoute } from '../pages.ts';
import type { Sessions } from '../session.ts';
import { applicationReasons } from './fixtures.ts';
import { loanSigningPage, loanSigningTitle } from './html.ts';
import type { ApplicationsState } from './state.ts';

// The loan's e-signing page (mounted at /sandbox, beside the payment's pages): served like the API
// but never logged or faulted, as it plays an outside service. No token: the link is the key.

function wantsJson(c: Context): boolean {
  return (c.req.header('Accept') ?? '').includes('application/json');
}

/** What the signing page needs besides the loans' memory: the signer's name. */
export interface LoanSigningPageNeeds {
  readonly sessions: Pick<Sessions, 'personWithSsn'>;
}

export function loanSigningPageRoutes(state: ApplicationsState, { sessions }: LoanSigningPageNeeds): Hono {
  const routes = new Hono();

  const signingAnswer = (c: Context) => {
    const document = state.loanDocuments.get(c.req.param('documentId') ?? '');
    if (!document) return c.html(messagePage(loanSigningTitle, applicationReasons.documentNotFound), 404);
    return c.html(
      loanSigningPage({
        documentId: document.documentId,
        amount: document.amount,
        name: sessions.personWithSsn(document.ssn)?.name ?? '',
        ssn: document.ssn,
        description: document.description,
        signed: document.signed,
      }),
    );
  };

  routes.get(sandboxPageRoute(sandboxPagePaths.loanSigning), signingAnswer);

  // 'Undirrita': signs the loan. A fetch asking for JSON gets `{ signed: true }` (or 404 `{ reason }`).
  routes.post(sandboxPageRoute(sandboxPagePaths.loanSigning), (c) => {
    const document = state.loanDocuments.get(c.req.param('documentId') ?? '');
    if (document) document.signed = true;
    if (!wantsJson(c)) return signingAnswer(c);
    if (!document) return reasonResponse(c, 404, applicationReasons.documentNotFound);
    return c.json({ signed: true });
  });

  return routes;
}
