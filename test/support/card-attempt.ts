import { vi } from 'vitest';
import { createApiClient } from '../../widgets/core/runtime/http.ts';
import {
  type cardFailureMessages,
  type googlePayFailureMessages,
  VerifyAndPay,
} from '../../widgets/pay/three-ds/verify-and-pay.ts';

/**
 * Node has no DOMParser: reads the sandbox's auto-submitting 3-D Secure form (card verify's
 * rawResponse), its action and its one hidden `session` input, as much of a Document as
 * challengeFrom asks for.
 */
export function parseSandboxForm(html: string): Document {
  const action = /<form[^>]*\baction="([^"]*)"/.exec(html)?.[1];
  const session = /<input[^>]*\bname="session"[^>]*\bvalue="([^"]*)"/.exec(html)?.[1];
  const input = { getAttribute: (name: string) => ({ name: 'session', value: session })[name] ?? null };
  const form = {
    getAttribute: (name: string) =>
      name === 'action' ? (action ?? null) : name === 'method' ? 'post' : null,
    querySelectorAll: () => (session === undefined ? [] : [input]),
  };
  return { querySelector: () => (action === undefined ? null : form) } as unknown as Document;
}

/** A card or Google Pay attempt at demo-card against the sandbox at `sandboxUrl`, with spies. */
export function demoCardAttempt(options: {
  sandboxUrl: string;
  messages: typeof cardFailureMessages | typeof googlePayFailureMessages;
  pageOrigin: () => string;
}) {
  const api = createApiClient(options.sandboxUrl);
  const onPaid = vi.fn<() => void>();
  const onFailed = vi.fn<(message: string) => void>();
  const attempt = new VerifyAndPay({
    api: () => api,
    paymentId: () => 'demo-card',
    ...options.messages,
    onPaid,
    onFailed,
    parseHtml: parseSandboxForm,
    pageOrigin: options.pageOrigin,
  });
  return { attempt, onPaid, onFailed };
}
