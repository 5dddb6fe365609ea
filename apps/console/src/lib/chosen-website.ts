import { useSyncExternalStore } from 'react';

/**
 * The website being configured (SPEC.md §2: `/configuration/{feature}` uses the currently chosen website).
 * Kept in sessionStorage so a reload keeps it; the header shows its name.
 */
export type ChosenWebsite = { websiteId: string; name?: string };

const key = 'eua.website';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: ChosenWebsite | null } = { raw: null, value: null };

function read(): ChosenWebsite | null {
  const raw = sessionStorage.getItem(key);
  if (raw !== cached.raw) {
    let value: ChosenWebsite | null = null;
    try {
      value = raw ? (JSON.parse(raw) as ChosenWebsite) : null;
    } catch {
      value = null;
    }
    cached = { raw, value };
  }
  return cached.value;
}

export function getChosenWebsite(): ChosenWebsite | null {
  return read();
}

export function setChosenWebsite(website: ChosenWebsite | null): void {
  const current = read();
  if (current?.websiteId === website?.websiteId && current?.name === website?.name) return;
  if (website) sessionStorage.setItem(key, JSON.stringify(website));
  else sessionStorage.removeItem(key);
  for (const listener of listeners) listener();
}

export function useChosenWebsite(): ChosenWebsite | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
