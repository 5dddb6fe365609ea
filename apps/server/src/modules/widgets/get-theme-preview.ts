/**
 * GET /v1/config/{websiteId}/theme-preview (docs/product.md#theme): in one answer, the content of every
 * widget family the Theme screen previews side by side in light and dark, so the screen asks once rather
 * than once per family. A data API call: product token, read scope, and another customer's website is not
 * found (product-auth.ts's gate).
 */
import {
  subjectOf,
  type ThemePreviewAnswer,
  themePreviewAnswerSchema,
  themePreviewWidgets,
  websiteParamsSchema,
} from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { ownWebsite } from '../websites/websites.service';
import { listWidgetSubjects } from './widget-subjects';
import { readPreview } from './widgets.service';

export const THEME_PREVIEW_URL = '/v1/config/:websiteId/theme-preview';

export function registerGetThemePreview(app: FastifyInstance, db: Db, assetBaseUrl: string): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    THEME_PREVIEW_URL,
    contract({
      operationId: 'getThemePreview',
      summary: "Every widget family's preview content for the Theme screen, in one answer",
      tags: ['widgets'],
      params: websiteParamsSchema,
      response: { 200: themePreviewAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      const website = await ownWebsite(db, principalOf(request), request.params.websiteId);
      const data: ThemePreviewAnswer['data'] = [];
      for (const widget of themePreviewWidgets) {
        // A detail widget shows the one its picker would show first; none in the season: the family is left out.
        const subject = subjectOf(widget);
        const id = subject
          ? (await listWidgetSubjects(db, website, subject, {}, assetBaseUrl)).meta.defaultId
          : undefined;
        if (id === null) continue;
        data.push(await readPreview(db, website, widget, id ? { id } : {}, assetBaseUrl));
      }
      // Admin data: the browser may keep it, no shared cache may.
      reply.header('cache-control', 'private, no-cache');
      return { data };
    },
  );
}
