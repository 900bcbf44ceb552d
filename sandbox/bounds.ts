import type { MiddlewareHandler } from 'hono';
import { reasonResponse } from './errors.ts';

// What the sandbox takes in, bounded: `npm start` is what a newcomer runs, and anyone on the network
// can reach it. A body over its limit is never kept; the request log keeps a bounded tail.

const mebibyte = 1024 * 1024;

export const bounds = {
  /** Any request body but an invoice upload: JSON for the API and the controls, forms for the pages. */
  bodyBytes: mebibyte,
  /** An invoice upload (`POST /invoice/data`), all its files together. */
  uploadBytes: 10 * mebibyte,
  /** How many requests the log keeps: the newest, in arrival order. */
  loggedRequests: 1000,
  /** How much of a body the log keeps (UTF-8 bytes); a longer one is logged cut. */
  loggedBodyBytes: 4 * 1024,
} as const;

export const boundReasons = {
  bodyTooLarge: 'Beiðnin er of stór: hámarkið er 1 MB',
  uploadTooLarge: 'Skrárnar eru of stórar: hámarkið er 10 MB samtals',
  controlNeedsJson: 'Stjórnbeiðnir sandkassans þurfa Content-Type: application/json',
} as const;

/** The path whose body may be as large as an upload; every other body has the smaller limit. */
export const uploadPath = '/invoice/data';

/**
 * How much of a refused body is still read, and dropped, before the 413 is sent: a client that is
 * still sending when the answer comes may see its connection cut instead of the answer. A body
 * declared larger than this is answered at once, unread.
 */
const drainedBytes = 64 * mebibyte;

/** Reads and drops up to `bytes` more of a body; stops reading there. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number): Promise<void> {
  let left = bytes;
  while (left > 0) {
    const { done, value } = await reader.read();
    if (done) return;
    left -= value.byteLength;
  }
  await reader.cancel();
}

/**
 * 413 with a reason for a body over `maxBytes`, which is never kept: a body without a declared
 * length (chunked) is kept only up to the limit, then read on and dropped. A body within the limit
 * is read whole here when its length was not declared, so the route reads no more than the limit.
 */
function limit(maxBytes: number, reason: string): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.has('Transfer-Encoding') ? undefined : c.req.header('Content-Length');
    if (declared !== undefined) {
      // The server reads no more than the declared length.
      const length = Number(declared);
      if (length <= maxBytes) return next();
      if (length <= drainedBytes) await drain(body.getReader(), length);
      return reasonResponse(c, 413, reason);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await drain(reader, drainedBytes - size);
        return reasonResponse(c, 413, reason);
      }
      chunks.push(chunk.value);
    }
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}

const limits = {
  body: limit(bounds.bodyBytes, boundReasons.bodyTooLarge),
  upload: limit(bounds.uploadBytes, boundReasons.uploadTooLarge),
};

/** The limit for the request's path: the upload's for an invoice upload, else the body's. */
export const bodyLimits: MiddlewareHandler = (c, next) =>
  (c.req.path === uploadPath ? limits.upload : limits.body)(c, next);

/** Whether the request says its body is JSON (`application/json`, parameters such as charset allowed). */
export function isJsonRequest(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * The controls' POSTs take only JSON: a page on another site can send a form or `text/plain` without
 * asking first, but JSON only after a CORS preflight, which the controls never allow. So no other
 * site can reset the sandbox or arm a fault.
 */
export const controlsTakeJson: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'POST' && !isJsonRequest(c.req.header('Content-Type'))) {
    return reasonResponse(c, 415, boundReasons.controlNeedsJson);
  }
  await next();
};
