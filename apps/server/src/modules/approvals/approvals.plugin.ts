/**
 * Customer › Policies and approval before publishing (docs/product.md#approvals, decisions 141–143): registered
 * where the product token is required; each route declares the scope it needs (decision 137).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerDecideApproval } from './decide-approval';
import { registerGetApproval } from './get-approval';
import { registerGetPolicy } from './get-policy';
import { registerListApprovals } from './list-approvals';
import { registerPutPolicy } from './put-policy';
import { registerRequestApproval } from './request-approval';

async function registerApprovalRoutes(app: FastifyInstance): Promise<void> {
  const { db, configWrites: services } = app;
  registerGetPolicy(app, db);
  registerPutPolicy(app, db);
  registerListApprovals(app, db, services);
  registerGetApproval(app, db, services);
  registerRequestApproval(app, db, services);
  registerDecideApproval(app, db, services);
}

export const approvalRoutes = fp(registerApprovalRoutes, {
  name: 'approval-routes',
  dependencies: ['db', 'config-writes'],
  encapsulate: true,
});
