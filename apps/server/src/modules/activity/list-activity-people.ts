/**
 * GET /v1/activity/people: everyone who appears in the token's customer's activity log, for the Person
 * filter (docs/product.md#activity, decision 129): each by `sub`, with the name and email last recorded.
 */
import { activityPeopleAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readActivityPeople } from './activity.service';

export function registerListActivityPeople(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/activity/people',
    contract({
      summary: "The people who appear in the customer's activity log, by name",
      tags: ['activity'],
      response: { 200: activityPeopleAnswerSchema, ...apiErrors },
    }),
    async (request) => ({ data: await readActivityPeople(db, principalOf(request)) }),
  );
}
