import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigCommitted } from '../../core/config-events';
import type { Db } from '../../db';
import { demoUsers } from '../../seed/demo-data';
import { seedIfEmpty } from '../../seed/demo-seed';
import { engines } from '../../test-support/engines';
import { configEventsOf } from '../../write-events';
import { findConfig } from './config.service';
import { saveConfig } from './save-config';
import { writeConfigsTogether } from './write-batch';

const principal = {
  sub: demoUsers.admin.id,
  customerId: '1001',
  scopes: ['config:read', 'config:write'],
  appId: 'test',
  exp: Math.floor(Date.now() / 1000) + 600,
};
const source = { kind: 'api' } as const;

describe.each(engines)('the configuration committed event on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
    await seedIfEmpty(db);
  });
  afterAll(async () => cleanup?.());

  /** The app's subscribers (activity, caches), and one more that notes what reaches it after a commit. */
  const eventsHeard = () => {
    const heard: ConfigCommitted[] = [];
    const events = configEventsOf(db);
    events.subscribe({ committed: (event) => void heard.push(event) });
    return { events, heard };
  };
  const savedEntries = async (resource: string) =>
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from activity
          where website_id = '2002' and resource = $1 and outcome = 'saved'`,
        [resource],
      )
    )[0]!.n;

  it('publishes one event per stored version, with who wrote what and from where', async () => {
    const { events, heard } = eventsHeard();
    const before = (await findConfig(db, '2002', 'general'))!;
    const document = await saveConfig({
      db,
      principal,
      services: { events },
      write: {
        websiteId: '2002',
        resource: 'general',
        body: { showMainNavigation: !before.config.showMainNavigation },
        source,
      },
    });
    expect(heard).toEqual([
      expect.objectContaining({
        websiteId: '2002',
        resource: 'general',
        version: document.version,
        changedFields: ['showMainNavigation'],
        source,
        who: principal.sub,
      }),
    ]);
  });

  it('publishes nothing for a write that rolls back, and leaves no activity entry of it', async () => {
    const { events, heard } = eventsHeard();
    const general = (await findConfig(db, '2002', 'general'))!;
    const entries = await savedEntries('general');
    // General is written first (the set goes in website, screen order), then Standings is refused (a stale
    // If-Match): the transaction that stored General rolls back.
    const outcomes = await writeConfigsTogether({
      db,
      principal,
      services: { events },
      writes: [
        {
          websiteId: '2002',
          resource: 'general',
          body: { showMainNavigation: !general.config.showMainNavigation },
          source,
        },
        {
          websiteId: '2002',
          resource: 'standings',
          body: {},
          source,
          precondition: { ifMatch: '"999"', requireIfMatch: false },
        },
      ],
    });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['skipped', 'refused']);
    expect(heard).toEqual([]);
    expect((await findConfig(db, '2002', 'general'))?.version).toBe(general.version);
    expect(await savedEntries('general')).toBe(entries);
  });
});
