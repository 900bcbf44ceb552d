import { computed, createModel } from '@preact/signals-react';
import { logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import { clearDrafts } from '../core/applications/draft.ts';
import { createSubmission } from '../core/form/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import { logOut, requireToken, type SessionUser } from '../core/runtime/session.ts';
import { type GuarantorApplication, guarantorApi } from './guarantor.api.ts';
import { guarantorMessages } from './guarantor.messages.ts';

/**
 * The guarantor page's states, exactly spec §4 "Guarantor page": loading, then login (no valid
 * local user), errorLoading, initial, submitting, submitted, error. The application stays with
 * every state after it loaded, so a failed signature keeps it on the page.
 */
export type GuarantorState =
  | { kind: 'loading' }
  | { kind: 'login' }
  | { kind: 'errorLoading'; message: string }
  | { kind: 'initial'; application: GuarantorApplication }
  | { kind: 'submitting'; application: GuarantorApplication }
  | { kind: 'submitted'; application: GuarantorApplication }
  | { kind: 'error'; application: GuarantorApplication; message: string };

export interface GuarantorDependencies {
  api: () => ApiClient;
  /** The logged-in person, read reactively (the view passes `() => sessionUser.value`). */
  user: () => SessionUser | null;
  onSigned?: (application: GuarantorApplication) => void;
}

/** `<byko-guarantor-confirmation>`'s model (spec §2 "Guarantor confirmation", §4, §8). */
export const GuarantorModel = createModel((dependencies: GuarantorDependencies) => {
  // The application by its id; a 401 logs out, which is the 'login' state.
  const loader = createKeyedLoader<{ application: GuarantorApplication }>({
    fetch: async (applicationId) => {
      requireToken();
      return { application: await guarantorApi.application(dependencies.api(), applicationId) };
    },
    failedMessage: guarantorMessages.loadFailed,
    handled: logOutWhenLoginNeeded,
  });

  const loaded = computed(() => {
    const current = loader.state.value;
    return current.kind === 'ready' ? current.application : undefined;
  });

  // Core's submit states: one request per click, the reason or 'Óvænt villa kom upp', a 401 to the
  // login. No storage is cleared on success: spec §4 lists the guarantor page apart from the
  // applications whose success clears it.
  const signature = createSubmission<GuarantorApplication>({
    send: async () => {
      requireToken();
      const application = loaded.peek();
      // sign() only starts from initial or error, where the application is loaded.
      if (!application) throw new Error('no application loaded');
      await guarantorApi.sign(dependencies.api(), application);
      return application;
    },
    onLoginNeeded: logOut,
    onSubmitted: (application) => dependencies.onSigned?.(application),
  });

  const state = computed<GuarantorState>(() => {
    if (!dependencies.user()) return { kind: 'login' };
    const current = loader.state.value;
    if (current.kind === 'loading') return { kind: 'loading' };
    if (current.kind === 'failed') return { kind: 'errorLoading', message: current.message };
    const { application } = current;
    const signing = signature.state.value;
    switch (signing.kind) {
      case 'submitting':
        return { kind: 'submitting', application };
      case 'submitted':
        return { kind: 'submitted', application };
      case 'error':
        return { kind: 'error', application, message: signing.message };
      default:
        return { kind: 'initial', application };
    }
  });

  /** 'Undirrita': only from initial or error (spec §4); a second click while it runs does nothing. */
  const sign = async () => {
    const kind = state.peek().kind;
    if (kind !== 'initial' && kind !== 'error') return;
    await signature.submit();
  };

  /** Loads the application (the attribute set or changed, or another person logged in). */
  const load = (applicationId: string) => {
    signature.reset();
    return loader.load(applicationId);
  };

  /** 'Innskrá með öðrum notanda': logs out (and forgets every draft of the tab), back to the login. */
  const logInAsOther = () => {
    logOut();
    clearDrafts();
    loader.clear();
    signature.reset();
  };

  return {
    state,
    sign,
    load,
    retry: loader.retry,
    clear: loader.clear,
    dispose: loader.dispose,
    logInAsOther,
  };
});

export type GuarantorModelInstance = InstanceType<typeof GuarantorModel>;
