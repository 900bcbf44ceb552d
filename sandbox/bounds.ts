import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { reasonResponse } from './errors.ts';

// What the sandbox takes in, bounded: `npm start` is what a newcomer runs, and anyone on the network
// can reach it. A body over its limit is never read whole; the request log keeps a bounded tail.

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

const limits = {
  body: bodyLimit({
    maxSize: bounds.bodyBytes,
    onError: (c) => reasonResponse(c, 413, boundReasons.bodyTooLarge),
  }),
  upload: bodyLimit({
    maxSize: bounds.uploadBytes,
    onError: (c) => reasonResponse(c, 413, boundReasons.uploadTooLarge),
  }),
};

/**
 * 413 with a reason for a body over its limit. A declared length over it is answered at once, unread;
 * a body without one (chunked) is read only up to the limit.
 */
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
