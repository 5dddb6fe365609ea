import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * The website being configured (docs/product.md#screens-and-layout: `/configuration/{feature}` uses the
 * currently chosen website). Kept in sessionStorage so a reload keeps it; the header shows its name.
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

/** The website id a `/configuration/{websiteId}/{feature}` address names, or null on any other page. */
export function websiteIdInPath(pathname: string): string | null {
  const match = /^\/configuration\/([^/]+)\/[^/]+\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * The chosen website as the header and the menus show it: none while the page shows another website's address
 * (an unknown id, or one the API refused), so the shell never names a website the page is not about
 * (decision 072). The choice itself is kept for `/configuration/{feature}` and the Manage entry.
 */
export function useWebsiteInView(): ChosenWebsite | null {
  const website = useChosenWebsite();
  const { pathname } = useLocation();
  const inPath = websiteIdInPath(pathname);
  return inPath !== null && website?.websiteId !== inPath ? null : website;
}
