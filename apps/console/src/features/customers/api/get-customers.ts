import type { Customer } from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';

/**
 * POST {tokenHost}/v1/list/customers with the user's identity token (docs/product.md#token-service), through
 * the auth contract's `listCustomers`, which holds that token. Read again each time the table opens: access
 * to a customer can be granted or taken away at any time.
 */
export function useCustomers() {
  const { listCustomers } = useAuth();
  return useQuery<Customer[]>({
    queryKey: ['customers'],
    queryFn: async () => {
      try {
        return await listCustomers();
      } catch (error) {
        // docs/product.md#errors: token-service failures are logged; the page says the list is unavailable.
        console.error('The customer list could not be loaded', error);
        throw error;
      }
    },
    staleTime: 0,
    gcTime: 0,
  });
}
