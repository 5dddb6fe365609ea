/**
 * GET /runtime-config.json: what the console reads at start, so it is re-pointed without a rebuild
 * (docs/architecture.md).
 */
import { z } from 'zod';
import { launcherKeys } from './names';

export const runtimeConfigSchema = z
  .object({
    apiHost: z.string(),
    tokenHost: z.string(),
    product: z.string(),
    identity: z.object({
      authority: z.string(),
      clientId: z.string(),
      audience: z.string(),
      scope: z.string(),
    }),
    /** The launcher's tools that have an address (docs/product.md#users-and-sign-in; decision 043). */
    launcher: z.partialRecord(z.enum(launcherKeys), z.string()),
  })
  .meta({ id: 'RuntimeConfig' });
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
