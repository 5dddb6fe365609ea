import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * A flash message or toast (docs/product.md#screens-and-layout): message, type (default primary), timeout
 * seconds, id.
 */
export type FlashType = 'primary' | 'success' | 'danger' | 'warning' | 'info';
export type Flash = {
  id: number;
  message: string;
  type: FlashType;
  timeout: number;
  link?: { href: string; text: string };
};
export type FlashInput = { message: string; type?: FlashType; timeout?: number; link?: Flash['link'] };

type FlashContextValue = {
  messages: Flash[];
  /** Shows a stacked flash message that disappears after `timeout` seconds (default 5). */
  show(flash: FlashInput): number;
  dismiss(id: number): void;
};

const FlashContext = createContext<FlashContextValue | null>(null);

export function FlashProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<Flash[]>([]);
  const nextId = useRef(1);
  // The messages' timers end with the provider: none fires into a console that is gone (a sign-out, a test).
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const dismiss = useCallback((id: number) => setMessages((all) => all.filter((m) => m.id !== id)), []);
  const show = useCallback(
    ({ message, type = 'primary', timeout = 5, link }: FlashInput) => {
      const id = nextId.current++;
      setMessages((all) => [...all, { id, message, type, timeout, link }]);
      if (timeout > 0) {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          dismiss(id);
        }, timeout * 1000);
        timers.current.add(timer);
      }
      return id;
    },
    [dismiss],
  );
  const value = useMemo(() => ({ messages, show, dismiss }), [messages, show, dismiss]);
  return <FlashContext.Provider value={value}>{children}</FlashContext.Provider>;
}

export function useFlash(): FlashContextValue {
  const value = useContext(FlashContext);
  if (!value) throw new Error('useFlash needs a FlashProvider');
  return value;
}
