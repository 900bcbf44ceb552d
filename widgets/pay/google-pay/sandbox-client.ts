import * as v from 'valibot';
import { createApiClient } from '../../core/runtime/http.ts';
import { uiMessages } from '../../core/runtime/ui/messages.ts';
import type { GooglePayClient, GooglePaySettings } from './client.ts';
import { googlePayMessages } from './google-pay.messages.ts';

// The sandbox's Google Pay stand-in: a sheet of the sandbox's test cards (read from the sandbox,
// so the bundle carries no test data), drawn as a native <dialog> inside the widget.

const cardsSchema = v.array(v.object({ token: v.string(), description: v.string() }));

/** A button of the sheet, styled as the ui primitives' secondary button. */
function sheetButton(text: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'byko-button';
  button.dataset.variant = 'secondary';
  button.textContent = text;
  button.addEventListener('click', onClick);
  return button;
}

export async function createSandboxGooglePayClient(settings: GooglePaySettings): Promise<GooglePayClient> {
  const api = createApiClient(settings.apiBase);
  const cards = await api.get('/sandbox/google-pay/cards', cardsSchema);
  return {
    isReadyToPay: async () => cards.length > 0,
    choose: ({ container }) =>
      new Promise((resolve) => {
        const dialog = document.createElement('dialog');
        dialog.className = 'byko-dialog';
        dialog.setAttribute('aria-labelledby', 'byko-gpay-sheet-title');
        const title = document.createElement('h2');
        title.id = 'byko-gpay-sheet-title';
        title.className = 'byko-subheading';
        title.textContent = `Google Pay (sandkassi): ${googlePayMessages.googlePayChooseCard}`;
        const list = document.createElement('div');
        list.className = 'byko-stack';
        const finish = (choice: { token: string; description: string } | undefined) => {
          dialog.close();
          dialog.remove();
          resolve(choice);
        };
        for (const card of cards) list.append(sheetButton(card.description, () => finish(card)));
        const cancel = sheetButton(uiMessages.cancel, () => finish(undefined));
        dialog.addEventListener('cancel', (event) => {
          event.preventDefault();
          finish(undefined);
        });
        const actions = document.createElement('div');
        actions.className = 'byko-dialog-actions';
        actions.append(cancel);
        dialog.append(title, list, actions);
        container.append(dialog);
        dialog.showModal();
      }),
  };
}
