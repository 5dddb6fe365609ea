/// <reference lib="dom" />
/**
 * The dual list with 10,000 options in Debian's Chromium (decisions 074, 096): the time to render
 * the screen, and the time from a keystroke in its search box to the next frame, at full speed and at 4× CPU
 * throttle (CDP Emulation.setCPUThrottlingRate). Side by side in the same run with the reference: the same page
 * built with the widget as it was before decision 074 (every option rendered). Timings are measured here, never
 * asserted in tests (decision 073).
 *
 *   node --import tsx bench/dual-list.ts [--options 10000] [--repeats 5] [--reference <commit>]
 *
 * The page (bench/dual-list-harness.js: the console's FeatureForm, providers and stylesheets, bundled by
 * esbuild in production mode) is served with the console's real CSP header; the run counts the policy
 * violations the page reports (decision 074 rests on there being none).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { build, type Plugin } from 'esbuild';
import { fmt, launchChromium, serve, stats } from './dual-list-browser';

const root = path.resolve(import.meta.dirname, '..');
const WIDGET = 'apps/console/src/form-engine/widgets/dual-list/dual-list.tsx';

const argText = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const arg = (name: string, fallback: number) => Number(argText(name, String(fallback)));
/**
 * The reference: by default the last commit with the unvirtualised widget (before f357408, decision 074);
 * `--reference 66ea8c8` compares with the hand-written window that @tanstack/react-virtual replaced (decision
 * 096). The widget file is taken from that commit (a single file then); what it imports is today's.
 */
const REFERENCE_COMMIT = argText('reference', '4b50596');
const optionCount = arg('options', 10_000);
const repeats = arg('repeats', 5);

const gitShow = (file: string) =>
  execFileSync('git', ['show', `${REFERENCE_COMMIT}:${file}`], { cwd: root }).toString();

/** The reference bundle: the registry's dual list swapped for the widget as committed at REFERENCE_COMMIT. */
const referenceWidget: Plugin = {
  name: 'reference-dual-list',
  setup(b) {
    b.onResolve({ filter: /widgets\/dual-list\/dual-list$/ }, () => ({
      path: WIDGET,
      namespace: 'reference',
    }));
    b.onLoad({ filter: /.*/, namespace: 'reference' }, () => ({
      contents: gitShow(WIDGET),
      loader: 'tsx',
      resolveDir: path.join(root, path.dirname(WIDGET)),
    }));
  },
};

async function bundle(reference: boolean) {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'dual-list-harness.js')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: '/out',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: reference ? [referenceWidget] : [],
    logLevel: 'error',
  });
  const file = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  // The reference widget's rules lived in form-engine.css then (the current ones are in dual-list.css).
  const old = gitShow('apps/console/src/form-engine/form-engine.css');
  // From the comment that opened the multi-select rules up to the locales grid's.
  const rule = old.indexOf('multi-select row height 25');
  const start = rule < 0 ? -1 : old.lastIndexOf('/*', rule);
  const oldRules = start < 0 ? '' : old.slice(start, old.indexOf('.locales-grid'));
  return { js: file('.js'), css: file('.css') + (reference ? oldRules : '') };
}

