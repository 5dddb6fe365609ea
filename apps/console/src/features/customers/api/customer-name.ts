import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { rememberInSession } from '../../../lib/session-memory';

/**
 * The chosen customer's name, for the context bar (decision 082). The token service names a customer only in
 * its list, so the customer table keeps the name of the one chosen in sessionStorage (an `eua.*` key of the
 * session memory: Log out and a provider-ended session forget it with the others, and an answer that arrives
 * after that is not stored). A tab that never saw the table (a deep link, decision 060) asks for the list once.
 */
const nameKey = (customerId: string) => `eua.customerName.${customerId}`;

export function rememberCustomerName(customerId: string, name: string): void {
  rememberInSession(nameKey(customerId), name);
}

function storedCustomerName(customerId: string): string | null {
  try {
    return sessionStorage.getItem(nameKey(customerId));
  } catch {
    return null;
  }
}

export function useCustomerName(customerId: string | null): string | undefined {
  const { listCustomers } = useAuth();
  const stored = customerId ? storedCustomerName(customerId) : null;
  const query = useQuery({
    queryKey: ['customer-name', customerId],
    enabled: Boolean(customerId) && stored === null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const customers = await listCustomers();
      const found = customers.find((customer) => String(customer.customerId) === customerId);
      if (found && customerId) rememberCustomerName(customerId, found.name);
      return found?.name ?? null;
    },
  });
  return stored ?? query.data ?? undefined;
}
