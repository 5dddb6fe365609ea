/** GET /runtime-config.json (docs/api.md): what the console reads at start, so it is re-pointed without a rebuild. */
import { type RuntimeConfig, runtimeConfigSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import { contract } from '../../http/contract';

export const CONSOLE_PRODUCT = 'embedded_ui_admin';

export type { RuntimeConfig };

export function runtimeConfigOf(config: AppConfig): RuntimeConfig {
  return {
    apiHost: config.publicUrl,
    tokenHost: config.publicUrl,
    product: CONSOLE_PRODUCT,
    identity: {
      authority: config.idp.issuer,
      clientId: config.idp.clientId,
      audience: config.idp.audience,
      scope: config.idp.scope,
    },
    launcher: config.launcher,
  };
}

export function registerRuntimeConfig(app: FastifyInstance, config: AppConfig): void {
  const body = runtimeConfigOf(config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/runtime-config.json',
    contract({
      summary:
        'What the console reads at start: the API and token hosts, its identity settings, the launcher',
      tags: ['console'],
      response: { 200: runtimeConfigSchema },
    }),
    async (_request, reply) => {
      // Re-read on every page load: an operator's change shows up without clearing caches.
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
}
