import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { applyTheme, darkModeKey, fluidLayoutKey, useStoredFlag } from '../lib/preferences';

type Preferences = {
  dark: boolean;
  setDark(value: boolean): void;
  fluid: boolean;
  setFluid(value: boolean): void;
};

const PreferencesContext = createContext<Preferences | null>(null);

/** Dark mode and layout width (SPEC.md §2 page wrapper), shared by the shell and the page wrapper. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useStoredFlag(darkModeKey, false);
  const [fluid, setFluid] = useStoredFlag(fluidLayoutKey, true);
  useEffect(() => applyTheme(dark), [dark]);
  const value = useMemo(() => ({ dark, setDark, fluid, setFluid }), [dark, setDark, fluid, setFluid]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}
