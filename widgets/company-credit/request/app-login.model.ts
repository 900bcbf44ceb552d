import { createModel, signal } from '@preact/signals-react';
import { formMessages } from '../../core/form/index.ts';
import { type ApiClient, ApiError, errorMessage } from '../../core/runtime/http.ts';
import { createLatestOnly } from '../../core/runtime/keyed-loader.ts';
import { logOut, type SessionUser, sessionUser } from '../../core/runtime/session.ts';
import { logIn, updateUser } from '../../core/session-user.ts';
import { type AppValidation, companyCreditApi } from '../company-credit.api.ts';

/**
 * Where the app's link stands: no guid yet; the guid being validated (spec §4); `failed`, a
 * validation the server could not answer (5xx, timeout, 408, 429, a broken answer: retry or
 * cancel); `refused`, a guid the server turned down (another 4xx: storage cleared, its reason
 * shown, on the way to '/vidskipti/fyrirtaeki'); `validated`, its user logged in.
 */
export type AppAccess =
  | { kind: 'waiting' }
  | { kind: 'validating' }
  | { kind: 'failed'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'validated'; user: SessionUser };

/** 408 Request Timeout and 429 Too Many Requests: the server was busy, not the guid wrong. */
const temporaryStatuses: readonly number[] = [408, 429];

/**
 * A validation the server turned down: a 4xx ('Ógild auðkenning'). A 5xx, a 408 or 429, a timeout,
 * no network or a broken answer says nothing about the guid: it may be tried again.
 */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    !temporaryStatuses.includes(error.status)
  );
}

export interface AppLoginDependencies {
  api: () => ApiClient;
  /** A guid refused: the way out, in place of the link's history entry (spec §8). */
  onRefused: () => void;
  /** Validated and logged in, before the flow shows: the company the app names (its kennitala). */
  onLoggedIn: (companySsn: string) => void;
}

/**
 * The app's link (spec §4 "App credit flow", §6, §8): `load(guid)` validates it and logs its user
 * in as coming from the app, or clears the storage and says why; an answer for a guid no longer
 * the element's is dropped.
 */
export const AppLoginModel = createModel((dependencies: AppLoginDependencies) => {
  const access = signal<AppAccess>({ kind: 'waiting' });
  const validation = createLatestOnly();
  let lastGuid: string | undefined;

  /** Resolves with the company the app names once its user is logged in; undefined otherwise. */
  const load = async (guid: string): Promise<string | undefined> => {
    lastGuid = guid;
    const current = validation.begin();
    access.value = { kind: 'validating' };
    let validated: AppValidation;
    try {
      validated = await companyCreditApi.appValidation(dependencies.api(), guid);
    } catch (error) {
      if (!current()) return undefined;
      // Spec §8: a failed validation clears local storage, whoever was stored.
      logOut();
      if (isRefusal(error)) {
        // Spec §8 "App credit flow": the server's reason ('Ógild auðkenning') first.
        access.value = { kind: 'refused', message: errorMessage(error, formMessages.unexpected) };
        dependencies.onRefused();
      } else {
        access.value = { kind: 'failed', message: errorMessage(error, formMessages.unexpected) };
      }
      return undefined;
    }
    if (!current()) return undefined;
    logIn(
      {
        name: validated.name,
        ssn: validated.ssn,
        email: '',
        token: validated.authToken,
        phoneNumber: validated.phoneNumber,
      },
      { apiBase: dependencies.api().baseUrl, isComingFromApp: true, phoneNumber: validated.phoneNumber },
    );
    updateUser({ companySsn: validated.companySsn });
    const user = sessionUser.peek();
    if (!user) return undefined;
    dependencies.onLoggedIn(validated.companySsn);
    access.value = { kind: 'validated', user };
    return validated.companySsn;
  };

  return {
    access,
    load,
    /** The guid whose validation failed, to try again ('Reyna aftur'); none otherwise. */
    failedGuid: (): string | undefined => (access.peek().kind === 'failed' ? lastGuid : undefined),
    /** No guid (the attribute removed): back to waiting; an answer on its way is dropped. */
    clear: () => {
      lastGuid = undefined;
      validation.cancel();
      access.value = { kind: 'waiting' };
    },
    dispose: () => validation.cancel(),
  };
});

export type AppLoginModelInstance = InstanceType<typeof AppLoginModel>;
