import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { TokenService } from '../../lib/token-service';
import { createProductTokenStore } from './product-token-store';

const product = 'embedded_ui_admin';
const jwt = (scopes: string[]) => `x.${btoa(JSON.stringify({ scopes }))}.y`;

function fakeService(overrides: Partial<TokenService> = {}) {
  const service = {
    listCustomers: vi.fn(async () => []),
    productToken: vi.fn(async () => ({ token: jwt(['config:read']), tokenType: 'Bearer', expiresIn: 900 })),
    listProducts: vi.fn(async () => []),
    ...overrides,
  };
  return service as typeof service & TokenService;
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the product-token store (decisions 040, 060)', () => {
  it('asks for a token once, stores it in sessionStorage only, and builds the Authorization header', async () => {
    const service = fakeService();
    const store = createProductTokenStore({ product, tokenService: service });
    expect(store.authorization()).toBeNull();
    const access = await store.choose('identity', 'user-1', '1001');
    expect(access).toMatchObject({ customerId: '1001', scopes: ['config:read'] });
    expect(store.authorization()).toBe(`Bearer ${jwt(['config:read'])}`);
    expect(localStorage.getItem(`eua.last-customer.${product}.user-1`)).toBe('1001');
    expect(JSON.stringify(localStorage)).not.toContain(jwt(['config:read']));

    // A reload: a second store reuses the unexpired token without asking again.
    const again = createProductTokenStore({ product, tokenService: service });
    await again.resume('identity', 'user-1');
    expect(service.productToken).toHaveBeenCalledTimes(1);
    expect(again.authorization()).toBe(store.authorization());
  });

  it('forgets the remembered customer after a refusal, keeps it after a network failure', async () => {
    localStorage.setItem(`eua.last-customer.${product}.user-1`, '1001');
    const failing = (status: number) =>
      fakeService({ productToken: vi.fn(async () => Promise.reject(new ApiError(status, 'No'))) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(
      await createProductTokenStore({ product, tokenService: failing(0) }).resume('id', 'user-1'),
    ).toBeNull();
    expect(localStorage.getItem(`eua.last-customer.${product}.user-1`)).toBe('1001');

    expect(
      await createProductTokenStore({ product, tokenService: failing(403) }).resume('id', 'user-1'),
    ).toBeNull();
    expect(localStorage.getItem(`eua.last-customer.${product}.user-1`)).toBeNull();
  });

  it('forgets the token, the chosen customer, the remembered id and the product map', async () => {
    const store = createProductTokenStore({ product, tokenService: fakeService() });
    await store.choose('identity', 'user-1', '1001');
    store.forget('user-1');
    expect(store.authorization()).toBeNull();
    expect(store.chosenCustomer()).toBeNull();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('eua.'))).toEqual([]);
    expect(localStorage.getItem(`eua.last-customer.${product}.user-1`)).toBeNull();
  });

  it('a session the provider ended (login_required) forgets what Log out forgets (decision 072)', async () => {
    const store = createProductTokenStore({ product, tokenService: fakeService() });
    await store.choose('identity', 'user-1', '1001');
    localStorage.setItem(`eua.last-customer.${product}.user-2`, '1002');
    localStorage.setItem('eua.last-customer.other_product.user-1', '1003');
    store.forgetSignedOut('user-1');
    expect(store.authorization()).toBeNull();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('eua.'))).toEqual([]);
    expect(localStorage.getItem(`eua.last-customer.${product}.user-1`)).toBeNull();
    // Another user's choice stays when the ended session's user is known.
    expect(localStorage.getItem(`eua.last-customer.${product}.user-2`)).toBe('1002');

    // Unknown user (only the one-day cookie was left): every remembered choice of this product goes.
    store.forgetSignedOut(null);
    expect(localStorage.getItem(`eua.last-customer.${product}.user-2`)).toBeNull();
    expect(localStorage.getItem('eua.last-customer.other_product.user-1')).toBe('1003');
  });
});
