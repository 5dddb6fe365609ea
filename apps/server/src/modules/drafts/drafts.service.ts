/**
 * Drafts (docs/product.md#drafts-and-scheduled-publishing, decision 115): a screen's settings saved apart from
 * the live ones, checked by the same rules as a save, published through the one configuration write
 * (config/write-document.ts, decisions 104 and 121) only while the live settings are still the ones the draft was made
 * from. A draft never changes what the public widget path serves; its publish does, as a save would.
 */
import {
  type ActivityAction,
  BAD_SCHEDULE_TIME_MESSAGE,
  type ConfigDocument,
  changedFields,
  type Draft,
  defaultConfig,
  etagOfVersion,
  type FeatureDefinition,
  INVALID_IF_MATCH_MESSAGE,
  ifMatchNames,
  localDateTimeWords,
  NO_DRAFT_MESSAGE,
  PAST_SCHEDULE_MESSAGE,
  PUBLISH_CONFLICT_MESSAGE,
  resolveFeatureSettings,
  type Schedule,
  type ScheduledChange,
  STALE_VERSION_MESSAGE,
  type WriteSource,
} from '@eua/shared';
import type { Db, Queryable } from '../../db';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { type ActivityRecord, recordActivity } from '../activity/activity.service';
import { publishTermsOf } from '../approvals/approval-policy';
import { requireScope, requireWriteScope } from '../auth/product-auth';
import { changeNamesOf, describeSettingsChange } from '../config/change-words';
import { documentOf, featureOr404, findConfig, ownedWebsite, shownConfig } from '../config/config.service';
import {
  checkBody,
  recordedWrite,
  type WriteContext,
  type WriteServices,
  writeFactsOf,
  writeOwnedDocument,
} from '../config/write-document';
import type { VerifiedProductToken } from '../tokens/product-token';
import type { WebsiteRecord } from '../websites/websites.service';
import {
  deleteDraftIfVersion,
  deleteScheduleIfVersion,
  findDraft,
  insertDraft,
  listScheduledDrafts,
  type StoredDraft,
  updateDraftIfVersion,
  upsertSchedule,
} from './drafts.repo';
import { scheduleTime } from './local-time';

/** A screen's draft as stored, and letting go of one once published: for the approvals' calls. */
export { deleteDraftIfVersion, findDraft, type StoredDraft } from './drafts.repo';

/** What the drafts' calls use: the configuration writes' services and the clock. */
export type DraftServices = WriteServices & {
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number;
};

export const DRAFT_IF_MATCH_REQUIRED_MESSAGE =
  'This screen has a draft: send If-Match with its version (the ETag of GET …/draft).';
export const STALE_DRAFT_MESSAGE =
  'This draft was changed by someone else after you loaded it: review the current draft and save again.';
export const DRAFT_GONE_MESSAGE =
  'This draft was published or discarded after you loaded it: reload the screen to see the live settings.';

type Screen = { website: WebsiteRecord; feature: FeatureDefinition };

/** The activity entry of a change to a screen's draft, its schedule or its review links (decision 129). */
export const entryOf = (
  principal: VerifiedProductToken,
  { website, feature }: Screen,
  action: ActivityAction,
  changes: readonly string[],
): ActivityRecord => ({
  customerId: principal.customerId,
  who: principal.sub,
  action,
  website: { websiteId: website.websiteId, name: website.name },
  resource: feature.resource,
  changes,
});

/** The website (the principal's, else 404) and the screen (else 404), as every call of a draft starts. */
async function screenOf(
  db: Db,
  principal: VerifiedProductToken,
  websiteId: string,
  resource: string,
  services: WriteServices,
): Promise<Screen> {
  const website = await ownedWebsite(db, services.cache, principal, websiteId);
  return { website, feature: featureOr404(resource) };
}

/** The live document of a screen, as the configuration GET answers it. */
export async function liveDocumentOf(db: Db, { website, feature }: Screen, services: WriteServices) {
  return documentOf(
    db,
    website,
    feature,
    await findConfig(db, website.websiteId, feature.resource),
    services.cache,
  );
}

