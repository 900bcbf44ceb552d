import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/support/promises.ts';
import { type ApiClient, ApiError, type RequestOptions } from '../runtime/http.ts';
import { type AddressSearch, addressDebounceMs, createAddressSearch } from './address-search.ts';
import type { Address } from './applications.api.ts';

// The address combobox's model (spec §7 "GET /api/address/query?q=, debounced 300 ms", §9) with
// fake timers and a fake API whose answers the test gives when it wants: the debounce, the abort of
// requests for older text, the arrow keys, choosing and closing.

const laugavegur10: Address = {
  addressId: 1001,
  name: 'Laugavegur 10, 101 Reykjavík',
  streetName: 'Laugavegur',
  streetNumber: '10',
  postalCode: '101',
  city: 'Reykjavík',
};
const laugavegur77: Address = {
  ...laugavegur10,
  addressId: 1002,
  name: 'Laugavegur 77, 101 Reykjavík',
  streetNumber: '77',
};
const laugavegur176: Address = {
  ...laugavegur10,
  addressId: 1003,
  name: 'Laugavegur 176, 105 Reykjavík',
  streetNumber: '176',
  postalCode: '105',
};
const three = [laugavegur10, laugavegur77, laugavegur176];

interface SentRequest {
  path: string;
  q: string | undefined;
  signal: AbortSignal | undefined;
  answer: (addresses: readonly Address[]) => void;
  fail: (error: unknown) => void;
}

/** An ApiClient whose `get` waits for the test to answer; an aborted request rejects as ky's does. */
function fakeApi(): { api: ApiClient; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const notUsed = () => Promise.reject(new Error('not used by the address search'));
  const api: ApiClient = {
    baseUrl: 'http://sandbox.test',
    lastFailure: () => undefined,
    get: (path: string, _schema: unknown, options?: RequestOptions) => {
      const answer = deferred<never>();
      const signal = options?.signal;
      signal?.addEventListener('abort', () => answer.reject(new DOMException('aborted', 'AbortError')));
      sent.push({
        path,
        q: options?.searchParams?.q,
        signal,
        answer: (addresses) => answer.resolve(addresses as never),
        fail: answer.reject,
      });
      return answer.promise;
    },
    post: notUsed,
    postIgnoringBody: notUsed,
    getText: notUsed,
  };
  return { api, sent };
}

let sent: SentRequest[];
let search: AddressSearch;
let chosen: Address[];

beforeEach(() => {
  vi.useFakeTimers();
  const fake = fakeApi();
  sent = fake.sent;
  chosen = [];
  search = createAddressSearch({ api: () => fake.api, onChoose: (address) => chosen.push(address) });
});

afterEach(() => {
  search.dispose();
  vi.useRealTimers();
});

/** Lets answered promises run their `then`s (fake timers do not stop microtasks). */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** Types the text, waits out the debounce and answers the request with `addresses`. */
async function searchFor(text: string, addresses: readonly Address[]): Promise<void> {
  search.type(text);
  await vi.advanceTimersByTimeAsync(addressDebounceMs);
  sent.at(-1)?.answer(addresses);
  await settle();
}

function lastRequest(): SentRequest {
  const request = sent.at(-1);
  if (!request) throw new Error('no request was sent');
  return request;
}

