import { computed, createModel, signal } from '@preact/signals-react';
import { type FieldKind, fields, nationalPhone } from '../fields/index.ts';
import { createField } from '../runtime/field.ts';
import { type ApiClient, errorMessage } from '../runtime/http.ts';
import type { SessionUser } from '../runtime/session.ts';
import { logIn } from '../session-user.ts';
import { loginApi } from './login.api.ts';
import { loginMessages } from './login.messages.ts';

export type LoginMethod = 'phone' | 'app';

/** The login's named states (spec §3 "Login state", §4 Login). */
export type LoginState =
  | { kind: 'initial' }
  | { kind: 'loadingAuthCode' }
  | { kind: 'loggingInWithPhone'; code: string }
  | { kind: 'loggingInWithApp'; code: string }
  | { kind: 'error'; message: string };

/**
 * What keeps 'Innskrá' disabled (spec §2: every shown consent ticked, the field not empty), each
 * named to the person beside the button.
 */
export type LoginRequirement = 'phone' | 'ssn' | 'terms' | 'creditCheck';

/** What the page decides: the reason sent with the login, which consents show, app or web. */
export interface LoginSettings {
  reason: string;
  showTerms: boolean;
  showCreditCheck: boolean;
  isComingFromApp: boolean;
  /** Spec §4 payment method codes, when the login is for a payment (instalments 0, slip 2). */
  paymentMethod?: number;
}

export interface LoginDependencies {
  api: () => ApiClient;
  onLoggedIn: (user: SessionUser) => void;
}

/**
 * The login's inputs keep digits only (spec §2 "Login form", §5 "Login inputs"): no '+' either, so a
 * pasted '+354 820 1234' becomes the national 8201234 the e-ID service knows.
 */
export const loginFields: Record<LoginMethod, FieldKind> = {
  phone: { ...fields.phone, clean: nationalPhone },
  app: fields.kennitala,
};

export const LoginModel = createModel((dependencies: LoginDependencies) => {
  const method = signal<LoginMethod>('phone');
  // One form field per tab, so what was typed in each is kept when switching (spec §4).
  const inputs = {
    phone: createField({ kind: loginFields.phone, required: true }),
    app: createField({ kind: loginFields.app, required: true }),
  };
  const active = computed(() => inputs[method.value]);
  const termsAccepted = signal(false);
  const creditCheckAccepted = signal(false);
  const state = signal<LoginState>({ kind: 'initial' });
  const settings = signal<LoginSettings>({
    reason: '',
    showTerms: true,
    showCreditCheck: true,
    isComingFromApp: false,
  });
  let controller: AbortController | undefined;

  const value = computed(() => active.value.value.value);
  const fieldMessage = computed(() => active.value.message.value);
  const busy = computed(() => state.value.kind !== 'initial' && state.value.kind !== 'error');
  /**
   * What keeps 'Innskrá' disabled, in the form's order: the field, then every shown consent
   * unticked; nothing while a login is under way.
   */
  const missing = computed((): readonly LoginRequirement[] => {
    if (busy.value) return [];
    const { showTerms, showCreditCheck } = settings.value;
    const needed: LoginRequirement[] = [];
    if (value.value.trim() === '') needed.push(method.value === 'phone' ? 'phone' : 'ssn');
    if (showTerms && !termsAccepted.value) needed.push('terms');
    if (showCreditCheck && !creditCheckAccepted.value) needed.push('creditCheck');
    return needed;
  });
  /** Spec §2: every shown consent ticked and the field not empty, and no login under way. */
  const canSubmit = computed(() => !busy.value && missing.value.length === 0);

  const setValue = (typed: string) => {
    inputs[method.peek()].set(typed);
  };

  /**
   * Leaving the field says what is wrong with what was typed (a phone number or kennitala too
   * short); an empty field is named beside the button instead, not scolded on the way past.
   */
  const leaveField = () => {
    const input = inputs[method.peek()];
    if (!input.isEmpty()) input.validate();
  };

  /** Switching tabs resets to initial (spec §4); what was typed in each tab is kept. */
  const selectMethod = (next: LoginMethod) => {
    if (busy.peek() || next === method.peek()) return;
    inputs[method.peek()].message.value = undefined;
    method.value = next;
    state.value = { kind: 'initial' };
  };

  const loginWithPhone = async (api: ApiClient, phoneNumber: string, signal: AbortSignal) => {
    const { code, authId } = await loginApi.phoneAuthCode(api, phoneNumber);
    state.value = { kind: 'loggingInWithPhone', code };
    const { reason, isComingFromApp, paymentMethod } = settings.peek();
    return loginApi.loginWithPhone(
      api,
      { authId, phoneNumber, reason, origin: isComingFromApp ? 'App' : 'Web', paymentMethod },
      signal,
    );
  };

  const loginWithApp = async (api: ApiClient, kennitala: string, signal: AbortSignal) => {
    const { code, authHash } = await loginApi.appAuthCode(api, kennitala);
    state.value = { kind: 'loggingInWithApp', code };
    const { reason, isComingFromApp, paymentMethod } = settings.peek();
    return loginApi.loginWithApp(
      api,
      {
        ssn: kennitala,
        authCodeHash: authHash,
        reason,
        origin: isComingFromApp ? 'App' : 'Web',
        paymentMethod,
      },
      signal,
    );
  };

  /** One request per click: the state turns busy before the first await, so repeats return here. */
  const submit = async () => {
    if (!canSubmit.peek()) return;
    const chosen = method.peek();
    const typed = value.peek().trim();
    if (!inputs[chosen].validate()) return;
    state.value = { kind: 'loadingAuthCode' };
    controller = new AbortController();
    const { signal: abortSignal } = controller;
    try {
      const api = dependencies.api();
      const response =
        chosen === 'phone'
          ? await loginWithPhone(api, typed, abortSignal)
          : await loginWithApp(api, typed, abortSignal);
      const user = logIn(response, {
        apiBase: api.baseUrl,
        isComingFromApp: settings.peek().isComingFromApp,
        ...(chosen === 'phone' ? { phoneNumber: typed } : {}),
      });
      state.value = { kind: 'initial' };
      dependencies.onLoggedIn(user);
    } catch (error) {
      if (abortSignal.aborted) return;
      state.value = { kind: 'error', message: errorMessage(error, loginMessages.failed) };
    }
  };

  const configure = (next: LoginSettings) => {
    const current = settings.peek();
    const changed = (Object.keys(next) as (keyof LoginSettings)[]).some((key) => next[key] !== current[key]);
    if (changed) settings.value = next;
  };

  const cancel = () => {
    controller?.abort();
    controller = undefined;
    if (busy.peek()) state.value = { kind: 'initial' };
  };

  return {
    method,
    value,
    fieldMessage,
    termsAccepted,
    creditCheckAccepted,
    state,
    settings,
    busy,
    canSubmit,
    missing,
    setValue,
    leaveField,
    selectMethod,
    submit,
    configure,
    cancel,
  };
});

export type LoginModelInstance = InstanceType<typeof LoginModel>;
