/**
 * POST /v1/oauth2/rest/token (docs/product.md#users-and-sign-in, docs/product.md#token-service): the
 * Datacore flow's token for an application id.
 */
import { applicationTokenRequestSchema, issuedTokenAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../../http/contract';
import { tokenErrors } from './issue-product-token';
import { applicationToken, type TokenDeps } from './tokens.service';

export function registerIssueApplicationToken(app: FastifyInstance, deps: TokenDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/oauth2/rest/token',
    {
      ...contract({
        operationId: 'issueApplicationToken',
        summary: 'A token for an application id (the Datacore flow)',
        tags: ['token service'],
        body: applicationTokenRequestSchema,
        response: { 200: issuedTokenAnswerSchema, ...tokenErrors },
      }),
      config: { limit: 'tokens' },
    },
    async (request) => {
      const { userIdentityToken, applicationId, sport } = request.body;
      return { data: await applicationToken(deps, userIdentityToken, applicationId, sport) };
    },
  );
}
