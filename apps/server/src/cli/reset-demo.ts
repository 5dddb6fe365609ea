/**
 * `npm run seed:reset`: wipes every user, customer, website and configuration and loads the demo data set
 * again (docs/product.md#demo-data). On the embedded database it refuses while a server has the DATA_DIR
 * open (the data folder lock). On PostgreSQL, shared by every instance and perhaps used for real, it wipes
 * the database in DATABASE_URL only when asked twice: `npm run seed:reset -- --yes`.
 */
import { loadDotEnv } from '../config/dot-env';
import { loadConfig, maskPassword } from '../config/env';
import { StartupError } from '../config/startup-error';
import { announceConfigWrite, EVERY_WEBSITE } from '../core/config-notify';
import { openDb } from '../db';
import { resetDemoData } from '../seed/demo-seed';

async function main(): Promise<void> {
  loadDotEnv();
  const args = process.argv.slice(2);
  const unknown = args.find((arg) => arg !== '--yes');
  if (unknown) throw new StartupError(`Unknown argument '${unknown}': seed:reset takes only --yes`);
  const config = loadConfig(process.env, []);
  if (config.databaseUrl && !args.includes('--yes')) {
    throw new StartupError(
      `DATABASE_URL is set: this would wipe every user, customer, website and configuration in ${maskPassword(config.databaseUrl)}. To do it, run: npm run seed:reset -- --yes`,
    );
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await resetDemoData(db);
    // Servers sharing the PostgreSQL database drop every cached answer, lookup and season (decision 088).
    await announceConfigWrite(db, EVERY_WEBSITE);
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
