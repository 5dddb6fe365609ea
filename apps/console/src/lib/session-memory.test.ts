import { afterEach, describe, expect, it } from 'vitest';
import { forgetSession, rememberInSession, startSession } from './session-memory';

afterEach(() => startSession());

describe('session memory', () => {
  it('forgets every eua. key of the session and nothing else', () => {
    sessionStorage.setItem('eua.customerName.1001', 'Northern Basketball League');
    sessionStorage.setItem('eua.token.embedded_ui_admin.1001', '{}');
    sessionStorage.setItem('eua.website', '{"websiteId":"2001"}');
    sessionStorage.setItem('oidc.user:issuer:client', '{}');
    forgetSession();
    expect(Object.keys(sessionStorage)).toEqual(['oidc.user:issuer:client']);
  });

  it('drops a write that arrives after forgetting, until a session starts again', () => {
    forgetSession();
    rememberInSession('eua.customerName.1001', 'Northern Basketball League');
    expect(sessionStorage.getItem('eua.customerName.1001')).toBeNull();
    startSession();
    rememberInSession('eua.customerName.1001', 'Northern Basketball League');
    expect(sessionStorage.getItem('eua.customerName.1001')).toBe('Northern Basketball League');
  });
});
