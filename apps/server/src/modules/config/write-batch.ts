/**
 * Several documents written in one transaction or none (an import, an "all or nothing" copy or bulk edit:
 * decisions 113 and 114), through the one write path (write-document.ts): each checked exactly as a save is —
 * the website the customer's, the screen known, the write scope, If-Match, today's rules. If any is refused
 * or fails, nothing is stored and nothing published; the refusals are recorded in the activity log once for
 * the set (decision 129). The documents are written in (website, screen) order, so two such sets over the same documents
 * take their locks in one order and never wait on each other.
 */
import type { ConfigDocument, FeatureDefinition } from '@eua/shared';
import { HttpError } from '../../http/errors';
import { requireWriteScope } from '../auth/product-auth';
import type { WebsiteRecord } from '../websites/websites.service';
import { featureOr404, ownedWebsite } from './config.service';
import {
  type ConfigWrite,
  type PreparedWrite,
  prepareWrite,
  publishRefusal,
  ROLLED_BACK,
  storeWrites,
  type WriteContext,
} from './write-document';

/**
 * What became of one write of several made together: stored (or unchanged), refused or failed with its
 * error, or `skipped` — it could have been stored, but another write of the set could not.
 */
export type TogetherOutcome =
  | { status: 'written'; document: ConfigDocument; unchanged: boolean }
  | { status: 'refused'; error: HttpError }
  | { status: 'failed'; error: unknown }
  | { status: 'skipped' };

export type WriteBatchOptions = WriteContext & { writes: readonly ConfigWrite[] };

const inWriteOrder = (a: ConfigWrite, b: ConfigWrite) =>
  a.websiteId === b.websiteId ? a.resource.localeCompare(b.resource) : a.websiteId.localeCompare(b.websiteId);

export async function writeConfigsTogether({
  writes,
  ...context
}: WriteBatchOptions): Promise<TogetherOutcome[]> {
  const { db, principal, services } = context;
  const outcomes: (TogetherOutcome | undefined)[] = writes.map(() => undefined);
  const toRecord: { index: number; website: WebsiteRecord; feature: FeatureDefinition }[] = [];
  const prepared: { index: number; write: PreparedWrite }[] = [];
  const refuse = (index: number, error: unknown) => {
    outcomes[index] =
      error instanceof HttpError && error.statusCode < 500
        ? { status: 'refused', error }
        : { status: 'failed', error };
  };
  const order = writes
    .map((write, index) => ({ write, index }))
    .sort((a, b) => inWriteOrder(a.write, b.write));
  for (const { write, index } of order) {
    let website: WebsiteRecord;
    let feature: FeatureDefinition;
    try {
      website = await ownedWebsite(db, services.cache, principal, write.websiteId);
      feature = featureOr404(write.resource);
    } catch (error) {
      refuse(index, error);
      continue;
    }
    toRecord.push({ index, website, feature });
    try {
      requireWriteScope(principal);
      prepared.push({ index, write: await prepareWrite(context, { website, feature }, write) });
    } catch (error) {
      refuse(index, error);
    }
  }
  if (!outcomes.some((outcome) => outcome !== undefined)) {
    try {
      const stored = await storeWrites(
        context,
        prepared.map(({ write }) => write),
        (i, error) => {
          refuse(prepared[i]!.index, error);
          // A database error ends a PostgreSQL transaction: nothing more can be tried in it.
          return error instanceof HttpError ? 'continue' : 'stop';
        },
      );
      for (const [i, { index }] of prepared.entries()) outcomes[index] = { status: 'written', ...stored[i]! };
    } catch (error) {
      if (error !== ROLLED_BACK) throw error;
    }
  }
  // Recorded once for the request (decision 129): the first refusal, naming how many more there were.
  const refused = toRecord.filter(({ index }) => outcomes[index]?.status === 'refused');
  const first = refused[0];
  if (first) {
    const error = (outcomes[first.index] as { error: HttpError }).error;
    const more = refused.length > 1 ? ` (and ${refused.length - 1} more refused in this request)` : '';
    await publishRefusal(
      context,
      { targets: refused, source: writes[first.index]!.source },
      more ? new HttpError(error.statusCode, `${error.message}${more}`) : error,
    );
  }
  return outcomes.map((outcome) => outcome ?? { status: 'skipped' });
}
