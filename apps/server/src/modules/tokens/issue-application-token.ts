/** POST /v1/oauth2/rest/token (SPEC.md §4.3, §7): the Datacore flow's token for an application id. */
import { applicationTokenRequestSchema, issuedTokenAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../../http/contract';
import { tokenErrors } from './issue-product-token';
import { applicationToken, type TokenDeps } from './tokens.service';

export function registerIssueApplicationToken(app: FastifyInstance, deps: TokenDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/oauth2/rest/token',
    contract({
      summary: 'A token for an application id (the Datacore flow of SPEC.md §4.3)',
      tags: ['token service'],
      body: applicationTokenRequestSchema,
      response: { 200: issuedTokenAnswerSchema, ...tokenErrors },
    }),
    async (request) => {
      const { userIdentityToken, applicationId, sport } = request.body;
      return { data: await applicationToken(deps, userIdentityToken, applicationId, sport) };
    },
  );
}
