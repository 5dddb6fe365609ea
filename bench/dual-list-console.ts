/// <reference lib="dom" />
/**
 * The dual list with 10,000 options in the real console (decision 085): the built console
 * served by the real server (its chunks, route split, CSP and sign-in, as bench/lighthouse.ts starts them),
 * Debian's Chromium, the demo administrator signed in. The Leaders screen's one dual list gets 10,000 options:
 * the answer of `GET /v1/config/{id}/leaders` is the server's own, with its `personStatistics` lookup
 * replaced (request interception). Side by side in the same run, the reference is the same screen with the
 * seeded lookup (its real length), so the ratio is what the 10,000 options cost. Timings are measured here,
 * never asserted in tests (decision 073).
 *
 *   npm run build && node --import tsx bench/dual-list-console.ts [--options 10000] [--repeats 3]
 *
 * Per repeat and list size:
 *   cold load   navigation → the list painted: a signed-in page load of the screen, HTTP cache cleared
 *               (the shell, the screen's chunks, the configuration document).
 *   in the app  a click on the screen's link in the side menu of General → the list painted (the screen's code
 *               not loaded yet: the same as a user going from General to Leaders).
 *   keystroke   a key in the list's search box → the next frame (four keys per repeat).
 * "Painted": the first frame after the available list shows an option (requestAnimationFrame, then a task).
 */
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fmt, stats } from './dual-list-browser';
import { signIn, startServer } from './lighthouse';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const optionCount = arg('options', 10_000);
const repeats = arg('repeats', 3);
const repo = path.resolve(import.meta.dirname, '..');
const FEATURE = 'leaders';
const LOOKUP = 'personStatistics';

const words = ['Points', 'Rebounds', 'Assists', 'Steals', 'Blocks', 'Turnovers', 'Fouls', 'Minutes'];
const manyOptions = Array.from({ length: optionCount }, (_, i) => ({
  text: `${words[i % words.length]} ${i}`,
  value: `bench${i}`,
}));

type Paused = {
  requestId: string;
  request: { url: string; method: string; headers: Record<string, string> };
};

/**
 * Answers the screen's document with `many` options in its lookup when `state.many`; else the server's own. Only
 * that request is held (the Fetch domain with a URL pattern): every other request of the page goes to the server
 * as it would without the bench, instead of each making a round trip through it.
 */
async function intercept(page: Page, state: { many: boolean; seeded?: number; replaced: number }) {
  const cdp = await page.createCDPSession();
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: `*/v1/config/*/${FEATURE}`, requestStage: 'Request' }],
  });
  cdp.on('Fetch.requestPaused', (event: Paused) => {
    const { requestId, request } = event;
    if (request.method !== 'GET') {
      void cdp.send('Fetch.continueRequest', { requestId });
      return;
    }
    void (async () => {
      const answer = await fetch(request.url, { headers: request.headers });
      // The configuration answer is `{ data: [document] }` (packages/shared api/config.ts configAnswerSchema).
      const body = (await answer.json()) as { data?: { lookups?: Record<string, unknown[]> }[] };
      const doc = body.data?.[0];
      if (doc?.lookups) {
        state.seeded = doc.lookups[LOOKUP]?.length;
        if (state.many) {
          doc.lookups[LOOKUP] = manyOptions;
          state.replaced += 1;
        }
      }
      const responseHeaders: { name: string; value: string }[] = [];
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
          responseHeaders.push({ name, value });
      });
      await cdp.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: answer.status,
        responseHeaders,
        body: Buffer.from(JSON.stringify(body)).toString('base64'),
      });
    })().catch(() => cdp.send('Fetch.continueRequest', { requestId }));
  });
}

/**
 * In every document: `__listPainted()` resolves with the time of the first frame showing an option, and a first
 * watch started at once leaves that time in `__painted` (a page load's figure, from navigation start).
 */
// A string, not a function: tsx's transform would add helpers (`__name`) that do not exist in the page.
const painter = `
  window.__listPainted = () =>
    new Promise((resolve) => {
      const check = () => {
        if (document.querySelector('[role="listbox"] [role="option"]'))
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
        else requestAnimationFrame(check);
      };
      check();
    });
  window.__listPainted().then((time) => {
    window.__painted = time;
  });
`;

