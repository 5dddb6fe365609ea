import { describe, expect, it } from 'vitest';
import {
  forgetCustomer,
  readChosenCustomer,
  readClaims,
  readProductToken,
  storeProductToken,
  toProductToken,
} from './token-cache';

describe('product token cache', () => {
  it('sets expiry to now + expiresIn × 1000', () => {
    expect(toProductToken({ token: 't', tokenType: 'Bearer', expiresIn: 900 }, '1001', 1_000)).toEqual({
      token: 't',
      tokenType: 'Bearer',
      expiry: 901_000,
      customerId: '1001',
    });
  });

  it('reuses a stored token until it expires, per customer and product, in sessionStorage only', () => {
    const token = toProductToken({ token: 't', tokenType: 'Bearer', expiresIn: 60 }, '1001', 0);
    storeProductToken('embedded_ui_admin', token);
    expect(readChosenCustomer('embedded_ui_admin')).toBe('1001');
    expect(readProductToken('embedded_ui_admin', '1001', 59_999)).toEqual(token);
    expect(readProductToken('embedded_ui_admin', '1002', 0)).toBeNull();
    expect(readProductToken('another_product', '1001', 0)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('drops an expired token', () => {
    storeProductToken(
      'embedded_ui_admin',
      toProductToken({ token: 't', tokenType: 'Bearer', expiresIn: 60 }, '1001', 0),
    );
    expect(readProductToken('embedded_ui_admin', '1001', 60_000)).toBeNull();
    expect(sessionStorage.getItem('eua.token.embedded_ui_admin.1001')).toBeNull();
  });

  it('forgets the customer and its token', () => {
    storeProductToken(
      'embedded_ui_admin',
      toProductToken({ token: 't', tokenType: 'Bearer', expiresIn: 60 }, '1001'),
    );
    forgetCustomer('embedded_ui_admin', '1001');
    expect(readChosenCustomer('embedded_ui_admin')).toBeNull();
    expect(readProductToken('embedded_ui_admin', '1001')).toBeNull();
  });

  it('reads the scopes and appId claims of a product token', () => {
    const payload = btoa(JSON.stringify({ scopes: ['config:read'], appId: 'app-7' })).replace(/=+$/, '');
    expect(readClaims(`h.${payload}.s`)).toEqual({ scopes: ['config:read'], appId: 'app-7' });
    expect(readClaims('not-a-jwt')).toEqual({ scopes: [] });
  });
});
