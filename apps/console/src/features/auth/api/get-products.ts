import type { QueryClient } from '@tanstack/react-query';
import { type ProductMap, toProductMap } from '../../../lib/product-map';
import type { TokenService } from '../../../lib/token-service';

/**
 * POST /v1/list/products (docs/product.md#token-service): the chosen customer's products as the map the
 * launcher reads (docs/product.md#tokens-and-access). A query of the console's cache, fetched once per
 * customer and kept until the customer changes (the cache is cleared then); the product-token store also
 * keeps it in sessionStorage.
 */
export const productsQuery = (tokenService: TokenService, identityToken: string, customerId: string) => ({
  queryKey: ['products', customerId] as const,
  queryFn: async (): Promise<ProductMap> =>
    toProductMap(await tokenService.listProducts(identityToken, customerId)),
  staleTime: Number.POSITIVE_INFINITY,
});

export const fetchProducts = (
  queryClient: QueryClient,
  tokenService: TokenService,
  identityToken: string,
  customerId: string,
): Promise<ProductMap> => queryClient.fetchQuery(productsQuery(tokenService, identityToken, customerId));
