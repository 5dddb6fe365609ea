/**
 * Settings that move between websites of one customer (docs/product.md#settings-that-move, decisions 113
 * and 114): a copy from one website to others, a bulk edit of one field or section on several, and what an
 * import writes. Each is planned per target and screen — what it would write, in the history's words, with
 * the values the target cannot take left out — then written through saveConfig (or writeConfigsTogether,
 * all or nothing) against the versions the plan showed.
 */
import {
  type BulkApplyBody,
  type BulkPreviewBody,
  type ConfigDocument,
  type CopyApplyBody,
  type CopyPreviewBody,
  defaultConfig,
  describeChanges,
  etagOfVersion,
  type FeatureDefinition,
  featureByResource,
  type MoveApplyRow,
  type MoveMode,
  type MovePreviewRow,
  moveResources,
  namesInSection,
  type Option,
  sectionsOf,
  sports,
  type TargetKind,
  WRITE_SCOPE,
  type WriteSource,
} from '@eua/shared';
import type { Db } from '../../db';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { requireScope, requireWriteScope } from '../auth/product-auth';
import { findLookups, shownConfig } from '../config/config.service';
import { validateConfig } from '../config/feature-rules';
import { saveConfig } from '../config/save-config';
import { type TogetherOutcome, writeConfigsTogether } from '../config/write-batch';
import { type ConfigWrite, publishRefusal, type WriteServices } from '../config/write-document';
import type { VerifiedProductToken } from '../tokens/product-token';
import {
  findWebsite,
  isDefaultsOwner,
  listCompetitions,
  listOrganizations,
  listSeasonPlaces,
  listSeasons,
  ownWebsite,
  type SeasonPlace,
  WEBSITE_NOT_FOUND,
  type WebsiteRecord,
} from '../websites/websites.service';
import { type CarryNames, carrySettings, fieldsToCarry } from './carry-settings';

/**
 * Counts `count` writes against the principal's write limit (decision 066), refusing (429) when they would
 * go over it: each target of a copy, a bulk edit or an import is one write.
 */
export type SpendWrites = (principal: VerifiedProductToken, count: number) => Promise<void>;

export type MoveServices = WriteServices & { spendWrites?: SpendWrites };

/** A target website with what planning a write to it reads: its lookups, seasons and their names. */
export type TargetFacts = {
  website: WebsiteRecord;
  /** A website, or the customer's defaults (decision 144): the answers name which. */
  kind: TargetKind;
  lookups: Record<string, Option[]>;
  seasonPlaces: SeasonPlace[];
  seasonIds: Set<string>;
  names: {
    seasons: Map<string, string>;
    competitions: Map<string, string>;
    organizations: Map<string, string>;
  };
};

/** One planned write: the preview's row, and the body it would write (none when the website is not found). */
export type PlannedRow = MovePreviewRow & { body?: Record<string, unknown> };

/** Reads of a sport's lookups, once per sport within one plan. */
export class LookupReader {
  private readonly bySport = new Map<string, Promise<Record<string, Option[]>>>();
  constructor(private readonly db: Db) {}
  of(sport: WebsiteRecord['sport']): Promise<Record<string, Option[]>> {
    let lookups = this.bySport.get(sport);
    if (!lookups) {
      lookups = findLookups(this.db, sport);
      this.bySport.set(sport, lookups);
    }
    return lookups;
  }
}

/** Whether a website of the customer's is one of its websites or its defaults of a sport. */
export const kindOf = async (db: Db, website: WebsiteRecord): Promise<TargetKind> =>
  (await isDefaultsOwner(db, website.websiteId)) ? 'defaults' : 'website';

/**
 * Why a customer's defaults of one sport cannot take values of another (docs/product.md#customer-defaults):
 * only websites of its sport follow them, so another sport's values would reach none of them.
 */
export const otherSportDefaults = (
  target: { sport: string },
  from: { sport: string },
  what: (sport: string) => string,
) =>
  target.sport === from.sport
    ? undefined
    : `The defaults of ${target.sport} websites cannot take ${what(from.sport)}`;

