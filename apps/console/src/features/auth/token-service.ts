import type { Customer, IssuedToken, Product } from '@eua/shared';

/** The token service calls of SPEC.md §7 / docs/api.md, typed by their contracts (packages/shared/src/api). */
export type { Customer };

export class TokenServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TokenServiceError';
  }
}

async function post<T>(tokenHost: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${tokenHost.replace(/\/$/, '')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const payload = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!response.ok || !payload?.data) {
    throw new TokenServiceError(response.status, payload?.message ?? `Request failed (${response.status})`);
  }
  return payload.data;
}

export function createTokenService(tokenHost: string, product: string) {
  return {
    listCustomers: async (userIdentityToken: string) =>
      (await post<{ customers: Customer[] }>(tokenHost, '/v1/list/customers', { userIdentityToken, product }))
        .customers,
    productToken: (userIdentityToken: string, customerId: string) =>
      post<IssuedToken>(tokenHost, '/v1/products/token', {
        userIdentityToken,
        product,
        customerId: String(customerId),
      }),
    listProducts: async (userIdentityToken: string, customerId: string) =>
      (
        await post<{ products: Product[] }>(tokenHost, '/v1/list/products', {
          userIdentityToken,
          customerId: String(customerId),
        })
      ).products,
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
