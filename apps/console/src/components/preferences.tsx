import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { applyTheme, darkModeKey, fluidLayoutKey, previewLayoutKey, useStoredFlag } from '../lib/preferences';

type Preferences = {
  dark: boolean;
  setDark(value: boolean): void;
  fluid: boolean;
  setFluid(value: boolean): void;
  /** Form + preview (true) or form only, on the screens that have a live preview (decision 075). */
  preview: boolean;
  setPreview(value: boolean): void;
};

const PreferencesContext = createContext<Preferences | null>(null);

/**
 * Dark mode and the layout toggle (docs/product.md#screens-and-layout), shared by the shell and the page
 * wrapper: the layout width, or form + preview on the screens that have one (decision 075).
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useStoredFlag(darkModeKey, false);
  const [fluid, setFluid] = useStoredFlag(fluidLayoutKey, true);
  const [preview, setPreview] = useStoredFlag(previewLayoutKey, true);
  useEffect(() => applyTheme(dark), [dark]);
  const value = useMemo(
    () => ({ dark, setDark, fluid, setFluid, preview, setPreview }),
    [dark, setDark, fluid, setFluid, preview, setPreview],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}
