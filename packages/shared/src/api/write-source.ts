/**
 * Where a configuration write came from (docs/product.md#write-sources, decision 104): every write carries a
 * source, stored on its revision and its activity entry. Declared once here; the server stores and answers
 * it, the console words it (history/write-source-words.ts).
 */
import { z } from 'zod';
import { apiTokenRoles, memberRoles } from './names';

/** Someone named in a source (who set a schedule): the product token's `sub` and the name shown. */
const personSchema = z.object({ sub: z.string().nullable(), name: z.string().nullable() });

export const writeSourceSchema = z
  .discriminatedUnion('kind', [
    /** A save in the console's form (the console sends `X-Change-Source: console`). */
    z.object({ kind: z.literal('save') }),
    /** A PUT by any other client. */
    z.object({ kind: z.literal('api') }),
    /** A revision restored as a new version. */
    z.object({ kind: z.literal('restore'), detail: z.object({ version: z.number().int().min(1) }) }),
    /** Copied from another website of the same customer. */
    z.object({
      kind: z.literal('copy'),
      detail: z.object({ websiteId: z.string(), websiteName: z.string() }),
    }),
    /** Imported from a file. */
    z.object({ kind: z.literal('import'), detail: z.object({ fileName: z.string() }) }),
    /** One of many documents changed together; `operationId` ties them together. */
    z.object({ kind: z.literal('bulk'), detail: z.object({ operationId: z.string() }).partial().optional() }),
    /** A draft published by hand; `author` wrote the draft (docs/product.md#drafts-and-scheduled-publishing). */
    z.object({
      kind: z.literal('publish'),
      detail: z.object({ draftId: z.string(), author: personSchema }).partial().optional(),
    }),
    /**
     * A draft published when its time came: who set the schedule and when it was due (ISO 8601), the local
     * time and time zone it was set in, and `late` when it ran well after that (no server was running).
     */
    z.object({
      kind: z.literal('schedule'),
      detail: z.object({
        setBy: personSchema,
        dueAt: z.string(),
        draftId: z.string().optional(),
        at: z.string().optional(),
        timeZone: z.string().optional(),
        late: z.boolean().optional(),
      }),
    }),
    /**
     * Not a configuration write: a change to the customer's webhooks (docs/product.md#webhooks), logged beside
     * them; `paused` is the server pausing an endpoint that failed for 3 days.
     */
    z.object({
      kind: z.literal('webhook'),
      detail: z.object({
        action: z.enum(['created', 'changed', 'deleted', 'paused']),
        webhookId: z.string(),
        url: z.string(),
      }),
    }),
    /**
     * Not a configuration write: an Admin gave a person a role (`from` null), changed it, or took it away
     * (`to` null) (docs/product.md#roles). Its activity entry names no website.
     */
    z.object({
      kind: z.literal('members'),
      detail: z.object({
        member: personSchema,
        from: z.enum(memberRoles).nullable(),
        to: z.enum(memberRoles).nullable(),
      }),
    }),
    /** Not a configuration write: an Admin made or revoked an API token (docs/product.md#api-tokens). */
    z.object({
      kind: z.literal('api-token'),
      detail: z.object({
        name: z.string(),
        role: z.enum(apiTokenRoles),
        action: z.enum(['created', 'revoked']),
      }),
    }),
  ])
  .meta({ id: 'WriteSource' });
export type WriteSource = z.infer<typeof writeSourceSchema>;
export type WriteSourceKind = WriteSource['kind'];

export { CHANGE_SOURCE_HEADER, CONSOLE_CHANGE_SOURCE, writeSourceKinds } from './names';