export async function readTargetFacts(
  db: Db,
  website: WebsiteRecord,
  lookups: LookupReader,
): Promise<TargetFacts> {
  const [kind, sportLookups, seasonPlaces, seasons, competitions, organizations] = await Promise.all([
    kindOf(db, website),
    lookups.of(website.sport),
    listSeasonPlaces(db, website.websiteId),
    listSeasons(db, website.websiteId),
    listCompetitions(db, website.websiteId),
    listOrganizations(db, website.websiteId),
  ]);
  return {
    website,
    kind,
    lookups: sportLookups,
    seasonPlaces,
    seasonIds: new Set(seasonPlaces.map((place) => place.seasonId)),
    names: {
      seasons: new Map(seasons.map((season) => [season.seasonId, season.nameLocal])),
      competitions: new Map(competitions.map((c) => [c.competitionId, c.nameLocal])),
      organizations: new Map(organizations.map((o) => [o.organizationId, o.nameLocal])),
    },
  };
}

/** A website's settings of a screen as every reader sees them: stored and resolved, or the defaults. */
export async function settingsOf(
  db: Db,
  website: WebsiteRecord,
  feature: FeatureDefinition,
  lookups: Record<string, Option[]>,
): Promise<{ settings: Record<string, unknown>; version: number }> {
  // Its own values over its customer's defaults (decision 144): an export or a copy carries what it shows.
  const stored = await shownConfig(db, website, feature, lookups);
  const facts = { sport: website.sport, trackingData: website.trackingData };
  return {
    settings: stored ? stored.config : defaultConfig(feature, { lookups, ...facts }),
    version: stored?.version ?? 0,
  };
}

export const featureOf = (resource: string): FeatureDefinition => {
  const feature = featureByResource(resource);
  if (!feature) throw badRequest(`'${resource}' is not a configuration resource`);
  return feature;
};

/**
 * What writing `values` (the fields named in `fields`) to the target's screen would do: the values it cannot
 * take left out with a warning each, the rest checked by the one rule engine against its stored document
 * (refused with the first problem's message), and the changes in the history's words.
 */
export async function planRow(
  db: Db,
  target: TargetFacts,
  feature: FeatureDefinition,
  values: Record<string, unknown>,
  fields: readonly string[],
  names: CarryNames,
): Promise<PlannedRow & { errors?: { field: string; message: string }[] }> {
  const { website, lookups } = target;
  // Checked and compared against what the target shows now: its own values over its customer's defaults.
  const stored = await shownConfig(db, website, feature, lookups);
  const version = stored?.version ?? 0;
  const base = {
    websiteId: website.websiteId,
    websiteName: website.name,
    kind: target.kind,
    resource: feature.resource,
    version,
  };
  const { body, warnings } = carrySettings(
    feature,
    values,
    fields,
    { ...website, lookups, seasonIds: target.seasonIds },
    names,
  );
  const result = validateConfig(feature, body, {
    ...website,
    lookups,
    seasonPlaces: target.seasonPlaces,
    stored: stored?.config,
  });
  if (!result.ok) {
    const [first, ...others] = result.errors;
    const label = feature.fields.find((field) => field.name === first?.field)?.label ?? first?.field;
    const more = others.length > 0 ? ` (and ${others.length} more)` : '';
    return {
      ...base,
      status: 'refused',
      changes: [],
      warnings,
      message: first ? `${label}: ${first.message}${more}` : result.message,
      errors: result.errors,
      body,
    };
  }
  const before =
    stored?.config ??
    defaultConfig(feature, { lookups, sport: website.sport, trackingData: website.trackingData });
  const changes = describeChanges(feature, before, result.config, {
    lookups,
    seasonName: (id) => target.names.seasons.get(id),
    competitionName: (id) => target.names.competitions.get(id),
    organizationName: (id) => target.names.organizations.get(id),
  }).map((line) => line.text);
  return { ...base, status: changes.length > 0 ? 'ok' : 'unchanged', changes, warnings, body };
}

/** The rows of a target that is not the customer's (or does not exist): every screen refused, nothing read. */
const notFoundRows = (websiteId: string, resources: readonly string[]): PlannedRow[] =>
  resources.map((resource) => ({
    websiteId,
    websiteName: null,
    kind: 'website',
    resource,
    status: 'refused',
    version: null,
    changes: [],
    warnings: [],
    message: WEBSITE_NOT_FOUND,
  }));

/**
 * Plans `values` per target and resource: each target of the customer's planned by `plan`, every other one
 * refused as not found. `refuse` may refuse a target before it is planned (the website copied from).
 */
