/**
 * Saving a configuration document (docs/product.md#data-api, #safe-editing): a PUT, and the writes of a copy
 * or bulk edit made one by one. The website the customer's, the write scope, If-Match, today's rules, the
 * revision, the activity entry and the event: the one write path (write-document.ts).
 */
import type { ConfigDocument } from '@eua/shared';
import { type ConfigWrite, recordedWrite, type WriteContext, writeOwnedDocument } from './write-document';

export type SaveConfigOptions = WriteContext & { write: ConfigWrite };

/** Stores `write` and answers the stored document with its version (unchanged: the document as it is). */
export function saveConfig({ write, ...context }: SaveConfigOptions): Promise<ConfigDocument> {
  return recordedWrite(context, write, (website, feature) =>
    writeOwnedDocument(context, { website, feature }, write),
  );
}
