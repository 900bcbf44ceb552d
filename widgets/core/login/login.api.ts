import * as v from 'valibot';
import { kennitalaSchema, phoneSchema } from '../fields/index.ts';
import { resolveLoginTimeoutMs } from '../runtime/config.ts';
import type { ApiClient } from '../runtime/http.ts';

// Request and response shapes of the e-ID login (spec §3 "Login responses", §7 Auth). The test API
// validates what it receives with these same schemas.

export const phoneAuthCodeRequest = v.object({ phone: phoneSchema });
export const phoneAuthCodeResponse = v.object({ code: v.string(), authId: v.string() });

export const appAuthCodeRequest = v.object({ ssn: kennitalaSchema });
export const appAuthCodeResponse = v.object({ code: v.string(), authHash: v.string() });

/** Payment method the login is for (spec §4 "Payment method codes"); absent outside payments. */
const paymentMethod = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8))));

export const phoneLoginRequest = v.object({
  authId: v.pipe(v.string(), v.minLength(1)),
  phoneNumber: phoneSchema,
  reason: v.string(),
  origin: v.string(),
  paymentMethod,
});

export const appLoginRequest = v.object({
  ssn: kennitalaSchema,
  authCodeHash: v.pipe(v.string(), v.minLength(1)),
  reason: v.string(),
  origin: v.string(),
  paymentMethod,
});

export const loginResponse = v.object({
  name: v.string(),
  ssn: v.string(),
  email: v.nullish(v.string(), ''),
  token: v.pipe(v.string(), v.minLength(1)),
  phoneNumber: v.nullish(v.string(), ''),
});

export const authInfoResponse = v.object({
  name: v.string(),
  ssn: v.string(),
  email: v.nullish(v.string(), ''),
  phoneNumber: v.nullish(v.string(), ''),
});

export const customerResponse = v.object({
  paymMode: v.string(),
  paymTerm: v.string(),
  creditMax: v.number(),
  custAccount: v.string(),
});

export type PhoneLoginRequest = v.InferOutput<typeof phoneLoginRequest>;
export type AppLoginRequest = v.InferOutput<typeof appLoginRequest>;
export type LoginResponse = v.InferOutput<typeof loginResponse>;
export type AuthInfo = v.InferOutput<typeof authInfoResponse>;
export type Customer = v.InferOutput<typeof customerResponse>;

export const loginApi = {
  phoneAuthCode: (api: ApiClient, phone: string) =>
    api.post('/api/auth/phone-auth-codes', { phone }, phoneAuthCodeResponse),
  appAuthCode: (api: ApiClient, ssn: string) =>
    api.post('/api/auth/app-auth-codes', { ssn }, appAuthCodeResponse),
  loginWithPhone: (api: ApiClient, request: PhoneLoginRequest, signal?: AbortSignal) =>
    api.post('/api/auth/login', request, loginResponse, {
      timeoutMs: resolveLoginTimeoutMs(),
      ...(signal ? { signal } : {}),
    }),
  loginWithApp: (api: ApiClient, request: AppLoginRequest, signal?: AbortSignal) =>
    api.post('/api/auth/login-app', request, loginResponse, {
      timeoutMs: resolveLoginTimeoutMs(),
      ...(signal ? { signal } : {}),
    }),
  info: (api: ApiClient) => api.get('/api/auth/info', authInfoResponse),
  customer: (api: ApiClient) => api.get('/api/customers/me', customerResponse),
};
