import {
  checkedListenHost,
  checkedPort,
  type Environment,
  environmentSetting,
  listenRules,
  type Read,
  refusal,
} from '../http/settings.ts';
import { allowedHostsProblem, parseAllowedHosts } from './allowed-hosts.ts';

// What the sandbox's commands read of the environment: `npm run sandbox` all four, `npm start` (and
// `npm run dev`) SANDBOX_ALLOWED_HOSTS and SANDBOX_AUTH_DELAY_MS beside its own. Each refused one is
// a line in the words of `npm run serve`'s settings: what it expects, what it got, an example.

export const defaultSandboxPort = 8090;

/** What npm start and npm run sandbox both take from the sandbox's settings. */
export interface SharedSandboxSettings {
  /** SANDBOX_ALLOWED_HOSTS: names a request's Host may have besides the loopback names and HOST. */
  allowedHosts: string[];
  /** SANDBOX_AUTH_DELAY_MS: how long an e-ID login takes to confirm; absent, the sandbox's default. */
  authDelayMs?: number;
}

export interface StandaloneSettings extends SharedSandboxSettings {
  port: number;
  host: string;
}

const refused = (name: string, expected: string, value: string, example: string) =>
  `${name}: ${refusal(expected, value, example)}`;

/** SANDBOX_ALLOWED_HOSTS and SANDBOX_AUTH_DELAY_MS. */
export function readSharedSandboxSettings(environment: Environment): Read<SharedSandboxSettings> {
  const problems: string[] = [];
  const allowed = environmentSetting(environment, 'SANDBOX_ALLOWED_HOSTS');
  const allowedProblem = allowedHostsProblem(allowed);
  if (allowedProblem !== undefined) problems.push(allowedProblem);
  const delay = environmentSetting(environment, 'SANDBOX_AUTH_DELAY_MS');
  if (delay !== undefined && !/^\d{1,7}$/.test(delay))
    problems.push(refused('SANDBOX_AUTH_DELAY_MS', 'a whole number of milliseconds', delay, '1500'));
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      allowedHosts: parseAllowedHosts(allowed),
      ...(delay === undefined ? {} : { authDelayMs: Number(delay) }),
    },
  };
}

/** `npm run sandbox`'s: SANDBOX_PORT (default 8090) and HOST (default localhost) besides the shared. */
export function readStandaloneSettings(environment: Environment): Read<StandaloneSettings> {
  const problems: string[] = [];
  const portSetting = environmentSetting(environment, 'SANDBOX_PORT');
  const port = portSetting === undefined ? defaultSandboxPort : checkedPort(portSetting);
  if (portSetting !== undefined && port === undefined)
    problems.push(refused('SANDBOX_PORT', listenRules.PORT.expected, portSetting, '8090'));
  const hostSetting = environmentSetting(environment, 'HOST');
  const host = hostSetting === undefined ? 'localhost' : checkedListenHost(hostSetting);
  if (hostSetting !== undefined && host === undefined)
    problems.push(refused('HOST', listenRules.HOST.expected, hostSetting, 'localhost'));
  const shared = readSharedSandboxSettings(environment);
  if (!shared.ok) problems.push(...shared.problems);
  if (!shared.ok || port === undefined || host === undefined || problems.length > 0)
    return { ok: false, problems };
  return { ok: true, settings: { ...shared.settings, port, host } };
}
