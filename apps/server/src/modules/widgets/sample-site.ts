/**
 * The sample customer site (docs/product.md#the-sample-customer-site): `/sample-site/` and its pages embed the
 * widgets of demo website 2001 with the snippet a customer pastes (sample-site/pages.ts). Served by this
 * server on any host, so opened on http://127.0.0.1:$PORT it is a second origin beside the console on
 * http://localhost:$PORT (the demo websites' referrer domains include 127.0.0.1). The script's address is
 * root-relative, so it loads from whichever host the page is opened on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  renderDetailPage,
  renderSamplePage,
  SAMPLE_BASE,
  sampleDetailPages,
  samplePages,
} from './sample-site/pages';
import { chooseEncoding } from './widget-runtime';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sample-site');

export const SAMPLE_SITE_PATH = '/sample-site/';

/** The browser's default referrer policy, which a customer's page usually keeps. */
export const SAMPLE_SITE_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * As strict as a careful customer's page: scripts and styles from this host only (the widget runtime and its
 * chunks come from here, and style their shadow roots with constructed stylesheets, no inline style: decision
 * 100), images and data from this host or the server's public address (team logos).
 */
export function sampleSiteCsp(publicUrl: string): string {
  const server = new URL(publicUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${server}`,
    `connect-src 'self' ${server}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

type Body = { raw: Buffer; br: Buffer; gzip: Buffer };

/** A page or the stylesheet, compressed once at start: they do not change while the server runs. */
const compressed = (text: string | Buffer): Body => {
  const raw = Buffer.from(text);
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
};

/** The body in the encoding the request accepts (a first visit's page and stylesheet are a third the size). */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: Body) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? body[encoding] : body.raw);
}

export function registerSampleSite(app: FastifyInstance, publicUrl: string): void {
  const css = compressed(readFileSync(path.join(folder, 'sample.css')));
  const csp = sampleSiteCsp(publicUrl);
  const html = (request: FastifyRequest, reply: FastifyReply, page: Body) =>
    sendBody(
      request,
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp),
      page,
    );
  // A route's own onSend runs after the app's, so the console's policy for its HTML does not replace this.
  const withPolicy = {
    onSend: async (_request: unknown, reply: FastifyReply, payload: unknown) => {
      reply.header('content-security-policy', csp);
      // A customer's page has the browser's default policy, not the console's no-referrer: its requests
      // name their origin, as the public widget path needs and counts (decision 132).
      reply.header('referrer-policy', SAMPLE_SITE_REFERRER_POLICY);
      return payload;
    },
  };
  app.get(SAMPLE_BASE, async (_request, reply) => reply.redirect(SAMPLE_SITE_PATH, 301));
  for (const page of samplePages) {
    const body = compressed(renderSamplePage(page));
    app.get(
      page.path === '' ? SAMPLE_SITE_PATH : `${SAMPLE_BASE}${page.path}`,
      withPolicy,
      async (request, reply) => html(request, reply, body),
    );
  }
  for (const detail of sampleDetailPages) {
    const body = compressed(renderDetailPage(detail));
    // Any id: the widget reads it from the address and says so when the website has no such one.
    app.get(`${SAMPLE_BASE}/${detail.segment}/:id`, withPolicy, async (request, reply) =>
      html(request, reply, body),
    );
  }
  app.get(`${SAMPLE_BASE}/sample.css`, async (request, reply) =>
    sendBody(
      request,
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300'),
      css,
    ),
  );
}

/** The sample customer page as a plugin of the app (decision 163), in the context of the console's pages. */
export const sampleSite = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => registerSampleSite(app, options.publicUrl),
  { name: 'sample-site' },
);
