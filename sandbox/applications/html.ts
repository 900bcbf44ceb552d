import { escapeHtml, formatKr, page } from '../html.ts';

// The loan's e-signing page (/sandbox/loan-signing/{documentId}), played by the sandbox.

export const loanSigningTitle = 'Undirritun';
export const loanSignedText = 'Skjalið hefur verið undirritað.';

export interface LoanSigningPageOptions {
  readonly documentId: string;
  readonly amount: number;
  readonly name: string;
  readonly ssn: string;
  readonly description: string;
  readonly signed: boolean;
}

/** The loan's summary with 'Undirrita' (a form posting to the same address), or the signed note. */
export function loanSigningPage(options: LoanSigningPageOptions): string {
  const summary = `<dl>
<dt>Skjal</dt><dd>${escapeHtml(options.documentId)}</dd>
<dt>Upphæð</dt><dd>${escapeHtml(formatKr(options.amount))}</dd>
<dt>Nafn</dt><dd>${escapeHtml(options.name)}</dd>
<dt>Kennitala</dt><dd>${escapeHtml(options.ssn)}</dd>
<dt>Lýsing</dt><dd>${escapeHtml(options.description)}</dd>
</dl>`;
  if (options.signed) {
    return page(
      loanSigningTitle,
      `<h1>${loanSigningTitle}</h1>\n<p role="status">${escapeHtml(loanSignedText)}</p>\n${summary}`,
    );
  }
  return page(
    loanSigningTitle,
    `<h1>${loanSigningTitle}</h1>
<p>Lánssamningur um framkvæmdalán (sandkassi: rafræn undirritun án skilríkja).</p>
${summary}
<form method="post" class="actions">
<button type="submit">Undirrita</button>
</form>`,
  );
}
