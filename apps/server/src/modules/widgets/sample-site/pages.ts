/**
 * The sample customer site's pages (docs/product.md#the-sample-customer-site): the pages a league's own site
 * would have, each embedding demo website 2001's widgets with the snippet a customer pastes. The team, player
 * and match pages hold a detail widget without `data-id`: it reads the id from the page's address, which is
 * where the other widgets' links point (`data-link-base="/sample-site"`; decision 106).
 */

export const SAMPLE_WEBSITE_ID = '2001';
export const SAMPLE_BASE = '/sample-site';

type Widget = { widget: string; heading: string };
/** A widget of the page; `websiteId` when it is another demo website's than the site's own. */
type Section = { id: string; heading: string; widget: string; websiteId?: string };

export type SamplePage = {
  /** The address below SAMPLE_BASE ('' for the home page). */
  path: string;
  /** The site navigation's name of the page, and its title. */
  name: string;
  description: string;
  main: Section[];
  aside?: Section[];
};

const section = (id: string, heading: string, widget: string, websiteId?: string): Section => ({
  id,
  heading,
  widget,
  websiteId,
});

/** The other demo customer's website (Ice & Court Media's hockey site), which wears that customer's theme. */
export const SECOND_LOOK_WEBSITE_ID = '2101';

/** The widgets the Two looks page shows of each customer: one of each family that needs no subject. */
const looks = [
  ['standings', 'Standings'],
  ['fixturesFragment', 'Latest and next games'],
  ['leaders', 'Leaders'],
  ['teams', 'Teams'],
  ['teamStatistics', 'Team statistics'],
] as const;

/** The pages the site navigation lists, home first. */
export const samplePages: SamplePage[] = [
  {
    path: '',
    name: 'Home',
    description: 'The league at a glance: standings, schedule, leaders and the latest results.',
    main: [
      section('standings', 'Standings', 'standings'),
      section('schedule', 'Schedule', 'schedule'),
      section('leaders', 'Leaders', 'leaders'),
    ],
    aside: [
      section('fixtures', 'Latest and next games', 'fixturesFragment'),
      section('table', 'The table', 'standingsFragment'),
    ],
  },
  {
    path: '/standings',
    name: 'Standings',
    description: 'The league table.',
    main: [section('standings', 'Standings', 'standings')],
  },
  {
    path: '/schedule',
    name: 'Schedule',
    description: 'Every game of the season.',
    main: [section('schedule', 'Schedule', 'schedule')],
    aside: [section('fixtures', 'Latest and next games', 'fixturesFragment')],
  },
  {
    path: '/leaders',
    name: 'Leaders',
    description: 'The best players of the season, statistic by statistic.',
    main: [section('leaders', 'Leaders', 'leaders')],
  },
  {
    path: '/teams',
    name: 'Teams',
    description: 'The teams of the league.',
    main: [section('teams', 'Teams', 'teams')],
  },
  {
    path: '/players',
    name: 'Players',
    description: 'The players of the league.',
    main: [section('players', 'Players', 'players')],
  },
  {
    path: '/statistics',
    name: 'Statistics',
    description: 'Player and team statistics of the season.',
    main: [
      section('player-statistics', 'Player statistics', 'personStatistics'),
      section('team-statistics', 'Team statistics', 'teamStatistics'),
    ],
  },
  {
    // Two customers, two looks (docs/product.md#theme): each customer's theme, side by side.
    path: '/looks',
    name: 'Two looks',
    description: 'The widgets of two customers side by side, each in its own theme.',
    main: looks.map(([widget, heading]) =>
      section(`nbl-${widget}`, `${heading} of Northern Basketball League`, widget),
    ),
    aside: looks.map(([widget, heading]) =>
      section(`ice-${widget}`, `${heading} of Ice & Court Media`, widget, SECOND_LOOK_WEBSITE_ID),
    ),
  },
];

/** The page of one team, player or fixture: the segment its links use, and the detail widget it holds. */
export const sampleDetailPages: (Widget & { segment: string; name: string; description: string })[] = [
  {
    segment: 'teams',
    widget: 'teamDetails',
    heading: 'Team',
    name: 'Team',
    description: 'A team of the league: summary, games, roster and statistics.',
  },
  {
    segment: 'players',
    widget: 'personDetail',
    heading: 'Player',
    name: 'Player',
    description: 'A player of the league: information, statistics and game log.',
  },
  {
    segment: 'fixtures',
    widget: 'fixtureDetails',
    heading: 'Game',
    name: 'Game',
    description: 'A game of the league: score, box score and events.',
  },
];

// Another website's widgets link to no page of this site: its own settings say where they lead.
const element = (widget: string, websiteId = SAMPLE_WEBSITE_ID) =>
  websiteId === SAMPLE_WEBSITE_ID
    ? `<div data-eua-widget="${widget}" data-website-id="${websiteId}" data-link-base="${SAMPLE_BASE}"></div>`
    : `<div data-eua-widget="${widget}" data-website-id="${websiteId}"></div>`;

