/**
 * `npm run settings -- --server URL export 2001 [--resources general,fixtures] > nbl.json`,
 * `… --server URL import 2002 nbl.json [--dry-run]` and `… --server URL copy 2001 2002,2003 [--resources …]`
 * with an API token in EUA_TOKEN: through a running server's HTTP API, under every rule it keeps
 * (settings-server.ts, decision 138).
 *
 * Without `--server`, export and import work on the database DATA_DIR or DATABASE_URL names
 * (docs/product.md#settings-that-move, decision 114): the same service code as the API's export and import,
 * acting for the website's own customer as the operator "Command line", which History shows as the author.
 * On the embedded database it refuses while a server has the DATA_DIR open (the data folder lock): two
 * processes must never open one folder.
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
import {
  copyOverHttp,
  describeCopy,
  exportOverHttp,
  importOverHttp,
  MISSING_TOKEN_MESSAGE,
  type ServerTarget,
} from './settings-server';

/** Who the command line writes as: History's author of its writes. */
const COMMAND_LINE_OPERATOR = 'Command line';

const USAGE = `Usage:
Through a running server, as the API token in EUA_TOKEN:
  npm run settings -- --server <url> export <websiteId> [--resources general,fixtures] > file.json
  npm run settings -- --server <url> import <websiteId> <file.json> [--dry-run]
  npm run settings -- --server <url> copy <sourceWebsiteId> <targetId,targetId…> [--resources general,fixtures]
On the database itself (DATA_DIR or DATABASE_URL, the embedded one with the server stopped):
  npm run settings -- export <websiteId> [--resources general,fixtures] > file.json
  npm run settings -- import <websiteId> <file.json> [--dry-run]`;

type Command = { server?: string } & (
  | { name: 'export'; websiteId: string; resources?: string[] }
  | { name: 'import'; websiteId: string; file: string; dryRun: boolean }
  | { name: 'copy'; websiteId: string; targets: string[]; resources?: string[] }
);

const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** `--resources a,b` as the only option left, else nothing; anything else is a usage error. */
function resourcesOption(rest: readonly string[]): string[] | undefined {
  if (rest.length === 0) return undefined;
  if (rest[0] !== '--resources' || !rest[1] || rest.length > 2) throw new StartupError(USAGE);
  return listOf(rest[1]);
}

function parseArguments(all: readonly string[]): Command {
  const at = all.indexOf('--server');
  const server = at === -1 ? undefined : all[at + 1];
  if (at !== -1 && (!server || server.startsWith('--'))) throw new StartupError(USAGE);
  const args = at === -1 ? all : [...all.slice(0, at), ...all.slice(at + 2)];
  const mode = server ? { server } : {};
  const [name, websiteId, ...rest] = args;
  if ((name !== 'export' && name !== 'import' && name !== 'copy') || !websiteId)
    throw new StartupError(USAGE);
  if (name === 'export') {
    const resources = resourcesOption(rest);
    return { ...mode, name, websiteId, ...(resources ? { resources } : {}) };
  }
  if (name === 'copy') {
    if (!server) throw new StartupError(`copy works through a server: add --server <url>\n${USAGE}`);
    const [targets, ...options] = rest;
    if (!targets || targets.startsWith('--')) throw new StartupError(USAGE);
    const resources = resourcesOption(options);
    return { ...mode, name, websiteId, targets: listOf(targets), ...(resources ? { resources } : {}) };
  }
  const file = rest.find((arg) => !arg.startsWith('--'));
  const unknown = rest.find((arg) => arg.startsWith('--') && arg !== '--dry-run');
  if (!file || unknown || rest.length > 2) throw new StartupError(USAGE);
  return { ...mode, name, websiteId, file, dryRun: rest.includes('--dry-run') };
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

/** A file's text, read before anything else: a missing or oversized file says so at once. */
function readFile(file: string): string {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new StartupError(`Cannot read ${file}: no such file`);
  }
  if (size > MAX_SETTINGS_FILE_BYTES) throw new StartupError(FILE_TOO_LARGE_MESSAGE);
  return readFileSync(file, 'utf8');
}

/** Through a running server's API, as the API token in EUA_TOKEN. */
async function runOnServer(command: Command & { server: string }, token: string | undefined): Promise<void> {
  if (!token) throw new StartupError(MISSING_TOKEN_MESSAGE);
  const target: ServerTarget = { server: command.server, token };
  if (command.name === 'export') {
    const file = await exportOverHttp(target, command.websiteId, command.resources);
    process.stdout.write(`${JSON.stringify(file, null, 2)}\n`);
  } else if (command.name === 'import') {
    const text = readFile(command.file);
    const answer = await importOverHttp(target, command.websiteId, text, {
      dryRun: command.dryRun,
      fileName: path.basename(command.file),
    });
    console.log(describeImport(answer));
  } else {
    const outcome = await copyOverHttp(target, {
      sourceWebsiteId: command.websiteId,
      targets: command.targets,
      ...(command.resources ? { resources: command.resources } : {}),
    });
    console.log(describeCopy(outcome));
  }
}

async function run(command: Command): Promise<void> {
  if (command.server) return runOnServer({ ...command, server: command.server }, process.env.EUA_TOKEN);
  if (command.name === 'copy') throw new StartupError(USAGE);
  const text = command.name === 'import' ? readFile(command.file) : '';
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
