/**
 * GET /v1/config/{websiteId}/widget-preview/{widget} (decision 075): the content the console's preview frame
 * renders the form's unsaved settings over, for any season of the website. A data API call: product token,
 * read scope, and another customer's website is not found (the gate of product-auth.ts, added by the scope).
 */
import {
  type WidgetId,
  widgetParamsSchema,
  widgetPreviewAnswerSchema,
  widgetPreviewQuerySchema,
} from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { ownWebsite } from '../websites/websites.service';
import { widgetRoute } from './get-widget';
import { readPreview } from './widgets.service';

export const WIDGET_PREVIEW_URL = '/v1/config/:websiteId/widget-preview/:widget';

export function registerGetWidgetPreview(app: FastifyInstance, db: Db, assetBaseUrl: string): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    WIDGET_PREVIEW_URL,
    widgetRoute({
      summary: "A widget's content for the console's live preview, for any season of the website",
      tags: ['widgets'],
      params: widgetParamsSchema,
      querystring: widgetPreviewQuerySchema,
      response: { 200: widgetPreviewAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      const { websiteId, widget } = request.params as { websiteId: string; widget: WidgetId };
      const website = await ownWebsite(db, principalOf(request), websiteId);
      const data = await readPreview(db, website, widget, request.query, assetBaseUrl);
      // Admin data: the browser may keep it, no shared cache may.
      reply.header('cache-control', 'private, no-cache');
      return { data };
    },
  );
}
