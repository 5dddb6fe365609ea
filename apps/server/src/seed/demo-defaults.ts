/**
 * The demo data's customer defaults (docs/product.md#customer-defaults): for each customer and sport, a value
 * most of its websites of that sport share is stored once, on the customer's defaults, and only the websites
 * whose value differs store their own. The fields naming a website's own organisations, competitions and
 * seasons are never inherited (decision 144) and stay on each website. What every website shows is what it
 * showed with every value stored on it: only where the values are stored changes.
 */
import { type Sport, websiteOnlyFields } from '@eua/shared';

/** The id of a customer's defaults owner of a sport (decision 144), as `ensureDefaultsOwners` makes it. */
export const defaultsOwnerId = (customerId: string, sport: Sport) => `defaults-${customerId}-${sport}`;

type Configs = Record<string, Record<string, unknown>>;

/** A planned website: who owns it, its sport and its complete documents (every field stored on it). */
export type WebsiteConfigs = {
  website: { id: string; customerId: string; sport: Sport };
  configs: Configs;
};

/** A defaults owner's documents, per screen. */
export type DefaultsConfigs = { websiteId: string; configs: Configs };

/** The same text for equal JSON values whatever the order of their keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * Moves to each customer's defaults of a sport every value held by more than half of its websites of that
 * sport (all of them when it has one), and leaves on a website only the values that differ from those: the
 * websites' `configs` are changed in place, each keeping a document per screen (perhaps empty), so the
 * versions stay what they were. Answers the defaults' documents, one owner per customer and sport.
 */
export function shareDefaults(websites: readonly WebsiteConfigs[]): DefaultsConfigs[] {
  const groups = new Map<string, WebsiteConfigs[]>();
  for (const planned of websites) {
    const id = defaultsOwnerId(planned.website.customerId, planned.website.sport);
    groups.set(id, [...(groups.get(id) ?? []), planned]);
  }
  const owners: DefaultsConfigs[] = [];
  for (const [ownerId, members] of groups) {
    const configs: Configs = {};
    const resources = new Set(members.flatMap((m) => Object.keys(m.configs)));
    for (const resource of resources) {
      const shared: Record<string, unknown> = {};
      const fields = new Set(members.flatMap((m) => Object.keys(m.configs[resource] ?? {})));
      for (const field of fields) {
        if (websiteOnlyFields.has(field)) continue;
        const counts = new Map<string, { value: unknown; count: number }>();
        for (const member of members) {
          const document = member.configs[resource];
          if (!document || !Object.hasOwn(document, field)) continue;
          const key = canonical(document[field]);
          const seen = counts.get(key) ?? { value: document[field], count: 0 };
          counts.set(key, { ...seen, count: seen.count + 1 });
        }
        const most = [...counts.values()].sort((a, b) => b.count - a.count)[0];
        if (!most || most.count * 2 <= members.length) continue;
        shared[field] = most.value;
        for (const member of members) {
          const document = member.configs[resource];
          if (document && canonical(document[field]) === canonical(most.value)) delete document[field];
        }
      }
      if (Object.keys(shared).length > 0) configs[resource] = shared;
    }
    owners.push({ websiteId: ownerId, configs });
  }
  return owners;
}
