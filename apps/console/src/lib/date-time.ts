import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The console's one way of writing a date and time (decision 123): the date in the language's medium form
 * and the time as the language writes it — 24 h in en-GB, 12 h in en-US and en-AU — with the time zone
 * named once, after the time, when it is not the reader's own: "1 Dec 2026, 00:00 (Europe/London)".
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(key, format);
  }
  return format;
}

/** An instant (an ISO time with its offset) in the reader's time zone: "24 Nov 2026, 10:00". */
export function formatInstant(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatFor(locale, undefined).format(date);
}

/**
 * A local date-time as written in `timeZone` (a schedule's "2026-12-01T00:00", in the website's zone), never
 * converted to the reader's: "1 Dec 2026, 00:00 (Europe/London)".
 */
export function formatLocalDateTime(at: string, locale: string, timeZone?: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(at);
  if (!parts) return at;
  const [, year, month, day, hour, minute] = parts.map(Number) as number[];
  const written = formatFor(locale, 'UTC').format(
    new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!)),
  );
  return timeZone ? `${written} (${timeZone})` : written;
}

/** A schedule's local date-time in the user's language, its zone named: formatLocalDateTime. */
export function useFormatLocalDateTime(): (at: string, timeZone?: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (at: string, timeZone?: string) => formatLocalDateTime(at, i18n.language, timeZone),
    [i18n.language],
  );
}

/** An instant (a revision, an activity entry, a link's expiry) in the user's language and time zone. */
export function useFormatInstant(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback((iso: string) => formatInstant(iso, i18n.language), [i18n.language]);
}

/** The reader's own time zone ("Europe/London"), the one instants are written in; null when unknown. */
export function readerTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
}

/**
 * The one zone a page's local date-times share, to name once (in a column's heading) instead of after each
 * time; null when they are in several zones (then each names its own) or there are none.
 */
export function sharedTimeZone(zones: readonly (string | undefined)[]): string | null {
  const first = zones[0];
  return first && zones.every((zone) => zone === first) ? first : null;
}
