/**
 * Hand-built payloads for the runtime's tests, typed by the public contract (packages/shared/src/api/widgets.ts)
 * so a change of the answer's shape breaks them at compile time. Also a helper rendering one payload into a
 * shadow root, as the runtime does.
 */

import type {
  FixturesContent,
  LeadersContent,
  StandingsContent,
  WidgetFixture,
  WidgetGeneral,
  WidgetNames,
  WidgetPayload,
  WidgetPerson,
  WidgetSeason,
  WidgetTeam,
} from '@eua/shared';
import { resolveSettings } from '@eua/shared/settings';
import { widgetIds } from '@eua/shared/widgets';
import { within } from '@testing-library/dom';
import { type Frame, renderFrame } from './render';
import { loadRenderer } from './renderers';
import { applyStyles } from './styles';

export const names = (base: string): WidgetNames => ({
  nameLocal: `${base} local`,
  nameLatin: `${base} latin`,
  abbreviationLocal: `${base} abbr local`,
  abbreviationLatin: `${base} abbr latin`,
});

export const season = (id: string, name: string): WidgetSeason => ({
  seasonId: id,
  nameLocal: name,
  competitionId: 'c1',
  competitionNameLocal: 'National League',
  organizationId: 'o1',
});

export const seasons = [season('s1', '2023-24'), season('s2', '2024-25'), season('s3', '2025-26')];

export const team = (id: string, name: string): WidgetTeam => ({
  teamId: id,
  nameFullLocal: `${name} Full Local`,
  nameFullLatin: `${name} Full Latin`,
  nameShortLocal: `${name} Short Local`,
  nameShortLatin: `${name} Short Latin`,
  codeLocal: `${name.slice(0, 3).toUpperCase()}L`,
  codeLatin: `${name.slice(0, 3).toUpperCase()}`,
  logoUrl: `https://api.test/logos/${id}.svg`,
  websiteUrl: `https://${name.toLowerCase()}.example`,
});

export const teams: Record<string, WidgetTeam> = Object.fromEntries(
  ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((n, i) => [
    `t${i + 1}`,
    team(`t${i + 1}`, n),
  ]),
);

export const general = (over: Partial<WidgetGeneral> = {}): WidgetGeneral => ({
  showMainNavigation: false,
  showSeasonSelector: true,
  locales: ['en-EN', 'de-DE', 'fr-FR'],
  localeDefault: 'en-EN',
  personImageType: 'headshot',
  roundLabel: 'round',
  teamDisplayOrder: 'homeAway',
  unknownTeamLabel: 'toBeDecided',
  timezone: 'UTC',
  statisticsDecimalPlaces: 1,
  defaultSeasonId: 's2',
  defaultCompetitionId: 'c1',
  allowedSeasons: { s1: true, s2: true, s3: true },
  ...over,
});

export const labels = {
  statistics: { points: 'Points', reboundsTotal: 'Rebounds', assists: 'Assists', efficiency: 'Efficiency' },
  standingsFields: { played: 'Played', won: 'Won', lost: 'Lost', percentageWon: 'Win %', streak: 'Streak' },
  personInfoFields: {
    position: 'Position',
    shirtNumber: 'Shirt number',
    dateOfBirth: 'Date of birth',
    height: 'Height',
    weight: 'Weight',
    nationality: 'Nationality',
  },
  labelOptions: {
    summary: 'Summary',
    overview: 'Overview',
    roster: 'Roster',
    gameLog: 'Game log',
    totals: 'Totals',
  },
  teamInfoFields: {},
  teamBannerFields: {},
  entityStatistics: {
    points: 'Points',
    reboundsTotal: 'Rebounds',
    assists: 'Assists',
    benchPoints: 'Bench points',
    fieldGoalsPercentage: 'Field goal %',
  },
  entityOfficials: { headCoach: 'Head coach', assistantCoach: 'Assistant coach' },
  statisticsGroups: { general: 'General', shooting: 'Shooting', rebounding: 'Rebounding' },
  matchEvents: { twoPointMade: 'Two-point field goal', threePointMade: 'Three-point field goal' },
  matchOfficials: { crewChief: 'Crew chief', referee: 'Referee' },
  teamPreviewFields: { record: 'Won-lost record', lastFive: 'Last five results' },
};

export function payload(
  content: WidgetPayload['content'],
  config: Record<string, unknown> = {},
  over: Partial<WidgetGeneral> = {},
): WidgetPayload {
  // As the server and the console's preview send it: the widget's settings with its screen's defaults.
  return {
    widget: content.widget,
    websiteId: '2001',
    sport: 'basketball',
    configVersion: 1,
    generalVersion: 1,
    dataVersion: 1,
    general: general(over),
    theme: resolveSettings('theme', {}, { sport: 'basketball', trackingData: false }),
    themeVersion: 0,
    config: resolveSettings(content.widget, config, { sport: 'basketball', trackingData: false }),
    seasons,
    labels,
    content,
  } as WidgetPayload;
}

