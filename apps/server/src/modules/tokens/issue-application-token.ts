/** POST /v1/oauth2/rest/token (SPEC.md §4.3, §7): the Datacore flow's token for an application id. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../../http/errors';
import type { IssueTokenAnswer } from './issue-product-token';
import { applicationToken, type TokenDeps } from './tokens.service';

export const issueApplicationTokenBody = z.object({
  userIdentityToken: z.string().min(1),
  applicationId: z.string().min(1),
  sport: z.string().min(1),
});

export function registerIssueApplicationToken(app: FastifyInstance, deps: TokenDeps): void {
  app.post('/v1/oauth2/rest/token', async (request): Promise<IssueTokenAnswer> => {
    const body = parseOr400(issueApplicationTokenBody, request.body);
    return { data: await applicationToken(deps, body.userIdentityToken, body.applicationId, body.sport) };
  });
}
