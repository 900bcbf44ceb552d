import { beforeEach, vi } from 'vitest';

/** An in-memory Storage for code that reads and writes localStorage under Node. */
export class MemoryStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  /** Everything stored, for comparing with what the spec says is kept. */
  entries(): Record<string, string> {
    return Object.fromEntries(this.#items);
  }
}

/**
 * A localStorage and sessionStorage in memory, the globals core's session and drafts use: stubbed
 * empty before each test of the file (or describe block) that calls this; undone by
 * vi.unstubAllGlobals().
 */
export function browserStorageForTests(): { readonly local: MemoryStorage; readonly session: MemoryStorage } {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  beforeEach(() => {
    local.clear();
    session.clear();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
  });
  return { local, session };
}
