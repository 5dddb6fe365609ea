/**
 * The contracts' plain values, without zod: what the console's shell needs (the menu's launcher keys, the
 * read scope, the websites page size, the API's messages, the ETag of a version) can be imported without
 * evaluating any schema (decision 085). common.ts, websites.ts and revisions.ts re-export
 * them, so every existing import still works.
 */

import type { FeatureId } from '../form/types';

/**
 * Each feature's API resource, `/v1/config/{websiteId}/{resource}` (docs/product.md#data-api): its definition's `resource`
 * (features/*.ts), and here without the definitions for the console's boot script, which starts a
 * configuration screen's read before the definitions' chunk has loaded (decision 089). `Record<FeatureId, …>`
 * makes the compiler ask for every feature.
 */
export const featureResources = {
  general: 'general',
  schedule: 'fixtures',
  fixturesFragment: 'fixtures_fragment',
  fixtureDetails: 'fixture_detail',
  standings: 'standings',
  standingsFragment: 'standings-fragment',
  teams: 'entities',
  teamDetails: 'entity_detail',
  personStatistics: 'statistics_persons',
  personDetail: 'person_detail',
  leaders: 'leaders',
  teamStatistics: 'statistics_entities',
  players: 'persons',
  theme: 'theme',
} as const satisfies Record<FeatureId, string>;

/**
 * The scopes a product token carries (docs/product.md#roles, decision 137): reading configuration, saving
 * drafts, making changes live (`config:write`, the name it always had), and administering the customer.
 */
export const READ_SCOPE = 'config:read';
export const DRAFT_SCOPE = 'config:draft';
export const WRITE_SCOPE = 'config:write';
export const ADMIN_SCOPE = 'config:admin';
export const productScopes = [READ_SCOPE, DRAFT_SCOPE, WRITE_SCOPE, ADMIN_SCOPE] as const;

/** A person's role in a customer, lowest first (docs/product.md#roles). */
export const memberRoles = ['viewer', 'editor', 'publisher', 'admin'] as const;
export type MemberRole = (typeof memberRoles)[number];
/** The roles an API token can carry: every role but Admin. */
export const apiTokenRoles = ['viewer', 'editor', 'publisher'] as const;
export type ApiTokenRole = (typeof apiTokenRoles)[number];

/** What a role is called on screen. */
export const roleLabels: Record<MemberRole, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  publisher: 'Publisher',
  admin: 'Admin',
};

/** The product token's scopes of a role: each role has its own and every lower role's. */
export const scopesOfRole: Record<MemberRole, readonly string[]> = {
  viewer: [READ_SCOPE],
  editor: [READ_SCOPE, DRAFT_SCOPE],
  publisher: [READ_SCOPE, DRAFT_SCOPE, WRITE_SCOPE],
  admin: [READ_SCOPE, DRAFT_SCOPE, WRITE_SCOPE, ADMIN_SCOPE],
};

/** The prefix of an API token's secret: how the data API tells one from a product token. */
export const API_TOKEN_PREFIX = 'eua_';

/** The product keys of the launcher's tools, in menu order (docs/product.md#screens-and-layout). */
export const launcherKeys = [
  'live_production_monitor',
  'user_manager',
  'video_stream_manager',
  'evo_admin',
  'Datacore_datacore_admin_tool',
  's3_schedule_manager',
  's3_image_manager',
  'evo_operations_panel',
] as const;
export type LauncherKey = (typeof launcherKeys)[number];

/**
 * How many websites one page of GET /v1/config/websites may hold: a customer's whole list in one request up
 * to this size, for the console's search, sort and paging in the browser (docs/decisions/076-websites-list-in-one-request.md).
 */
export const MAX_WEBSITE_PAGE_SIZE = 1000;

/** API messages of the safe-editing calls (docs/api.md). */
export const STALE_VERSION_MESSAGE =
  'This configuration was changed by someone else after you loaded it: review the current version and save again.';
export const IF_MATCH_REQUIRED_MESSAGE =
  'This server requires If-Match: send the ETag of the version you edited (from the GET that loaded it).';
export const INVALID_IF_MATCH_MESSAGE =
  'If-Match must be "*" or a list of quoted entity tags such as "7" (the ETag of a GET).';
export const REVISION_NOT_FOUND_MESSAGE = 'Revision not found';

/** The strong ETag of a document's version (RFC 9110 §8.8.3): `"7"`. */
export const etagOfVersion = (version: number): string => `"${version}"`;

/**
 * The kinds of a configuration write's source (docs/product.md#write-sources, decision 104), in the order
 * the console lists them.
 */
export const writeSourceKinds = [
  'save',
  'api',
  'restore',
  'copy',
  'import',
  'bulk',
  'publish',
  'schedule',
  'webhook',
  'members',
  'api-token',
] as const;

/**
 * The request header by which the console tells its saves from other API calls (decision 104): a PUT with
 * `X-Change-Source: console` is a "save", any other PUT an "api" write.
 */
export const CHANGE_SOURCE_HEADER = 'x-change-source';
export const CONSOLE_CHANGE_SOURCE = 'console';
