/**
 * A website's settings as a file (docs/product.md#settings-that-move, decision 114): the export writes each
 * screen's settings as every reader sees them; the import checks every screen of a file against the target
 * website's rules before anything is written, then writes them all in one transaction or none. The command
 * line (cli/settings.ts) calls these same functions.
 */
import {
  type ImportAnswer,
  MAX_SETTINGS_FILE_BYTES,
  moveResources,
  SETTINGS_FILE_FORMAT,
  SETTINGS_FILE_VERSION,
  type SettingsFile,
  settingsFileSchema,
  type WriteSource,
} from '@eua/shared';
import type { Db } from '../../db';
import { badRequest, HttpError } from '../../http/errors';
import { findUnstorableText } from '../../http/reject-unstorable-text';
import { requireScope } from '../auth/product-auth';
import { writeConfigsTogether } from '../config/write-batch';
import type { VerifiedProductToken } from '../tokens/product-token';
import { findWebsite, ownWebsite, type WebsiteRecord } from '../websites/websites.service';
import type { CarryNames } from './carry-settings';
import {
  featureOf,
  LookupReader,
  type MoveServices,
  otherSportDefaults,
  planRow,
  readTargetFacts,
  settingsOf,
} from './move.service';

/** `nbl-official-website-2001-settings.json`: the website's name and id, as a file name any system takes. */
export const settingsFileName = (website: Pick<WebsiteRecord, 'websiteId' | 'name'>): string => {
  const slug = website.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug ? `${slug}-` : ''}${website.websiteId}-settings.json`.replace(/[^a-z0-9._-]/gi, '');
};

/**
 * The settings of the named screens (all 13 when none are named) as a settings file: the values as every
 * reader sees them, with the version each was exported at. Nothing else of the website, its users or tokens
 * goes in it.
 */
export async function exportSettings(
  db: Db,
  principal: VerifiedProductToken,
  websiteId: string,
  resources: readonly string[] = moveResources,
  now: Date = new Date(),
): Promise<{ fileName: string; file: SettingsFile }> {
  const website = await ownWebsite(db, principal, websiteId);
  const lookups = await new LookupReader(db).of(website.sport);
  const file: SettingsFile = {
    format: SETTINGS_FILE_FORMAT,
    formatVersion: SETTINGS_FILE_VERSION,
    exportedAt: now.toISOString(),
    source: { websiteId: website.websiteId, name: website.name, sport: website.sport },
    resources: {},
  };
  for (const resource of resources) {
    const { version, settings } = await settingsOf(db, website, featureOf(resource), lookups);
    file.resources[resource] = { version, settings };
  }
  return { fileName: settingsFileName(website), file };
}

export const NOT_JSON_MESSAGE = 'The file is not JSON';
export const FILE_TOO_LARGE_MESSAGE = `The file is larger than ${MAX_SETTINGS_FILE_BYTES / 1024 / 1024} MB: it cannot be a settings file`;

const notSettingsFile = (problem: string) => badRequest(`The file is not a settings file: ${problem}`);

/**
 * The text of a file as a settings file, or 400 naming the first problem: not JSON, a forbidden key, text
 * that cannot be stored, another format, another format version, or the wrong shape.
 */
export function readSettingsFile(text: string): SettingsFile {
  if (Buffer.byteLength(text) > MAX_SETTINGS_FILE_BYTES) throw new HttpError(413, FILE_TOO_LARGE_MESSAGE);
  let parsed: unknown;
  try {
    // A `__proto__` key would set an object's prototype where the file's objects are copied.
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''), (key, value: unknown) => {
      if (key === '__proto__') throw new SyntaxError('forbidden key');
      return value;
    });
  } catch (error) {
    if (error instanceof SyntaxError && error.message === 'forbidden key') {
      throw notSettingsFile('it uses the forbidden key __proto__');
    }
    throw badRequest(NOT_JSON_MESSAGE);
  }
  const unstorable = findUnstorableText(parsed);
  if (unstorable) throw badRequest(unstorable.replace('The request', 'The file'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw notSettingsFile('it holds no JSON object');
  }
  const { format, formatVersion } = parsed as { format?: unknown; formatVersion?: unknown };
  if (format !== SETTINGS_FILE_FORMAT) throw notSettingsFile(`format must be "${SETTINGS_FILE_FORMAT}"`);
  if (formatVersion !== SETTINGS_FILE_VERSION) {
    throw badRequest(
      `Unknown format version ${JSON.stringify(formatVersion ?? null)}: this console reads version ${SETTINGS_FILE_VERSION}`,
    );
  }
  const { resources } = parsed as { resources?: unknown };
  if (typeof resources === 'object' && resources !== null && !Array.isArray(resources)) {
    const unknown = Object.keys(resources).find((key) => !moveResources.includes(key));
    if (unknown !== undefined) {
      throw notSettingsFile(
        `resources.${unknown} is not a screen: the screens are ${moveResources.join(', ')}`,
      );
    }
  }
  const result = settingsFileSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw notSettingsFile(`${issue.path.join('.') || '(file)'} ${issue.message}`);
  }
  if (Object.keys(result.data.resources).length === 0) throw notSettingsFile('it holds no screen');
  return result.data;
}

export type ImportOptions = {
  dryRun: boolean;
  fileName: string;
  /** The versions a dry run showed, per resource: given, a screen changed since refuses the import (409). */
  expectedVersions?: Record<string, number>;
};

/**
 * Imports a settings file into a website of the principal's customer: every screen is checked against the
 * website's rules first — a value it cannot take is left out with a warning, an invalid one refuses the whole
 * import (400, each problem named by screen and field). A dry run answers the changes and writes nothing;
 * otherwise every screen is written in one transaction or none, and a screen changed since the dry run
 * (`expectedVersions`) refuses it all (409).
 */
export async function importSettings(
  db: Db,
  principal: VerifiedProductToken,
  websiteId: string,
  text: string,
  options: ImportOptions,
  services: MoveServices,
): Promise<ImportAnswer['data']> {
  const website = await ownWebsite(db, principal, websiteId);
  requireScope(principal, options.dryRun ? 'draft' : 'publish');
  const file = readSettingsFile(text);
  const lookups = new LookupReader(db);
  const sourceLookups = await lookups.of(file.source.sport);
  const target = await readTargetFacts(db, website, lookups);
  const refusal =
    target.kind === 'defaults'
      ? otherSportDefaults(website, file.source, (sport) => `a settings file of a ${sport} website`)
      : undefined;
  if (refusal) throw badRequest(refusal);
  // A file from another website of the customer's names that website's seasons; another's, by id alone.
  const exportedFrom = await findWebsite(db, principal.customerId, file.source.websiteId);
  const sourceSeasons = exportedFrom
    ? (await readTargetFacts(db, exportedFrom, lookups)).names.seasons
    : undefined;
  const names: CarryNames = {
    seasonName: (id) => sourceSeasons?.get(id),
    optionText: (key, value) => sourceLookups[key]?.find((option) => option.value === value)?.text,
  };
  const planned = [];
  const errors: { field: string; message: string }[] = [];
  for (const [resource, entry] of Object.entries(file.resources)) {
    if (!entry) continue;
    const { settings } = entry;
    const feature = featureOf(resource);
    const row = await planRow(db, target, feature, settings, Object.keys(settings), names);
    for (const error of row.errors ?? []) {
      const label = feature.fields.find((field) => field.name === error.field)?.label ?? error.field;
      errors.push({
        field: `${resource}.${error.field}`,
        message: `${feature.title}, ${label}: ${error.message}`,
      });
    }
    planned.push(row);
  }
  if (errors.length > 0) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    // Every warning beside every error (decision 129): one answer lists all the file needs.
    const warnings = planned.flatMap((row) => {
      const title = featureOf(row.resource).title;
      return (row.warnings ?? []).map((w) => (w.startsWith(`${title}: `) ? w : `${title}: ${w}`));
    });
    throw new HttpError(
      400,
      `The file cannot be imported into ${website.name} (${website.websiteId}): ${errors[0]!.message}${more}`,
      errors,
      warnings.length > 0 ? { warnings } : undefined,
    );
  }
  const screens = planned.map((row) => ({
    resource: row.resource,
    status: row.status === 'ok' ? ('ok' as const) : ('unchanged' as const),
    version: row.version ?? 0,
    changes: row.changes,
    warnings: row.warnings,
  }));
  const { kind } = target;
  if (options.dryRun) return { websiteId, websiteName: website.name, kind, dryRun: true, screens };

  const source: WriteSource = { kind: 'import', detail: { fileName: options.fileName } };
  await services.spendWrites?.(principal, planned.length);
  const outcomes = await writeConfigsTogether({
    db,
    principal,
    services,
    writes: planned.map((row) => {
      const expected = options.expectedVersions?.[row.resource];
      return {
        websiteId,
        resource: row.resource,
        body: { ...row.body },
        source,
        ...(expected === undefined
          ? {}
          : { precondition: { ifMatch: `"${expected}"`, requireIfMatch: false } }),
      };
    }),
  });
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.status !== 'refused') continue;
    const { error } = outcome;
    const feature = featureOf(planned[i]!.resource);
    if (error.statusCode === 412) {
      const current = (error.extra?.current as { version?: number } | undefined)?.version;
      throw new HttpError(
        409,
        `${feature.title} changed since the dry run (version ${options.expectedVersions?.[feature.resource]}, now ${current}): nothing was imported. Run the dry run again.`,
      );
    }
    throw new HttpError(
      error.statusCode,
      `${feature.title}: ${error.message} Nothing was imported.`,
      error.errors,
    );
  }
  const failed = outcomes.find((outcome) => outcome.status === 'failed');
  if (failed) throw failed.error;
  return {
    websiteId,
    websiteName: website.name,
    kind,
    dryRun: false,
    screens: screens.map((screen, i) => {
      const outcome = outcomes[i]!;
      if (outcome.status !== 'written') return screen;
      return {
        ...screen,
        status: outcome.unchanged ? ('unchanged' as const) : ('applied' as const),
        version: outcome.document.version,
      };
    }),
  };
}