/** What the draft changes from the live settings, one line per field in the history's words. */
export async function changesOf(
  db: Queryable,
  feature: FeatureDefinition,
  live: ConfigDocument,
  draftConfig: Record<string, unknown>,
): Promise<string[]> {
  return describeSettingsChange(
    feature,
    live,
    await changeNamesOf(db, live.websiteId),
    live.config,
    draftConfig,
  );
}

const scheduleOf = (stored: StoredDraft['schedule']): Schedule | null =>
  stored && {
    at: stored.at,
    timeZone: stored.timeZone,
    dueAt: stored.dueAt,
    setBy: stored.setBy,
    setAt: stored.setAt,
    status: stored.status,
    message: stored.message,
  };

/** A stored draft as the API answers it, with what it changes from `live`. */
export async function draftAnswerOf(
  db: Db,
  feature: FeatureDefinition,
  live: ConfigDocument,
  draft: StoredDraft,
): Promise<Draft> {
  const changes = await changesOf(db, feature, live, draft.config);
  return {
    config: resolveFeatureSettings(feature, draft.config, live),
    version: draft.version,
    baseVersion: draft.baseVersion,
    author: draft.author,
    updatedAt: draft.updatedAt,
    changes,
    changeCount: changes.length,
    schedule: scheduleOf(draft.schedule),
  };
}

/** 412 of a draft write: the draft as it is now (or, when it is gone, that it is). */
async function staleDraft(db: Db, screen: Screen, services: WriteServices): Promise<HttpError> {
  const current = await findDraft(db, screen.website.websiteId, screen.feature.resource);
  if (!current) return new HttpError(412, DRAFT_GONE_MESSAGE);
  const live = await liveDocumentOf(db, screen, services);
  return new HttpError(
    412,
    STALE_DRAFT_MESSAGE,
    [],
    { current: await draftAnswerOf(db, screen.feature, live, current) },
    { etag: etagOfVersion(current.version) },
  );
}

/**
 * The draft a write is made against, by If-Match (docs/product.md#drafts-and-scheduled-publishing): 400 when
 * malformed, 428 when missing, 404 without a draft, 412 when it names another version.
 */
export async function draftByIfMatch(
  db: Db,
  screen: Screen,
  ifMatch: string | undefined,
  services: WriteServices,
): Promise<StoredDraft> {
  if (ifMatch !== undefined && ifMatchNames(ifMatch, 0) === undefined)
    throw badRequest(INVALID_IF_MATCH_MESSAGE);
  const draft = await findDraft(db, screen.website.websiteId, screen.feature.resource);
  if (!draft) throw notFound(NO_DRAFT_MESSAGE);
  if (ifMatch === undefined) throw new HttpError(428, DRAFT_IF_MATCH_REQUIRED_MESSAGE);
  if (!ifMatchNames(ifMatch, draft.version)) throw await staleDraft(db, screen, services);
  return draft;
}

/** The screen's draft; 404 "No draft" when it has none (for the calls that act on one). */
export async function readDraft(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string },
  services: DraftServices,
): Promise<Draft> {
  const draft = await readDraftIfAny(db, principal, target, services);
  if (!draft) throw notFound(NO_DRAFT_MESSAGE);
  return draft;
}

/**
 * The screen's draft, or null when it has none: a screen without a draft is the routine case, not an error
 * (decision 135). An unknown website or screen still fails as a read does.
 */
export async function readDraftIfAny(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string },
  services: DraftServices,
): Promise<Draft | null> {
  const screen = await screenOf(db, principal, target.websiteId, target.resource, services);
  const draft = await findDraft(db, target.websiteId, screen.feature.resource);
  if (!draft) return null;
  return draftAnswerOf(db, screen.feature, await liveDocumentOf(db, screen, services), draft);
}

/**
 * Saves a draft: `body` as a PUT takes it, merged over the draft (the live settings for a first draft) and
 * checked by the same rules (400). A first draft needs no If-Match and is made from the live version; a
 * later save names the draft's version (428, 412). `rebase` moves the draft onto the live version now.
 */
