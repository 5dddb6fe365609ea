/**
 * Customer › Members and Customer › API tokens (docs/product.md#roles, docs/product.md#api-tokens): registered
 * where the product token is required; each route declares the scope it needs (decision 137).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerAddMember } from './add-member';
import { registerChangeMemberRole } from './change-member-role';
import { registerCreateApiToken } from './create-api-token';
import { registerListApiTokens } from './list-api-tokens';
import { registerListMembers } from './list-members';
import { registerRemoveMember } from './remove-member';
import { registerRevokeApiToken } from './revoke-api-token';

export { apiTokenResolver } from './api-tokens.service';
export { scopesHeldNow } from './members.service';

async function registerMemberRoutes(app: FastifyInstance, { now }: { now: () => number }): Promise<void> {
  const { db } = app;
  registerListMembers(app, db);
  registerAddMember(app, db);
  registerChangeMemberRole(app, db);
  registerRemoveMember(app, db);
  registerListApiTokens(app, db);
  registerCreateApiToken(app, db, now);
  registerRevokeApiToken(app, db);
}

export const memberRoutes = fp(registerMemberRoutes, {
  name: 'member-routes',
  dependencies: ['db'],
  encapsulate: true,
});
