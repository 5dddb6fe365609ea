import type { Customer, IssuedToken, Product } from '@eua/shared';
import { ApiError, sendJson } from './api-client';

/**
 * The token service calls of docs/product.md#token-service and docs/api.md, typed by their contracts
 * (packages/shared/src/api).
 */
export type { Customer };

export function createTokenService(tokenHost: string, product: string) {
  // Same fetch function and error shape as the data API (ApiError): one way to turn a failure into a message.
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const { data } = await sendJson<T>(`${tokenHost.replace(/\/$/, '')}${path}`, { method: 'POST', body });
    if (!data) throw new ApiError(502, 'The token service answered without data.');
    return data;
  };
  return {
    listCustomers: async (userIdentityToken: string) =>
      (await post<{ customers: Customer[] }>('/v1/list/customers', { userIdentityToken, product })).customers,
    productToken: (userIdentityToken: string, customerId: string) =>
      post<IssuedToken>('/v1/products/token', { userIdentityToken, product, customerId: String(customerId) }),
    listProducts: async (userIdentityToken: string, customerId: string) =>
      (
        await post<{ products: Product[] }>('/v1/list/products', {
          userIdentityToken,
          customerId: String(customerId),
        })
      ).products,
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
