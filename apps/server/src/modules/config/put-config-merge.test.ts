import { NOT_DEFAULT_SEASON_PLACE } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { listSeasonPlaces } from '../websites/websites.service';

/**
 * PUT bodies that are not the whole document, and values that do not fit the website (decision 056): a client
 * that sends one field loses nothing else, and a default season carries its own competition and organisation.
 */
let ctx: TestContext;
let admin: string;
let adminIce: string;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  adminIce = await productToken(ctx, demoUsers.admin.id, '1002');
});
afterAll(async () => ctx?.close());

type Doc = { config: Record<string, unknown>; version: number };

const getDoc = async (websiteId: string, resource: string, token = admin): Promise<Doc> => {
  const response = await ctx.app.inject({
    url: `/v1/config/${websiteId}/${resource}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Doc[] }).data[0]!;
};
const put = (websiteId: string, resource: string, payload: object, token = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/v1/config/${websiteId}/${resource}`,
    headers: bearer(token),
    payload,
  });

describe('PUT with a partial body', () => {
  it('changes the fields it sends and keeps every other stored value', async () => {
    const before = await getDoc('2001', 'general');
    const response = await put('2001', 'general', { websiteId: '2001', showSeasonSelector: false });
    expect(response.statusCode, response.body).toBe(200);
    const after = await getDoc('2001', 'general');
    expect(after.version).toBe(before.version + 1);
    expect(after.config).toEqual({ ...before.config, showSeasonSelector: false });
  });

  it('puts a field back to its default when it is sent as null', async () => {
    expect((await put('2001', 'leaders', { leadersCountPerStatistic: 17 })).statusCode).toBe(200);
    expect((await getDoc('2001', 'leaders')).config.leadersCountPerStatistic).toBe(17);
    expect((await put('2001', 'leaders', { leadersCountPerStatistic: null })).statusCode).toBe(200);
    expect((await getDoc('2001', 'leaders')).config.leadersCountPerStatistic).toBe(5);
  });

  it('refuses a partial body that deselects the stored default season, and changes nothing', async () => {
    const before = await getDoc('2001', 'general');
    const response = await put('2001', 'general', { allowedSeasons: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [
        {
          field: 'defaultSeasonId',
          message: 'You must select another default season before deselecting this one',
        },
      ],
    });
    expect(await getDoc('2001', 'general')).toEqual(before);
  });
});

describe('PUT with partial bodies at the same time', () => {
  it('keeps both changes when two partial bodies for different fields race', async () => {
    for (let round = 0; round < 5; round += 1) {
      const on = round % 2 === 0;
      const [a, b] = await Promise.all([
        put('2002', 'general', { showMainNavigation: on }),
        put('2002', 'general', { showSeasonSelector: on }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const { config } = await getDoc('2002', 'general');
      expect([config.showMainNavigation, config.showSeasonSelector]).toEqual([on, on]);
    }
  });
});

describe('PUT values that do not fit the website', () => {
  it('wants the default competition and organisation of the default season', async () => {
    const before = await getDoc('2001', 'general');
    const places = await listSeasonPlaces(ctx.db, '2001');
    const other = places.find((p) => p.competitionId !== before.config.defaultCompetitionId)!;
    // A season of another competition, allowed, sent as the default without its competition and organisation.
    const allowedSeasons = { ...(before.config.allowedSeasons as object), [other.seasonId]: true };
    const response = await put('2001', 'general', { allowedSeasons, defaultSeasonId: other.seasonId });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: 'defaultCompetitionId',
      message: NOT_DEFAULT_SEASON_PLACE,
    });
    const rubbish = await put('2001', 'general', {
      defaultOrganizationId: 'nonsense',
      defaultCompetitionId: 'nonsense2',
    });
    expect(rubbish.statusCode).toBe(400);
    expect(rubbish.json().errors).toEqual([
      { field: 'defaultCompetitionId', message: NOT_DEFAULT_SEASON_PLACE },
      { field: 'defaultOrganizationId', message: NOT_DEFAULT_SEASON_PLACE },
    ]);
    expect(await getDoc('2001', 'general')).toEqual(before);

    // With its own competition and organisation the same change is taken.
    const taken = await put('2001', 'general', {
      allowedSeasons,
      defaultSeasonId: other.seasonId,
      defaultCompetitionId: other.competitionId,
      defaultOrganizationId: other.organizationId,
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('refuses a value for a field of another sport (activePBP on a hockey website)', async () => {
    const before = await getDoc('2101', 'fixture_detail', adminIce);
    expect(before.config).not.toHaveProperty('activePBP');
    const response = await put('2101', 'fixture_detail', { activePBP: false }, adminIce);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'activePBP', message: 'This field does not apply to hockey websites.' }],
    });
    expect(await getDoc('2101', 'fixture_detail', adminIce)).toEqual(before);
  });
});
