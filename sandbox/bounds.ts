import type { MiddlewareHandler } from 'hono';
import { reasonResponse } from './errors.ts';

// What the sandbox takes in and keeps, bounded: `npm start` is what a newcomer runs, and anyone on the
// network can reach it. A body over its limit is never kept; the request log keeps a bounded tail;
// faults, tokens and login codes are capped in number and size, and tokens and codes expire.

const mebibyte = 1024 * 1024;
const hourMs = 60 * 60 * 1000;

export const bounds = {
  /** Any request body but an invoice upload: JSON for the API and the controls, forms for the pages. */
  bodyBytes: mebibyte,
  /** An invoice upload (`POST /invoice/data`), all its files together. */
  uploadBytes: 10 * mebibyte,
  /** How many requests the log keeps: the newest, in arrival order. */
  loggedRequests: 1000,
  /** How much of a body the log keeps (UTF-8 bytes); a longer one is logged cut. */
  loggedBodyBytes: 4 * 1024,
  /** How many faults may wait at once. */
  pendingFaults: 100,
  /** A fault's `reason` (UTF-8 bytes). */
  faultReasonBytes: 1024,
  /** A fault's `match` (UTF-8 bytes): far longer than any path of the API. */
  faultMatchBytes: 1024,
  /** How many tokens are kept: issuing one more forgets the oldest. */
  tokens: 10_000,
  /** How long a token is accepted after it was issued (real time, not the sandbox clock). */
  tokenLifetimeMs: hourMs,
  /** How many login codes are kept: issuing one more forgets the oldest. */
  loginCodes: 10_000,
  /** How long a login code can be used after it was issued (real time). */
  loginCodeLifetimeMs: hourMs,
} as const;

export const boundReasons = {
  bodyTooLarge: `Beiðnin er of stór: hámarkið er ${bounds.bodyBytes / mebibyte} MB`,
  uploadTooLarge: `Skrárnar eru of stórar: hámarkið er ${bounds.uploadBytes / mebibyte} MB samtals`,
  controlNeedsJson: 'Stjórnbeiðnir sandkassans þurfa Content-Type: application/json',
  tooManyFaults: `Of margar villur bíða: hámarkið er ${bounds.pendingFaults} í einu. DELETE /__sandbox/faults eða POST /__sandbox/reset hreinsar þær`,
  faultReasonTooLong: `Reiturinn „reason“ er of langur: hámarkið er ${bounds.faultReasonBytes} bæti`,
  faultMatchTooLong: `Reiturinn „match“ er of langur: hámarkið er ${bounds.faultMatchBytes} bæti`,
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

/** The size of a text in UTF-8 bytes, as the bounds count it. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

export interface ExpiringMapOptions {
  /** How many entries are kept: setting one more drops the oldest. */
  readonly capacity: number;
  /** How long an entry lives after it was set. */
  readonly lifetimeMs: number;
  /** The real time in milliseconds; Date.now() by default. */
  readonly now?: () => number;
}

/**
 * A Map that keeps at most `capacity` entries, each for `lifetimeMs` after it was set: an expired
 * entry is as good as absent, and setting one more than the capacity drops the oldest. For what
 * anyone can make the sandbox issue (tokens, login codes), so that asking again and again cannot
 * grow it for good.
 */
export class ExpiringMap<K, V> {
  readonly #entries = new Map<K, { readonly value: V; readonly expiresAt: number }>();
  readonly #capacity: number;
  readonly #lifetimeMs: number;
  readonly #now: () => number;

  constructor({ capacity, lifetimeMs, now = () => Date.now() }: ExpiringMapOptions) {
    this.#capacity = capacity;
    this.#lifetimeMs = lifetimeMs;
    this.#now = now;
  }

  /** The value, unless it is absent or expired. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > this.#now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Sets the value, living `lifetimeMs` from now, as the newest entry. */
  set(key: K, value: V): this {
    this.#dropExpired();
    // Deleted first so that it becomes the newest: a Map keeps a replaced key in its old place.
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.#now() + this.#lifetimeMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#capacity) break;
      this.#entries.delete(oldest);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** How many entries are kept and not expired. */
  get size(): number {
    this.#dropExpired();
    return this.#entries.size;
  }

  // Every entry lives as long, so they expire in the order they were set: the expired are first.
  #dropExpired(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > now) return;
      this.#entries.delete(key);
    }
  }
}
