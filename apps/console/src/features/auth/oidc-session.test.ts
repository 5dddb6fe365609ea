import { ErrorResponse, User, type UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOidcSession } from './oidc-session';
import { clearSessionCookie, hasSessionCookie, setSessionCookie } from './session-cookie';

const user = (expiresInSeconds: number) =>
  new User({
    access_token: 'identity-access-token',
    token_type: 'Bearer',
    profile: { sub: 'user-1', iss: 'http://idp.test', aud: 'x', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  });

function fakeManager(overrides: Partial<Record<keyof UserManager, unknown>> = {}) {
  return {
    getUser: vi.fn(async () => null),
    signinSilent: vi.fn(async () => null),
    removeUser: vi.fn(async () => undefined),
    signinRedirect: vi.fn(async () => undefined),
    ...overrides,
  } as unknown as UserManager;
}

afterEach(() => {
  clearSessionCookie();
  window.history.replaceState(null, '', '/');
});

describe('the OIDC session (decision 040)', () => {
  it('uses a stored user that is not about to expire, and sets the one-day cookie', async () => {
    const session = createOidcSession(fakeManager({ getUser: vi.fn(async () => user(3600)) }));
    const started = await session.start();
    expect(started.user?.profile.sub).toBe('user-1');
    expect(session.identityToken()).toBe('identity-access-token');
    expect(hasSessionCookie()).toBe(true);
  });

  it('treats a user expiring within 60 s as expired and tries silently; login_required signs out locally', async () => {
    const manager = fakeManager({
      getUser: vi.fn(async () => user(30)),
      signinSilent: vi.fn(async () => Promise.reject(new ErrorResponse({ error: 'login_required' }))),
    });
    setSessionCookie();
    const session = createOidcSession(manager);
    // The ended session's user is named, so the console forgets what Log out forgets (decision 072).
    expect(await session.start()).toEqual({ user: null, signedOut: { userId: 'user-1' } });
    expect(manager.signinSilent).toHaveBeenCalledWith(expect.objectContaining({ nonce: expect.any(String) }));
    expect(manager.removeUser).toHaveBeenCalled();
    expect(hasSessionCookie()).toBe(false);
    expect(() => session.identityToken()).toThrow('Not signed in');
  });

  it('does not try silently without a stored user or the cookie, and redirects back to where the user was', async () => {
    const manager = fakeManager();
    const session = createOidcSession(manager);
    expect(await session.start()).toEqual({ user: null });
    expect(manager.signinSilent).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/configuration/2001/teams');
    await session.signIn();
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/configuration/2001/teams' },
      nonce: expect.any(String),
    });
  });
});
