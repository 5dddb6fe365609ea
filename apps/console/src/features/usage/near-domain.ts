import { normaliseDomain, pageOrigin } from '@eua/shared';

/**
 * How a refused page's host relates to an allowed referrer domain, when it is close: the same but for `www.`,
 * a subdomain of it, or its parent (docs/product.md#usage-and-health). Null when no entry is close.
 */
export type NearDomain = { kind: 'onlyWww' | 'subdomainOf' | 'parentOf'; domain: string };

export function nearDomain(origin: string, referrerDomains: readonly string[]): NearDomain | null {
  const page = pageOrigin(origin);
  if (!page) return null;
  const host = page.host;
  for (const entry of referrerDomains) {
    const domain = normaliseDomain(entry).replace(/^\*\./, '').replace(/:\d+$/, '');
    if (!domain || domain === host) continue;
    if (host === `www.${domain}` || domain === `www.${host}`) return { kind: 'onlyWww', domain };
    if (host.endsWith(`.${domain}`)) return { kind: 'subdomainOf', domain };
    if (domain.endsWith(`.${host}`)) return { kind: 'parentOf', domain };
  }
  return null;
}
