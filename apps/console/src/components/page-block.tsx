import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type PageBlock = { blocked: boolean; block(): () => void };

const PageBlockContext = createContext<PageBlock | null>(null);

/**
 * A blocking spinner overlay while the page is blocked (choosing a customer, signing out;
 * docs/product.md#screens-and-layout). `block()` returns its own release, so overlapping blocks end only when
 * all are released.
 */
export function PageBlockProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const block = useCallback(() => {
    setCount((n) => n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setCount((n) => n - 1);
    };
  }, []);
  const value = useMemo(() => ({ blocked: count > 0, block }), [count, block]);
  return <PageBlockContext.Provider value={value}>{children}</PageBlockContext.Provider>;
}

export function usePageBlock(): PageBlock {
  const value = useContext(PageBlockContext);
  if (!value) throw new Error('usePageBlock needs a PageBlockProvider');
  return value;
}
