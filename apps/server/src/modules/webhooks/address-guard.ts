/**
 * Where a webhook may be sent (docs/product.md#webhooks, decision 139): never to a private, loopback,
 * link-local or otherwise non-public address, unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES is set (tests, a
 * receiver on the same network). Checked when an endpoint is saved (an address written as an IP, or a
 * name of this machine) and again before every attempt, on every address the name resolves to; the attempt
 * connects only to the addresses checked (decision 153).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind it
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (`::ffff:127.0.0.1`), if any. */
function embeddedIpv4(address: string): string | undefined {
  const dotted = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1] ?? '0', 16);
  const low = Number.parseInt(hex[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address (v4 or v6) is one the public internet routes to. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(bare);
  if (inner !== undefined) return isPublicAddress(inner);
  return !blocked.check(bare, 'ipv6');
}

export const PRIVATE_ADDRESS_MESSAGE =
  'must be a public address: private, loopback and link-local addresses are refused';

/** Names that are this machine or its network whatever a resolver says. */
const localName = (host: string) =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  host.endsWith('.local') ||
  host.endsWith('.internal');

/**
 * Why `url` may not be saved as an endpoint, or undefined: an IP written in it, or a local name, that is not
 * public. A name is resolved at delivery time, not here (it may change; see `checkDeliveryAddress`).
 */
export function refusedUrl(url: string): string | undefined {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host)) return isPublicAddress(host) ? undefined : PRIVATE_ADDRESS_MESSAGE;
  return localName(host) ? PRIVATE_ADDRESS_MESSAGE : undefined;
}

export type CheckedAddress = { address: string; family: number };

/**
 * Before an attempt: the host resolved (every address, IPv4 and IPv6) and each one public. Answers the
 * addresses, which the attempt then connects to and nothing else (`pinnedLookup`): a name that resolves to
 * another address a moment later (DNS rebinding) is never asked again. Else the reason the attempt is not
 * made. An address written in the URL is itself the answer (checked when the endpoint was saved).
 */
export async function resolveDeliveryAddress(
  url: string,
  resolve: (host: string) => Promise<{ address: string; family?: number }[]> = (host) =>
    lookup(host, { all: true }),
): Promise<{ refused: string } | { addresses: CheckedAddress[] }> {
  const refused = refusedUrl(url);
  if (refused) return { refused: `The address ${refused}` };
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  if (literal) return { addresses: [{ address: host, family: literal }] };
  let resolved: { address: string; family?: number }[];
  try {
    resolved = await resolve(host);
  } catch {
    return { refused: `The host ${host} could not be resolved` };
  }
  if (resolved.length === 0) return { refused: `The host ${host} could not be resolved` };
  const bad = resolved.find((one) => !isPublicAddress(one.address));
  if (bad) return { refused: `The host ${host} resolves to ${bad.address}, which is not a public address` };
  return {
    addresses: resolved.map(({ address, family }) => ({ address, family: family ?? isIP(address) })),
  };
}

/** `resolveDeliveryAddress`'s refusal alone. */
export async function checkDeliveryAddress(
  url: string,
  resolve?: (host: string) => Promise<{ address: string; family?: number }[]>,
): Promise<string | undefined> {
  const checked = await resolveDeliveryAddress(url, resolve);
  return 'refused' in checked ? checked.refused : undefined;
}

/**
 * A `lookup` for node:http(s) that answers the addresses already checked, whatever the resolver would say
 * now: the connection goes where the check looked.
 */
export function pinnedLookup(addresses: readonly CheckedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = addresses.filter((one) => wanted === 0 || one.family === wanted);
    const first = usable[0];
    if (!first) {
      const error = Object.assign(new Error('No checked address of the wanted family'), {
        code: 'ENOTFOUND',
      });
      callback(error, '', 0);
    } else if (options.all) {
      (callback as unknown as (error: null, list: CheckedAddress[]) => void)(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}
