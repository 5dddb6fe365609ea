/**
 * What the dual-list benchmark and its CSP probe share: Debian's Chromium, launched as the end-to-end suite
 * launches it, and a static server that answers every HTML page with the console's real Content-Security-Policy
 * (apps/server/src/modules/console/console.plugin.ts), so that whatever the page does is judged by that policy.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from '@playwright/test';
import type { AppConfig } from '../apps/server/src/config/env';
import { contentSecurityPolicy } from '../apps/server/src/modules/console/console.plugin';

/** The console's policy with the built-in identity provider (the default set-up). */
export const consoleCsp = contentSecurityPolicy({ idp: { builtIn: true } } as AppConfig);

/** Debian's Chromium (Playwright cannot download its own here) and the flags every bench launches it with. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** Serves `files` (path → content) on a free local port; HTML carries the console's CSP header. */
export async function serve(
  files: Record<string, string | Uint8Array>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const body = files[path === '/' ? '/index.html' : path];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    const type = types[path.split('.').pop() ?? 'html'] ?? types.html;
    response.writeHead(200, {
      'content-type': type as string,
      'cache-control': 'no-store',
      ...(type?.startsWith('text/html') ? { 'content-security-policy': consoleCsp } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Min / median / max (the mean of the middle two for an even count) and the count of `values`. */
export const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median =
    sorted.length % 2
      ? (sorted[(sorted.length - 1) / 2] ?? 0)
      : ((sorted[sorted.length / 2 - 1] ?? 0) + (sorted[sorted.length / 2] ?? 0)) / 2;
  return { min: sorted[0] ?? 0, median, max: sorted.at(-1) ?? 0, n: sorted.length };
};
/** A `stats` result as "min / median / max ms (n=N)". */
export const fmt = (s: ReturnType<typeof stats>) =>
  `${s.min.toFixed(0)} / ${s.median.toFixed(0)} / ${s.max.toFixed(0)} ms (n=${s.n})`;
