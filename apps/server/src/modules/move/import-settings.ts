/**
 * POST /v1/config/{websiteId}/import?dryRun&fileName&expectedVersions: a settings file (the body, as it was
 * exported, at most 1 MB) checked against the website's rules and, unless a dry run, written in one
 * transaction or none (docs/product.md#settings-that-move, decision 114). The body is read as text here, so
 * that a file that is not JSON is answered in the file's words.
 */
import {
  idParam,
  importAnswerSchema,
  importQuerySchema,
  importRefusalSchema,
  MAX_SETTINGS_FILE_BYTES,
} from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { reasonOf } from '../approvals/reason';
import { principalOf } from '../auth/product-auth';
import type { MoveServices } from './move.service';
import { FILE_TOO_LARGE_MESSAGE, importSettings } from './settings-file.service';

export const IMPORT_SETTINGS_PATH = '/v1/config/:websiteId/import';

/** The file name History shows when none is given. */
const UNNAMED_FILE = 'a settings file';

export async function registerImportSettings(app: FastifyInstance, db: Db, services: MoveServices) {
  // Its own scope: every content type is read as text (the parser is the route's, not the app's).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      IMPORT_SETTINGS_PATH,
      {
        ...contract({
          summary:
            'Imports a settings file into a website: a dry run shows the changes, else all screens or none',
          tags: ['settings that move'],
          params: z.object({ websiteId: idParam }),
          querystring: importQuerySchema,
          response: {
            200: importAnswerSchema,
            ...writeErrors,
            400: importRefusalSchema,
            409: writeErrors[413],
          },
        }),
        bodyLimit: MAX_SETTINGS_FILE_BYTES,
        config: {
          tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
          // A dry run changes nothing: an Editor may check a file; applying it makes it live (decision 137).
          scope: (request) =>
            (request.query as { dryRun?: unknown }).dryRun === 'true' ? 'draft' : 'publish',
        },
      },
      async (request) => {
        const { dryRun, fileName, expectedVersions } = request.query;
        const text = typeof request.body === 'string' ? request.body : '';
        const data = await importSettings(
          db,
          principalOf(request),
          request.params.websiteId,
          text,
          {
            dryRun,
            fileName: fileName?.trim() || UNNAMED_FILE,
            ...(expectedVersions ? { expectedVersions } : {}),
          },
          { ...services, reason: reasonOf(request) },
        );
        return { data };
      },
    );
  });
}
