import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import config from '../playwright.config';
import { expect, test } from './fixtures';

/**
 * The widget runtime on a customer's page (docs/product.md#widgets, decision 100): a page whose CSP allows
 * only the widget host's scripts and styles renders every widget, its chunks imported from that other origin;
 * widgets below the fold fetch when they come near view; a refusal and an unknown widget show one short line
 * and log the exact reason; a failed request is tried again, saying so; dark mode follows the page's
 * preference unless the element sets a theme; the sample page passes WCAG 2.2 AA in light and dark at 1,280
 * and 390 px.
 *
 * The customer pages here are made up by the browser (page.route) on origins the server never serves: the
 * runtime and the data come from the server under test on another origin, as on a real customer's site.
 * 127.0.0.1 is among website 2001's referrer domains; refused.example is not.
 */

// Chromium refuses a page the test made up (it has no address) the loopback server, as it would refuse a
// public page a server on the reader's own machine: here the widget host is that loopback server.
const launch = config.use?.launchOptions;
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch?.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
  },
});

const WIDGETS = ['standings', 'schedule', 'leaders', 'fixturesFragment', 'standingsFragment'] as const;

/** The widget host (the server under test) and a customer page's address on 127.0.0.1, another origin. */
function origins(baseURL: string | undefined): { host: string; page: string } {
  const host = new URL(baseURL ?? '').origin;
  const page = new URL(host);
  page.hostname = page.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return { host, page: page.origin };
}

