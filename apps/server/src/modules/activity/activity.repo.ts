/**
 * The activity log (docs/product.md#activity, decision 105): per customer, append-only. A saved write's entry
 * is stored in the write's transaction, a refused write's in a statement of its own (both told by the
 * "configuration committed" event, decision 121); this file also reads pages of the log. Only it writes SQL
 * for the log.
 */
import type { ActivityAction, ActivityEntry, ActivityFilter, WriteSource } from '@eua/shared';
import type { ConfigCommitted, ConfigRefused } from '../../core/config-events';
import { sourceDetailOf, sourceOf } from '../../core/write-source';
import type { Queryable } from '../../db';

/** Where a page starts: just after (older than) the entry at this time (microseconds, UTC) and id. */
export type ActivityKey = { createdAt: string; id: string };

/**
 * Who acted, by their `sub`: a user (name and email), or an API token, named "API token ‹name›" (decision 138;
 * its `sub` is `api-token:{id}`).
 */
const ACTOR_JOINS = (sub: string) =>
  `left join users u on u.id = ${sub} left join api_tokens t on ${sub} = 'api-token:' || t.id::text`;
const ACTOR_NAME = `coalesce(u.name, 'API token ‹' || t.name || '›')`;

/**
 * One entry as a module records it (decision 129): the customer's, by whom (`who`, a `sub`: the name and
 * email are read from the users table), what happened, where (a website and screen, when it has them), the
 * change in plain words and, for a configuration write, its source, version and fields. A refusal carries
 * the status and message its writer was answered.
 */
export type ActivityInsert = {
  customerId: string;
  /** Null when the server itself acted (a webhook paused after failing for days). */
  who: string | null;
  action: ActivityAction;
  website?: { websiteId: string; name: string | null } | undefined;
  resource?: string | undefined;
  source?: WriteSource | undefined;
  outcome?: ActivityEntry['outcome'];
  status?: number;
  message?: string | undefined;
  version?: number | undefined;
  changedFields?: readonly string[];
  changes?: readonly string[];
  reason?: string | null | undefined;
};

/** Stores one entry through `db`: in the transaction of the change it records when `db` is that transaction. */
export async function insertActivity(db: Queryable, entry: ActivityInsert): Promise<void> {
  await db.query(
    `insert into activity (customer_id, user_sub, user_name, user_email, website_id, website_name, resource,
                           source_kind, source_detail, outcome, status, message, version, changed_fields,
                           action, changes, reason)
     select $1, $2, ${ACTOR_NAME}, u.email, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12::text[], $13, $14::text[],
            $15
       from (select 1) as one ${ACTOR_JOINS('$2')}`,
    [
      entry.customerId,
      entry.who,
      entry.website?.websiteId ?? null,
      entry.website?.name ?? null,
      entry.resource ?? null,
      entry.source?.kind ?? null,
      entry.source ? sourceDetailOf(entry.source) : null,
      entry.outcome ?? 'saved',
      entry.status ?? 200,
      entry.message ?? null,
      entry.version ?? null,
      entry.changedFields ?? [],
      entry.action,
      entry.changes ?? [],
      entry.reason ?? null,
    ],
  );
}

/** Records a refused write in one statement of its own: the user's name and email read by their `sub`. */
export async function recordRefusal(db: Queryable, refused: ConfigRefused): Promise<void> {
  await insertActivity(db, {
    customerId: refused.customerId,
    who: refused.who,
    action: 'config-write',
    website:
      refused.websiteId === null ? undefined : { websiteId: refused.websiteId, name: refused.websiteName },
    resource: refused.resource ?? undefined,
    source: refused.source,
    outcome: 'refused',
    status: refused.status,
    message: refused.message,
  });
}

/**
 * Records a saved write through `tx`, the write's transaction, so the entry is there exactly when the write
 * is: the customer read from the website, the author's name and email from the users table by their `sub`.
 */
export async function recordSaved(tx: Queryable, saved: ConfigCommitted): Promise<void> {
  await tx.query(
    `insert into activity (customer_id, user_sub, user_name, user_email, website_id, website_name, resource,
                           source_kind, source_detail, outcome, status, version, changed_fields, changes,
                           reason)
     select w.customer_id, $1, ${ACTOR_NAME}, u.email, $2, $3, $4, $5, $6::jsonb, 'saved', 200, $7, $8::text[],
            $9::text[], $10
       from websites w ${ACTOR_JOINS('$1')}
      where w.id = $2`,
    [
      saved.who,
      saved.websiteId,
      saved.websiteName,
      saved.resource,
      saved.source.kind,
      sourceDetailOf(saved.source),
      saved.version,
      saved.changedFields,
      saved.changes ?? [],
      saved.reason ?? null,
    ],
  );
}

/** The people who appear in a customer's log, by name then email: one row per `sub`, as last recorded. */
export async function listActivityPeople(
  db: Queryable,
  customerId: string,
): Promise<{ sub: string; name: string | null; email: string | null }[]> {
  return db.query(
    `select distinct on (user_sub) user_sub as sub, user_name as name, user_email as email
       from activity
      where customer_id = $1 and user_sub is not null
      order by user_sub, created_at desc, id desc`,
    [customerId],
  );
}