export async function saveDraft(
  db: Db,
  principal: VerifiedProductToken,
  write: { websiteId: string; resource: string; body: unknown; ifMatch: string | undefined; rebase: boolean },
  services: DraftServices,
): Promise<Draft> {
  const screen = await screenOf(db, principal, write.websiteId, write.resource, services);
  const { website, feature } = screen;
  requireScope(principal, 'draft');
  if (write.ifMatch !== undefined && ifMatchNames(write.ifMatch, 0) === undefined) {
    throw badRequest(INVALID_IF_MATCH_MESSAGE);
  }
  const existing = await findDraft(db, website.websiteId, feature.resource);
  if (existing) {
    if (write.ifMatch === undefined) throw new HttpError(428, DRAFT_IF_MATCH_REQUIRED_MESSAGE);
    if (!ifMatchNames(write.ifMatch, existing.version)) throw await staleDraft(db, screen, services);
  } else if (write.ifMatch !== undefined && write.ifMatch.trim() !== '*') {
    // It was edited from a draft that is gone (published or discarded): saving it anew could undo a publish
    // nobody saw.
    throw new HttpError(412, DRAFT_GONE_MESSAGE);
  }
  const stored = await findConfig(db, website.websiteId, feature.resource);
  const facts = await writeFactsOf(db, services.cache, website, feature);
  // A first draft starts from what the website shows: its own values over its customer's defaults.
  const base = existing?.config ?? (await shownConfig(db, website, feature, facts.lookups))?.config;
  const checked = checkBody(feature, website, facts, write.body, 'stored', base);
  if (!checked.ok) throw badRequest(checked.message, checked.errors);
  const liveVersion = stored?.version ?? 0;
  // A save that changes nothing stores nothing (as a configuration write): the draft keeps its version.
  if (
    existing &&
    (!write.rebase || existing.baseVersion === liveVersion) &&
    changedFields(feature, existing.config, checked.config).length === 0
  ) {
    return draftAnswerOf(
      db,
      feature,
      await documentOf(db, website, feature, stored, services.cache),
      existing,
    );
  }
  // What this save changes, from the draft before it (the live settings for a first draft), in History's
  // words: the activity entry stored with the draft, in its transaction (decision 129).
  const changes = describeSettingsChange(
    feature,
    facts.facts,
    facts.names,
    base ?? defaultConfig(feature, facts.facts),
    checked.config,
  );
  const saved = await db.transaction(async (tx) => {
    const row = existing
      ? await updateDraftIfVersion(tx, {
          websiteId: website.websiteId,
          resource: feature.resource,
          expectedVersion: existing.version,
          config: checked.config,
          baseVersion: write.rebase ? liveVersion : undefined,
          authorSub: principal.sub,
        })
      : await insertDraft(tx, {
          websiteId: website.websiteId,
          resource: feature.resource,
          config: checked.config,
          baseVersion: liveVersion,
          authorSub: principal.sub,
        });
    if (row) await recordActivity(tx, entryOf(principal, screen, 'draft-saved', changes));
    return row;
  });
  if (!saved) throw await staleDraft(db, screen, services);
  const live = await documentOf(db, website, feature, stored, services.cache);
  return draftAnswerOf(db, feature, live, saved);
}

/** Discards a draft at the version If-Match names, and its schedule. */
export async function discardDraft(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string; ifMatch: string | undefined },
  services: DraftServices,
): Promise<void> {
  const screen = await screenOf(db, principal, target.websiteId, target.resource, services);
  requireScope(principal, 'draft');
  const draft = await draftByIfMatch(db, screen, target.ifMatch, services);
  // What was thrown away: the draft's changes from the live settings.
  const changes = await changesOf(
    db,
    screen.feature,
    await liveDocumentOf(db, screen, services),
    draft.config,
  );
  const discarded = await db.transaction(async (tx) => {
    const gone = await deleteDraftIfVersion(tx, target.websiteId, screen.feature.resource, draft.version);
    if (gone) await recordActivity(tx, entryOf(principal, screen, 'draft-discarded', changes));
    return gone;
  });
  if (!discarded) throw await staleDraft(db, screen, services);
}

