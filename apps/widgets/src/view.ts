/**
 * What every widget renderer receives: the payload, the chosen locale's words and formatters, and the helpers
 * that apply the General settings (time zone, decimal places, unknown team label) and the name and link
 * choices of the lookups (apps/server/src/modules/sports/reference-data.ts: entityNameOptions, personNameOptions,
 * nameOptions, linkOptions).
 */
import type { WidgetGeneral, WidgetNames, WidgetPayloadOf, WidgetPerson, WidgetTeam } from '@eua/shared';
import { subjectSegment, type WidgetId, type WidgetSubject } from '@eua/shared/widgets';
import { type Child, h, type Sort, tabList, tabPanel } from './dom';
import type { Words } from './words';

/** The reader's choices inside one widget, kept across re-renders (filters, tab, a season being loaded). */
export type ViewState = {
  season?: string;
  /** The selected tab (a schedule's results or upcoming, a person's summary, log or statistics). */
  tab?: string;
  /** A sortable table's order (dom.ts sortTable). */
  sort?: Sort;
  team?: string;
  matchType?: string;
  /** The statistics widgets' group tab shown, each group's order, and whether every row shows. */
  group?: string;
  groupSort?: Record<string, Sort>;
  allRows?: boolean;
  /** Fixture Details: the box score shows its advanced statistics. */
  advanced?: boolean;
  /** Fixture Details: the period its play-by-play shows ('' or absent: every period). */
  period?: string;
};

export type NavEntry = { label: string; href: string | null };

/** One widget's view; a renderer of several widgets takes the union (`View<'standings' | …>`) and tells them apart by `widget`. */
export type View<W extends WidgetId = WidgetId> = W extends WidgetId ? ViewOf<W> : never;

type ViewOf<W extends WidgetId> = {
  widget: W;
  payload: WidgetPayloadOf<W>;
  /** The widget's settings, resolved (decision 094): every field of its screen, typed as its screen declares it. */
  config: WidgetPayloadOf<W>['config'];
  general: WidgetGeneral;
  locale: string;
  t: Words;
  state: ViewState;
  /** The season the widget shows (the content's), for the selector and the schedule's current-season filter. */
  seasonId: string | null;
  /** Re-render after a change of the reader's local choices (tab, filter). */
  update(): void;
  /** The reader picked a season in the selector. */
  pickSeason(seasonId: string): void;
  nav: NavEntry[];
  /** Where the site's team, player and match pages live: data-link-base, '' for the site's root. */
  linkBase: string;
  /** The season selector is shown above the widget: its season's name need not be said again. */
  seasonShown?: boolean;
};

export type Link = { href: string; newTab: boolean };

/** The locale to speak: the page's data-locale, else the reader's languages, when the website offers it. */
export function pickLocale(general: WidgetGeneral, wanted: readonly (string | null | undefined)[]): string {
  const offered = general.locales.length > 0 ? general.locales : [general.localeDefault];
  const lower = (s: string) => s.toLowerCase();
  const language = (s: string) => lower(s).split('-')[0];
  for (const want of wanted) {
    if (!want) continue;
    const exact = offered.find((l) => lower(l) === lower(want));
    const sameLanguage = offered.find((l) => language(l) === language(want));
    if (exact ?? sameLanguage) return (exact ?? sameLanguage)!;
  }
  // General's settings are resolved (decision 094): its default locale is always there.
  return general.localeDefault;
}

// Intl formatters are costly to build; a page with five widgets re-renders often (filters, tabs, preview).
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/**
 * The formatter of `locale` with `options`, built once. An unknown locale or zone name must not break the
 * widget: it falls back to the reader's settings with `fallback` (the options without the zone).
 */
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat, O>(
  Make: new (locale?: string, options?: O) => T,
  key: string,
  locale: string,
  options: O,
  fallback: O = options,
): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    try {
      f = new Make(locale, options);
    } catch {
      f = new Make(undefined, fallback);
    }
    cache.set(key, f);
  }
  return f;
}

