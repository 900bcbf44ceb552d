import { describe, expect, it } from 'vitest';
import { ApiError } from './http.ts';
import { NotLoggedInError, notLoggedInMessage } from './session.ts';
import { needsLogin } from './use-session.ts';

describe('needsLogin (spec §6: a missing or refused login leads to the login page)', () => {
  it('is true for a missing local token, whose message is the spec text', () => {
    const error = new NotLoggedInError();
    expect(error.message).toBe('User is not logged in');
    expect(notLoggedInMessage).toBe('User is not logged in');
    expect(needsLogin(error)).toBe(true);
  });

  it('is true for a 401 from the server', () => {
    expect(needsLogin(new ApiError(401, 'Innskráning er útrunnin', 'http'))).toBe(true);
  });

  it('is false for other failures, which the flow shows as errors', () => {
    expect(needsLogin(new ApiError(500, undefined, 'http'))).toBe(false);
    expect(needsLogin(new ApiError(404, 'Ekki í viðskiptum', 'http'))).toBe(false);
    expect(needsLogin(new ApiError(0, undefined, 'timeout'))).toBe(false);
    expect(needsLogin(new Error('User is not logged in'))).toBe(false);
  });
});
