import { hostName } from './origins.ts';

// What every command's settings have in common, `npm run serve`'s (server/settings.ts) and
// `npm run sandbox`'s (sandbox/settings.ts): how a setting counts as given, where a server listens,
// and the words of a refusal.

export type Environment = Readonly<Record<string, string | undefined>>;

export type Read<T> = { ok: true; settings: T } | { ok: false; problems: string[] };

/** What a setting must be, in words, and an example that fits it: the line that reports a problem says both. */
export interface Rule {
  expected: string;
  example: string;
}

/** The settings of where a server listens, as every command names them. */
export const listenRules = {
  PORT: { expected: 'a port number from 0 to 65535', example: '8080' },
  HOST: { expected: 'a host name or IP address to listen on', example: '0.0.0.0' },
} as const satisfies Record<string, Rule>;

/**
 * A setting as given, trimmed. One that is empty (`NAME=`) counts as not set, as a deployment's
 * template often leaves one so.
 */
export function environmentSetting(environment: Environment, name: string): string | undefined {
  return environment[name]?.trim() || undefined;
}

/**
 * What a refused value is told, in every command's words (a problem's line is the setting's name,
 * then this): what the setting expects, what it got and an example that fits it.
 */
export function refusal(expected: string, value: unknown, example: string): string {
  return `expected ${expected}, got ${JSON.stringify(value)}, e.g. ${example}`;
}

/** A port a server may listen on (0: any free one), or undefined. */
export function checkedPort(value: string): number | undefined {
  return /^\d{1,5}$/.test(value) && Number(value) <= 65_535 ? Number(value) : undefined;
}

/** A host name (dot-separated labels of letters, digits and hyphens). */
const listenName = new RegExp(`^${hostName}$`);
/** An IPv6 address, with or without its brackets. */
const listenIpv6 = /^\[?([0-9A-Fa-f.]*:[0-9A-Fa-f:.]*)\]?$/;

/**
 * The address a server may listen on, as Node takes it: a host name, an IPv4 address, or an IPv6
 * address without its brackets (`[::1]` and `::1` alike give `::1`); undefined for anything else.
 */
export function checkedListenHost(value: string): string | undefined {
  if (listenName.test(value)) return value;
  const ipv6 = listenIpv6.exec(value);
  const bracketed = value.startsWith('[');
  return ipv6 && bracketed === value.endsWith(']') ? ipv6[1] : undefined;
}