async function coldLoad(page: Page, url: string): Promise<number> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => '__painted' in window, { timeout: 120_000, polling: 50 });
  return page.evaluate(() => (window as unknown as { __painted: number }).__painted);
}

async function inApp(page: Page, generalUrl: string): Promise<number> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
  await page.goto(generalUrl);
  await page.waitForSelector('form.feature-form', { timeout: 120_000 });
  await page.waitForSelector(`nav a[href$="/${FEATURE}"]`, { timeout: 120_000 });
  return page.evaluate(async (feature) => {
    const link = document.querySelector<HTMLAnchorElement>(`nav a[href$="/${feature}"]`);
    if (!link) throw new Error(`no menu link to ${feature}`);
    const start = performance.now();
    link.click();
    const painted = await (window as unknown as { __listPainted: () => Promise<number> }).__listPainted();
    return painted - start;
  }, FEATURE);
}

async function keystrokes(page: Page): Promise<number[]> {
  const box = await page.waitForSelector('input[placeholder="Search..."]');
  await box?.focus();
  await page.evaluate(`
    window.__keys = [];
    document.addEventListener('keydown', (event) => {
      const t0 = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - t0), 0));
    }, true);
  `);
  for (const [i, key] of (['9', '9', 'Backspace', 'Backspace'] as const).entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction(
      (n: number) => (window as unknown as { __keys: number[] }).__keys.length > n,
      {
        timeout: 120_000,
        polling: 20,
      },
      i,
    );
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
}

const server = await startServer(repo);
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const samples: Record<string, number[]> = {};
const push = (key: string, ...values: number[]) => {
  samples[key] = [...(samples[key] ?? []), ...values];
};
const state = { many: true, seeded: undefined as number | undefined, replaced: 0 };
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const generalPath = await signIn(page, server.baseUrl);
  const generalUrl = `${server.baseUrl}${generalPath}`;
  const screenUrl = generalUrl.replace(/\/general$/, `/${FEATURE}`);
  await page.evaluateOnNewDocument(painter);
  await intercept(page, state);
  console.log(
    `Dual list in the real console (${FEATURE}, lookup ${LOOKUP}), Chromium ${await browser.version()}; ` +
      `${repeats} repeats, ${optionCount} options against the seeded list`,
  );
  for (let repeat = 1; repeat <= repeats; repeat++) {
    for (const many of [true, false]) {
      state.many = many;
      const name = many ? 'many' : 'seeded';
      const replacedBefore = state.replaced;
      push(`cold ${name}`, await coldLoad(page, screenUrl));
      // A figure for 10,000 options is one only if the screen's answer carried them.
      if (many && state.replaced === replacedBefore)
        throw new Error(
          `The ${FEATURE} answer was not given ${optionCount} options: the figures would be the seeded list's`,
        );
      push(`keys ${name}`, ...(await keystrokes(page)));
      push(`app ${name}`, await inApp(page, generalUrl));
    }
    process.stdout.write(`  repeat ${repeat}/${repeats} done\n`);
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(
  `\nmin / median / max; seeded list: ${state.seeded ?? 'as the server sends it'}; load average during the run ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const rows: [string, string, number][] = [
  ['screen, cold load (navigation → list painted)', 'cold', 500],
  ['screen, in the app (click in General → painted)', 'app', 500],
  ['keystroke → next frame', 'keys', 50],
];
for (const [label, key, goal] of rows) {
  const many = stats(samples[`${key} many`] ?? []);
  const seeded = stats(samples[`${key} seeded`] ?? []);
  const ratio = seeded.median ? (many.median / seeded.median).toFixed(2) : '–';
  console.log(
    `${label.padEnd(48)} ${optionCount}: ${fmt(many).padEnd(28)} seeded: ${fmt(seeded).padEnd(28)} ratio ${ratio}` +
      `  goal ≤ ${goal} ms: median ${many.median <= goal ? 'met' : 'NOT met'}, max ${many.max <= goal ? 'met' : 'NOT met'}`,
  );
}
