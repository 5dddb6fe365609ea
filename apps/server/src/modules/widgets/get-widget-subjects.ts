/**
 * GET /v1/config/{websiteId}/widget-subjects/{subject} (decision 111): the teams, persons or fixtures the
 * console's preview of a detail widget lets the administrator pick, with the one it shows first. A data API
 * call: product token, read scope, and another customer's website is not found (product-auth.ts's gate).
 */
import {
  widgetSubjectsAnswerSchema,
  widgetSubjectsParamsSchema,
  widgetSubjectsQuerySchema,
} from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { ownWebsite } from '../websites/websites.service';
import { listWidgetSubjects } from './widget-subjects';

export const WIDGET_SUBJECTS_URL = '/v1/config/:websiteId/widget-subjects/:subject';

export function registerGetWidgetSubjects(app: FastifyInstance, db: Db, assetBaseUrl: string): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    WIDGET_SUBJECTS_URL,
    contract({
      operationId: 'listWidgetSubjects',
      summary: "The teams, persons or fixtures of a season a detail widget's preview can show, and its first",
      tags: ['widgets'],
      params: widgetSubjectsParamsSchema,
      querystring: widgetSubjectsQuerySchema,
      response: { 200: widgetSubjectsAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      const { websiteId, subject } = request.params;
      const website = await ownWebsite(db, principalOf(request), websiteId);
      const answer = await listWidgetSubjects(db, website, subject, request.query, assetBaseUrl);
      // Admin data: the browser may keep it, no shared cache may.
      reply.header('cache-control', 'private, no-cache');
      return answer;
    },
  );
}