/** Deletes every customer's entries stored before `before`, a batch at a time; answers how many went. */
export async function deleteActivityBefore(db: Queryable, before: Date, batch: number): Promise<number> {
  const rows = await db.query<{ count: string }>(
    `with gone as (
       delete from activity
        where id in (select id from activity where created_at < $1::timestamptz limit $2)
       returning 1)
     select count(*)::text as count from gone`,
    [before.toISOString(), batch],
  );
  return Number(rows[0]?.count ?? 0);
}

type ActivityRow = {
  id: string;
  createdAt: string;
  userSub: string | null;
  userName: string | null;
  userEmail: string | null;
  websiteId: string | null;
  websiteName: string | null;
  resource: string | null;
  sourceKind: string | null;
  sourceDetail: unknown;
  action: ActivityAction;
  changes: string[];
  outcome: ActivityEntry['outcome'];
  status: number;
  message: string | null;
  version: number | null;
  changedFields: string[];
  reason: string | null;
};

const toEntry = (row: ActivityRow): ActivityEntry => ({
  id: row.id,
  createdAt: row.createdAt,
  user: { sub: row.userSub, name: row.userName, email: row.userEmail },
  action: row.action,
  website: row.websiteId === null ? null : { websiteId: row.websiteId, name: row.websiteName },
  resource: row.resource,
  source: row.sourceKind === null ? null : (sourceOf(row.sourceKind, row.sourceDetail) as WriteSource),
  outcome: row.outcome,
  status: row.status,
  message: row.message,
  version: row.version,
  changedFields: row.changedFields,
  changes: row.changes,
  reason: row.reason,
});

/**
 * A page of the customer's log, newest first, matching `filter`, starting after `after`: at most `limit`
 * entries, and the key of the last one when more follow. The order (time, then id) is the index's
 * (customer_id, created_at desc, id desc), so a page is read off the index whatever the log's size; `user`
 * is a `sub` or an email, resolved to one `sub` so that the user's index serves it too.
 */
export async function listActivity(
  db: Queryable,
  customerId: string,
  filter: ActivityFilter,
  page: { limit: number; after?: ActivityKey | undefined },
): Promise<{ entries: ActivityEntry[]; next: ActivityKey | undefined }> {
  const params: unknown[] = [customerId];
  const where = ['customer_id = $1'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.websiteId !== undefined) where.push(`website_id = ${param(filter.websiteId)}`);
  if (filter.user !== undefined) {
    const user = param(filter.user);
    where.push(`user_sub = coalesce((select id from users where lower(email) = lower(${user})), ${user})`);
  }
  if (filter.resource !== undefined) where.push(`resource = ${param(filter.resource)}`);
  if (filter.kind !== undefined) where.push(`source_kind = ${param(filter.kind)}`);
  if (filter.from !== undefined) where.push(`created_at >= ${param(filter.from.toISOString())}::timestamptz`);
  if (filter.to !== undefined) where.push(`created_at < ${param(filter.to.toISOString())}::timestamptz`);
  if (page.after) {
    where.push(
      `(created_at, id) < (${param(page.after.createdAt)}::timestamptz, ${param(page.after.id)}::bigint)`,
    );
  }
  const rows = await db.query<ActivityRow>(
    `select id::text as id,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt",
            user_sub as "userSub", user_name as "userName", user_email as "userEmail",
            website_id as "websiteId", website_name as "websiteName", resource,
            source_kind as "sourceKind", source_detail as "sourceDetail", outcome, status, message, version,
            changed_fields as "changedFields", action, changes, reason
       from activity
      where ${where.join(' and ')}
      order by created_at desc, id desc
      limit ${param(page.limit + 1)}`,
    params,
  );
  const entries = rows.slice(0, page.limit).map(toEntry);
  const last = entries.at(-1);
  return {
    entries,
    next: rows.length > page.limit && last ? { createdAt: last.createdAt, id: last.id } : undefined,
  };
}

/** An entry of a website's log that came from its customer's defaults, as its History lists it. */
export type InheritedChangeRow = {
  id: string;
  createdAt: string;
  userSub: string | null;
  userName: string | null;
  userEmail: string | null;
  version: number | null;
  changedFields: string[];
  changes: string[];
  sourceKind: string | null;
  sourceDetail: unknown;
  reason: string | null;
};

/**
 * The saved entries of a website's screen whose change lines begin with `prefix` (the changes its customer's
 * defaults made it show, decision 154), newest first: by the website's version they followed, then time.
 */
export async function listEntriesWithChangePrefix(
  db: Queryable,
  where: { customerId: string; websiteId: string; resource: string; prefix: string },
  limit: number,
): Promise<InheritedChangeRow[]> {
  return db.query<InheritedChangeRow>(
    `select id::text as id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt",
            user_sub as "userSub", user_name as "userName", user_email as "userEmail", version,
            changed_fields as "changedFields", changes, source_kind as "sourceKind",
            source_detail as "sourceDetail", reason
       from activity
      where customer_id = $1 and website_id = $2 and resource = $3 and outcome = 'saved'
        and action = 'config-write' and starts_with(changes[1], $4)
      order by version desc nulls last, created_at desc, id desc
      limit $5`,
    [where.customerId, where.websiteId, where.resource, where.prefix, limit],
  );
}