/** Six teams in two pools of one stage (positions 1–3 each), plus a second stage of one pool. */
export function standingsContent(widget: 'standings' | 'standingsFragment' = 'standings'): StandingsContent {
  const row = (position: number, teamId: string) => ({
    position,
    teamId,
    values: {
      played: 10,
      won: 10 - position,
      lost: position,
      percentageWon: (10 - position) / 10,
      streak: 'W2',
    },
  });
  return {
    widget,
    season: seasons[1]!,
    stages: [
      {
        stageId: 'st1',
        names: names('Regular stage'),
        pools: [
          { poolId: 'p1', names: names('Pool A'), rows: [row(1, 't1'), row(2, 't2'), row(3, 't3')] },
          { poolId: 'p2', names: names('Pool B'), rows: [row(1, 't4'), row(2, 't5'), row(3, 't6')] },
        ],
      },
    ],
    teams,
  };
}

let fixtureCounter = 0;
export function fixture(
  over: Omit<Partial<WidgetFixture>, 'home' | 'away'> & { home?: string; away?: string } = {},
): WidgetFixture {
  const { home = 't1', away = 't2', ...rest } = over;
  fixtureCounter++;
  return {
    fixtureId: `f${fixtureCounter}`,
    seasonId: 's2',
    startTimeUtc: '2025-01-10T12:00:00Z',
    status: 'scheduled',
    matchType: 'regular',
    roundNumber: 1,
    round: names('Round one'),
    stage: names('Regular stage'),
    pool: names('Pool A'),
    series: null,
    venue: names('Arena'),
    home: { teamId: home, score: null },
    away: { teamId: away, score: null },
    ...rest,
  };
}

export function played(
  home: string,
  away: string,
  h: number,
  a: number,
  over: Omit<Partial<WidgetFixture>, 'home' | 'away'> = {},
) {
  const f = fixture({ status: 'finished', ...over, home, away });
  return { ...f, home: { teamId: home, score: h }, away: { teamId: away, score: a } };
}

export function fixturesContent(
  fixtures: WidgetFixture[],
  widget: 'schedule' | 'fixturesFragment' = 'schedule',
): FixturesContent {
  return { widget, seasons: widget === 'schedule' ? [seasons[1]!] : seasons, fixtures, teams };
}

export const person = (id: string, teamId: string, given: string, family: string): WidgetPerson => ({
  personId: id,
  teamId,
  nameFullLocal: `${given} ${family}`,
  nameFullLatin: `${given} ${family} (latin)`,
  initialFamilyNameLocal: `${given[0]}. ${family}`,
  initialFamilyNameLatin: `${given[0]}. ${family} (latin)`,
  familyNameLocal: family,
  familyNameLatin: `${family} (latin)`,
  imageUrl: `https://api.test/people/${id}.svg`,
  websiteUrl: `https://people.example/${id}`,
  info: {},
});

/** Three statistics, eight leaders each, values with decimals for rebounds. */
export function leadersContent(): LeadersContent {
  const persons = Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [
      `p${i + 1}`,
      person(`p${i + 1}`, `t${(i % 6) + 1}`, `Given${i + 1}`, `Family${i + 1}`),
    ]),
  );
  const stat = (statistic: string, base: number) => ({
    statistic,
    leaders: Array.from({ length: 8 }, (_, i) => ({
      rank: i + 1,
      personId: `p${i + 1}`,
      teamId: `t${(i % 6) + 1}`,
      value: base - i,
      gamesPlayed: 10,
    })),
  });
  return {
    widget: 'leaders',
    season: seasons[1]!,
    statistics: [stat('points', 30), stat('reboundsTotal', 12.345), stat('assists', 9)],
    persons,
    teams,
  };
}

// Every family's chunk is here before a test renders (show() renders at once, as the runtime does once the
// chunk has arrived).
await Promise.all(widgetIds.map((widget) => loadRenderer(widget, '')));

/** Render one payload into a fresh element's shadow root, as the runtime does; the frame re-renders on update. */
export function show(p: WidgetPayload, over: Partial<Frame> = {}): ShadowRoot & { frame: Frame } {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  applyStyles(root);
  const frame: Frame = {
    payload: p,
    error: null,
    busy: false,
    notice: null,
    widget: p.widget,
    locale: null,
    theme: null,
    state: {},
    nav: [],
    update: () => renderFrame(root, frame),
    pickSeason: () => {},
    ...over,
  };
  renderFrame(root, frame);
  return Object.assign(root, { frame });
}

/** Text of every cell of a table's body, row by row. */
export const cells = (table: Element): string[][] =>
  [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.children].map((td) => (td.textContent ?? '').trim()),
  );

/** Column headers as read aloud: the no-break spaces that keep "Win %" on one line read as spaces (dom.ts glue). */
export const headers = (table: Element): string[] =>
  [...table.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').replace(/\s+/g, ' ').trim());

/** Queries by role and text inside a widget's box (its shadow root's one element, so failures print it). */
export const ui = (root: ShadowRoot) => within(root.querySelector<HTMLElement>('.eua')!);
