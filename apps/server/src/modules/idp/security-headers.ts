import type { ServerResponse } from 'node:http';

/**
 * Headers for every response under /idp (docs/product.md#tokens-and-access: strict CSP, no inline script).
 * `form-action` lists the console's origin because the login form's POST ends in a redirect to it, and
 * browsers check the whole redirect chain of a form submission; `frame-ancestors` lets the console run silent
 * sign-in in a hidden iframe.
 */
export function idpSecurityHeaders(publicUrl: string): Record<string, string> {
  const consoleOrigin = new URL(publicUrl).origin;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "object-src 'none'",
    `form-action 'self' ${consoleOrigin}`,
    `frame-ancestors 'self' ${consoleOrigin}`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

export function applyHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
