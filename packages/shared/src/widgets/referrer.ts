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

/**
 * What a referrer domain entry may be (docs/product.md#usage-and-health): a host name, optionally `*.` before
 * it for its subdomains, optionally `:port`; an internationalised name is kept in its ASCII (punycode) form.
 * The console's field and the server's validation use this one rule.
 */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ENTRY = /^(\*\.)?([^\s/?#@[\]\\%:*]+?)\.?(?::(\d{1,5}))?$/u;

export const notADomainMessage = (entry: string) =>
  `“${entry.slice(0, 100)}” is not a domain: enter a host name such as www.example.com, *.example.com for its subdomains, or example.com:8080`;

/** The entry in the form it is stored in (lower case, ASCII, no trailing dot), or null when it is no domain. */
export function asciiReferrerDomain(entry: string): string | null {
  const match = ENTRY.exec(entry.trim().toLowerCase());
  if (!match) return null;
  const [, wildcard = '', host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535 || port.startsWith('0'))) return null;
  let ascii: string;
  try {
    // The WHATWG URL parser applies IDNA (UTS 46) in browsers and Node alike: `bücher.example` becomes
    // `xn--bcher-kva.example`.
    ascii = new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
  if (ascii.length > 253 || !ascii.split('.').every((label) => LABEL.test(label))) return null;
  return `${wildcard}${ascii}${port === undefined ? '' : `:${port}`}`;
}

/** Why `entry` cannot be a referrer domain, or null when it can. */
export const referrerDomainProblem = (entry: string): string | null =>
  asciiReferrerDomain(entry) === null ? notADomainMessage(entry) : null;

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;

/** RFC 3492's bias adaptation. */
function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / 700) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + 38));
}

/** One punycode label (without `xn--`) decoded (RFC 3492), or null when it is not valid punycode. */
function decodeLabel(input: string): string | null {
  const output: number[] = [];
  const end = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(0, end); j++) output.push(input.charCodeAt(j));
  let n = 128;
  let bias = 72;
  let i = 0;
  for (let index = end > 0 ? end + 1 : 0; index < input.length; ) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const code = input.charCodeAt(index++);
      const digit =
        code - 48 < 10 ? code - 22 : code - 65 < 26 ? code - 65 : code - 97 < 26 ? code - 97 : BASE;
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    output.splice(i++, 0, n);
  }
  try {
    return String.fromCodePoint(...output);
  } catch {
    return null;
  }
}

/** A stored entry as people read it: its `xn--` labels decoded (`xn--bcher-kva.example` → `bücher.example`). */
export function unicodeReferrerDomain(entry: string): string {
  return entry
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (decodeLabel(label.slice(4)) ?? label) : label))
    .join('.');
}