// The widget says its own heading: the card names its region for a screen reader, and shows no second heading
// above the widget's (decision 133).
const renderSection = (s: Section) => `    <section id="${s.id}" aria-label="${s.heading}" class="card">
      ${element(s.widget, s.websiteId)}
    </section>`;

/** Where the site navigation marks the current page: its own entry, or Teams/Players/Schedule for a detail page. */
function layout(title: string, description: string, current: string, body: string): string {
  const nav = samplePages
    .map((p) => {
      const here = p.path === current ? ' aria-current="page"' : '';
      return `        <li><a href="${SAMPLE_BASE}${p.path || '/'}"${here}>${p.name}</a></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<title>${title} — NBL Official Website (sample customer site)</title>
<link rel="stylesheet" href="${SAMPLE_BASE}/sample.css">
<script src="/widgets/v1/embed.js" async></script>
</head>
<body>
<header class="site-header">
  <div class="wrap header-row">
    <a class="brand" href="${SAMPLE_BASE}/"><span class="badge" aria-hidden="true">NBL</span> NBL Official Website</a>
    <nav aria-label="Site">
      <ul>
${nav}
      </ul>
    </nav>
  </div>
</header>

<div class="notice" role="note">
  <div class="wrap">
    ${
      current === '/looks'
        ? `A sample customer site of the Embedded UI Admin demo: on the left demo website ${SAMPLE_WEBSITE_ID}'s widgets
    (Northern Basketball League), on the right website ${SECOND_LOOK_WEBSITE_ID}'s (Ice &amp; Court Media), each in
    its customer's theme. Change a website's Theme in the console, save, and reload.`
        : `A sample customer site of the Embedded UI Admin demo: every widget on it is one of demo website
    ${SAMPLE_WEBSITE_ID}'s, embedded with one script and an element each, and they link to each other's pages.
    Change their settings in the console, save, and reload.`
    }
  </div>
</div>

${body}

<footer class="site-footer">
  <div class="wrap">
    <p>Embed a widget on your own page:</p>
    <pre><code>&lt;script src="/widgets/v1/embed.js" async&gt;&lt;/script&gt;
&lt;div data-eua-widget="standings" data-website-id="${SAMPLE_WEBSITE_ID}"&gt;&lt;/div&gt;</code></pre>
    <p>A team, player or game page needs no id in its markup when its address ends with
    <code>/teams/{id}</code>, <code>/players/{id}</code> or <code>/fixtures/{id}</code>; elsewhere add
    <code>data-id="{id}"</code>.</p>
    <p>The demo websites admit this site on <code>127.0.0.1</code>. Opened on another address (such as
    <code>localhost</code>), its widgets are refused: the console's Website › Health lists the address under
    “Refused pages”, and its Allow button adds it to the website's referrer domains (decision 132).</p>
    <p>Sample content generated for the demo. Not a real league.</p>
  </div>
</footer>
</body>
</html>
`;
}

export function renderSamplePage(page: SamplePage): string {
  const main = `  <div class="main-column">\n${page.main.map(renderSection).join('\n\n')}\n  </div>`;
  const aside = page.aside
    ? `\n\n  <aside class="side-column" aria-label="At a glance">\n${page.aside.map(renderSection).join('\n')}\n  </aside>`
    : '';
  const columns = page.aside ? (page.path === '/looks' ? 'layout halves' : 'layout') : 'layout single';
  // A page of one widget is named by it: its title for the outline, said once on screen, by the widget.
  const single = page.main.length + (page.aside?.length ?? 0) === 1;
  const heading = `\n  <h1 class="page-title${single ? ' visually-hidden' : ''}">${page.path === '' ? 'The league at a glance' : page.name}</h1>`;
  return layout(
    page.name,
    page.description,
    page.path,
    // The home page's first widget lists the page's five in the navigation: its own reserved heights in
    // sample.css.
    `<main class="wrap${page.path === '' ? ' home' : ''}">${heading}\n<div class="${columns}">\n${main}${aside}\n</div>\n</main>`,
  );
}

/** A team, player or game page: the detail widget alone, reading its id from this page's address. */
export function renderDetailPage(detail: (typeof sampleDetailPages)[number]): string {
  const parent = `/${detail.segment === 'fixtures' ? 'schedule' : detail.segment}`;
  const body = `<main class="wrap">
  <h1 class="page-title visually-hidden">${detail.heading}</h1>
  <div class="layout single">
  <div class="main-column">
    <section aria-label="${detail.heading}" class="card">
      ${element(detail.widget)}
    </section>
  </div>
  </div>
</main>`;
  return layout(detail.name, detail.description, parent, body);
}
