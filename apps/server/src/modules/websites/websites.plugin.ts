/**
 * The data API's website calls (docs/product.md#data-api); the gate of product-auth.ts is added by the
 * caller's scope.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { registerGetCompList } from './get-complist';
import { registerGetWebsite } from './get-website';
import { registerListCompetitionSeasons } from './list-competition-seasons';
import { registerListSeasons } from './list-seasons';
import { registerListWebsites } from './list-websites';

export function registerWebsiteRoutes(app: FastifyInstance, db: Db): void {
  registerListWebsites(app, db);
  registerGetWebsite(app, db);
  registerGetCompList(app, db);
  registerListCompetitionSeasons(app, db);
  registerListSeasons(app, db);
}
