/**
 * The benchmarks (timings are measured here, never asserted in tests: decision 073). By default the data API
 * over real HTTP as `npm run start:prod` serves it, beside a bare Fastify route answering the same bytes, each
 * in a process of its own, with autocannon in a third (bench/api.ts, bench/prod-server.ts, decision 101):
 *
 *   npm run bench                                  PGlite, printed beside bench/baseline.json
 *   npm run bench -- --engine postgres             PostgreSQL (DATABASE_URL, else 127.0.0.1:5432) in a scratch
 *                                                  database, beside bench/baseline-postgres.json
 *   npm run bench -- --repeats 5 --seconds 5       repeats per scenario (default 3) and seconds per round (5)
 *   npm run bench -- --write-baseline              also rewrite the baseline
 *   npm run bench -- --limits on|off|both          request limits on (raised so nothing is refused), off, or
 *                                                  a run of each (the default)
 *   npm run bench -- --cpu-prof DIR                a CPU profile of each server process, saved in DIR
 *   npm run bench -- --only PUT                    only the scenarios whose name holds the word
 *   npm run bench -- --widgets                     the widgets' public read path beside a bare Fastify route,
 *                                                  on PGlite and PostgreSQL in one run (bench/widgets.ts)
 *   npm run bench -- --lighthouse                  Lighthouse (desktop) on the built console in Chromium: the
 *                                                  signed-out first visit, the login page, the websites table,
 *                                                  General and a static reference (bench/lighthouse.ts)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { benchApi } from './api';
import type { LimitsMode } from './prod-server';
import { benchWidgets } from './widgets';

const usage = `Usage: npm run bench [-- options]
  --engine pglite|postgres  the database to measure (default pglite; postgres uses DATABASE_URL, else
                            127.0.0.1:5432, in a scratch database it drops afterwards)
  --repeats N               rounds per scenario, each app and reference (default 3)
  --seconds N               seconds per round (default 5)
  --limits on|off|both      request limits on (the defaults, with the widget and write limits raised so
                            the load is counted but not refused), off (RATE_LIMITS=false), or a run of
                            each (default both)
  --cpu-prof DIR            save a CPU profile of each server process in DIR, and of the bare route's in
                            DIR/bare (Chrome DevTools or speedscope read them); the load is not profiled
  --only WORD               only the API scenarios whose name holds WORD (PUT, seasons, general), as for
                            a profile of one of them
  --write-baseline          also rewrite bench/baseline.json (or baseline-postgres.json) with the results
  --widgets                 instead: the widgets' public GET beside a bare Fastify route, PGlite and
                            PostgreSQL in one run, and the embed script's gzip size (bench/widgets.ts)
  --lighthouse              instead: Lighthouse (desktop) on the built console in Debian's Chromium, side by
                            side with the login page and a static copy of the websites table
                            (bench/lighthouse.ts); with --repeats N (default 3), --repo DIR (another
                            built checkout), --write-baseline (bench/baseline-lighthouse.json)
  --lighthouse --sample-site  instead: Lighthouse (desktop) on every page of the sample customer site
                            (bench/lighthouse-sample-site.ts); with --repeats N, --reports DIR
  --help                    this text`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
// --lighthouse takes its own options (bench/lighthouse.ts checks them).
const lighthouseRun = args.includes('--lighthouse');
const engineIndex = args.indexOf('--engine');
const engine = engineIndex === -1 ? 'pglite' : args[engineIndex + 1];
const unknownArgument = lighthouseRun
  ? undefined
  : args.find(
      (arg, i) =>
        arg !== '--engine' &&
        arg !== '--write-baseline' &&
        arg !== '--widgets' &&
        !(engineIndex !== -1 && i === engineIndex + 1) &&
        !(arg === '--limits' || (i > 0 && args[i - 1] === '--limits')) &&
        !(arg === '--cpu-prof' || (i > 0 && args[i - 1] === '--cpu-prof')) &&
        !(arg === '--only' || (i > 0 && args[i - 1] === '--only')) &&
        !(arg === '--repeats' || arg === '--seconds') &&
        !(i > 0 && (args[i - 1] === '--repeats' || args[i - 1] === '--seconds')),
    );
const limitsIndex = args.indexOf('--limits');
const limitsArg = limitsIndex === -1 ? 'both' : args[limitsIndex + 1];
const limits: LimitsMode[] = limitsArg === 'both' ? ['on', 'off'] : limitsArg === 'on' ? ['on'] : ['off'];
if (
  unknownArgument !== undefined ||
  (engine !== 'pglite' && engine !== 'postgres') ||
  !['on', 'off', 'both'].includes(limitsArg ?? '')
) {
  console.error(
    unknownArgument !== undefined
      ? `Unknown option '${unknownArgument}'.`
      : engine !== 'pglite' && engine !== 'postgres'
        ? '--engine must be pglite or postgres.'
        : '--limits must be on, off or both.',
  );
  console.error(usage);
  process.exit(2);
}
/** A scratch database on the PostgreSQL server, dropped at the end. */
async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `eua_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database ${name} with (force)`) };
}

const numberAfter = (flag: string, fallback: number) => {
  const i = args.indexOf(flag);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const profileIndex = args.indexOf('--cpu-prof');
const profileDir = profileIndex === -1 ? undefined : args[profileIndex + 1];
const onlyIndex = args.indexOf('--only');
const only = onlyIndex === -1 ? undefined : args[onlyIndex + 1];
const repeats = numberAfter('--repeats', 3);
const seconds = numberAfter('--seconds', 5);
if (only !== undefined && args.includes('--write-baseline')) {
  console.error('--only measures part of the scenarios: a baseline needs them all.');
  process.exit(2);
}
if (!(Number.isInteger(repeats) && repeats >= 1 && Number.isInteger(seconds) && seconds >= 1)) {
  console.error('--repeats and --seconds take a whole number of at least 1.');
  process.exit(2);
}

(lighthouseRun
  ? // Loaded only here: Lighthouse is a large import the other benches do not need.
    import('./lighthouse').then(({ benchLighthouse }) =>
      benchLighthouse(args.filter((arg) => arg !== '--lighthouse')),
    )
  : args.includes('--widgets')
    ? benchWidgets({ scratchPostgres, limits, repeats, seconds, profileDir })
    : benchApi({
        engine,
        scratchPostgres,
        limits,
        profileDir,
        writeBaseline: args.includes('--write-baseline'),
        ...(only === undefined ? {} : { only }),
        repeats,
        seconds,
      })
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
