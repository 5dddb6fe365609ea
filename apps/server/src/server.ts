/**
 * Starts the server: parse the environment, open the database, build the app, listen, and close cleanly
 * on SIGINT/SIGTERM. Everything else lives in app.ts, which tests build without listening.
 *
 * The application's modules are imported only once the database has started opening: PGlite opens in its
 * worker thread (decision 081) while this thread loads Fastify, the identity provider and the routes,
 * registers them (decision 091) and, on a first start, computes the demo data set. Each slow step prints a
 * progress line.
 */
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadDotEnv } from './config/dot-env';
import { type AppConfig, loadConfig } from './config/env';
import { StartupError } from './config/startup-error';
import { type Db, isFreshDatabase, openDb, whenOpen } from './db';
import { DEMO_PASSWORD, demoUsers } from './seed/demo-data';

/**
 * A progress line of the start: what the server is doing now that may take seconds. Printed in a terminal
 * (`npm start`) only: where the output is piped to a log, a start that fails stays one line naming the
 * variable (decision 062), and the banner says when it is up.
 */
const progress = process.stdout.isTTY
  ? (message: string) => console.log(`${message}…`)
  : (_message: string) => undefined;

/** A port nobody listens on now, for PORT=0: the public URL (and the issuer) must name the real port. */
async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A listen failure the operator can fix, as one line naming PORT or HOST; anything else unchanged. */
function listenError(error: unknown, config: AppConfig): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `PORT: ${config.port} is already in use on ${config.host}; stop what uses it or choose another PORT (PORT=0 picks a free one)`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `PORT: ${config.port} needs privileges this process lacks; choose a PORT above 1023`,
    );
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EADDRNOTAVAIL') {
    return new StartupError(
      `HOST: cannot listen on '${config.host}' (${code}); use an address of this machine`,
    );
  }
  return error;
}

async function main(): Promise<void> {
  loadDotEnv();
  let config = loadConfig();
  if (config.port === 0) {
    const port = await freePort(config.host).catch((error: unknown) =>
      Promise.reject(listenError(error, config)),
    );
    config = loadConfig({ ...process.env, PORT: String(port) });
  }
  const dbOptions = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  progress(
    config.databaseUrl ? 'Connecting to PostgreSQL' : `Opening the embedded database in ${config.dataDir}`,
  );
  const fresh = isFreshDatabase(dbOptions);
  const opening = openDb({ ...dbOptions, onProgress: progress });
  opening.catch(() => undefined);
  // While the database opens (in its worker on PGlite), this thread loads the application and, for a new
  // database, computes the demo data it will be seeded with.
  const appModule = import('./app');
  appModule.catch(() => undefined);
  const seedPlan =
    fresh && config.seedDemoData ? import('./seed/demo-seed').then((seed) => seed.planDemoData()) : undefined;
  seedPlan?.catch(() => undefined);
  // The app registers while the database opens: its queries wait for the opening (decision 091).
  const db: Db = whenOpen(opening, config.databaseUrl ? 'postgres' : 'pglite');
  let app: FastifyInstance;
  try {
    const { buildApp } = await appModule;
    app = await buildApp({ config, db, logger: { level: config.logLevel }, seedPlan, onProgress: progress });
  } catch (error) {
    // A database that could not open is the cause, whatever the registration failed on while waiting for it.
    const open = await opening;
    await open.close();
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: closing.`);
    try {
      await app.close();
    } finally {
      await db.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await db.close();
    throw listenError(error, config);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Embedded UI Admin is running at ${config.publicUrl} (listening on ${config.host}:${port})`);
  // The built-in provider is served only when no external one is configured (IDP_ISSUER).
  const served = config.services.filter((service) => service !== 'idp' || config.idp.builtIn);
  console.log(
    `Services: ${served.join(', ')}; database: ${db.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  );
  if (!config.idp.builtIn) console.log(`Identity provider: ${config.idp.issuer} (IDP_ISSUER)`);
  if (config.services.includes('idp') && config.idp.builtIn && config.seedDemoData) {
    console.log(`Demo sign-ins (password for each: ${DEMO_PASSWORD}):`);
    console.log(
      `  ${demoUsers.admin.email}      Admin: Northern Basketball League, Ice & Court Media, Empty Customer`,
    );
    console.log(`  ${demoUsers.publisher.email}  Publisher: Northern Basketball League`);
    console.log(`  ${demoUsers.editor.email}     Editor: Northern Basketball League`);
    console.log(`  ${demoUsers.viewer.email}     Viewer (read only): Northern Basketball League`);
    console.log(`  ${demoUsers.nobody.email}     no customer`);
  }
  if (config.services.includes('console') && config.seedDemoData) {
    // The demo websites admit pages of 127.0.0.1 only: on localhost the sample site's widgets answer 403.
    console.log(`Sample customer site (demo website 2001's widgets): http://127.0.0.1:${port}/sample-site/`);
  }
}

main().catch((error: unknown) => {
  // Something the operator can fix: one line naming the variable, no stack (decision 062).
  if (error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
