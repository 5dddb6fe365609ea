/**
 * The theme on the write and the public path (docs/product.md#theme): a theme failing contrast is refused by
 * the server with the console's message, a saved one arrives with every widget's answer under a new ETag.
 */
import { widgetAnswerSchema } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';

let ctx: TestContext;
let admin: string;
const PAGE = 'http://club.example';

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function readTheme() {
  const response = await get('/v1/config/2001/theme', bearer(admin));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] as { version: number; config: Record<string, unknown> };
}

const putTheme = async (changes: Record<string, unknown>) => {
  const current = await readTheme();
  return ctx.app.inject({
    method: 'PUT',
    url: '/v1/config/2001/theme',
    headers: { ...bearer(admin), 'if-match': `"${current.version}"` },
    payload: { ...current.config, ...changes, websiteId: '2001' },
  });
};

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  const general = (await get('/v1/config/2001/general', bearer(admin))).json().data[0];
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/v1/config/2001/general',
    headers: bearer(admin),
    payload: { ...general.config, referrerDomains: ['club.example'], websiteId: '2001' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => ctx?.close());

describe('the theme', () => {
  it('reads as today’s look before anyone saves one', async () => {
    const theme = await readTheme();
    expect(theme.config).toMatchObject({
      lightAccent: '#0b57d0',
      darkBackground: '#16191d',
      density: 'comfortable',
    });
  });

  it('refuses a colour failing contrast, naming the pair and the ratio, and stores nothing', async () => {
    const before = await readTheme();
    const refused = await putTheme({ lightSecondaryText: '#8a919b' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'lightSecondaryText', message: 'Secondary text on background: 3.1:1, needs 4.5:1' },
    ]);
    expect((await readTheme()).version).toBe(before.version);
    const notAColour = await putTheme({ darkAccent: 'green' });
    expect(notAColour.statusCode).toBe(400);
    expect(notAColour.json().errors[0].field).toBe('darkAccent');
  });

  it('arrives with every widget’s answer once saved, under a new ETag', async () => {
    const before = await get('/widgets/v1/2001/standings', { origin: PAGE });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.theme.lightAccent).toBe('#0b57d0');
    const saved = await putTheme({ lightAccent: '#1b7a3e', font: 'georgia' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await get('/widgets/v1/2001/standings', { origin: PAGE });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const answer = widgetAnswerSchema.parse(after.json());
    expect(answer.data.theme).toMatchObject({ lightAccent: '#1b7a3e', font: 'georgia' });
    expect(answer.data.themeVersion).toBe(saved.json().data[0].version);
    const revalidated = await get('/widgets/v1/2001/standings', {
      origin: PAGE,
      'if-none-match': before.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(200);
  });
});