/** A publish's own refusal: the live settings moved on after the draft was made (409, nothing written). */
async function publishConflict(db: Db, screen: Screen, draft: StoredDraft, services: WriteServices) {
  const live = await liveDocumentOf(db, screen, services);
  return new HttpError(409, PUBLISH_CONFLICT_MESSAGE, undefined, {
    live,
    draft: await draftAnswerOf(db, screen.feature, live, draft),
  });
}

/** How a publish is asked for: by hand (If-Match on the draft) or by its schedule (the draft it claimed). */
export type PublishRequest = {
  websiteId: string;
  resource: string;
  /** If-Match on the draft's version, as the request sent it. */
  ifMatch: string | undefined;
  /** The write's source; `author` is filled in from the draft for a publish by hand. */
  source: WriteSource;
};

/**
 * Publishes a draft through the configuration write (docs/product.md#drafts-and-scheduled-publishing): the
 * draft's settings as the whole document, with If-Match on the live version it was made from, so the same
 * rules, revision, activity entry, cache drops and CDN purge as a save — or 409 when the live settings
 * changed after the draft was made. A refusal is recorded in the activity log as a save's is. Answers the
 * new live document and the draft published; the caller lets go of the draft.
 */
export async function publishDraftWrite({
  request,
  ...context
}: WriteContext & { request: PublishRequest }): Promise<{ document: ConfigDocument; draft: StoredDraft }> {
  const { db, services } = context;
  let published: StoredDraft | undefined;
  const document = await recordedWrite(
    context,
    { websiteId: request.websiteId, resource: request.resource, source: request.source },
    async (website, feature) => {
      const screen = { website, feature };
      const draft = await draftByIfMatch(db, screen, request.ifMatch, services);
      const live = await findConfig(db, website.websiteId, feature.resource);
      if ((live?.version ?? 0) !== draft.baseVersion)
        throw await publishConflict(db, screen, draft, services);
      // Following its customer's defaults, the website sets only the values the draft changes from what it
      // shows (decision 145); else the draft is the whole document, as before.
      const shown = await shownConfig(db, website, feature);
      const changed = shown?.inherits ? changedFields(feature, shown.config, draft.config) : undefined;
      const body = changed
        ? Object.fromEntries(changed.map((name) => [name, draft.config[name]]))
        : draft.config;
      const source: WriteSource =
        request.source.kind === 'publish'
          ? {
              kind: 'publish',
              detail: { draftId: draft.id, author: { sub: draft.author.id, name: draft.author.name } },
            }
          : request.source;
      try {
        const written = await writeOwnedDocument(
          context,
          { website, feature },
          {
            body,
            source,
            precondition: { ifMatch: etagOfVersion(draft.baseVersion), requireIfMatch: false },
            base: changed ? 'stored' : 'defaults',
            ...(await publishTermsOf(db, context.principal.customerId, draft)),
          },
        );
        published = draft;
        return written;
      } catch (error) {
        // A save that came in between the check and the write: the same conflict.
        if (
          error instanceof HttpError &&
          error.statusCode === 412 &&
          error.message === STALE_VERSION_MESSAGE
        ) {
          throw await publishConflict(db, screen, draft, services);
        }
        throw error;
      }
    },
  );
  if (!published) throw new Error('A publish answered without its draft');
  return { document, draft: published };
}

/** A publish by hand: the draft goes live and is gone (its schedule with it). */
export async function publishDraft(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string; ifMatch: string | undefined },
  services: DraftServices,
): Promise<ConfigDocument> {
  const { document, draft } = await publishDraftWrite({
    db,
    principal,
    services,
    request: { ...target, source: { kind: 'publish' } },
  });
  await deleteDraftIfVersion(db, target.websiteId, target.resource, draft.version);
  return document;
}

/** The website's time zone for schedules: General's time zone, else UTC. */
async function timeZoneOf(db: Db, website: WebsiteRecord): Promise<string> {
  const general = await findConfig(db, website.websiteId, 'general');
  const zone = general?.config.timezone;
  return typeof zone === 'string' && zone !== '' ? zone : 'UTC';
}