const page = (name: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>dual list ${name}</title>` +
  `<link rel="stylesheet" href="/${name}.css"><script type="module" src="/${name}.js"></script></head>` +
  '<body><div id="root"></div></body></html>';

type Sample = { render: number[]; boot: number[]; started: number[]; keys: number[]; eventTiming: number[] };

async function open(
  browser: Browser,
  url: string,
  throttle: number,
): Promise<{ page: Page; rendered: number; boot: number; started: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await p.goto(url);
  await p.waitForFunction(() => '__rendered' in window, undefined, { timeout: 300_000, polling: 50 });
  const times = await p.evaluate(() => {
    const w = window as unknown as { __rendered: number; __started: number };
    return { rendered: w.__rendered, boot: w.__rendered - w.__started, started: w.__started };
  });
  return { page: p, ...times };
}

/** Per keystroke: from the keydown's timestamp to the task after the next animation frame (input → paint). */
async function type(p: Page, keys: string[]): Promise<{ keys: number[]; eventTiming: number[] }> {
  await p.getByPlaceholder('Search...').focus();
  await p.evaluate(() => {
    const w = window as unknown as { __keys: number[]; __events: Map<number, number> };
    w.__keys = [];
    w.__events = new Map();
    document.addEventListener(
      'keydown',
      (event) => {
        const t0 = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => w.__keys.push(performance.now() - t0), 0));
      },
      true,
    );
    // Event Timing (keydown/input/keyup of one keystroke share an interactionId); entries ≥ 16 ms only.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
        if (entry.interactionId)
          w.__events.set(
            entry.interactionId,
            Math.max(w.__events.get(entry.interactionId) ?? 0, entry.duration),
          );
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  for (const [i, key] of keys.entries()) {
    await p.keyboard.press(key);
    await p.waitForFunction((n) => (window as unknown as { __keys: number[] }).__keys.length > n, i, {
      timeout: 300_000,
      polling: 20,
    });
    await p.waitForTimeout(100);
  }
  await p.waitForTimeout(300);
  return p.evaluate(() => {
    const w = window as unknown as { __keys: number[]; __events: Map<number, number> };
    return { keys: w.__keys, eventTiming: [...w.__events.values()] };
  });
}

/**
 * The current widget only: scrolled to the end, the DOM holds a window and the CSSOM styles applied; at 390 px
 * (a phone) the lists stack with the six buttons between them, none off-screen (decisions 074 and 082).
 */
async function inspect(p: Page) {
  const scrolled = await p.evaluate(async () => {
    const box = document.querySelector('[role="listbox"]') as HTMLElement;
    box.scrollTop = box.scrollHeight;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const options = box.querySelectorAll('[role="option"]');
    return {
      optionsInDom: options.length,
      lastOption: options[options.length - 1]?.textContent,
      spacerHeight: getComputedStyle(box.firstElementChild as Element).height,
      rowHeight: (options[0] as HTMLElement).getBoundingClientRect().height,
      boxHeight: box.getBoundingClientRect().height,
    };
  });
  await p.setViewportSize({ width: 390, height: 844 });
  const phone = await p.evaluate(() => {
    const [available, selected] = Array.from(document.querySelectorAll('[role="listbox"]')).map((b) =>
      b.getBoundingClientRect(),
    );
    const buttons = Array.from(document.querySelectorAll('.dual-list__actions button')).map((b) =>
      b.getBoundingClientRect(),
    );
    return {
      buttons: buttons.length,
      allOnScreen: buttons.every((r) => r.left >= 0 && r.right <= 390),
      smallestTarget: Math.min(...buttons.flatMap((r) => [r.width, r.height])),
      stackedWithButtonsBetween:
        !!available &&
        !!selected &&
        buttons.every((r) => r.top >= available.bottom && r.bottom <= selected.top),
      horizontalScroll: document.documentElement.scrollWidth > 390,
    };
  });
  return { ...scrolled, phone };
}

const keystrokes = ['9', '9', 'Backspace', 'Backspace'];

const [current, reference] = await Promise.all([bundle(false), bundle(true)]);
const { url, server } = await serve({
  '/current.html': page('current'),
  '/current.js': current.js,
  '/current.css': current.css,
  '/reference.html': page('reference'),
  '/reference.js': reference.js,
  '/reference.css': reference.css,
});
const browser = await launchChromium();
console.log(
  `Dual list, ${optionCount} options, Chromium ${browser.version()}, reference ${REFERENCE_COMMIT}; ` +
    `${repeats} repeats at 1×, ` +
    `${Math.max(2, Math.ceil(repeats / 2))} at 4×; keystrokes per repeat: ${keystrokes.join(' ')}\n`,
);
const results: Record<string, Sample> = {};
const violations: string[] = [];
let inspected: Awaited<ReturnType<typeof inspect>> | undefined;
try {
  for (const throttle of [1, 4]) {
    const runs = throttle === 1 ? repeats : Math.max(2, Math.ceil(repeats / 2));
    for (const name of ['current', 'reference'] as const) {
      const sample: Sample = { render: [], boot: [], started: [], keys: [], eventTiming: [] };
      for (let r = 0; r < runs; r++) {
        const opened = await open(browser, `${url}/${name}.html?options=${optionCount}`, throttle);
        const p = opened.page;
        sample.render.push(opened.rendered);
        sample.started.push(opened.started);
        sample.boot.push(opened.boot);
        const typed = await type(p, keystrokes);
        sample.keys.push(...typed.keys);
        sample.eventTiming.push(...typed.eventTiming);
        if (name === 'current' && throttle === 1 && r === 0) inspected = await inspect(p);
        violations.push(
          ...(await p.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
        );
        await p.context().close();
      }
      results[`${name} ${throttle}×`] = sample;
      process.stdout.write(`  measured ${name} at ${throttle}×\n`);
    }
  }
} finally {
  await browser.close();
  server.close();
}

console.log(
  `\nmin / median / max; load average during the run ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const rows: [string, keyof Sample, number][] = [
  ['screen (navigation → list painted)', 'render', 500],
  ['  navigation → script starts', 'started', 0],
  ['  script starts → list painted', 'boot', 0],
  ['keystroke → next frame', 'keys', 50],
  ['Event Timing, interactions ≥ 16 ms', 'eventTiming', 50],
];
for (const throttle of [1, 4]) {
  for (const [label, key, goal] of rows) {
    const cur = stats(results[`current ${throttle}×`]?.[key] ?? []);
    const ref = stats(results[`reference ${throttle}×`]?.[key] ?? []);
    const target = throttle === 4 ? (key === 'keys' ? 200 : 0) : goal;
    const ratio = ref.median ? (cur.median / ref.median).toFixed(3) : '–';
    console.log(
      `${throttle}× ${label.padEnd(36)} current ${fmt(cur).padEnd(28)} reference ${fmt(ref).padEnd(30)} ` +
        `ratio ${ratio}${target === 0 || key === 'eventTiming' ? '' : `  goal ≤ ${target} ms: median ${cur.median <= target ? 'met' : 'NOT met'}, max ${cur.max <= target ? 'met' : 'NOT met'}`}`,
    );
  }
}
console.log('\nCurrent widget scrolled to the end:', inspected);
// Style violations would mean the CSSOM positioning is refused. zod's one-time `new Function('')` probe (it
// falls back to no JIT when refused) is a script-src violation in the console as well, unrelated to the list.
const styleViolations = violations.filter((v) => v.startsWith('style-src'));
console.log(`CSP style-src violations: ${styleViolations.length}`, styleViolations.slice(0, 5));
console.log(`other CSP violations: ${violations.length - styleViolations.length}`, [
  ...new Set(violations.filter((v) => !v.startsWith('style-src')).map((v) => v.split(' ')[0])),
]);