export async function planTargets(
  db: Db,
  principal: VerifiedProductToken,
  targets: readonly string[],
  resources: readonly string[],
  plan: (target: TargetFacts, resource: string) => Promise<PlannedRow>,
  refuse?: (website: WebsiteRecord, kind: TargetKind) => string | undefined,
): Promise<PlannedRow[]> {
  const lookups = new LookupReader(db);
  const rows: PlannedRow[] = [];
  for (const websiteId of targets) {
    const website = await findWebsite(db, principal.customerId, websiteId);
    if (!website) {
      rows.push(...notFoundRows(websiteId, resources));
      continue;
    }
    const kind = await kindOf(db, website);
    const refusal = refuse?.(website, kind);
    if (refusal) {
      for (const resource of resources) {
        rows.push({
          websiteId,
          websiteName: website.name,
          kind,
          resource,
          status: 'refused',
          version: null,
          changes: [],
          warnings: [],
          message: refusal,
        });
      }
      continue;
    }
    const facts = await readTargetFacts(db, website, lookups);
    for (const resource of resources) rows.push(await plan(facts, resource));
  }
  return rows;
}

/** The fields each copied screen carries: its named sections' (400 for a section it does not have), or all. */
function copiedFields(body: CopyPreviewBody): Map<string, string[]> {
  const resources = body.resources ?? moveResources;
  for (const resource of Object.keys(body.sections ?? {})) {
    if (!resources.includes(resource)) {
      throw badRequest(`sections names ${resource}, which is not among the resources copied`);
    }
  }
  return new Map(
    resources.map((resource) => {
      const feature = featureOf(resource);
      const wanted = body.sections?.[resource];
      if (!wanted) return [resource, fieldsToCarry(feature)];
      const sections = sectionsOf(feature);
      const names = wanted.flatMap((id) => {
        const section = sections.find((s) => s.id === id);
        if (!section) {
          throw badRequest(
            `${feature.title} has no section '${id}': its sections are ${sections.map((s) => s.id).join(', ')}`,
          );
        }
        return namesInSection(feature, section);
      });
      return [resource, fieldsToCarry(feature, names)];
    }),
  );
}

async function planCopy(db: Db, principal: VerifiedProductToken, body: CopyPreviewBody) {
  const source = await ownWebsite(db, principal, body.sourceWebsiteId);
  const sourceKind = await kindOf(db, source);
  const fields = copiedFields(body);
  const resources = [...fields.keys()];
  const lookups = new LookupReader(db);
  const sourceFacts = await readTargetFacts(db, source, lookups);
  const values = new Map<string, Record<string, unknown>>();
  for (const resource of resources) {
    values.set(resource, (await settingsOf(db, source, featureOf(resource), sourceFacts.lookups)).settings);
  }
  const names: CarryNames = {
    seasonName: (id) => sourceFacts.names.seasons.get(id),
    optionText: (key, value) => sourceFacts.lookups[key]?.find((option) => option.value === value)?.text,
  };
  const rows = await planTargets(
    db,
    principal,
    body.targets,
    resources,
    (target, resource) =>
      planRow(db, target, featureOf(resource), values.get(resource)!, fields.get(resource)!, names),
    (website, kind) => {
      if (website.websiteId === source.websiteId) {
        return sourceKind === 'defaults'
          ? 'These are the defaults copied from'
          : 'This is the website copied from';
      }
      return kind === 'defaults'
        ? otherSportDefaults(website, source, (sport) => `the settings of a ${sport} website`)
        : undefined;
    },
  );
  return { source, rows };
}

/** A planned row as a preview answers it: without the body it would write. */
const withoutBody = (row: PlannedRow & { errors?: unknown }): MovePreviewRow => {
  const { body: _body, errors: _errors, ...rest } = row;
  return rest;
};

/** POST /v1/copy/preview: per target and screen, what a copy would write (write scope, as the apply). */
export async function previewCopy(
  db: Db,
  principal: VerifiedProductToken,
  body: CopyPreviewBody,
): Promise<MovePreviewRow[]> {
  const { rows } = await planCopy(db, principal, body);
  requireScope(principal, 'draft');
  return rows.map(withoutBody);
}