/**
 * Sets (or changes) when a draft is published: `at` is a local date-time in the website's time zone or an
 * RFC 3339 instant with its offset, which must be in the future (400 at the field). The schedule is pending
 * again whatever it was; the change is recorded in the activity log in the same transaction.
 */
export async function scheduleDraft(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string; ifMatch: string | undefined; at: string },
  services: DraftServices,
): Promise<Draft> {
  const screen = await screenOf(db, principal, target.websiteId, target.resource, services);
  requireWriteScope(principal);
  const draft = await draftByIfMatch(db, screen, target.ifMatch, services);
  const timeZone = await timeZoneOf(db, screen.website);
  const time = scheduleTime(target.at, timeZone);
  if (!time)
    throw badRequest(BAD_SCHEDULE_TIME_MESSAGE, [{ field: 'at', message: BAD_SCHEDULE_TIME_MESSAGE }]);
  const { dueAt, at } = time;
  const now = services.now();
  if (dueAt.getTime() <= now) {
    throw badRequest(PAST_SCHEDULE_MESSAGE, [{ field: 'at', message: PAST_SCHEDULE_MESSAGE }]);
  }
  const when = `${localDateTimeWords(at)} ${timeZone}`;
  const before = draft.schedule && `${localDateTimeWords(draft.schedule.at)} ${draft.schedule.timeZone}`;
  const set = await db.transaction(async (tx) => {
    const done = await upsertSchedule(tx, {
      draftId: draft.id,
      version: draft.version,
      dueAt,
      at,
      timeZone,
      setBy: principal.sub,
      setAt: new Date(now),
    });
    if (done) {
      await recordActivity(
        tx,
        before
          ? entryOf(principal, screen, 'schedule-changed', [`Publication: ${before} → ${when}`])
          : entryOf(principal, screen, 'schedule-set', [`Publication: ${when}`]),
      );
    }
    return done;
  });
  if (!set) throw await staleDraft(db, screen, services);
  return readDraft(db, principal, target, services);
}

/** Cancels a draft's schedule (none: nothing to do); the draft stays. */
export async function cancelSchedule(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string; ifMatch: string | undefined },
  services: DraftServices,
): Promise<Draft> {
  const screen = await screenOf(db, principal, target.websiteId, target.resource, services);
  requireWriteScope(principal);
  const draft = await draftByIfMatch(db, screen, target.ifMatch, services);
  const was = draft.schedule && `${localDateTimeWords(draft.schedule.at)} ${draft.schedule.timeZone}`;
  const cancelled = await db.transaction(async (tx) => {
    const done = await deleteScheduleIfVersion(tx, draft.id, draft.version);
    // No schedule: nothing was cancelled, nothing to record.
    if (done && was) {
      await recordActivity(
        tx,
        entryOf(principal, screen, 'schedule-cancelled', [`Publication: ${was} → (none)`]),
      );
    }
    return done;
  });
  if (!cancelled) throw await staleDraft(db, screen, services);
  return readDraft(db, principal, target, services);
}

/** The customer's scheduled changes not yet published (pending, conflicted, failed), soonest first. */
export async function readScheduled(
  db: Db,
  principal: VerifiedProductToken,
  services: DraftServices,
): Promise<ScheduledChange[]> {
  const drafts = await listScheduledDrafts(db, principal.customerId);
  const changes: ScheduledChange[] = [];
  for (const draft of drafts) {
    const schedule = scheduleOf(draft.schedule);
    const screen = await screenOf(db, principal, draft.websiteId, draft.resource, services);
    const live = await liveDocumentOf(db, screen, services);
    if (!schedule) continue;
    changes.push({
      websiteId: draft.websiteId,
      websiteName: draft.websiteName,
      resource: draft.resource,
      schedule,
      author: draft.author,
      changeCount: (await changesOf(db, screen.feature, live, draft.config)).length,
    });
  }
  return changes;
}
