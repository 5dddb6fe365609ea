/** GET /v1/config/{websiteId}/complist: organisations, and competitions keyed by organisation (SPEC.md §7). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { websiteParams } from './get-website';
import { listCompetitions, listOrganizations, type OrganizationRecord } from './websites.repo';
import { ownWebsite } from './websites.service';

export type CompListAnswer = {
  data: {
    organizations: OrganizationRecord[];
    competitions: Record<string, { competitionId: string; nameLocal: string }[]>;
  };
};

export function registerGetCompList(app: FastifyInstance, db: Db): void {
  app.get('/v1/config/:websiteId/complist', async (request): Promise<CompListAnswer> => {
    const { websiteId } = parseOr400(websiteParams, request.params, 'Invalid path');
    await ownWebsite(db, principalOf(request), websiteId);
    const organizations = await listOrganizations(db, websiteId);
    const competitionRows = await listCompetitions(db, websiteId);
    const competitions: CompListAnswer['data']['competitions'] = Object.fromEntries(
      organizations.map((o) => [o.organizationId, []]),
    );
    for (const { organizationId, competitionId, nameLocal } of competitionRows) {
      const list = competitions[organizationId] ?? [];
      list.push({ competitionId, nameLocal });
      competitions[organizationId] = list;
    }
    return { data: { organizations, competitions } };
  });
}
