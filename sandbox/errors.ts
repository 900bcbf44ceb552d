import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

/** Every reason the sandbox itself gives (a flow's own are in its folder's fixtures.ts). */
export const reasons = {
  invalidJson: 'Beiðnin er ekki gilt JSON',
  notAnObject: 'Beiðnin þarf að vera JSON-hlutur',
  unknownPhone: 'Enginn notandi með þetta símanúmer',
  unknownSsn: 'Enginn notandi með þessa kennitölu',
  authNotFound: 'Auðkenning fannst ekki',
  // The client gave up (aborted, or went away) while its request was held or read.
  requestAborted: 'Hætt var við beiðnina',
  sessionExpired: 'Innskráning er útrunnin',
  notCustomer: 'Ekki í viðskiptum',
  noSuchPath: 'Slóðin fannst ekki',
  serverError: 'Villa í kerfi (sandkassi)',
} as const;

/** An error answer: every error the sandbox gives carries `reason` (SANDBOX.md). */
export function reasonResponse(c: Context, status: ContentfulStatusCode, reason: string): Response {
  return c.json({ reason }, status);
}

// valibot puts this where a schema has no message of its own; parseJsonBody then replaces it with
// an Icelandic one naming the field. The message is made when the issue is created, before the
// field's path is known, so it cannot be written directly.
const noMessage = '\u0000sandbox:no-message';

function fieldName(issue: v.BaseIssue<unknown>): string | undefined {
  const keys = issue.path?.map((item) => String(item.key));
  return keys && keys.length > 0 ? keys.join('.') : undefined;
}

/** The reason for a body that does not match its schema: the first issue's message, in Icelandic. */
export function issueReason(issue: v.BaseIssue<unknown>): string {
  if (issue.message !== noMessage) return issue.message;
  const field = fieldName(issue);
  if (field === undefined) return reasons.notAnObject;
  return issue.received === 'undefined' ? `Reitinn „${field}“ vantar` : `Reiturinn „${field}“ er ekki gildur`;
}

export type BodyResult<T> =
  | { readonly success: true; readonly output: T }
  | { readonly success: false; readonly response: Response };

/**
 * Reads the request's JSON body and checks it with a schema (the widgets' own, so sandbox and client
 * agree). A bad body is answered 400 with the first problem as reason.
 */
export async function parseJsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<BodyResult<v.InferOutput<S>>> {
  let input: unknown;
  try {
    input = await c.req.json();
  } catch {
    return { success: false, response: reasonResponse(c, 400, reasons.invalidJson) };
  }
  const result = v.safeParse(schema, input, { message: noMessage });
  if (result.success) return { success: true, output: result.output };
  return { success: false, response: reasonResponse(c, 400, issueReason(result.issues[0])) };
}
