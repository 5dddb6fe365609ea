/**
 * Websites and their organisation → competition → season tree (docs/product.md#data-api). Only this file
 * reads them.
 */
import type { Organization, Season, Website } from '@eua/shared';
import type { Queryable } from '../../db';

/** The rows as the API answers them (packages/shared/src/api/websites.ts): one declaration of each shape. */
export type WebsiteRecord = Website;
export type OrganizationRecord = Organization;
export type CompetitionRecord = { competitionId: string; organizationId: string; nameLocal: string };
export type SeasonRecord = Season;

const websiteColumns = 'id as "websiteId", name, sport, tracking_data as "trackingData"';

/** One page of the customer's websites, ordered by id, plus whether more follow. */
export async function listWebsites(
  db: Queryable,
  customerId: string,
  page: { limit: number; offset: number; kind?: 'website' | 'defaults' },
): Promise<{ items: WebsiteRecord[]; hasMore: boolean }> {
  const rows = await db.query<WebsiteRecord>(
    `select ${websiteColumns} from websites where customer_id = $1 and kind = $4
      order by id limit $2 offset $3`,
    [customerId, page.limit + 1, page.offset, page.kind ?? 'website'],
  );
  return { items: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/**
 * A website of `customerId`; another customer's website is simply not found
 * (docs/product.md#tokens-and-access).
 */
export async function findWebsite(
  db: Queryable,
  customerId: string,
  websiteId: string,
): Promise<WebsiteRecord | undefined> {
  const rows = await db.query<WebsiteRecord>(
    `select ${websiteColumns} from websites where customer_id = $1 and id = $2`,
    [customerId, websiteId],
  );
  return rows[0];
}

/** A website whoever owns it: only for a caller that proved its right another way (a review link). */
export async function findWebsiteById(db: Queryable, websiteId: string): Promise<WebsiteRecord | undefined> {
  const rows = await db.query<WebsiteRecord>(`select ${websiteColumns} from websites where id = $1`, [
    websiteId,
  ]);
  return rows[0];
}

/** The customer a website belongs to, whoever asks: for the command line, which acts for the website's own. */
export async function findWebsiteCustomer(db: Queryable, websiteId: string): Promise<string | undefined> {
  const rows = await db.query<{ customerId: string }>(
    'select customer_id as "customerId" from websites where id = $1',
    [websiteId],
  );
  return rows[0]?.customerId;
}

export async function listOrganizations(db: Queryable, websiteId: string): Promise<OrganizationRecord[]> {
  return db.query<OrganizationRecord>(
    `select organization_id as "organizationId", name_local as "nameLocal"
       from organizations where website_id = $1 order by name_local, organization_id`,
    [websiteId],
  );
}

export async function listCompetitions(db: Queryable, websiteId: string): Promise<CompetitionRecord[]> {
  return db.query<CompetitionRecord>(
    `select competition_id as "competitionId", organization_id as "organizationId", name_local as "nameLocal"
       from competitions where website_id = $1 order by name_local, competition_id`,
    [websiteId],
  );
}

/** Whether `websiteId` is a customer's defaults rather than a website (decision 144). */
export async function isDefaultsOwner(db: Queryable, websiteId: string): Promise<boolean> {
  const rows = await db.query<{ kind: string }>('select kind from websites where id = $1', [websiteId]);
  return rows[0]?.kind === 'defaults';
}

/**
 * Gives every customer one defaults owner per sport among its websites that has none yet (decision 144; the
 * same statement as migration 0016), named "Defaults · {customer}", with the sport when the customer has
 * several. One set-based statement, whatever the number of customers.
 */
export async function ensureDefaultsOwners(db: Queryable): Promise<void> {
  await db.query(
    `insert into websites (id, customer_id, name, sport, tracking_data, kind)
     select 'defaults-' || s.customer_id || '-' || s.sport, s.customer_id,
            'Defaults · ' || c.name || case when s.sports > 1 then ' · ' || initcap(s.sport) else '' end,
            s.sport, false, 'defaults'
       from (select customer_id, sport, count(*) over (partition by customer_id) as sports
               from (select distinct customer_id, sport from websites where kind = 'website') d) s
       join customers c on c.id = s.customer_id
     on conflict do nothing`,
  );
}

/** Whether the competition belongs to the organisation on this website. */
export async function competitionExists(
  db: Queryable,
  websiteId: string,
  organizationId: string,
  competitionId: string,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from competitions where website_id = $1 and organization_id = $2 and competition_id = $3',
    [websiteId, organizationId, competitionId],
  );
  return rows.length > 0;
}

/** Where each season of a website sits: its competition and that competition's organisation. */
/** Where a season sits: its competition and that competition's organisation. */
export type SeasonPlace = { seasonId: string; competitionId: string; organizationId: string };

export async function listSeasonPlaces(db: Queryable, websiteId: string): Promise<SeasonPlace[]> {
  return db.query(
    `select s.season_id as "seasonId", s.competition_id as "competitionId", c.organization_id as "organizationId"
       from seasons s
       join competitions c on c.website_id = s.website_id and c.competition_id = s.competition_id
      where s.website_id = $1`,
    [websiteId],
  );
}

/**
 * Seasons of the website, newest name first within each competition; only those of `competitionIds` when
 * given. One query however many competitions are asked for (docs/product.md#storage: a fixed number of
 * requests).
 */
export async function listSeasons(
  db: Queryable,
  websiteId: string,
  competitionIds?: readonly string[],
): Promise<SeasonRecord[]> {
  const filter = competitionIds ? 'and competition_id = any($2::text[])' : '';
  return db.query<SeasonRecord>(
    `select season_id as "seasonId", name_local as "nameLocal", competition_id as "competitionId",
            has_tracking_data as "hasTrackingData"
       from seasons where website_id = $1 ${filter}
      order by competition_id, name_local desc, season_id`,
    competitionIds ? [websiteId, [...competitionIds]] : [websiteId],
  );
}