/** POST /v1/copy/apply: the previewed copy, each target screen against the version its preview showed. */
export async function applyCopy(
  db: Db,
  principal: VerifiedProductToken,
  body: CopyApplyBody,
  services: MoveServices,
): Promise<MoveApplyRow[]> {
  const { source, rows } = await planCopy(db, principal, body);
  const writeSource: WriteSource = {
    kind: 'copy',
    detail: { websiteId: source.websiteId, websiteName: source.name },
  };
  return applyPlan(
    db,
    principal,
    rows,
    { versions: body.versions, mode: body.mode, source: writeSource },
    services,
  );
}

/** A write of a planned row: its body against the version the preview showed. */
const writeOf = (row: PlannedRow, version: number, source: WriteSource): ConfigWrite => ({
  websiteId: row.websiteId,
  resource: row.resource,
  body: { ...(row.body ?? {}) },
  source,
  precondition: { ifMatch: etagOfVersion(version), requireIfMatch: false },
});

const NO_VERSION_MESSAGE = 'No previewed version was sent for this screen: preview again';
const SKIPPED_MESSAGE = 'Not written: all or nothing, and another screen could not be written';

/** A refusal as the row of an apply: a stale version (412) says the version it found. */
const refusedRow = (row: PlannedRow, error: unknown): MoveApplyRow => {
  const base = {
    websiteId: row.websiteId,
    websiteName: row.websiteName,
    kind: row.kind,
    resource: row.resource,
  };
  if (error instanceof HttpError && error.statusCode === 412) {
    const current = (error.extra?.current as ConfigDocument | undefined)?.version ?? null;
    return {
      ...base,
      status: 'stale',
      version: current,
      message: 'Changed since the preview: preview again to see what the copy would change now',
    };
  }
  if (error instanceof HttpError && error.statusCode < 500) {
    return { ...base, status: 'refused', version: row.version, message: error.message };
  }
  return { ...base, status: 'failed', version: row.version, message: 'The write failed: try again' };
};

/**
 * Writes planned rows (decision 113): each through saveConfig against its previewed version (`each`), or
 * all through writeConfigsTogether (`all`): one transaction, nothing written if any is stale, refused or
 * fails. A read-only token is refused (403) once its refusal is recorded, one entry for the request, and
 * counted as one write; the writes count against the write limit before any is made.
 */
export async function applyPlan(
  db: Db,
  principal: VerifiedProductToken,
  rows: PlannedRow[],
  options: { versions: Record<string, Record<string, number>>; mode: MoveMode; source: WriteSource },
  services: MoveServices,
): Promise<MoveApplyRow[]> {
  const { versions, mode, source } = options;
  const versionOf = (row: PlannedRow) => versions[row.websiteId]?.[row.resource];
  if (!principal.scopes.includes(WRITE_SCOPE)) {
    // Refused once for the request (decision 129): it counts as one write against the caller's limit (over
    // it: 429, and nothing more is recorded), and one entry of the log records it, whatever its targets.
    try {
      requireWriteScope(principal);
    } catch (error) {
      await services.spendWrites?.(principal, 1);
      const targets = rows
        .filter((row) => row.body && row.websiteName !== null)
        .map((row) => ({
          website: { websiteId: row.websiteId, name: row.websiteName ?? row.websiteId },
          feature: { resource: row.resource },
        }));
      if (targets.length > 0) await publishRefusal({ db, principal, services }, { targets, source }, error);
      throw error;
    }
  }
  const writable = rows.filter((row) => row.body && versionOf(row) !== undefined);
  await services.spendWrites?.(principal, writable.length);
  const unversioned = (row: PlannedRow): MoveApplyRow => ({
    websiteId: row.websiteId,
    websiteName: row.websiteName,
    kind: row.kind,
    resource: row.resource,
    status: 'refused',
    version: row.version,
    message: NO_VERSION_MESSAGE,
  });
  if (mode === 'each') {
    const results: MoveApplyRow[] = [];
    for (const row of rows) {
      const version = versionOf(row);
      if (!row.body) results.push(refusedRow(row, new HttpError(404, row.message ?? WEBSITE_NOT_FOUND)));
      else if (version === undefined) results.push(unversioned(row));
      else {
        try {
          const document = await saveConfig({
            db,
            principal,
            services,
            write: writeOf(row, version, source),
          });
          results.push({
            websiteId: row.websiteId,
            websiteName: row.websiteName,
            kind: row.kind,
            resource: row.resource,
            status: document.version === version ? 'unchanged' : 'applied',
            version: document.version,
          });
        } catch (error) {
          if (!(error instanceof HttpError))
            services.warn?.(error, 'A configuration write of a copy or bulk edit failed');
          results.push(refusedRow(row, error));
        }
      }
    }
    return results;
  }
  // All or nothing: a row that cannot even be tried stops every other.
  const blocked = rows.some((row) => !row.body || versionOf(row) === undefined);
  const outcomes: TogetherOutcome[] = blocked
    ? rows.map(() => ({ status: 'skipped' }))
    : await writeConfigsTogether({
        db,
        principal,
        services,
        writes: rows.map((row) => writeOf(row, versionOf(row)!, source)),
      });
  return rows.map((row, i) => {
    const outcome = outcomes[i]!;
    if (!row.body) return refusedRow(row, new HttpError(404, row.message ?? WEBSITE_NOT_FOUND));
    if (versionOf(row) === undefined) return unversioned(row);
    const base = {
      websiteId: row.websiteId,
      websiteName: row.websiteName,
      kind: row.kind,
      resource: row.resource,
    };
    switch (outcome.status) {
      case 'written':
        return {
          ...base,
          status: outcome.unchanged ? 'unchanged' : 'applied',
          version: outcome.document.version,
        };
      case 'skipped':
        return { ...base, status: 'skipped', version: row.version, message: SKIPPED_MESSAGE };
      case 'failed':
        services.warn?.(outcome.error, 'A configuration write of a copy or bulk edit failed');
        return refusedRow(row, outcome.error);
      default:
        return refusedRow(row, outcome.error);
    }
  });
}

