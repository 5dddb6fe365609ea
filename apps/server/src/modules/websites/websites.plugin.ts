/**
 * The data API's website calls (docs/product.md#data-api); the gate of product-auth.ts is added by the
 * caller's scope.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerGetCompList } from './get-complist';
import { registerGetWebsite } from './get-website';
import { registerListCompetitionSeasons } from './list-competition-seasons';
import { registerListSeasons } from './list-seasons';
import { registerListWebsites } from './list-websites';

async function registerWebsiteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerListWebsites(app, db);
  registerGetWebsite(app, db);
  registerGetCompList(app, db);
  registerListCompetitionSeasons(app, db);
  registerListSeasons(app, db);
}

export const websiteRoutes = fp(registerWebsiteRoutes, {
  name: 'website-routes',
  dependencies: ['db'],
  encapsulate: true,
});
