import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formResources } from '../form-engine/i18n';
import { fallbackLanguage, type Locale, readLocale } from './locale';
import { consoleResources } from './resources';

/**
 * i18next with the console's and the form engine's namespaces (docs/product.md#users-and-sign-in). Region
 * variants fall back to `en`, so each carries only what differs (colour/color, organisation/organization).
 */
export function buildResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [language, namespaces] of Object.entries(consoleResources))
    resources[language] = { ...namespaces };
  for (const [language, namespaces] of Object.entries(formResources)) {
    resources[language] = { ...resources[language], ...namespaces };
  }
  return resources;
}

export async function initI18n(locale: Locale = readLocale()): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: fallbackLanguage,
    resources: buildResources(),
    defaultNS: 'console',
    ns: [
      'console',
      ...new Set(Object.values(formResources).flatMap((namespaces) => Object.keys(namespaces))),
    ],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = locale;
  return instance;
}
