/**
 * Every page of the sample customer site (docs/product.md#the-sample-customer-site) on 127.0.0.1, the second
 * origin beside the server's own address, for the benches that open them (widgets-layout.ts,
 * lighthouse-sample-site.ts). The team, player and game pages take real ids of demo website 2001, read from
 * its widgets' public answers as the page's origin asks for them: the first team, the first person of the
 * roster and the first finished game (the tallest game page: box score and events).
 */
import type { WidgetPayloadOf } from '@eua/shared';
import type { WidgetId } from '@eua/shared/widgets';
import {
  SAMPLE_BASE,
  SAMPLE_WEBSITE_ID,
  sampleDetailPages,
  samplePages,
} from '../apps/server/src/modules/widgets/sample-site/pages';

export type SampleSitePage = { name: string; url: string };

/** The sample site's origin for a server at `baseUrl`: the same port on 127.0.0.1. */
export function sampleOrigin(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.hostname = '127.0.0.1';
  return url.origin;
}

async function content<W extends WidgetId>(
  origin: string,
  widget: W,
): Promise<WidgetPayloadOf<W>['content']> {
  const response = await fetch(`${origin}/widgets/v1/${SAMPLE_WEBSITE_ID}/${widget}`, {
    headers: { origin },
  });
  if (!response.ok) throw new Error(`GET /widgets/v1/${SAMPLE_WEBSITE_ID}/${widget}: ${response.status}`);
  return ((await response.json()) as { data: WidgetPayloadOf<W> }).data.content;
}

/** The id each detail page shows, by its address segment. */
async function detailIds(origin: string): Promise<Record<string, string>> {
  const teams = await content(origin, 'teams');
  const players = await content(origin, 'players');
  const schedule = await content(origin, 'schedule');
  const team = teams.widget === 'teams' ? teams.stages[0]?.pools[0]?.teamIds[0] : undefined;
  const person = players.widget === 'players' ? players.persons[0]?.personId : undefined;
  const game =
    schedule.widget === 'schedule'
      ? schedule.fixtures.find((f) => f.status === 'finished')?.fixtureId
      : undefined;
  if (!team || !person || !game) throw new Error('Demo website 2001 has no team, person or finished game');
  return { teams: team, players: person, fixtures: game };
}

/** The site's pages, home first, then a team, a player and a game page. */
export async function sampleSitePages(baseUrl: string): Promise<SampleSitePage[]> {
  const origin = sampleOrigin(baseUrl);
  const ids = await detailIds(origin);
  return [
    ...samplePages.map((page) => ({ name: page.name, url: `${origin}${SAMPLE_BASE}${page.path || '/'}` })),
    ...sampleDetailPages.map((detail) => ({
      name: detail.name,
      url: `${origin}${SAMPLE_BASE}/${detail.segment}/${ids[detail.segment]}`,
    })),
  ];
}
