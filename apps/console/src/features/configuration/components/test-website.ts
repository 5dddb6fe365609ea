import type { WidgetPreviewAnswer, WidgetSeason } from '@eua/shared';
import {
  type Call,
  type Handler,
  mockNetwork,
  storeCustomerAccess,
  storeSignedInUser,
} from '../../../test/render-console';

/** Website 2001 of the configuration screens' tests: its documents, seasons and preview content. */
export const season = (seasonId: string, nameLocal: string): WidgetSeason => ({
  seasonId,
  nameLocal,
  competitionId: 'c1',
  competitionNameLocal: 'Regular Season',
  organizationId: 'o1',
});
export const seasons = [season('s1', '2024/25'), season('s2', '2025/26'), season('s3', '2023/24')];

export const leadersPreview = (seasonId: string): WidgetPreviewAnswer['data'] => ({
  widget: 'leaders',
  websiteId: '2001',
  sport: 'basketball',
  seasons,
  labels: {
    statistics: { points: 'Points' },
    standingsFields: {},
    personInfoFields: {},
    labelOptions: {},
    teamInfoFields: {},
    teamBannerFields: {},
    entityStatistics: {},
    entityOfficials: {},
    statisticsGroups: {},
    matchEvents: {},
    matchOfficials: {},
    teamPreviewFields: {},
  },
  content: {
    widget: 'leaders',
    season: seasons.find((s) => s.seasonId === seasonId) ?? seasons[0]!,
    statistics: [{ statistic: 'points', leaders: [] }],
    persons: {},
    teams: {},
  },
});

const doc = (config: Record<string, unknown>, lookups: Record<string, unknown> = {}, version = 3) => ({
  data: [{ websiteId: '2001', config, lookups, sport: 'basketball', trackingData: false, version }],
});

const generalConfig = (referrerDomains: string[]) => ({
  showMainNavigation: true,
  showSeasonSelector: true,
  referrerDomains,
  locales: ['en-EN'],
  localeDefault: 'en-EN',
  timezone: 'UTC',
  statisticsDecimalPlaces: 1,
  defaultOrganizationId: 'o1',
  defaultCompetitionId: 'c1',
  defaultSeasonId: 's1',
  allowedSeasons: { s1: true, s2: true },
});

/** Signed in, website 2001 chosen, and the data API at the network edge (with `more` routes, or others). */
export function console2001(referrerDomains: string[] = ['club.com'], more: Record<string, Handler> = {}) {
  localStorage.setItem('atrium_locale', 'en-GB');
  storeSignedInUser();
  storeCustomerAccess();
  sessionStorage.setItem('eua.website', JSON.stringify({ websiteId: '2001', name: 'NBL Official Website' }));
  const seasonOf = (call: Call) => new URL(call.url).searchParams.get('season') ?? 's1';
  return mockNetwork({
    'GET /v1/config/websites/2001': () => ({
      body: { data: [{ websiteId: '2001', name: 'NBL Official Website' }] },
    }),
    'GET /v1/config/2001/leaders': () => ({
      body: doc({ leadersCountPerStatistic: 5, leadersStatistics: ['points'], showPersonImage: true }, {}, 7),
    }),
    'GET /v1/config/2001/standings': () => ({ body: doc({ showEntityLogo: true }, {}, 2) }),
    'GET /v1/config/2001/general': () => ({ body: doc(generalConfig(referrerDomains), {}, 4) }),
    'GET /v1/config/2001/widget-preview/leaders': (call) => ({
      body: { data: leadersPreview(seasonOf(call)) },
    }),
    'GET /v1/config/2001/widget-preview/standings': () => ({
      body: {
        data: {
          ...leadersPreview('s1'),
          widget: 'standings',
          content: { widget: 'standings', season: seasons[0], stages: [], teams: {} },
        },
      },
    }),
    'GET /v1/config/2001/complist': () => ({
      body: {
        data: {
          organizations: [{ organizationId: 'o1', nameLocal: 'National Basketball League' }],
          competitions: { o1: [{ competitionId: 'c1', nameLocal: 'Regular Season' }] },
        },
      },
    }),
    'GET /v1/config/2001/seasons': () => ({
      body: {
        data: seasons.map((s) => ({ seasonId: s.seasonId, nameLocal: s.nameLocal, competitionId: 'c1' })),
      },
    }),
    ...more,
  });
}
