import type { Option } from './types';

/** Locale choices of the locales widget and localeDefault (docs/product.md#limits-and-constants). */
export const localeCodes = [
  'en-EN',
  'es-ES',
  'fr-FR',
  'lt-LT',
  'pt-BR',
  'tr-TR',
  'lv-LV',
  'de-DE',
  'de-AT',
] as const;
export type LocaleCode = (typeof localeCodes)[number];

const localeNames: Record<LocaleCode, string> = {
  'en-EN': 'English',
  'es-ES': 'Spanish',
  'fr-FR': 'French',
  'lt-LT': 'Lithuanian',
  'pt-BR': 'Portuguese (Brazil)',
  'tr-TR': 'Turkish',
  'lv-LV': 'Latvian',
  'de-DE': 'German',
  'de-AT': 'German (Austria)',
};

/** The same locales as options; the value is the code, the text names the language and shows the code. */
export const localeChoices: Option[] = localeCodes.map((code) => ({
  value: code,
  text: `${localeNames[code]} (${code})`,
}));

export const isLocaleCode = (value: unknown): value is LocaleCode =>
  typeof value === 'string' && (localeCodes as readonly string[]).includes(value);

/**
 * The fixed list of IANA zone names offered for a website's time zone (docs/product.md#limits-and-constants).
 * Chosen to cover the leagues a sports data platform serves, one zone per distinct civil time rule (decision
 * 012).
 */
export const timezones = [
  'UTC',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Vienna',
  'Europe/Zurich',
  'Europe/Rome',
  'Europe/Prague',
  'Europe/Warsaw',
  'Europe/Stockholm',
  'Europe/Oslo',
  'Europe/Copenhagen',
  'Europe/Helsinki',
  'Europe/Riga',
  'Europe/Vilnius',
  'Europe/Tallinn',
  'Europe/Athens',
  'Europe/Bucharest',
  'Europe/Istanbul',
  'Europe/Kyiv',
  'Europe/Moscow',
  'Africa/Lagos',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Manila',
  'Asia/Shanghai',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Pacific/Auckland',
  'America/St_Johns',
  'America/Halifax',
  'America/Toronto',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Mexico_City',
  'America/Bogota',
  'America/Lima',
  'America/Santiago',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
] as const;

/**
 * Colour a new promotion/relegation rule starts with and returns to after adding (docs/product.md#editors).
 */
export const DEFAULT_COLOUR = '#aabbcc';

/**
 * What the hex input keeps of what was typed: hex digits only, at most 6 (8 with alpha)
 * (docs/product.md#editors).
 * The result has no leading '#'.
 */
export const sanitizeHexInput = (input: string, alpha = false): string =>
  input.replace(/[^0-9a-fA-F]/g, '').slice(0, alpha ? 8 : 6);

/**
 * A complete hex colour: 3 or 6 digits (4 or 8 with alpha), with or without a leading '#'
 * (docs/product.md#editors).
 */
export const isValidHex = (value: string, alpha = false): boolean => {
  const digits = value.startsWith('#') ? value.slice(1) : value;
  if (!/^[0-9a-fA-F]*$/.test(digits)) return false;
  const lengths = alpha ? [3, 4, 6, 8] : [3, 6];
  return lengths.includes(digits.length);
};

/** A stored colour: '#' followed by a valid hex value (the colour-rules widget stores '#rrggbb'). */
export const isHexColour = (value: unknown, alpha = false): value is string =>
  typeof value === 'string' && value.startsWith('#') && isValidHex(value, alpha);
