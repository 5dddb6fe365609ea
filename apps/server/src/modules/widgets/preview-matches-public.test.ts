/**
 * The console's live preview and the live widget read the same saved settings the same way (decision 094):
 * for every website of the demo data and every widget, the payload the console's preview builds from the
 * saved documents (packages/shared `previewPayload`, as the console calls it) equals the public answer.
 */
import {
  type ConfigDocument,
  features,
  previewPayload,
  savedValues,
  type WidgetPayload,
  type WidgetPreviewAnswer,
  widgetGeneralOf,
  widgetIds,
} from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceConfigWrite } from '../../core/config-notify';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { subjectQuery } from '../../test-support/widget-subjects';

let ctx: TestContext;
/** A token for each customer the admin can choose, with the websites it owns. */
let customers: { token: string; websiteIds: string[] }[];

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

async function readDocument(websiteId: string, resource: string, token: string): Promise<ConfigDocument> {
  const response = await get(`/v1/config/${websiteId}/${resource}`, bearer(token));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0];
}

beforeAll(async () => {
  ctx = await startTestApp();
  customers = [];
  for (const customerId of ['1001', '1002']) {
    const token = await productToken(ctx, demoUsers.admin.id, customerId);
    const websites = await get('/v1/config/websites?limit=100', bearer(token));
    customers.push({
      token,
      websiteIds: websites.json().data.map((w: { websiteId: string }) => w.websiteId),
    });
  }
});
afterAll(async () => ctx?.close());

/** A page the website serves its widgets to: its first referrer domain, given one if it has none. */
async function pageOf(websiteId: string, token: string): Promise<string> {
  const general = await readDocument(websiteId, 'general', token);
  let domains = general.config.referrerDomains as string[];
  if (domains.length === 0) {
    domains = ['preview.example'];
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/config/${websiteId}/general`,
      headers: bearer(token),
      payload: { referrerDomains: domains },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return `https://${domains[0]!.replace(/^\*\./, 'www.')}`;
}

/** Compares, for every website of `customers` and every widget, the preview payload with the public answer. */
async function compareEveryWidget(): Promise<number> {
  let compared = 0;
  for (const { token, websiteIds } of customers) {
    for (const websiteId of websiteIds) {
      const page = await pageOf(websiteId, token);
      const generalDocument = await readDocument(websiteId, 'general', token);
      const context = { sport: generalDocument.sport, trackingData: generalDocument.trackingData };
      const general = widgetGeneralOf(savedValues(features.general, generalDocument), context);
      const themeDocument = await readDocument(websiteId, 'theme', token);
      for (const widget of widgetIds) {
        const label = `${websiteId} ${widget}`;
        const query = await subjectQuery(ctx.db, websiteId, widget);
        const publicAnswer = await get(`/widgets/v1/${websiteId}/${widget}${query}`, { origin: page });
        expect(publicAnswer.statusCode, `${label} ${publicAnswer.body}`).toBe(200);
        const live = publicAnswer.json().data as WidgetPayload;

        // As the console does on the widget's screen: its saved document, General's, and the content.
        const document = await readDocument(websiteId, features[widget].resource, token);
        const preview = await get(`/v1/config/${websiteId}/widget-preview/${widget}${query}`, bearer(token));
        expect(preview.statusCode, label).toBe(200);
        const payload = previewPayload({
          widget,
          websiteId,
          data: (preview.json() as WidgetPreviewAnswer).data,
          config: savedValues(features[widget], document),
          general,
          configVersion: document.version,
          generalVersion: generalDocument.version,
          theme: savedValues(features.theme, themeDocument),
          themeVersion: themeDocument.version,
          context,
        });

        // The content is asked for by season and the public leaders are cut to the saved settings; the
        // preview is never cached, so it names no data version. Everything the settings decide is equal.
        const { content: _liveContent, dataVersion: _liveData, ...liveRest } = live;
        const { content: _content, dataVersion: _data, ...previewRest } = payload;
        expect(previewRest, label).toEqual(liveRest);
        compared++;
      }
    }
  }
  return compared;
}

describe('the preview payload of every saved document of the demo data', () => {
  it('equals the public answer of every widget of every website: its settings, General, seasons and labels', async () => {
    expect(await compareEveryWidget()).toBeGreaterThanOrEqual(3 * widgetIds.length);
  });

  it('still equals it when stored documents lack fields (saved before the fields existed): both take the same defaults', async () => {
    // The demo data saves every field; documents written before a field existed do not have it. Where the two
    // paths once disagreed (the main navigation, the default locale, the leaders' count) they must not now.
    const websiteId = customers[0]!.websiteIds[0]!;
    await ctx.db.query(
      `update configs set document = document - 'showMainNavigation' - 'localeDefault' - 'showSeasonSelector'
        where website_id = $1 and resource = 'general'`,
      [websiteId],
    );
    await ctx.db.query(
      `update configs set document = document - 'leadersCountPerStatistic' - 'showEntityLogo'
        where website_id = $1 and resource = 'leaders'`,
      [websiteId],
    );
    await announceConfigWrite(ctx.db, websiteId);
    const [stored] = await ctx.db.query<{ has: boolean }>(
      `select document ? 'localeDefault' as has from configs where website_id = $1 and resource = 'general'`,
      [websiteId],
    );
    expect(stored?.has).toBe(false);
    // The data API reads it as every reader does: with the definition's default.
    const general = await readDocument(websiteId, 'general', customers[0]!.token);
    const localeDefault = features.general.fields.find((f) => f.name === 'localeDefault')?.default;
    expect(general.config.localeDefault).toBe(localeDefault);
    expect(await compareEveryWidget()).toBeGreaterThanOrEqual(3 * widgetIds.length);
  });
});
