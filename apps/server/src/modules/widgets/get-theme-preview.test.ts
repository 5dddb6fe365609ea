/**
 * GET /v1/config/{websiteId}/theme-preview (docs/product.md#theme): every family's preview content in one
 * answer, each as the widget's own preview call answers it, on the seeded website 2001 (PGlite). The tokens'
 * matrix is isolation-matrix.test.ts.
 */
import { themePreviewAnswerSchema, themePreviewWidgets } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });

describe('theme preview', () => {
  it("answers every family's content at once, each as its own preview call would", async () => {
    const response = await get('/v1/config/2001/theme-preview');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const body = response.json();
    expect(themePreviewAnswerSchema.safeParse(body).error).toBeUndefined();
    const answer = themePreviewAnswerSchema.parse(body);
    expect(answer.data.map((entry) => entry.widget)).toEqual([...themePreviewWidgets]);
    const standings = await get('/v1/config/2001/widget-preview/standings');
    expect(answer.data[0]).toEqual(standings.json().data);
    // The fixture's detail shows the fixture its picker shows first.
    const fixtures = await get('/v1/config/2001/widget-subjects/fixture');
    const first = fixtures.json().meta.defaultId as string;
    const detail = await get(`/v1/config/2001/widget-preview/fixtureDetails?id=${first}`);
    expect(answer.data[2]).toEqual(detail.json().data);
  });

  it('is not found for a website that is not the customer’s', async () => {
    const response = await get('/v1/config/2101/theme-preview');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Website not found');
  });
});
