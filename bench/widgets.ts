/**
 * The widgets' public read path (decisions 071, 101), side by side in one run with a bare Fastify route that
 * answers the same bytes from memory: `npm run bench -- --widgets [--limits on|off|both] [--repeats N]`.
 *
 * What ships is measured: `npm run start:prod` in a process of its own, the bare route in another started
 * with the same node options, autocannon in a third with 50 keep-alive connections (bench/prod-server.ts,
 * bench/api-load.mjs), alternating bare and app rounds so both see the same machine load. On PGlite and on
 * PostgreSQL (a scratch database) in the same run: leaders, standings and a played fixture's detail (the largest
 * answer), each 200 and the 304 path, beside the bare 200 and the bare 304, with the limits on and off. Prints each as a ratio to the bare route, min/median/max over the repeats, against the goal (≥ 0.7 of
 * the bare route; p99 ≤ 10 ms for a 200, ≤ 8 ms for a 304), the server's memory, what the origin would serve
 * for a million page views an hour behind a 30 s edge cache, and checks the HTTP contract over a real socket:
 * strong ETag and 304, Cache-Control for a CDN, CORS for the allowed page only, 403 naming a refused page,
 * and the embed script as served (gzip and brotli bytes against the 15 kB budget, its own 304).
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measure, round2, type ScenarioResult, type ScratchPostgres, show } from './api';
import { type LimitsMode, replayedHeaders, startBare, startProduct } from './prod-server';

const CONNECTIONS = 50;
const PAGE = 'http://club.example';
const REFUSED_PAGE = 'http://elsewhere.example';
const EMBED_BUDGET = 15 * 1024;
const GOAL_RATIO = 0.7;
const GOAL_P99_200_MS = 10;
const GOAL_P99_304_MS = 8;
const here = path.dirname(fileURLToPath(import.meta.url));

type Fixture = { fixtureId: string; status: string };

export type WidgetsBenchOptions = {
  scratchPostgres: ScratchPostgres;
  limits: LimitsMode[];
  profileDir?: string;
  repeats: number;
  seconds: number;
};

type Row = Record<string, string | number>;
type Check = { engine: string; check: string; seen: string; ok: boolean };

/** The read path's HTTP contract (decision 071), over the socket a browser or CDN would use. */
async function contractChecks(engine: string, appUrl: string): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (check: string, seen: string, ok: boolean) => checks.push({ engine, check, seen, ok });
  const url = `${appUrl}/widgets/v1/2001/leaders`;
  const first = await fetch(url, { headers: { origin: PAGE, 'accept-encoding': 'gzip' } });
  await first.arrayBuffer();
  const etag = first.headers.get('etag') ?? '';
  check('200 with a strong ETag', `${first.status} ${etag}`, first.status === 200 && /^"/.test(etag));
  const cacheControl = first.headers.get('cache-control') ?? '';
  check(
    'Cache-Control fit for a CDN',
    cacheControl,
    /\bpublic\b/.test(cacheControl) && /s-maxage=\d+/.test(cacheControl),
  );
  check(
    'CORS for the allowed page, Vary: Origin',
    `${first.headers.get('access-control-allow-origin')}; vary ${first.headers.get('vary')}`,
    first.headers.get('access-control-allow-origin') === PAGE &&
      /\bOrigin\b/.test(first.headers.get('vary') ?? ''),
  );
  check(
    'answer sent compressed',
    `${first.headers.get('content-encoding')} ${first.headers.get('content-length')} B`,
    first.headers.get('content-encoding') === 'gzip',
  );
  const again = await fetch(url, { headers: { origin: PAGE, 'if-none-match': etag } });
  const againBody = await again.arrayBuffer();
  check(
    'If-None-Match answers 304, no body',
    `${again.status}, ${againBody.byteLength} B`,
    again.status === 304 && againBody.byteLength === 0,
  );
  const refused = await fetch(url, { headers: { origin: REFUSED_PAGE } });
  const message = String(((await refused.json().catch(() => ({}))) as { message?: unknown }).message ?? '');
  check(
    // Readable by the page (the runtime logs the reason, decision 100), never a grant of its own origin.
    '403 naming a refused page, readable by it (CORS *), kept by no cache',
    `${refused.status} ${message}`,
    refused.status === 403 &&
      message.includes(REFUSED_PAGE) &&
      refused.headers.get('access-control-allow-origin') === '*' &&
      refused.headers.get('cache-control') === 'no-store',
  );
  for (const encoding of ['gzip', 'br']) {
    const embed = await fetch(`${appUrl}/widgets/v1/embed.js`, { headers: { 'accept-encoding': encoding } });
    await embed.arrayBuffer();
    const bytes = Number(embed.headers.get('content-length'));
    check(
      `embed.js served ${encoding} ≤ 15 kB`,
      `${embed.status} ${embed.headers.get('content-encoding')} ${bytes} B`,
      embed.status === 200 && embed.headers.get('content-encoding') === encoding && bytes <= EMBED_BUDGET,
    );
  }
  const embed = await fetch(`${appUrl}/widgets/v1/embed.js`);
  await embed.arrayBuffer();
  const embedTag = embed.headers.get('etag') ?? '';
  const embedAgain = await fetch(`${appUrl}/widgets/v1/embed.js`, { headers: { 'if-none-match': embedTag } });
  await embedAgain.arrayBuffer();
  check(
    'embed.js ETag answers 304',
    `${embedAgain.status} ${embed.headers.get('cache-control')}`,
    embedAgain.status === 304,
  );
  return checks;
}