/** The fields a bulk edit sets: each a setting of the screen (else 400, the same for every target). */
function bulkFields(body: BulkPreviewBody): { feature: FeatureDefinition; fields: string[] } {
  const feature = featureOf(body.resource);
  const sent = new Set(fieldsToCarry(feature));
  for (const name of Object.keys(body.values)) {
    if (!sent.has(name)) throw badRequest(`values.${name} is not a setting of ${feature.title}`);
  }
  return { feature, fields: Object.keys(body.values) };
}

async function planBulk(db: Db, principal: VerifiedProductToken, body: BulkPreviewBody) {
  const { feature, fields } = bulkFields(body);
  // The values were chosen from one sport's lists: a choice another sport lacks is named by its text there.
  const lookups = new LookupReader(db);
  const everySport = await Promise.all(sports.map((sport) => lookups.of(sport)));
  const names: CarryNames = {
    optionText: (key, value) =>
      everySport.flatMap((list) => list[key] ?? []).find((option) => option.value === value)?.text,
  };
  // The values were chosen for the first website edited: a customer's defaults of another sport are refused.
  let editedSport: WebsiteRecord['sport'] | undefined;
  for (const websiteId of body.targets) {
    const website = await findWebsite(db, principal.customerId, websiteId);
    if (website && (await kindOf(db, website)) === 'website') {
      editedSport = website.sport;
      break;
    }
  }
  const rows = await planTargets(
    db,
    principal,
    body.targets,
    [feature.resource],
    (target) => planRow(db, target, feature, body.values, fields, names),
    (website, kind) =>
      kind === 'defaults' && editedSport
        ? otherSportDefaults(
            website,
            { sport: editedSport },
            (sport) => `values chosen for ${sport} websites`,
          )
        : undefined,
  );
  // Not one target of the customer's: as any call about another customer's website, not found.
  if (rows.every((row) => row.websiteName === null)) throw notFound(WEBSITE_NOT_FOUND);
  return rows;
}

/** POST /v1/bulk/preview: per target, what setting the values would change (write scope, as the apply). */
export async function previewBulk(
  db: Db,
  principal: VerifiedProductToken,
  body: BulkPreviewBody,
): Promise<MovePreviewRow[]> {
  const rows = await planBulk(db, principal, body);
  requireScope(principal, 'draft');
  return rows.map(withoutBody);
}

/** POST /v1/bulk/apply: the previewed bulk edit, each target against the version its preview showed. */
export async function applyBulk(
  db: Db,
  principal: VerifiedProductToken,
  body: BulkApplyBody,
  services: MoveServices,
): Promise<MoveApplyRow[]> {
  const rows = await planBulk(db, principal, body);
  return applyPlan(
    db,
    principal,
    rows,
    { versions: body.versions, mode: body.mode, source: { kind: 'bulk' } },
    services,
  );
}
