import { useCallback, useEffect, useState } from 'react';

/**
 * Display preferences (docs/product.md#screens-and-layout: dark mode persisted, layout toggle). These are
 * preferences, not credentials, so localStorage is right for them (docs/product.md#tokens-and-access forbids
 * it for tokens only).
 */
export const darkModeKey = 'eua.dark_mode';
export const fluidLayoutKey = 'eua.fluid_layout';
/** On the screens with a live preview, the layout toggle switches form-only / form + preview (decision 075). */
export const previewLayoutKey = 'eua.preview_layout';

function readFlag(key: string, fallback: boolean): boolean {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : value === 'true';
  } catch {
    return fallback;
  }
}

export function applyTheme(dark: boolean): void {
  document.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
}

export function useStoredFlag(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => readFlag(key, fallback));
  const update = useCallback(
    (next: boolean) => {
      localStorage.setItem(key, String(next));
      setValue(next);
    },
    [key],
  );
  return [value, update];
}

export function useDarkMode(): [boolean, (value: boolean) => void] {
  const [dark, setDark] = useStoredFlag(darkModeKey, false);
  useEffect(() => applyTheme(dark), [dark]);
  return [dark, setDark];
}

export function readDarkMode(): boolean {
  return readFlag(darkModeKey, false);
}

/** The reader's width the live preview lays a widget out at (decision 136). */
export type PreviewWidth = 'phone' | 'tablet' | 'desktop';
export const previewWidths: Record<PreviewWidth, number> = { phone: 390, tablet: 768, desktop: 1280 };
export const previewWidthKey = 'eua.preview_width';

/** The preview's width, kept across screens and visits; a phone's until the user picks another. */
export function usePreviewWidth(): [PreviewWidth, (value: PreviewWidth) => void] {
  const [value, setValue] = useState<PreviewWidth>(() => {
    try {
      const stored = localStorage.getItem(previewWidthKey);
      return stored && stored in previewWidths ? (stored as PreviewWidth) : 'phone';
    } catch {
      return 'phone';
    }
  });
  const update = useCallback((next: PreviewWidth) => {
    localStorage.setItem(previewWidthKey, next);
    setValue(next);
  }, []);
  return [value, update];
}