describe('the debounce (300 ms after the last keystroke)', () => {
  it('typing quickly sends one request, for the final text only', async () => {
    for (const text of ['L', 'La', 'Lau', 'Laug', 'Lauga', 'Laugav']) {
      search.type(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(sent).toHaveLength(0);
    expect(search.status.value).toBe('searching');
    expect(search.open.value).toBe(true);
    await vi.advanceTimersByTimeAsync(addressDebounceMs - 101);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((request) => [request.path, request.q])).toEqual([['/api/address/query', 'Laugav']]);
  });

  it('asks for the text trimmed, and not at all under two characters', async () => {
    search.type(' L ');
    await vi.advanceTimersByTimeAsync(addressDebounceMs * 2);
    expect(sent).toHaveLength(0);
    expect(search.status.value).toBe('idle');
    expect(search.open.value).toBe(false);
    search.type('  Lau  ');
    await vi.advanceTimersByTimeAsync(addressDebounceMs);
    expect(lastRequest().q).toBe('Lau');
  });

  it('going back under two characters drops the results and closes the list', async () => {
    await searchFor('Lau', three);
    expect(search.results.value).toEqual(three);
    search.type('L');
    expect(search.results.value).toEqual([]);
    expect(search.open.value).toBe(false);
    await vi.advanceTimersByTimeAsync(addressDebounceMs);
    expect(sent).toHaveLength(1);
  });

  it('shows the answer: ready, open, nothing active', async () => {
    await searchFor('Lau', three);
    expect(search.status.value).toBe('ready');
    expect(search.results.value).toEqual(three);
    expect(search.open.value).toBe(true);
    expect(search.active.value).toBe(-1);
  });

  it('an empty answer is ready with no results', async () => {
    await searchFor('Xyz', []);
    expect(search.status.value).toBe('ready');
    expect(search.results.value).toEqual([]);
  });
});

describe('stale requests', () => {
  it('typing again aborts the request in flight; its late answer is dropped', async () => {
    search.type('Laug');
    await vi.advanceTimersByTimeAsync(addressDebounceMs);
    const first = lastRequest();
    search.type('Laugav');
    expect(first.signal?.aborted).toBe(true);
    expect(search.status.value).toBe('searching');
    await vi.advanceTimersByTimeAsync(addressDebounceMs);
    const second = lastRequest();
    expect(sent.map((request) => request.q)).toEqual(['Laug', 'Laugav']);
    second.answer([laugavegur77]);
    await settle();
    // The first request's answer, had the server sent it anyway, changes nothing.
    first.answer(three);
    await settle();
    expect(search.results.value).toEqual([laugavegur77]);
    expect(search.status.value).toBe('ready');
  });

  it('typing again during the wait cancels it: no request for the older text', async () => {
    search.type('Skei');
    await vi.advanceTimersByTimeAsync(addressDebounceMs - 1);
    search.type('Skeif');
    await vi.advanceTimersByTimeAsync(addressDebounceMs);
    expect(sent.map((request) => request.q)).toEqual(['Skeif']);
  });

  it('a failed search says so, with no results', async () => {
    search.type('Lau');
    await vi.advanceTimersByTimeAsync(addressDebounceMs);
    lastRequest().fail(new ApiError(500, 'Villa í kerfi (sandkassi)', 'http'));
    await settle();
    expect(search.status.value).toBe('failed');
    expect(search.results.value).toEqual([]);
  });

  it('dispose aborts the request in flight', async () => {
    search.type('Lau');
    await vi.advanceTimersByTimeAsync(addressDebounceMs);
    const inFlight = lastRequest();
    expect(inFlight.signal?.aborted).toBe(false);
    search.dispose();
    expect(inFlight.signal?.aborted).toBe(true);
  });

  it('dispose stops the wait: no request is sent', async () => {
    search.type('Lau');
    await vi.advanceTimersByTimeAsync(addressDebounceMs - 1);
    search.dispose();
    await vi.advanceTimersByTimeAsync(addressDebounceMs * 2);
    expect(sent).toHaveLength(0);
  });
});

describe('the arrow keys', () => {
  it('down from nothing goes to the first, up to the last, and both wrap', async () => {
    await searchFor('Lau', three);
    search.move(1);
    expect(search.active.value).toBe(0);
    search.move(1);
    search.move(1);
    expect(search.active.value).toBe(2);
    search.move(1);
    expect(search.active.value).toBe(0);
    search.move(-1);
    expect(search.active.value).toBe(2);
    search.close();
    search.move(-1);
    expect(search.active.value).toBe(2);
  });

  it('reopen a closed list, and do nothing without results', async () => {
    search.move(1);
    expect(search.active.value).toBe(-1);
    expect(search.open.value).toBe(false);
    await searchFor('Lau', three);
    search.close();
    expect(search.open.value).toBe(false);
    expect(search.query.value).toBe('Lau');
    search.move(1);
    expect(search.open.value).toBe(true);
    expect(search.active.value).toBe(0);
  });

  it('typing again forgets the active option', async () => {
    await searchFor('Lau', three);
    search.move(1);
    search.type('Laug');
    expect(search.active.value).toBe(-1);
  });
});

describe('choosing', () => {
  it('Enter on the active option: onChoose gets it, the text becomes its name, the list closes', async () => {
    await searchFor('Lau', three);
    search.move(1);
    search.move(1);
    expect(search.choose()).toBe(true);
    expect(chosen).toEqual([laugavegur77]);
    expect(search.query.value).toBe('Laugavegur 77, 101 Reykjavík');
    expect(search.open.value).toBe(false);
    expect(search.active.value).toBe(-1);
    // Choosing sends no search for the chosen name.
    await vi.advanceTimersByTimeAsync(addressDebounceMs * 2);
    expect(sent).toHaveLength(1);
  });

  it('Enter with no active option chooses nothing (the form may submit)', async () => {
    await searchFor('Lau', three);
    expect(search.choose()).toBe(false);
    expect(chosen).toEqual([]);
    expect(search.open.value).toBe(true);
  });

  it('a click chooses that option', async () => {
    await searchFor('Lau', three);
    expect(search.choose(2)).toBe(true);
    expect(chosen).toEqual([laugavegur176]);
    expect(search.choose(7)).toBe(false);
    expect(chosen).toHaveLength(1);
  });

  it('while a newer text is searched, the older list is not chosen: nothing fills, the search goes on', async () => {
    await searchFor('Lau', three);
    search.type('Laugav');
    search.move(1);
    expect(search.active.value).toBe(-1);
    expect(search.choose(0)).toBe(false);
    expect(chosen).toEqual([]);
    await vi.advanceTimersByTimeAsync(addressDebounceMs);
    expect(sent.map((request) => request.q)).toEqual(['Lau', 'Laugav']);
    lastRequest().answer([laugavegur77]);
    await settle();
    expect(search.choose(0)).toBe(true);
    expect(chosen).toEqual([laugavegur77]);
  });

  it('Escape (close) keeps the text and the results; typing opens the list again', async () => {
    await searchFor('Lau', three);
    search.move(1);
    search.close();
    expect([search.open.value, search.active.value, search.query.value]).toEqual([false, -1, 'Lau']);
    search.type('Laug');
    expect(search.open.value).toBe(true);
  });
});
