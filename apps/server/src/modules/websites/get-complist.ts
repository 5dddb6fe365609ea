/**
 * GET /v1/config/{websiteId}/complist: organisations, and competitions keyed by organisation
 * (docs/product.md#data-api).
 */
import { type CompList, compListAnswerSchema, websiteParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { listCompetitions, listOrganizations } from './websites.repo';
import { ownWebsite } from './websites.service';

export function registerGetCompList(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/config/:websiteId/complist',
    contract({
      summary: "A website's organisations, and their competitions keyed by organisation",
      tags: ['websites'],
      params: websiteParamsSchema,
      response: { 200: compListAnswerSchema, ...apiErrors },
    }),
    async (request) => {
      const { websiteId } = request.params;
      await ownWebsite(db, principalOf(request), websiteId);
      const organizations = await listOrganizations(db, websiteId);
      const competitionRows = await listCompetitions(db, websiteId);
      const competitions: CompList['competitions'] = Object.fromEntries(
        organizations.map((o) => [o.organizationId, []]),
      );
      for (const { organizationId, competitionId, nameLocal } of competitionRows) {
        const list = competitions[organizationId] ?? [];
        list.push({ competitionId, nameLocal });
        competitions[organizationId] = list;
      }
      return { data: { organizations, competitions } };
    },
  );
}
