/**
 * Restoring a revision (docs/product.md#safe-editing): a new version equal to an old revision's document,
 * through the one write path (write-document.ts) and validated by today's rules: a revision that no longer
 * fits the website (a season it has lost) answers 400 naming the field, and nothing is written. Its source is
 * the revision restored.
 */
import { type ConfigDocument, type WriteSource, websiteOnlyFields } from '@eua/shared';
import { revisionOr404 } from './config.service';
import {
  checkPreconditionShape,
  recordedWrite,
  type WriteContext,
  type WritePrecondition,
  writeOwnedDocument,
} from './write-document';

export type RestoreConfigOptions = WriteContext & {
  target: { websiteId: string; resource: string; version: number };
  precondition: WritePrecondition;
};

export function restoreConfig({
  target,
  precondition,
  ...context
}: RestoreConfigOptions): Promise<ConfigDocument> {
  const { websiteId, resource, version } = target;
  const source: WriteSource = { kind: 'restore', detail: { version } };
  return recordedWrite(context, { websiteId, resource, source }, async (website, feature) => {
    checkPreconditionShape(precondition);
    const revision = await revisionOr404(context.db, websiteId, resource, version);
    // A version stored while the website followed its customer's defaults (decision 145) holds only the
    // fields it set: restoring it sets those again and lets the others follow the defaults, as they did.
    const followed = feature.fields
      .map((field) => field.name)
      .filter((name) => !Object.hasOwn(revision.document, name) && !websiteOnlyFields.has(name));
    return writeOwnedDocument(
      context,
      { website, feature },
      followed.length > 0
        ? { body: revision.document, source, precondition, base: 'stored', drop: followed }
        : { body: revision.document, source, precondition, base: 'defaults' },
    );
  });
}
