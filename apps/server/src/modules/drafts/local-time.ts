/**
 * A local date-time in a time zone as the instant it names (docs/product.md#drafts-and-scheduled-publishing):
 * a schedule is chosen as the website's wall-clock time and stored as UTC; an API client may send an
 * instant with its offset instead, kept as the wall-clock time it falls on (decision 129).
 */
import { LOCAL_DATE_TIME, OFFSET_DATE_TIME } from '@eua/shared';

/** The offset of `timeZone` from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of the local date-time `at` (`2026-12-01T00:00`) in `timeZone`, or undefined when `at` is no
 * such date (`2026-02-30T00:00`) or the zone is unknown. A time a clock change skips (the hour lost in
 * spring) is read with the offset before the change, so it falls an hour later; a time that happens twice
 * (autumn) is its first occurrence.
 */
export function localToInstant(at: string, timeZone: string): Date | undefined {
  const match = LOCAL_DATE_TIME.exec(at);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second ?? 0);
  const back = new Date(wall);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month! - 1 ||
    back.getUTCDate() !== day ||
    hour! > 23 ||
    minute! > 59 ||
    (second ?? 0) > 59
  ) {
    return undefined;
  }
  try {
    // Two passes: the offset a day before is a first guess; the offset at the guess settles a change between.
    const first = wall - offsetAt(wall - 86_400_000, timeZone);
    const earlier = wall - offsetAt(first, timeZone);
    // The first occurrence of an ambiguous time: the earlier of the two readings that land on `wall`.
    const candidates = [first, earlier].filter((t) => t + offsetAt(t, timeZone) === wall);
    return new Date(candidates.length > 0 ? Math.min(...candidates) : first);
  } catch {
    return undefined;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** The wall-clock time of `instant` in `timeZone`, as a local date-time `2026-12-01T10:00` (seconds when not 0). */
export function instantToLocal(instant: Date, timeZone: string): string {
  const wall = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  const seconds = wall.getUTCSeconds();
  const date = `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
  const time = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}${seconds ? `:${two(seconds)}` : ''}`;
  return `${date}T${time}`;
}

/**
 * When a schedule falls (decision 129): `at` is either a local date-time in the website's time zone or an
 * RFC 3339 date-time with its offset (an instant, kept as the website's local time it falls on, so the
 * console shows it as any other). Undefined when `at` names no such time (30 February, 24:00, an offset
 * past 23:59) or the zone is unknown.
 */
export function scheduleTime(at: string, timeZone: string): { dueAt: Date; at: string } | undefined {
  if (LOCAL_DATE_TIME.test(at)) {
    const dueAt = localToInstant(at, timeZone);
    return dueAt && { dueAt, at };
  }
  const match = OFFSET_DATE_TIME.exec(at);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((n) => Number(n ?? 0)) as number[];
  const [offsetHours, offsetMinutes] = [Number(match[9] ?? 0), Number(match[10] ?? 0)];
  const wall = new Date(Date.UTC(year!, month! - 1, day!));
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month! - 1 || wall.getUTCDate() !== day) {
    return undefined;
  }
  if (hour! > 23 || minute! > 59 || second! > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const dueAt = new Date(at.toUpperCase());
  if (Number.isNaN(dueAt.getTime())) return undefined;
  try {
    return { dueAt, at: instantToLocal(dueAt, timeZone) };
  } catch {
    return undefined;
  }
}
