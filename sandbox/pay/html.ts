import { escapeHtml, formatKr, page, scriptValue } from '../html.ts';

// The pages of the outside services the payment flow leans on: the 3-D Secure challenge and e-signing.

// ---------------------------------------------------------------------------------------------
// 3-D Secure

export const challengeTitle = 'Auðkenning korts';

/**
 * What the widget's popup iframe gets as rawResponse in cross-origin mode: a form that posts the
 * session to the challenge page at the "card processor's" origin, submitted by itself.
 */
export function autoSubmitForm(action: string, sessionId: string): string {
  return `<!doctype html>
<html lang="is">
<head><meta charset="utf-8"><title>${challengeTitle}</title></head>
<body>
<form id="three-ds" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
<noscript><button type="submit">Áfram í auðkenningu</button></noscript>
</form>
<script>document.getElementById('three-ds').submit();</script>
</body>
</html>
`;
}

export interface ChallengePageOptions {
  readonly sessionId: string;
  readonly amount: number;
  readonly cardLabel: string;
  /** Where the buttons tell the sandbox what was pressed (absolute: the page may be a srcdoc). */
  readonly decisionUrl: string;
  /** posted to the parent after Staðfesta */
  readonly confirmMessage: unknown;
  /** posted to the parent after Hætta við */
  readonly cancelMessage: unknown;
  /** posted after Staðfesta when the sandbox could not be told */
  readonly unreachableMessage: unknown;
}

/**
 * The challenge: amount, masked card, 'Staðfesta' and 'Hætta við'. A button first tells the sandbox
 * (so pay knows the challenge passed), then posts its message to the parent (the widget's page).
 */
export function challengePage(options: ChallengePageOptions): string {
  const messages = {
    confirm: options.confirmMessage,
    cancel: options.cancelMessage,
    unreachable: options.unreachableMessage,
  };
  // The script comes first and listens on the document: the parser may pause between the buttons
  // and a script after them, and a click in that gap would otherwise be lost.
  const body = `<script>
(function () {
  var session = ${scriptValue(options.sessionId)};
  var decisionUrl = ${scriptValue(options.decisionUrl)};
  var messages = ${scriptValue(messages)};
  var decided = false;
  function decide(decision) {
    if (decided) return;
    decided = true;
    var buttons = document.querySelectorAll('button');
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = true;
    document.getElementById('status').textContent = 'Augnablik…';
    fetch(decisionUrl, { method: 'POST', body: new URLSearchParams({ session: session, decision: decision }) })
      .then(function (answer) { return answer.ok; }, function () { return false; })
      .then(function (told) {
        var message = told || decision === 'cancel' ? messages[decision] : messages.unreachable;
        parent.postMessage(message, '*');
      });
  }
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && (button.id === 'confirm' || button.id === 'cancel')) decide(button.id);
  });
})();
</script>
<h1>Staðfestu greiðsluna</h1>
<p>Svona staðfestir bankinn þinn greiðsluna, til dæmis í appi bankans. Þetta er sandkassi: engin raunveruleg greiðsla fer fram.</p>
<dl>
<dt>Upphæð</dt><dd>${escapeHtml(formatKr(options.amount))}</dd>
<dt>Kort</dt><dd>${escapeHtml(options.cardLabel)}</dd>
</dl>
<div class="actions">
<button type="button" id="confirm">Staðfesta</button>
<button type="button" id="cancel" class="secondary">Hætta við</button>
</div>
<p id="status" role="status" aria-live="polite"></p>`;
  return page(challengeTitle, body);
}

// ---------------------------------------------------------------------------------------------
// E-signing

export const signingTitle = 'Undirritun skjals';
export const signedText = 'Undirritun tókst';

export interface SigningPageOptions {
  readonly paymentId: string;
  readonly amount: number;
  readonly paymentCount: number;
  readonly name: string;
  readonly ssn: string;
  readonly phone: string;
  readonly email: string;
  readonly signed: boolean;
  /** Close the window shortly (right after 'Undirrita' was pressed). */
  readonly closeWindow: boolean;
}

/** Closes the signing window shortly after it says it is done (the widget polls window.closed). */
const closeSoon = '<script>setTimeout(function () { window.close(); }, 500);</script>';

/** The document summary with 'Undirrita' (a form posting to the same address), or the signed note. */
export function signingPage(options: SigningPageOptions): string {
  const summary = `<dl>
<dt>Greiðsla</dt><dd>${escapeHtml(options.paymentId)}</dd>
<dt>Upphæð</dt><dd>${escapeHtml(formatKr(options.amount))}</dd>
<dt>Fjöldi greiðslna</dt><dd>${options.paymentCount} mánuðir</dd>
<dt>Nafn</dt><dd>${escapeHtml(options.name)}</dd>
<dt>Kennitala</dt><dd>${escapeHtml(options.ssn)}</dd>
<dt>Sími</dt><dd>${escapeHtml(options.phone)}</dd>
<dt>Netfang</dt><dd>${escapeHtml(options.email)}</dd>
</dl>`;
  if (options.signed) {
    return page(
      signingTitle,
      `<h1>${signedText}</h1>\n<p>Greiðsludreifingarsamningurinn er undirritaður. Þú mátt loka glugganum.</p>\n${summary}${options.closeWindow ? `\n${closeSoon}` : ''}`,
    );
  }
  return page(
    signingTitle,
    `<h1>${signingTitle}</h1>
<p>Greiðsludreifingarsamningur (sandkassi: rafræn undirritun án skilríkja).</p>
${summary}
<form method="post" class="actions">
<button type="submit">Undirrita</button>
<button type="button" class="secondary" onclick="window.close()">Hætta við</button>
</form>`,
  );
}