type Measured = {
  engine: string;
  limits: LimitsMode;
  widget: string;
  kind: '200' | '304';
  result: ScenarioResult;
};

async function measureEngine(
  engine: 'pglite' | 'postgres',
  scratchUrl: string | undefined,
  options: WidgetsBenchOptions,
  limits: LimitsMode,
  checks: Check[],
  measured: Measured[],
  memory: Row[],
): Promise<void> {
  const app = await startProduct({ databaseUrl: scratchUrl, limits, profileDir: options.profileDir });
  try {
    const authorization = `Bearer ${await app.token('1001')}`;
    const generalUrl = `${app.baseUrl}/v1/config/2001/general`;
    const current = await fetch(generalUrl, { headers: { authorization } });
    const general = ((await current.json()) as { data: { config: Record<string, unknown> }[] }).data[0]
      ?.config;
    const put = await fetch(generalUrl, {
      method: 'PUT',
      headers: {
        authorization,
        'content-type': 'application/json',
        'if-match': current.headers.get('etag') ?? '',
      },
      body: JSON.stringify({ ...general, referrerDomains: ['club.example'], websiteId: '2001' }),
    });
    if (put.status !== 200) throw new Error(`PUT general: ${put.status} ${await put.text()}`);
    memory.push({ engine, limits, moment: 'started, before the load', ...mb(app.memory()) });
    if (limits === options.limits[0]) checks.push(...(await contractChecks(engine, app.baseUrl)));

    // The largest answer, a played fixture's detail (decision 107), for the latest result of the schedule.
    const schedule = await fetch(`${app.baseUrl}/widgets/v1/2001/schedule`, { headers: { origin: PAGE } });
    const played = (
      (await schedule.json()) as { data: { content: { fixtures: Fixture[] } } }
    ).data.content.fixtures
      .filter((f) => f.status === 'finished')
      .at(-1);
    if (!played) throw new Error('website 2001 has no played fixture');
    for (const widget of ['leaders', 'standings', `fixtureDetails?id=${played.fixtureId}`]) {
      const url = `${app.baseUrl}/widgets/v1/2001/${widget}`;
      const first = await fetch(url, { headers: { origin: PAGE } });
      const bytes = Buffer.from(await first.arrayBuffer());
      if (first.status !== 200) {
        throw new Error(
          `GET /widgets/v1/2001/${widget} answered ${first.status}: ${bytes.toString().slice(0, 200)}`,
        );
      }
      const etag = first.headers.get('etag') ?? '';
      const notModified = await fetch(url, { headers: { origin: PAGE, 'if-none-match': etag } });
      await notModified.arrayBuffer();
      // The bare reference: the same bytes, from memory, nothing else: the app's body and headers, and the
      // headers of its 304.
      const bare = await startBare(
        [
          {
            method: 'GET',
            url: '/bare',
            body: bytes,
            contentType: 'application/json; charset=utf-8',
            etag,
            headers: replayedHeaders(first),
            notModifiedHeaders: replayedHeaders(notModified),
          },
        ],
        options.profileDir,
      );
      try {
        for (const kind of ['200', '304'] as const) {
          const headers: Record<string, string> =
            kind === '200' ? { origin: PAGE } : { origin: PAGE, 'if-none-match': etag };
          const p99Goal = kind === '200' ? GOAL_P99_200_MS : GOAL_P99_304_MS;
          console.log(`${engine}, limits ${limits}: ${widget} ${kind} …`);
          const result = await measure(
            {
              name: `GET /widgets/v1/{id}/${widget} ${kind} (${bytes.length} B)`,
              connections: CONNECTIONS,
              expect: kind === '200' ? '2xx' : '3xx',
              app: { url, headers },
              bare: { url: `${bare.baseUrl}/bare`, headers },
              goal: {
                text: `≥ ${GOAL_RATIO} of bare, p99 ≤ ${p99Goal} ms`,
                met: (r) => r.throughputRatio.median >= GOAL_RATIO && r.appP99Ms.median <= p99Goal,
              },
            },
            options,
          );
          measured.push({ engine, limits, widget, kind, result });
        }
      } finally {
        await bare.stop();
      }
    }
    memory.push({ engine, limits, moment: 'after the load', ...mb(app.memory()) });
  } finally {
    await app.stop();
  }
}

