/**
 * Which pages may load a website's widgets (decision 071): the page's origin (or, without an Origin header,
 * its Referer) against the website's referrer domains. One function, used by the public read path and by the
 * console's domain tester, so both give the same answer.
 *
 * An entry matches a host name exactly, case-insensitively, on any port and scheme; `host:port` matches only
 * that port; `*.example.com` matches every subdomain of example.com (not example.com itself). A trailing dot
 * and a scheme or path pasted with the entry are ignored. An empty list matches nothing.
 */

export type PageOrigin = { host: string; port: string; origin: string };

/** The origin of a page address, or null when it is not an http(s) URL. */
export function pageOrigin(address: string): PageOrigin | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return { host: url.hostname.toLowerCase().replace(/\.$/, ''), port, origin: url.origin };
}

/** An entry as typed in the console, reduced to `host` or `host:port` (scheme, path and case dropped). */
export function normaliseDomain(entry: string): string {
  let value = entry.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.replace(/[/?#].*$/, '');
  return value.replace(/\.$/, '').replace(/\.:/, ':');
}

function entryMatches(entry: string, page: PageOrigin): boolean {
  const normalised = normaliseDomain(entry);
  if (!normalised) return false;
  // IPv6 literals keep their brackets in URL.hostname; an entry's port follows the last colon after them.
  const portMatch = /^(.*?)(?::(\d+))?$/.exec(normalised);
  const host = portMatch?.[1] ?? normalised;
  const port = portMatch?.[2];
  if (port !== undefined && port !== page.port) return false;
  if (host.startsWith('*.')) {
    const parent = host.slice(2);
    return parent.length > 0 && page.host.endsWith(`.${parent}`);
  }
  return host === page.host;
}

/** The first referrer domain that lets the page load the widgets, or null. */
export function matchingReferrerDomain(domains: readonly string[], page: PageOrigin): string | null {
  return domains.find((entry) => entryMatches(entry, page)) ?? null;
}

/** What to add to the referrer domains so the page may load the widgets: its host (with the port if not default). */
export function suggestedReferrerDomain(page: PageOrigin): string {
  return page.host;
}
