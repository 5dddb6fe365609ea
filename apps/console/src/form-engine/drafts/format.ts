import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A schedule's local date-time ("2026-12-01T00:00", in the website's time zone) in the user's language, as
 * written — "1 Dec 2026, 00:00" — never converted to the browser's time zone.
 */
export function formatLocalDateTime(at: string, locale: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(at);
  if (!parts) return at;
  const [, year, month, day, hour, minute] = parts.map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!));
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: 'h23',
  }).format(date);
}

export function useFormatLocalDateTime(): (at: string) => string {
  const { i18n } = useTranslation();
  return useCallback((at: string) => formatLocalDateTime(at, i18n.language), [i18n.language]);
}