/** A customer page at `url` embedding `elements` with the runtime from `host`, under the strictest policy. */
async function customerPage(page: Page, url: string, host: string, elements: string): Promise<void> {
  const csp = [
    "default-src 'none'",
    `script-src ${host}`,
    `style-src ${host}`,
    `img-src ${host} data:`,
    `connect-src ${host}`,
  ].join('; ');
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': csp },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A customer page</title>
<script src="${host}/widgets/v1/embed.js" async></script></head>
<body><main><h1>A customer page</h1>${elements}</main></body></html>`,
    }),
  );
}

const element = (widget: string, extra = '') =>
  `<section><div data-eua-widget="${widget}" data-website-id="2001"${extra}></div></section>`;

/** The page's console messages and CSP violations, as they come. */
async function watch(page: Page): Promise<{ console: string[]; violations: string[] }> {
  const seen = { console: [] as string[], violations: [] as string[] };
  page.on('console', (message) => seen.console.push(message.text()));
  page.on('pageerror', (error) => seen.console.push(error.message));
  await page.exposeFunction('reportViolation', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return seen;
}

const widget = (page: Page, id: string) => page.locator(`[data-eua-widget="${id}"]`);

/** Scroll each widget into view (they load near view) and wait for its first table. */
async function showAll(page: Page, ids: readonly string[] = WIDGETS): Promise<void> {
  for (const id of ids) {
    await widget(page, id).scrollIntoViewIfNeeded();
    await expect(widget(page, id).getByRole('table').first()).toBeVisible();
  }
}

test('a page allowing only the widget host’s scripts and styles renders every widget from that origin', async ({
  page,
  baseURL,
}) => {
  const { host, page: customer } = origins(baseURL);
  const seen = await watch(page);
  const chunks: { url: string; cors: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/widgets/v1/chunks/'))
      chunks.push({ url: response.url(), cors: response.headers()['access-control-allow-origin'] });
  });
  await customerPage(page, `${customer}/strict`, host, WIDGETS.map((id) => element(id)).join(''));
  await page.goto(`${customer}/strict`);
  await showAll(page);
  // The widgets' own styles apply (a table's header cells have the widget's padding), none refused.
  const padding = await widget(page, 'standings')
    .locator('thead th')
    .first()
    .evaluate((th) => getComputedStyle(th).paddingLeft);
  expect(padding).toBe('8px');
  expect(seen.violations).toEqual([]);
  // Three families' chunks (and what they share), each once, from the widget host, open to any origin.
  const families = new Set(chunks.map(({ url }) => /chunks\/([a-z]+)-/.exec(url)?.[1]));
  expect([...families].sort()).toEqual(['fixtures', 'leaders', 'shared', 'standings']);
  expect(new Set(chunks.map(({ url }) => url)).size).toBe(chunks.length);
  for (const chunk of chunks) {
    expect(chunk.url.startsWith(`${host}/widgets/v1/chunks/`)).toBe(true);
    expect(chunk.cors).toBe('*');
  }
});

test('a widget below the fold fetches only when the reader comes near it', async ({ page, baseURL }) => {
  const { host, page: customer } = origins(baseURL);
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = /\/widgets\/v1\/2001\/(\w+)(?:\?|$)/.exec(request.url());
    if (match) asked.push(match[1]!);
  });
  const spacer = '<div class="spacer" role="presentation"><p>An article.</p></div>';
  await customerPage(page, `${customer}/long`, host, `${element('standings')}${spacer}${element('leaders')}`);
  // The spacer pushes the leaders far below the window (the page may not style it: its own CSS would be
  // inline; a CSSOM change after load is allowed).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const spacer = document.querySelector<HTMLElement>('.spacer');
      if (spacer) spacer.style.height = '4000px';
    }),
  );
  await page.goto(`${customer}/long`);
  await expect(widget(page, 'standings').getByRole('table').first()).toBeVisible();
  // The leaders' box holds its height while it waits, and nothing was asked for it.
  const reserved = await widget(page, 'leaders').evaluate((el) => el.getBoundingClientRect().height);
  expect(reserved).toBeGreaterThan(100);
  expect(asked).toEqual(['standings']);
  await widget(page, 'leaders').scrollIntoViewIfNeeded();
  await expect(widget(page, 'leaders').getByRole('table').first()).toBeVisible();
  expect(asked).toEqual(['standings', 'leaders']);
});

test('a refused page and an unknown widget show one short line and log the exact reason', async ({
  page,
  baseURL,
}) => {
  const { host } = origins(baseURL);
  const seen = await watch(page);
  const refused = 'http://refused.example';
  await customerPage(page, `${refused}/`, host, `${element('standings')}${element('matchReport')}`);
  await page.goto(`${refused}/`);
  for (const id of ['standings', 'matchReport'])
    await expect(widget(page, id).getByRole('alert')).toHaveText('The widget could not be loaded.');
  await expect
    .poll(() => seen.console)
    .toEqual(
      expect.arrayContaining([
        'EuaWidgets: matchReport of website 2001: Unknown widget "matchReport" (data-eua-widget)',
        `EuaWidgets: standings of website 2001: HTTP 403: Widgets of website 2001 may not load on ${refused}: its referrer domains do not include refused.example`,
      ]),
    );
});

test('a failed data request is tried again with back-off, saying so, and then shows the widget', async ({
  page,
  baseURL,
}) => {
  const { host, page: customer } = origins(baseURL);
  const seen = await watch(page);
  let failures = 2;
  await page.route(`${host}/widgets/v1/2001/leaders`, (route) => {
    if (failures-- > 0) return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    return route.continue();
  });
  await customerPage(page, `${customer}/retry`, host, element('leaders'));
  await page.goto(`${customer}/retry`);
  await expect(widget(page, 'leaders').getByRole('status')).toHaveText('Loading failed, trying again…');
  await expect(widget(page, 'leaders').getByRole('table').first()).toBeVisible();
  expect(seen.console.filter((line) => line.startsWith('EuaWidgets:'))).toEqual([
    'EuaWidgets: leaders of website 2001: HTTP 503: Service unavailable; trying again in 1 s',
    'EuaWidgets: leaders of website 2001: HTTP 503: Service unavailable; trying again in 2 s',
  ]);
});

test('dark mode follows the page’s preference unless the element sets a theme', async ({ page, baseURL }) => {
  const { host, page: customer } = origins(baseURL);
  await customerPage(
    page,
    `${customer}/themes`,
    host,
    `${element('standingsFragment')}${element('fixturesFragment', ' data-theme="light"')}`,
  );
  const background = (id: string) =>
    widget(page, id)
      .locator('.eua')
      .evaluate((box) => getComputedStyle(box).backgroundColor);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${customer}/themes`);
  await showAll(page, ['standingsFragment', 'fixturesFragment']);
  expect(await background('standingsFragment')).toBe('rgb(22, 25, 29)');
  expect(await background('fixturesFragment')).toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background('standingsFragment')).toBe('rgb(255, 255, 255)');
});

test('the sample page names every widget distinctly and passes WCAG 2.2 AA, light and dark, at 1,280 and 390 px', async ({
  page,
  baseURL,
}) => {
  const sample = new URL('/sample-site/', baseURL);
  sample.hostname = '127.0.0.1';
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.goto(sample.href);
    await showAll(page);
    const nav = widget(page, 'standings').getByRole('navigation', { name: 'Widgets' });
    if (await nav.count()) {
      const names = await nav.getByRole('listitem').allTextContents();
      expect(new Set(names).size, names.join(', ')).toBe(names.length);
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const violations = result.violations.map(
        (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(violations, `${scheme} at ${width} px`).toEqual([]);
    }
  }
});
