/**
 * Each widget's body is drawn by its family's chunk (standings.ts, fixtures.ts, leaders.ts, persons.ts, teams.ts, statistics.ts, fixture.ts), fetched the first
 * time a widget of that family has something to show, so a page pays only for the widgets it has
 * (docs/product.md#widgets, decision 100). The loader keeps the life cycle, the frame and the words.
 */
import type { WidgetId } from '@eua/shared/widgets';
import { importChunk } from './chunk-sources';
import type { Child } from './dom';
import type { View } from './view';

export type Renderer = (view: View, title: string) => Child[];
export type Family = 'standings' | 'fixtures' | 'leaders' | 'persons' | 'teams' | 'statistics' | 'fixture';
/** What a chunk exports: the renderers of its family's widgets. */
export type Chunk = { renderers: Partial<Record<WidgetId, Renderer>> };

const families: Record<WidgetId, Family> = {
  standings: 'standings',
  standingsFragment: 'standings',
  schedule: 'fixtures',
  fixturesFragment: 'fixtures',
  leaders: 'leaders',
  players: 'persons',
  personDetail: 'persons',
  teams: 'teams',
  teamDetails: 'teams',
  personStatistics: 'statistics',
  teamStatistics: 'statistics',
  fixtureDetails: 'fixture',
};

const loaded = new Map<Family, Chunk>();
const loading = new Map<Family, Promise<Chunk>>();

/** The widget's renderer when its chunk is here, else null. */
export function rendererFor(widget: WidgetId): Renderer | null {
  return loaded.get(families[widget])?.renderers[widget] ?? null;
}

/**
 * Fetch the widget's chunk once (every widget of the family waits for the same import). A failed import is
 * forgotten, so the next widget, or the next attempt, fetches it again.
 */
export function loadRenderer(widget: WidgetId, base: string): Promise<Renderer> {
  const family = families[widget];
  let pending = loading.get(family);
  if (!pending) {
    pending = importChunk(family, base).then(
      (chunk) => {
        loaded.set(family, chunk);
        return chunk;
      },
      (error: unknown) => {
        loading.delete(family);
        throw error;
      },
    );
    loading.set(family, pending);
  }
  return pending.then((chunk) => chunk.renderers[widget]!);
}