const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * A fixture's start in General's time zone (null: the reader's own) as a sports page writes it, in the locale's
 * own form (decision 134): "Sun 29 Nov · 18:30" in en-GB, "Sun, Nov 29 · 6:30 PM" in en-US. The zone is not
 * repeated on every line: `zoneName` names it once where a widget shows times.
 */
export function formatDateTime(iso: string, locale: string, timeZone: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = timeZone ? { timeZone } : {};
  const day: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const dayPart = formatter(Intl.DateTimeFormat, `w|${locale}|${timeZone}`, locale, { ...day, ...zone }, day);
  const timePart = formatter(
    Intl.DateTimeFormat,
    `t|${locale}|${timeZone}`,
    locale,
    { ...time, ...zone },
    time,
  );
  return `${dayPart.format(date)} · ${timePart.format(date)}`;
}

/** The short name of General's time zone at `iso` ("UTC", "GMT+2"), said once per widget; null without one. */
export function zoneName(iso: string, locale: string, timeZone: string | null): string | null {
  const date = new Date(iso);
  if (!timeZone || Number.isNaN(date.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = { timeZone, timeZoneName: 'short' };
  try {
    const parts = formatter(Intl.DateTimeFormat, `z|${locale}|${timeZone}`, locale, options).formatToParts(
      date,
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/** A calendar date (YYYY-MM-DD) in the widget's locale, without a time zone to shift it. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { ...dateOptions, timeZone: 'UTC' };
  return formatter(Intl.DateTimeFormat, `c|${locale}`, locale, options).format(date);
}

/**
 * A person information value as read, wherever a widget shows one (Players, Person Detail, a Team Details
 * roster): heights in cm, weights in kg, dates in the widget's locale, "–" for none.
 */
export function personInfoText(locale: string, code: string, value: string | number | undefined): string {
  if (value === undefined || value === '') return '–';
  if (typeof value === 'string') return code === 'dateOfBirth' ? formatDate(value, locale) : value;
  const n = formatNumber(value, locale, 0);
  return code === 'height' ? `${n} cm` : code === 'weight' ? `${n} kg` : n;
}

/**
 * The decimal places of one column of statistics (General's statisticsDecimalPlaces, 0–10): General's when any
 * value in it has a fraction (averages, percentages), none when all are counts. One column, one format: an
 * average of exactly 19 shows as 19.0 beside 20.6, while games played stay 7.
 */
export function columnPlaces(values: readonly unknown[], decimals: number): number {
  const fractional = values.some((value) => typeof value === 'number' && !Number.isInteger(value));
  return fractional ? Math.min(Math.max(Math.trunc(decimals) || 0, 0), 10) : 0;
}

/** A statistic with a column's decimal places (columnPlaces), in the widget's locale. */
export function formatNumber(value: number | string, locale: string, places: number): string {
  if (typeof value === 'string') return value;
  const options = { minimumFractionDigits: places, maximumFractionDigits: places };
  return formatter(Intl.NumberFormat, `n|${locale}|${places}`, locale, options).format(value);
}

// The payload's settings are resolved (packages/shared `resolveSettings`, decision 094): every field of the
// widget's screen is there, a field never saved with its screen's default. So no read has a default; these
// only say how a typed value is used.
/** A lookup or text choice: null when nothing is chosen (a numeric lookup value names no option here). */
export const text = (value: string | number | null | undefined): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
/** A count (its limit is the definition's, checked when it is saved). */
export const count = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(Math.trunc(value), 0) : 0;
/** The chosen codes of a multiple choice, as the lookup texts name them. */
export const strings = (values: readonly (string | number)[] | undefined): string[] =>
  (values ?? []).filter((c): c is string => typeof c === 'string');

/** A labelOptions choice's text (a page, tab or section label), else the widget's own word. */
export function labelText(
  v: Pick<View, 'payload'>,
  code: string | number | null | undefined,
  fallback: string,
): string {
  const chosen = text(code);
  return (chosen && v.payload.labels.labelOptions[chosen]) || fallback;
}

/** A pool, stage, round, series or venue name in the nameOptions form chosen; null when 'hidden'. */
export function nameOf(names: WidgetNames | null | undefined, option: string | null): string | null {
  if (!names || option === 'hidden') return null;
  const key = (option ?? 'nameLocal') as keyof WidgetNames;
  return names[key] ?? names.nameLocal;
}

const entityNames = [
  'nameFullLocal',
  'nameFullLatin',
  'nameShortLocal',
  'nameShortLatin',
  'codeLocal',
  'codeLatin',
];

/** A team's name in the entityNameOptions form chosen, or General's unknown team label. */
export function teamName(v: View, team: WidgetTeam | undefined, option: string | null): string {
  if (!team) {
    const label = v.general.unknownTeamLabel;
    return label === 'blank' ? '' : label === 'toBeConfirmed' ? v.t.tbc : v.t.tbd;
  }
  const key = (option && entityNames.includes(option) ? option : 'nameFullLocal') as keyof WidgetTeam;
  return team[key] || team.nameFullLocal;
}

/** Only web addresses and paths may become links: a saved `javascript:` path must never run. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href, document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

/**
 * The customer site's page of a team, person or fixture: `{data-link-base}/teams/{id}`, `/players/{id}`,
 * `/fixtures/{id}`, the address a detail widget on that page reads its id from (decision 106).
 */
export function pagePath(v: Pick<View, 'linkBase'>, subject: WidgetSubject, id: string): string {
  return `${v.linkBase}/${subjectSegment[subject]}/${encodeURIComponent(id)}`;
}

/**
 * A linkOptions choice: noLink, internalPage (a page of the customer's site, e.g. /teams/{id}),
 * internalPageNewTab, externalWebsite (the team's or person's own site, in a new tab since it leaves the page).
 */
export function linkFor(
  option: string | null,
  internalPath: string,
  external: string | undefined,
): Link | null {
  if (option === 'internalPage' || option === 'internalPageNewTab') {
    return { href: internalPath, newTab: option === 'internalPageNewTab' };
  }
  if (option === 'externalWebsite' && external) return { href: external, newTab: true };
  return null;
}

export function linkTo(link: Link | null, text: Child, attrs: Record<string, string> = {}): Child {
  const href = link && safeHref(link.href);
  if (!href) return text;
  return h(
    'a',
    {
      href,
      target: link.newTab ? '_blank' : null,
      rel: link.newTab ? 'noopener noreferrer' : null,
      ...attrs,
    },
    text,
  );
}

const personNames = [
  'nameFullLocal',
  'nameFullLatin',
  'initialFamilyNameLocal',
  'initialFamilyNameLatin',
  'familyNameLocal',
  'familyNameLatin',
] as const;

/** The image address with General's image type appended (`?type=headshot`), keeping any query it has. */
export function imageWithType(url: string, type: string | null): string {
  if (!type) return url;
  return `${url}${url.includes('?') ? '&' : '?'}type=${encodeURIComponent(type)}`;
}

/** A person's name in the personNameOptions form chosen ('–' for a person the content lacks). */
export function personName(person: WidgetPerson | undefined, option: string | null): string {
  if (!person) return '–';
  const key = personNames.find((n) => n === option) ?? 'nameFullLocal';
  return person[key] || person.nameFullLocal;
}

/** A person with their image (General's image type; decorative: the name follows) and name, linked as chosen. */
export function personCell(
  v: View,
  person: WidgetPerson | undefined,
  opts: { image: boolean; name: string | null; link: string | null },
): Child[] {
  const image =
    opts.image && person?.imageUrl && safeHref(person.imageUrl)
      ? h('img', {
          src: imageWithType(person.imageUrl, v.general.personImageType),
          alt: '',
          width: 28,
          height: 28,
          loading: 'lazy',
          class: 'face',
        })
      : null;
  const link = person ? linkFor(opts.link, pagePath(v, 'person', person.personId), person.websiteUrl) : null;
  return [image, linkTo(link, personName(person, opts.name))];
}

/** A team with its logo (decorative: the name follows) and its name, linked as chosen. */
export function teamCell(
  v: View,
  teamId: string,
  opts: { logo: boolean; name: string | null; link: string | null },
): Child[] {
  const team = v.payload.content.teams[teamId];
  const name = teamName(v, team, opts.name);
  const logo =
    opts.logo && team?.logoUrl && safeHref(team.logoUrl)
      ? h('img', { src: team.logoUrl, alt: '', width: 24, height: 24, loading: 'lazy', class: 'logo' })
      : null;
  const link = team ? linkFor(opts.link, pagePath(v, 'team', team.teamId), team.websiteUrl) : null;
  return [logo, linkTo(link, name)];
}

/** One tab of a widget's parts: its id, its name and what its panel draws. */
export type Tab = readonly [id: string, label: string, draw: () => Child[]];

/**
 * A widget's parts as tabs named `name`: the one the reader picked (kept in `state.tab`), else the first, and
 * its panel; nothing when there is no part.
 */
export function tabbed(v: Pick<View, 'state' | 'update'>, name: string, tabs: readonly Tab[]): Child[] {
  const selected = tabs.find(([id]) => id === v.state.tab) ?? tabs[0];
  if (!selected) return [];
  return [
    tabList(
      name,
      tabs.map(([id, label]) => [id, label] as const),
      selected[0],
      (id) => {
        v.state.tab = id;
        v.update();
      },
    ),
    tabPanel(selected[0], selected[2]()),
  ];
}
