/**
 * The demo data shows inheritance at work (docs/product.md#customer-defaults): each customer's shared values
 * are stored once on its defaults, a website stores only what differs, and every website shows exactly what
 * it showed when it stored every value itself — in the console's GET and in the public widget answer.
 */
import { features, resolveFeatureSettings, websiteOnlyFields } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, productToken, startTestApp, type TestContext } from '../test-support/fixtures';
import { demoCustomers, demoUsers } from './demo-data';
import { defaultsOwnerId, shareDefaults } from './demo-defaults';
import { DEMO_OWN_VALUE, demoWebsiteConfigs, planDemoData } from './demo-seed';

const featureList = Object.values(features);

describe('shareDefaults', () => {
  it('stores on the defaults the values most websites share, and on a website only the others', () => {
    const site = (id: string, leaders: Record<string, unknown>) => ({
      website: { id, customerId: 'c', sport: 'basketball' as const },
      configs: { leaders: { ...leaders } },
    });
    const websites = [
      site('1', { count: 5, link: 'internalPage', allowedSeasons: { a: true } }),
      site('2', { count: 5, link: 'none', allowedSeasons: { a: true } }),
      site('3', { count: 5, link: 'none', allowedSeasons: { a: true } }),
    ];
    expect(shareDefaults(websites)).toEqual([
      { websiteId: 'defaults-c-basketball', configs: { leaders: { count: 5, link: 'none' } } },
    ]);
    // The season fields are each website's own, whatever their value.
    expect(websites.map((w) => w.configs.leaders)).toEqual([
      { link: 'internalPage', allowedSeasons: { a: true } },
      { allowedSeasons: { a: true } },
      { allowedSeasons: { a: true } },
    ]);
    // Two websites that disagree: neither value is the customer's.
    const two = [site('1', { count: 5 }), site('2', { count: 6 })];
    expect(shareDefaults(two)).toEqual([{ websiteId: 'defaults-c-basketball', configs: {} }]);
    expect(two.map((w) => w.configs.leaders)).toEqual([{ count: 5 }, { count: 6 }]);
  });
});

describe('the demo plan', () => {
  it('gives every customer and sport non-empty defaults, and each website the same effective values as storing all', async () => {
    const plan = await planDemoData();
    const owners = new Map(plan.defaults.map((owner) => [owner.websiteId, owner.configs]));
    expect([...owners.keys()].sort()).toEqual([
      'defaults-1001-basketball',
      'defaults-1002-handball',
      'defaults-1002-hockey',
    ]);
    for (const planned of plan.websites) {
      const { website } = planned;
      const defaults = owners.get(defaultsOwnerId(website.customerId, website.sport))!;
      const all = demoWebsiteConfigs(website, planned.tree);
      for (const [resource, complete] of Object.entries(all)) {
        expect(Object.keys(defaults[resource] ?? {}).length, `${website.id} ${resource}`).toBeGreaterThan(0);
        const own = planned.configs[resource]!;
        const inherited = Object.fromEntries(
          Object.entries(defaults[resource] ?? {}).filter(([name]) => !websiteOnlyFields.has(name)),
        );
        expect({ ...inherited, ...own }, `${website.id} ${resource}`).toEqual(complete);
        // The website stores no value equal to its default, but its own seasons.
        for (const [name, value] of Object.entries(own)) {
          if (websiteOnlyFields.has(name)) continue;
          expect(value, `${website.id} ${resource}.${name}`).not.toEqual(defaults[resource]?.[name]);
        }
      }
    }
  });
});

describe('the seeded demo data', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await startTestApp();
    for (const customer of [demoCustomers.northern, demoCustomers.iceAndCourt]) {
      tokens[customer.id] = await productToken(ctx, demoUsers.admin.id, customer.id);
    }
  });
  afterAll(async () => ctx?.close());

  const read = async (websiteId: string, resource: string, customerId: string) => {
    const response = await ctx.app.inject({
      url: `/v1/config/${websiteId}/${resource}`,
      headers: bearer(tokens[customerId]!),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0] as {
      config: Record<string, unknown>;
      sources: Record<string, string>;
      version: number;
    };
  };

  it('answers every demo website and screen as if the website stored every value itself', async () => {
    const plan = await planDemoData();
    for (const planned of plan.websites) {
      const { website } = planned;
      const all = demoWebsiteConfigs(website, planned.tree);
      const facts = { sport: website.sport, trackingData: website.trackingData };
      for (const feature of featureList) {
        const document = await read(website.id, feature.resource, website.customerId);
        const before = resolveFeatureSettings(feature, all[feature.resource]!, facts);
        expect(document.config, `${website.id} ${feature.resource}`).toEqual(before);
        expect(document.version).toBe(1);
      }
    }
  });

  it('stores the shared values on the defaults and only the differences on the websites', async () => {
    const rows = await ctx.db.query<{
      websiteId: string;
      resource: string;
      document: Record<string, unknown>;
    }>(`select website_id as "websiteId", resource, document from configs order by website_id, resource`);
    const stored = (websiteId: string, resource: string) =>
      rows.find((row) => row.websiteId === websiteId && row.resource === resource)?.document;
    for (const owner of ['defaults-1001-basketball', 'defaults-1002-hockey', 'defaults-1002-handball']) {
      for (const feature of featureList) {
        expect(Object.keys(stored(owner, feature.resource) ?? {}).length, owner).toBeGreaterThan(0);
      }
    }
    // The customer's brand is its defaults', not its website's.
    expect(stored('defaults-1002-hockey', 'theme')).toMatchObject({ lightAccent: '#a3123a' });
    expect(stored('2101', 'theme')).toEqual({});
    // The sample site's website sets its links; the others follow the customer's.
    expect(stored('2001', 'leaders')).toEqual({ personLink: 'internalPage' });
    expect(stored('2003', 'leaders')).toEqual({});
    expect(stored('2002', 'leaders')).toEqual({ leadersCountPerStatistic: 3 });
    // The season tree stays on each website.
    expect(Object.keys(stored('2001', 'general')!).sort()).toEqual([
      'allowedSeasons',
      'defaultCompetitionId',
      'defaultOrganizationId',
      'defaultSeasonId',
    ]);
    expect(stored('defaults-1001-basketball', 'general')).not.toHaveProperty('defaultSeasonId');
    expect(stored('defaults-1001-basketball', 'general')).toMatchObject({ referrerDomains: ['127.0.0.1'] });
  });

  it('shows a website value of its own beside inherited ones in Northern Basketball League', async () => {
    const { websiteId, resource, field, value } = DEMO_OWN_VALUE;
    const own = await read(websiteId, resource, demoCustomers.northern.id);
    expect(own.config[field]).toBe(value);
    expect(own.sources[field]).toBe('website');
    expect(own.sources.showPersonImage).toBe('defaults');
    const following = await read('2003', resource, demoCustomers.northern.id);
    expect(following.config[field]).toBe(5);
    expect(following.sources[field]).toBe('defaults');
  });

  it('serves the public widget answer with the inherited values', async () => {
    const response = await ctx.app.inject({
      url: '/widgets/v1/2101/standings',
      headers: { origin: 'http://127.0.0.1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.theme).toMatchObject({ lightAccent: '#a3123a', font: 'georgia' });
  });
});
