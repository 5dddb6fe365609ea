import { describe, expect, it } from 'vitest';
import { formatInstant, formatLocalDateTime, sharedTimeZone } from './date-time';

describe('one date/time form across the console (decision 123)', () => {
  it('writes a local date-time as chosen, the zone named once, 24 h or 12 h as the language does', () => {
    expect(formatLocalDateTime('2026-12-01T00:00', 'en-GB', 'Europe/London')).toBe(
      '1 Dec 2026, 00:00 (Europe/London)',
    );
    expect(formatLocalDateTime('2026-12-01T21:24', 'en-US', 'America/New_York')).toMatch(
      /^Dec 1, 2026, 9:24\sPM \(America\/New_York\)$/,
    );
    expect(formatLocalDateTime('2026-12-01T21:24', 'en-GB')).toBe('1 Dec 2026, 21:24');
  });

  it('leaves what is not a date-time as it is', () => {
    expect(formatLocalDateTime('soon', 'en-GB', 'UTC')).toBe('soon');
    expect(formatInstant('never', 'en-GB')).toBe('never');
  });

  it('writes an instant in the reader’s zone, with the same date and time form', () => {
    expect(formatInstant('2026-11-24T10:00:00Z', 'en-GB')).toMatch(/^24 Nov 2026, \d{2}:\d{2}$/);
  });

  it('names a zone once for a page when every time shares it, else leaves it to each time', () => {
    expect(sharedTimeZone(['Europe/London', 'Europe/London'])).toBe('Europe/London');
    expect(sharedTimeZone(['Europe/London', 'UTC'])).toBeNull();
    expect(sharedTimeZone([])).toBeNull();
  });
});
