/**
 * The data API's configuration documents: GET and PUT of the 13 resources of DESIGN.md §4, and their
 * revisions with restore (issue 7, DESIGN.md §8).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { registerGetConfig } from './get-config';
import { registerGetRevision } from './get-revision';
import { registerListRevisions } from './list-revisions';
import { type ConfigRouteOptions, registerPutConfig } from './put-config';
import { registerRestoreRevision } from './restore-revision';

export function registerConfigRoutes(app: FastifyInstance, db: Db, options: ConfigRouteOptions): void {
  registerGetConfig(app, db);
  registerPutConfig(app, db, options);
  registerListRevisions(app, db);
  registerGetRevision(app, db);
  registerRestoreRevision(app, db, options);
}
