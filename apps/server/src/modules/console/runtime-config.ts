/** GET /runtime-config.json (docs/api.md): what the console reads at start, so it is re-pointed without a rebuild. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig, LauncherKey } from '../../config/env';

export const CONSOLE_PRODUCT = 'embedded_ui_admin';

export type RuntimeConfig = {
  apiHost: string;
  tokenHost: string;
  product: string;
  identity: { authority: string; clientId: string; audience: string; scope: string };
  launcher: Partial<Record<LauncherKey, string>>;
};

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
  app.get('/runtime-config.json', async (_request, reply) => {
    // Re-read on every page load: an operator's change shows up without clearing caches.
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
