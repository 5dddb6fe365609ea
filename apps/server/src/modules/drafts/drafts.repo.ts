/**
 * Drafts and their schedules (docs/product.md#drafts-and-scheduled-publishing, decision 115): one draft per
 * (website, resource), at most one schedule per draft. Only this file writes their SQL.
 */
import type { Queryable } from '../../db';

export type StoredSchedule = {
  id: string;
  at: string;
  timeZone: string;
  dueAt: string;
  setBy: { id: string; name: string };
  setAt: string;
  status: 'pending' | 'conflicted' | 'failed';
  message: string | null;
};

export type StoredDraft = {
  id: string;
  websiteId: string;
  resource: string;
  config: Record<string, unknown>;
  version: number;
  baseVersion: number;
  author: { id: string; name: string };
  updatedAt: string;
  schedule: StoredSchedule | null;
};

type DraftRow = {
  id: string;
  websiteId: string;
  resource: string;
  config: string;
  version: number;
  baseVersion: number;
  authorSub: string | null;
  authorName: string | null;
  updatedAt: Date | string;
  scheduleId: string | null;
  at: string | null;
  timeZone: string | null;
  dueAt: Date | string | null;
  setBy: string | null;
  setByName: string | null;
  setAt: Date | string | null;
  status: StoredSchedule['status'] | null;
  message: string | null;
};

const iso = (time: Date | string | number) => new Date(time).toISOString();

/** A user as a draft names them: their name, else their id (a user removed since). */
const person = (id: string | null, name: string | null) => ({
  id: id ?? '',
  name: name ?? id ?? 'Unknown user',
});

const toDraft = (row: DraftRow): StoredDraft => ({
  id: row.id,
  websiteId: row.websiteId,
  resource: row.resource,
  config: JSON.parse(row.config) as Record<string, unknown>,
  version: row.version,
  baseVersion: row.baseVersion,
  author: person(row.authorSub, row.authorName),
  updatedAt: iso(row.updatedAt),
  schedule:
    row.scheduleId === null || row.status === null
      ? null
      : {
          id: row.scheduleId,
          at: row.at ?? '',
          timeZone: row.timeZone ?? 'UTC',
          dueAt: iso(row.dueAt ?? 0),
          setBy: person(row.setBy, row.setByName),
          setAt: iso(row.setAt ?? 0),
          status: row.status,
          message: row.message,
        },
});

/** A draft with its author's name and its schedule (not one already published), from `drafts d`. */
const draftSelect = `
  select d.id::text as id, d.website_id as "websiteId", d.resource, d.config::text as config, d.version,
         d.base_version as "baseVersion", d.author_sub as "authorSub", a.name as "authorName",
         d.updated_at as "updatedAt", s.id::text as "scheduleId", s.at, s.time_zone as "timeZone",
         s.due_at as "dueAt", s.set_by as "setBy", b.name as "setByName", s.set_at as "setAt", s.status,
         s.message
    from drafts d
    left join users a on a.id = d.author_sub
    left join scheduled_publishes s on s.draft_id = d.id and s.status <> 'done'
    left join users b on b.id = s.set_by`;

/** The draft of a website's screen, if it has one. */
export async function findDraft(
  db: Queryable,
  websiteId: string,
  resource: string,
): Promise<StoredDraft | undefined> {
  const rows = await db.query<DraftRow>(
    `with drafts as (select * from config_drafts where website_id = $1 and resource = $2) ${draftSelect}`,
    [websiteId, resource],
  );
  return rows[0] && toDraft(rows[0]);
}

/** Makes the screen's first draft (version 1); undefined when one was made meanwhile. */
export async function insertDraft(
  db: Queryable,
  draft: {
    websiteId: string;
    resource: string;
    config: Record<string, unknown>;
    baseVersion: number;
    authorSub: string;
  },
): Promise<StoredDraft | undefined> {
  const rows = await db.query<DraftRow>(
    `with drafts as (
       insert into config_drafts (website_id, resource, config, version, base_version, author_sub)
       values ($1, $2, $3::jsonb, 1, $4, $5)
       on conflict (website_id, resource) do nothing
       returning *)
     ${draftSelect}`,
    [draft.websiteId, draft.resource, JSON.stringify(draft.config), draft.baseVersion, draft.authorSub],
  );
  return rows[0] && toDraft(rows[0]);
}

/**
 * Saves the draft over its version `expectedVersion` (the next version; a new base when `baseVersion` is
 * given); undefined, writing nothing, when the draft is no longer at that version.
 */
export async function updateDraftIfVersion(
  db: Queryable,
  draft: {
    websiteId: string;
    resource: string;
    expectedVersion: number;
    config: Record<string, unknown>;
    baseVersion: number | undefined;
    authorSub: string;
  },
): Promise<StoredDraft | undefined> {
  const rows = await db.query<DraftRow>(
    `with drafts as (
       update config_drafts
          set config = $4::jsonb, version = version + 1, base_version = coalesce($5, base_version),
              author_sub = $6, updated_at = now()
        where website_id = $1 and resource = $2 and version = $3
       returning *)
     ${draftSelect}`,
    [
      draft.websiteId,
      draft.resource,
      draft.expectedVersion,
      JSON.stringify(draft.config),
      draft.baseVersion ?? null,
      draft.authorSub,
    ],
  );
  return rows[0] && toDraft(rows[0]);
}

/** Deletes the draft at `version` with its schedule (the foreign key's cascade); whether it was there. */
export async function deleteDraftIfVersion(
  db: Queryable,
  websiteId: string,
  resource: string,
  version: number,
): Promise<boolean> {
  const rows = await db.query(
    'delete from config_drafts where website_id = $1 and resource = $2 and version = $3 returning id',
    [websiteId, resource, version],
  );
  return rows.length > 0;
}

