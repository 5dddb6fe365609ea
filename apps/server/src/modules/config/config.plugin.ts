/** The data API's configuration documents: GET and PUT of the 13 resources of DESIGN.md §4. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { registerGetConfig } from './get-config';
import { registerPutConfig } from './put-config';

export function registerConfigRoutes(app: FastifyInstance, db: Db): void {
  registerGetConfig(app, db);
  registerPutConfig(app, db);
}
