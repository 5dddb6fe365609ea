/**
 * Where a website's widgets may load (decision 071): the request's `Origin`, or without one its `Referer`,
 * against the website's General `referrerDomains`, through the one matcher the console's domain tester uses
 * (@eua/shared matchingReferrerDomain). A refusal is a 403 whose message names the page and what to add.
 */
import { matchingReferrerDomain, pageOrigin, suggestedReferrerDomain } from '@eua/shared';
import { forbidden, type HttpError } from '../../http/errors';

export const noReferrerDomainsMessage = (websiteId: string) =>
  `Website ${websiteId} has no referrer domains: its widgets load on no page`;

export const notAllowedMessage = (websiteId: string, origin: string, host: string) =>
  `Widgets of website ${websiteId} may not load on ${origin}: its referrer domains do not include ${host}`;

export const noPageMessage = (websiteId: string) =>
  `Widgets of website ${websiteId} load only on the pages of its referrer domains: this request names no page (no Origin or Referer header)`;

export const notAPageMessage = (websiteId: string, value: string) =>
  `Widgets of website ${websiteId} may not load on ${value}: not an http or https page`;

/**
 * What an allowed request may be answered with: the origin CORS is granted to, and the header that named it
 * (an answer decided by the Referer is no answer a CDN keyed on the Origin may keep, docs/cdn.md).
 */
export type AllowedPage = { origin: string; from: 'origin' | 'referer' };

type Headers = { origin?: string | string[] | undefined; referer?: string | string[] | undefined };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page asking, or the 403 that refuses it. */
export function checkPage(
  websiteId: string,
  referrerDomains: readonly string[],
  headers: Headers,
): AllowedPage | HttpError {
  const origin = single(headers.origin);
  const referer = single(headers.referer);
  const asked = origin ?? referer;
  if (referrerDomains.length === 0) return forbidden(noReferrerDomainsMessage(websiteId));
  if (asked === undefined || asked === '') return forbidden(noPageMessage(websiteId));
  const page = pageOrigin(asked);
  // `Origin: null` (a sandboxed frame, a file), or a header that is no URL: echoed only up to 200 characters.
  if (!page) return forbidden(notAPageMessage(websiteId, asked.slice(0, 200)));
  if (!matchingReferrerDomain(referrerDomains, page)) {
    return forbidden(notAllowedMessage(websiteId, page.origin, suggestedReferrerDomain(page)));
  }
  return { origin: page.origin, from: origin === undefined ? 'referer' : 'origin' };
}
