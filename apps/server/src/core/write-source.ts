/**
 * Where a write came from (decision 104) as a revision and an activity entry store it: a kind, and a detail
 * as JSON text for the kinds that have one.
 */
import type { WriteSource } from '@eua/shared';

/** A source's detail as its JSON text, null for a kind without one. */
export const sourceDetailOf = (source: WriteSource): string | null =>
  'detail' in source && source.detail !== undefined ? JSON.stringify(source.detail) : null;

/** A stored kind and detail as the source they were made from; null when none was stored. */
export const sourceOf = (kind: string | null, detail: unknown): WriteSource | null =>
  kind === null
    ? null
    : ({ kind, ...(detail === null || detail === undefined ? {} : { detail }) } as WriteSource);
