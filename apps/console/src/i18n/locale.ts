/**
 * The console's languages, default en-GB, fallback en; the choice is kept under atrium_locale
 * (docs/product.md#users-and-sign-in, docs/product.md#limits-and-constants).
 */
export const locales = ['en-AU', 'en-GB', 'en-US'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-GB';
export const fallbackLanguage = 'en';
export const localeStorageKey = 'atrium_locale';

const byLowerCase = new Map(locales.map((locale) => [locale.toLowerCase(), locale]));

/** The stored choice when it is supported, else the first supported browser language, else en-GB. */
export function chooseLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  const fromStore = stored ? byLowerCase.get(stored.toLowerCase()) : undefined;
  if (fromStore) return fromStore;
  for (const language of browserLanguages) {
    const match = byLowerCase.get(language.toLowerCase());
    if (match) return match;
  }
  return defaultLocale;
}

export function readLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(localeStorageKey);
  } catch {
    stored = null;
  }
  return chooseLocale(
    stored,
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  );
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(localeStorageKey, locale);
}
