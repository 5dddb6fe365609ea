import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/** SPEC.md §3 "Flash message / toast": message, type (default primary), timeout seconds, id. */
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
  const dismiss = useCallback((id: number) => setMessages((all) => all.filter((m) => m.id !== id)), []);
  const show = useCallback(
    ({ message, type = 'primary', timeout = 5, link }: FlashInput) => {
      const id = nextId.current++;
      setMessages((all) => [...all, { id, message, type, timeout, link }]);
      if (timeout > 0) setTimeout(() => dismiss(id), timeout * 1000);
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
