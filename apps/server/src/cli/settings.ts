/**
 * `npm run settings -- export 2001 [--resources general,fixtures] > nbl.json` and
 * `npm run settings -- import 2002 nbl.json [--dry-run]`: a website's settings to and from a file, on the
 * database DATA_DIR or DATABASE_URL names (docs/product.md#settings-that-move, decision 114). The same service
 * code as the API's export and import, acting for the website's own customer as the operator
 * "Command line", which History shows as the author. On the embedded database it refuses while a server has
 * the DATA_DIR open (the data folder lock): two processes must never open one folder.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type ImportAnswer, MAX_SETTINGS_FILE_BYTES, READ_SCOPE, WRITE_SCOPE } from '@eua/shared';
import { loadDotEnv } from '../config/dot-env';
import { loadConfig } from '../config/env';
import { StartupError } from '../config/startup-error';
import { type Db, openDb } from '../db';
import { HttpError } from '../http/errors';
import { CONSOLE_PRODUCT } from '../modules/console/runtime-config';
import {
  exportSettings,
  FILE_TOO_LARGE_MESSAGE,
  importSettings,
} from '../modules/move/settings-file.service';
import type { VerifiedProductToken } from '../modules/tokens/product-token';
import { findWebsiteCustomer } from '../modules/websites/websites.repo';
import { configEventsOf } from '../write-events';

/** Who the command line writes as: History's author of its writes. */
const COMMAND_LINE_OPERATOR = 'Command line';

const USAGE = `Usage:
  npm run settings -- export <websiteId> [--resources general,fixtures] > file.json
  npm run settings -- import <websiteId> <file.json> [--dry-run]`;

type Command =
  | { name: 'export'; websiteId: string; resources?: string[] }
  | { name: 'import'; websiteId: string; file: string; dryRun: boolean };

function parseArguments(args: readonly string[]): Command {
  const [name, websiteId, ...rest] = args;
  if ((name !== 'export' && name !== 'import') || !websiteId) throw new StartupError(USAGE);
  if (name === 'export') {
    if (rest.length === 0) return { name, websiteId };
    if (rest[0] !== '--resources' || !rest[1] || rest.length > 2) throw new StartupError(USAGE);
    return { name, websiteId, resources: rest[1].split(',').map((r) => r.trim()) };
  }
  const file = rest.find((arg) => !arg.startsWith('--'));
  const unknown = rest.find((arg) => arg.startsWith('--') && arg !== '--dry-run');
  if (!file || unknown || rest.length > 2) throw new StartupError(USAGE);
  return { name, websiteId, file, dryRun: rest.includes('--dry-run') };
}

/** The operator, acting for the website's own customer: a website nobody has is not found. */
async function operatorFor(db: Db, websiteId: string): Promise<VerifiedProductToken> {
  const customerId = await findWebsiteCustomer(db, websiteId);
  if (!customerId) throw new StartupError(`Website ${websiteId} not found`);
  return {
    sub: COMMAND_LINE_OPERATOR,
    customerId,
    scopes: [READ_SCOPE, WRITE_SCOPE],
    appId: `${CONSOLE_PRODUCT}:${customerId}`,
    exp: Number.MAX_SAFE_INTEGER,
  };
}

/** An import's answer in words: per screen, its changes and the values left out. */
function describeImport(answer: ImportAnswer['data']): string {
  const lines = [
    `${answer.dryRun ? 'Dry run: nothing written. Importing would change' : 'Imported into'} ${answer.websiteName} (${answer.websiteId}):`,
  ];
  for (const screen of answer.screens) {
    const state =
      screen.status === 'applied'
        ? `now version ${screen.version}`
        : screen.status === 'unchanged'
          ? `unchanged (version ${screen.version})`
          : `would change version ${screen.version}`;
    lines.push(`  ${screen.resource}: ${state}`);
    for (const change of screen.changes) lines.push(`    ${change}`);
    for (const warning of screen.warnings) lines.push(`    Warning: ${warning}`);
  }
  return lines.join('\n');
}

async function run(command: Command): Promise<void> {
  // Read before the database opens: a missing or oversized file says so without waiting for it.
  let text = '';
  if (command.name === 'import') {
    let size: number;
    try {
      size = statSync(command.file).size;
    } catch {
      throw new StartupError(`Cannot read ${command.file}: no such file`);
    }
    if (size > MAX_SETTINGS_FILE_BYTES) throw new StartupError(FILE_TOO_LARGE_MESSAGE);
    text = readFileSync(command.file, 'utf8');
  }
  const config = loadConfig(process.env, []);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const principal = await operatorFor(db, command.websiteId);
    if (command.name === 'export') {
      const { file } = await exportSettings(db, principal, command.websiteId, command.resources);
      process.stdout.write(`${JSON.stringify(file, null, 2)}\n`);
      return;
    }
    const answer = await importSettings(
      db,
      principal,
      command.websiteId,
      text,
      { dryRun: command.dryRun, fileName: path.basename(command.file) },
      { events: configEventsOf(db), warn: (error, message) => console.error(message, error) },
    );
    console.log(describeImport(answer));
  } finally {
    await db.close();
  }
}

/** A refusal as the command line says it: the message, then each problem on a line of its own. */
function messageOf(error: unknown): string | undefined {
  if (error instanceof HttpError) {
    const warnings = (error.extra?.warnings as string[] | undefined) ?? [];
    return [
      error.message,
      ...(error.errors ?? []).map((e) => `  ${e.field}: ${e.message}`),
      ...warnings.map((warning) => `  Warning: ${warning}`),
    ].join('\n');
  }
  return error instanceof StartupError ? error.message : undefined;
}

async function main(): Promise<void> {
  loadDotEnv();
  await run(parseArguments(process.argv.slice(2)));
}

main().catch((error: unknown) => {
  console.error(messageOf(error) ?? error);
  process.exit(1);
});
