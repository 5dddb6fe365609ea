/**
 * The database as a decorator (decision 163): every other plugin declares `dependencies: ['db']` and reads
 * `fastify.db`; nothing passes the database by hand.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export type DbPluginOptions = {
  db: Db;
  /** The app opened it (`buildApp` without a `db`): closed with the app. */
  close: boolean;
};

export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    app.decorate('db', options.db);
    if (options.close) app.addHook('onClose', async () => options.db.close());
  },
  { name: 'db' },
);