const mb = (m: { rss: number; peak: number }) => ({ 'RSS MB': m.rss, 'peak (VmHWM) MB': m.peak });

/**
 * What the origin serves for a million page views an hour behind a 30 s edge cache (s-maxage=30), from the
 * measured throughputs. Every view asks each widget of the page; an edge location asks the origin at most once
 * per 30 s per cached answer (a widget for one Origin), whatever the views, and revalidates with If-None-Match
 * (a 304 unless a save changed it). Without a CDN every view reaches the origin, a browser's revalidation a
 * 304 (max-age=0).
 */
export function originLoad(input: {
  viewsPerHour: number;
  widgetsPerPage: number;
  edgeLocations: number;
  edgeSeconds: number;
  app304PerSecond: number;
  app200PerSecond: number;
}) {
  const viewsPerSecond = (input.viewsPerHour * input.widgetsPerPage) / 3600;
  const edgePerSecond = Math.min(
    viewsPerSecond,
    (input.edgeLocations * input.widgetsPerPage) / input.edgeSeconds,
  );
  return {
    'widget requests at the edge, /s': Math.round(viewsPerSecond),
    'origin requests with the edge cache, /s (at most)': round2(edgePerSecond),
    'share of one server (all as 200s)': `${round2((edgePerSecond / input.app200PerSecond) * 100)}%`,
    'origin requests without a CDN, /s': Math.round(viewsPerSecond),
    'share of one server without a CDN (all as 304s)': `${round2((viewsPerSecond / input.app304PerSecond) * 100)}%`,
  };
}

export async function benchWidgets(options: WidgetsBenchOptions) {
  const checks: Check[] = [];
  const measured: Measured[] = [];
  const memory: Row[] = [];
  for (const limits of options.limits) {
    await measureEngine('pglite', undefined, options, limits, checks, measured, memory);
    const scratch = await options.scratchPostgres().catch((error: unknown) => {
      console.warn(`PostgreSQL not measured: ${(error as Error).message}`);
      return undefined;
    });
    if (scratch) {
      try {
        await measureEngine('postgres', scratch.url, options, limits, checks, measured, memory);
      } finally {
        await scratch.drop();
      }
    }
  }
  console.table(
    measured.map(({ engine, limits, result: r }) => ({
      engine,
      limits,
      scenario: r.name,
      'app/bare req/s (min/med/max)': show(r.throughputRatio, 2),
      'app req/s': show(r.appPerSecond),
      'bare req/s': show(r.barePerSecond),
      'app p99 ms': show(r.appP99Ms, 1),
      'bare p99 ms': show(r.bareP99Ms, 1),
      goal: `${r.goal}: ${r.met ? 'met' : 'NOT met'}`,
    })),
  );
  console.table(memory);
  console.table(checks.map((c) => ({ ...c, ok: c.ok ? 'yes' : 'NO' })));
  const embed = path.join(here, '../apps/widgets/dist/embed.js');
  if (existsSync(embed)) {
    const raw = readFileSync(embed);
    console.log(
      `embed.js: ${raw.length} B, ${gzipSync(raw, { level: 9 }).length} B gzip (goal ≤ 15 kB = ${EMBED_BUDGET} B)`,
    );
  } else {
    console.log('embed.js: not built (npm run build -w @eua/widgets)');
  }
  // The slowest engine's medians, limits on when measured: what one server would do.
  const median = (kind: '200' | '304') =>
    Math.min(
      ...measured
        .filter((m) => m.kind === kind && m.limits === options.limits[0])
        .map((m) => m.result.appPerSecond.median),
    );
  const assumptions = { viewsPerHour: 1_000_000, widgetsPerPage: 2, edgeLocations: 300, edgeSeconds: 30 };
  console.log(
    `A million page views an hour, ${assumptions.widgetsPerPage} widgets a page, a 30 s edge cache at ` +
      `${assumptions.edgeLocations} edge locations, against the slowest measured median (${Math.round(median('200'))} ` +
      `200s/s, ${Math.round(median('304'))} 304s/s):`,
  );
  console.table([
    originLoad({ ...assumptions, app200PerSecond: median('200'), app304PerSecond: median('304') }),
  ]);
  console.log(
    `${CONNECTIONS} connections, ${options.seconds} s rounds, ${options.repeats} repeats alternating bare/app; ` +
      `${os.cpus().length} CPUs, load ${round2(os.loadavg()[0] ?? 0)}`,
  );
}
