/**
 * `npm run seed:reset`: wipes every user, customer, website and configuration and loads the demo data set
 * again (DESIGN.md §6). On the embedded database it refuses while a server has the DATA_DIR open (the data
 * folder lock); on PostgreSQL it resets the database in DATABASE_URL.
 */
import { loadConfig } from '../config/env';
import { StartupError } from '../config/startup-error';
import { openDb } from '../db';
import { resetDemoData } from '../db/seed/demo-seed';

async function main(): Promise<void> {
  const config = loadConfig(process.env, []);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await resetDemoData(db);
  } finally {
    await db.close();
  }
  const where = config.databaseUrl
    ? 'the PostgreSQL database in DATABASE_URL'
    : `the data folder ${config.dataDir}`;
  console.log(
    `Demo data reset in ${where}. Sign in as admin@demo.test, viewer@demo.test or nobody@demo.test (password: demo).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