/**
 * Sets (or changes) the schedule of the draft `draftId` while it is at `version`: pending again, unclaimed,
 * whatever it was. Whether the draft was at that version.
 */
export async function upsertSchedule(
  db: Queryable,
  schedule: {
    draftId: string;
    version: number;
    dueAt: Date;
    at: string;
    timeZone: string;
    setBy: string;
    setAt: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `insert into scheduled_publishes (draft_id, website_id, resource, due_at, at, time_zone, set_by, set_at,
                                      status)
     select d.id, d.website_id, d.resource, $3, $4, $5, $6, $7, 'pending'
       from config_drafts d where d.id = $1 and d.version = $2
     on conflict (draft_id) do update
        set due_at = excluded.due_at, at = excluded.at, time_zone = excluded.time_zone,
            set_by = excluded.set_by, set_at = excluded.set_at, status = 'pending', message = null,
            claimed_by = null, claimed_at = null, done_at = null
     returning id`,
    [
      schedule.draftId,
      schedule.version,
      schedule.dueAt,
      schedule.at,
      schedule.timeZone,
      schedule.setBy,
      schedule.setAt,
    ],
  );
  return rows.length > 0;
}

/** Cancels the schedule of the draft `draftId` while it is at `version`; whether the draft was at it. */
export async function deleteScheduleIfVersion(
  db: Queryable,
  draftId: string,
  version: number,
): Promise<boolean> {
  const rows = await db.query(
    `with draft as (select id from config_drafts where id = $1 and version = $2),
          gone as (delete from scheduled_publishes where draft_id in (select id from draft))
     select id from draft`,
    [draftId, version],
  );
  return rows.length > 0;
}

/** A due schedule as claimed: its draft as it was then. */
export type ClaimedSchedule = {
  scheduleId: string;
  draft: StoredDraft;
  customerId: string;
  schedule: StoredSchedule;
};

/**
 * Claims at most `limit` pending schedules due by `now`, soonest first, for `instance`: each row is locked
 * (FOR UPDATE SKIP LOCKED) and marked claimed in one statement, so two servers polling at once never claim
 * the same one. A claim older than `staleBefore` (its server stopped mid-publish) may be taken again.
 */
export async function claimDueSchedules(
  db: Queryable,
  claim: { now: Date; instance: string; staleBefore: Date; limit: number },
): Promise<ClaimedSchedule[]> {
  const rows = await db.query<DraftRow & { customerId: string }>(
    `with claimed as (
       update scheduled_publishes set claimed_by = $2, claimed_at = $1
        where id in (select id from scheduled_publishes
                      where status = 'pending' and due_at <= $1 and draft_id is not null
                        and (claimed_at is null or claimed_at < $3)
                      order by due_at
                      for update skip locked
                      limit $4)
       returning draft_id),
          drafts as (select * from config_drafts where id in (select draft_id from claimed))
     select x.*, w.customer_id as "customerId"
       from (${draftSelect}) x join websites w on w.id = x."websiteId"
      order by x."dueAt"`,
    [claim.now, claim.instance, claim.staleBefore, claim.limit],
  );
  return rows.flatMap((row) => {
    const draft = toDraft(row);
    return draft.schedule
      ? [{ scheduleId: draft.schedule.id, draft, customerId: row.customerId, schedule: draft.schedule }]
      : [];
  });
}

/**
 * A claimed schedule published: the row stays as the record ('done', let go of its draft), and the draft is
 * deleted if nobody saved it since the claim read it (a later save stays, a draft of its own).
 */
export async function finishPublishedSchedule(
  db: Queryable,
  scheduleId: string,
  draft: { id: string; version: number },
  doneAt: Date,
): Promise<void> {
  await db.query(
    `with done as (
       update scheduled_publishes
          set status = 'done', draft_id = null, done_at = $2, claimed_by = null, claimed_at = null
        where id = $1)
     delete from config_drafts where id = $3 and version = $4`,
    [scheduleId, doneAt, draft.id, draft.version],
  );
}

/** A claimed schedule that could not publish: kept with its draft, with the reason, for the user to see. */
export async function failSchedule(
  db: Queryable,
  scheduleId: string,
  status: 'conflicted' | 'failed',
  message: string,
): Promise<void> {
  await db.query(
    `update scheduled_publishes set status = $2, message = $3, claimed_by = null, claimed_at = null
      where id = $1`,
    [scheduleId, status, message],
  );
}

/** Lets go of a claim without a verdict (the publish threw for a reason of the server's): tried again later. */
export async function releaseClaim(db: Queryable, scheduleId: string): Promise<void> {
  await db.query('update scheduled_publishes set claimed_by = null, claimed_at = null where id = $1', [
    scheduleId,
  ]);
}

/** The customer's drafts with a schedule not yet published, soonest first, with their websites' names. */
export async function listScheduledDrafts(
  db: Queryable,
  customerId: string,
): Promise<(StoredDraft & { websiteName: string })[]> {
  const rows = await db.query<DraftRow & { websiteName: string }>(
    `with drafts as (
       select c.* from config_drafts c join websites w on w.id = c.website_id where w.customer_id = $1)
     select x.*, w.name as "websiteName"
       from (${draftSelect}) x join websites w on w.id = x."websiteId"
      where x."scheduleId" is not null
      order by x."dueAt", x."websiteId", x.resource`,
    [customerId],
  );
  return rows.map((row) => ({ ...toDraft(row), websiteName: row.websiteName }));
}
