/**
 * Review links (docs/product.md#drafts-and-scheduled-publishing, decision 116): a draft shown without a
 * sign-in to whoever holds the link. Only the token's SHA-256 is stored. Only this file writes their SQL.
 */
import type { Queryable } from '../../db';

export type StoredReviewLink = {
  id: string;
  createdAt: string;
  expiresAt: string;
  createdBy: { id: string; name: string };
  revoked: boolean;
};

type LinkRow = {
  id: string;
  createdAt: Date | string;
  expiresAt: Date | string;
  createdBy: string | null;
  createdByName: string | null;
  revokedAt: Date | string | null;
};

const iso = (time: Date | string) => new Date(time).toISOString();

const toLink = (row: LinkRow): StoredReviewLink => ({
  id: row.id,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  createdBy: { id: row.createdBy ?? '', name: row.createdByName ?? row.createdBy ?? 'Unknown user' },
  revoked: row.revokedAt !== null,
});

const linkColumns = `l.id::text as id, l.created_at as "createdAt", l.expires_at as "expiresAt",
  l.created_by as "createdBy", u.name as "createdByName", l.revoked_at as "revokedAt"`;

/** Stores a link to a draft; undefined when the draft is gone (published or discarded meanwhile). */
export async function insertReviewLink(
  db: Queryable,
  link: {
    tokenHash: string;
    /** The draft it shows: the link goes with it (a later draft of the screen is not shown). */
    draftId: string;
    websiteId: string;
    resource: string;
    createdBy: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<StoredReviewLink | undefined> {
  const rows = await db.query<LinkRow>(
    `with l as (
       insert into review_links (token_hash, website_id, resource, created_by, created_at, expires_at, draft_id)
       select $1, $2, $3, $4, $5, $6, d.id from config_drafts d where d.id = $7::bigint
       returning *)
     select ${linkColumns} from l left join users u on u.id = l.created_by`,
    [
      link.tokenHash,
      link.websiteId,
      link.resource,
      link.createdBy,
      link.createdAt,
      link.expiresAt,
      link.draftId,
    ],
  );
  const row = rows[0];
  return row && toLink(row);
}

/**
 * The links of a website's screen — those of its draft: a published or discarded draft's went with it — newest
 * first (at most 100: older ones have long expired).
 */
export async function listReviewLinks(
  db: Queryable,
  websiteId: string,
  resource: string,
): Promise<StoredReviewLink[]> {
  const rows = await db.query<LinkRow>(
    `select ${linkColumns} from review_links l left join users u on u.id = l.created_by
      where l.website_id = $1 and l.resource = $2
      order by l.created_at desc, l.id desc limit 100`,
    [websiteId, resource],
  );
  return rows.map(toLink);
}

/**
 * Revokes a link of one of the customer's websites (already revoked: it stays as it was): its website and
 * screen, and whether this call revoked it, or undefined when the customer has no such link.
 */
export async function revokeReviewLink(
  db: Queryable,
  customerId: string,
  id: string,
  revokedAt: Date,
): Promise<
  | { websiteId: string; websiteName: string; resource: string; expiresAt: string; revokedNow: boolean }
  | undefined
> {
  const rows = await db.query<{
    websiteId: string;
    websiteName: string;
    resource: string;
    expiresAt: Date | string;
    revokedNow: boolean;
  }>(
    `update review_links l set revoked_at = coalesce(l.revoked_at, $3)
       from websites w
      where l.id = $2::bigint and w.id = l.website_id and w.customer_id = $1
     returning l.website_id as "websiteId", w.name as "websiteName", l.resource,
               l.expires_at as "expiresAt", l.revoked_at = $3::timestamptz as "revokedNow"`,
    [customerId, id, revokedAt],
  );
  const row = rows[0];
  return row && { ...row, expiresAt: new Date(row.expiresAt).toISOString() };
}

/** Whether one of the customer's websites has the link `id` (revoked or not). */
export async function hasReviewLink(db: Queryable, customerId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from review_links l join websites w on w.id = l.website_id
      where l.id = $2::bigint and w.customer_id = $1`,
    [customerId, id],
  );
  return rows.length > 0;
}

export type LiveReviewLink = {
  websiteId: string;
  websiteName: string;
  resource: string;
  expiresAt: string;
};

/** The link whose token hashes to `tokenHash`, if it is neither revoked nor expired at `now`. */
export async function findLiveReviewLink(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<LiveReviewLink | undefined> {
  const rows = await db.query<Omit<LiveReviewLink, 'expiresAt'> & { expiresAt: Date | string }>(
    `select l.website_id as "websiteId", w.name as "websiteName", l.resource, l.expires_at as "expiresAt"
       from review_links l join websites w on w.id = l.website_id
      where l.token_hash = $1 and l.revoked_at is null and l.expires_at > $2`,
    [tokenHash, now],
  );
  const row = rows[0];
  return row && { ...row, expiresAt: iso(row.expiresAt) };
}
