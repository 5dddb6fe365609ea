/**
 * Contracts of the safe-editing calls (docs/product.md#safe-editing, decision 064): versions on the wire,
 * revisions and restore.
 * Declared once here; the server answers these shapes and the console reads them.
 */
import { z } from 'zod';
import { etagOfVersion } from './names';
import { writeSourceSchema } from './write-source';

/** Who wrote a revision: the product token's `sub` and the user's email; both null for the initial data. */
export const revisionAuthorSchema = z.object({ sub: z.string().nullable(), email: z.string().nullable() });

/**
 * A change the website showed because its customer's defaults changed (decision 154): who changed the
 * defaults, and what the website shows differently, in History's words ("Number of leaders per statistic:
 * 5 → 7"). Not a version of the website: it cannot be restored on it.
 */
export const inheritedChangeSchema = z
  .object({
    /** The person (or API token) who saved the defaults: their name, else their email. */
    by: z.string().nullable(),
    changes: z.array(z.string()),
  })
  .meta({ id: 'InheritedChange' });
export type InheritedChange = z.infer<typeof inheritedChangeSchema>;

/**
 * A revision as the list answers it: no document, so a page of 50 stays small. An entry with `fromDefaults`
 * is a change of the customer's defaults the website showed; its `version` is the website's own version it
 * followed (0 when the website stored nothing yet), and it is listed just above that version.
 */
export const revisionSummarySchema = z
  .object({
    version: z.number().int().min(0),
    author: revisionAuthorSchema,
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    /** Names of the fields this write changed, compared with the version before it. */
    changedFields: z.array(z.string()),
    /** Where the write came from (decision 104); null for the initial data and writes stored before sources were. */
    source: writeSourceSchema.nullable(),
    /** Why, when the writer gave a reason (docs/product.md#approvals). */
    reason: z.string().optional(),
    fromDefaults: inheritedChangeSchema.optional(),
  })
  .meta({ id: 'RevisionSummary' });
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionSchema = revisionSummarySchema
  .extend({
    version: z.number().int().min(1),
    websiteId: z.string(),
    resource: z.string(),
    /** The whole configuration document as this write stored it. */
    document: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Revision' });
export type Revision = z.infer<typeof revisionSchema>;

/** GET /v1/config/{websiteId}/{resource}/revisions?limit&offset: newest first, paged with links.next. */
export const revisionListAnswerSchema = z.object({
  data: z.array(revisionSummarySchema),
  links: z.object({ next: z.string().optional() }),
});
export type RevisionListAnswer = z.infer<typeof revisionListAnswerSchema>;

/** GET …/revisions/{version}. */
export const revisionAnswerSchema = z.object({ data: z.array(revisionSchema).length(1) });

export { etagOfVersion } from './names';

/**
 * Whether an If-Match field value names `version` (RFC 9110 section 13.1.1): `*` matches any, a list
 * matches when one member does, weak tags never match (strong comparison). `undefined` when the value is not
 * a valid If-Match (so the server can say so instead of answering 412).
 */
export function ifMatchNames(header: string, version: number): boolean | undefined {
  const value = header.trim();
  if (value === '*') return true;
  const tags = value.split(',').map((tag) => tag.trim());
  if (tags.length === 0 || tags.some((tag) => !/^(W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/.test(tag))) {
    return undefined;
  }
  return tags.some((tag) => tag === etagOfVersion(version));
}

export {
  IF_MATCH_REQUIRED_MESSAGE,
  INVALID_IF_MATCH_MESSAGE,
  REVISION_NOT_FOUND_MESSAGE,
  STALE_VERSION_MESSAGE,
} from './names';

export const revisionParamsSchema = z.object({
  websiteId: z.string().min(1),
  resource: z.string().min(1),
  version: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a version number')
    .transform(Number),
});
