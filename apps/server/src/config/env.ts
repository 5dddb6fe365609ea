/**
 * The server's environment, parsed and validated once at start (DESIGN.md §1, STYLE.md habit 4). A bad value
 * stops the server with a message that names the variable, before anything is opened.
 */
import { z } from 'zod';
import { StartupError } from './startup-error';

export const serviceNames = ['api', 'tokens', 'idp', 'console'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Launcher side-menu targets (SPEC.md §1): product key → environment variable holding its URL. */
export const launcherVariables = {
  live_production_monitor: 'LAUNCHER_LIVE_PRODUCTION_MONITOR_URL',
  user_manager: 'LAUNCHER_USER_MANAGER_URL',
  video_stream_manager: 'LAUNCHER_VIDEO_STREAM_MANAGER_URL',
  evo_admin: 'LAUNCHER_EVO_ADMIN_URL',
  Datacore_datacore_admin_tool: 'LAUNCHER_DATACORE_ADMIN_TOOL_URL',
  s3_schedule_manager: 'LAUNCHER_SCHEDULE_MANAGER_URL',
  s3_image_manager: 'LAUNCHER_IMAGE_MANAGER_URL',
  evo_operations_panel: 'LAUNCHER_EVO_OPERATIONS_PANEL_URL',
} as const;
export type LauncherKey = keyof typeof launcherVariables;

export type IdpConfig = {
  /** True when the built-in provider at `{publicUrl}/idp` issues the identity tokens. */
  builtIn: boolean;
  issuer: string;
  clientId: string;
  audience: string;
  scope: string;
  /** External provider only: where its keys are; when absent, read from its discovery document. */
  jwksUri: string | undefined;
};

export type AppConfig = {
  port: number;
  /** Interface to listen on (HOST, default all interfaces). */
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  idp: IdpConfig;
  services: ServiceName[];
  launcher: Partial<Record<LauncherKey, string>>;
  /** LOG_LEVEL, default warn. */
  logLevel: LogLevel;
  /**
   * SEED_DEMO_DATA, default true: an empty database gets the demo data set of DESIGN.md §6 (demo users with
   * the password `demo`) on first start. Set it to false for a PostgreSQL database used for real.
   */
  seedDemoData: boolean;
  /**
   * REQUIRE_IF_MATCH, default false: a write (PUT, restore) without If-Match answers 428 instead of being taken
   * (issue 7). Off by default because clients written to SPEC.md §7 send none.
   */
  requireIfMatch: boolean;
};

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export class EnvError extends StartupError {}

/**
 * `value` with any password replaced by `***`: the user-info password of a URL (`//user:secret@host`) and a
 * `password=` parameter. Start-up messages quote bad values, and logs must never carry a secret.
 */
export function maskPassword(value: string): string {
  const masked = value.replace(/([?&]password=)[^&#]*/gi, '$1***');
  // The user info ends at the last `@` before the path or query, so an unencoded `@` or `/` in the password
  // is masked too (masking too much is harmless; too little is not).
  const query = masked.search(/[?#]/);
  const authorityPart = query === -1 ? masked : masked.slice(0, query);
  const at = authorityPart.lastIndexOf('@');
  if (at === -1) return masked;
  const schemeEnd = authorityPart.indexOf('://');
  const start = schemeEnd !== -1 && schemeEnd < at ? schemeEnd + 3 : 0;
  const colon = authorityPart.indexOf(':', start);
  if (colon === -1 || colon > at) return masked;
  return `${masked.slice(0, colon + 1)}***${masked.slice(at)}`;
}

const defaults = {
  clientId: 'embedded-ui-admin-console',
  audience: 'urn:embedded-ui-admin:api',
  scope: 'openid profile email offline_access',
};

type Env = Record<string, string | undefined>;

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), 'must be a postgres:// connection string');

const port = z
  .string()
  .trim()
  .refine((value) => /^\d+$/.test(value) && Number(value) <= 65535, 'must be an integer between 0 and 65535')
  .transform(Number);

const services = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine(
    (list) => list.length > 0 && list.every((s) => (serviceNames as readonly string[]).includes(s)),
    `must be a comma-separated list of ${serviceNames.join(', ')}`,
  )
  .transform((list) => [...new Set(list)] as ServiceName[]);

const logLevel = z
  .string()
  .trim()
  .refine(
    (value): value is LogLevel => (logLevels as readonly string[]).includes(value),
    `must be one of ${logLevels.join(', ')}`,
  )
  .transform((value) => value as LogLevel);

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => /^(true|false|1|0|yes|no)$/.test(value), 'must be true or false')
  .transform((value) => /^(true|1|yes)$/.test(value));

/**
 * A host name or an IPv4/IPv6 address to listen on (`my_container`, `admin.example.com.`, `fe80::1%eth0`).
 * Only what can never be one is refused here (a URL, spaces, an empty label); resolving it is left to listen,
 * whose failure names HOST too.
 */
const host = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^[a-z0-9_.:%-]+$/i.test(value) &&
      !/^[-.]/.test(value) &&
      (value.includes(':') || !value.includes('..')),
    'must be a host name or an IP address',
  );

function read<T>(env: Env, name: string, schema: z.ZodType<T, string>): T | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const result = schema.safeParse(raw);
  if (!result.success) {
    const reason = result.error.issues[0]?.message ?? 'is invalid';
    throw new EnvError(`Invalid environment: ${name} ${reason} (got '${maskPassword(raw)}')`);
  }
  return result.data;
}

/**
 * `--services api,tokens` (or `--services=api`) on the command line wins over `SERVICES`; it is the only
 * argument the server takes, so anything else is refused rather than silently ignored.
 */
function servicesArgument(argv: readonly string[]): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--services') {
      value = argv[i + 1] ?? '';
      i++;
    } else if (arg.startsWith('--services=')) {
      value = arg.slice('--services='.length);
    } else {
      throw new EnvError(`Unknown argument '${arg}': the server takes only --services (see README.md)`);
    }
  }
  return value;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Reads the configuration from `env` (and `--services` from `argv`). Throws `EnvError` with a message that
 * names the first bad variable.
 */
export function loadConfig(
  env: Env = process.env,
  argv: readonly string[] = process.argv.slice(2),
): AppConfig {
  const portValue = read(env, 'PORT', port) ?? 3000;
  const publicUrl = trimSlash(read(env, 'PUBLIC_URL', httpUrl) ?? `http://localhost:${portValue}`);
  const dataDir = env.DATA_DIR?.trim() || './data';
  const databaseUrl = read(env, 'DATABASE_URL', postgresUrl);

  const issuer = read(env, 'IDP_ISSUER', httpUrl);
  const jwksUri = read(env, 'IDP_JWKS_URI', httpUrl);
  if (jwksUri && !issuer) {
    throw new EnvError(
      'Invalid environment: IDP_JWKS_URI needs IDP_ISSUER (the external provider it belongs to)',
    );
  }
  const idp: IdpConfig = {
    builtIn: issuer === undefined,
    issuer: issuer ? trimSlash(issuer) : `${publicUrl}/idp`,
    clientId: env.IDP_CLIENT_ID?.trim() || defaults.clientId,
    audience: env.IDP_AUDIENCE?.trim() || defaults.audience,
    scope: env.IDP_SCOPE?.trim() || defaults.scope,
    jwksUri,
  };

  const argument = servicesArgument(argv);
  const servicesValue =
    argument !== undefined
      ? read({ '--services': argument === '' ? ' ' : argument }, '--services', services)
      : read(env, 'SERVICES', services);
  if (argument !== undefined && servicesValue === undefined) {
    throw new EnvError(
      `Invalid environment: --services must be a comma-separated list of ${serviceNames.join(', ')}`,
    );
  }

  const launcher: Partial<Record<LauncherKey, string>> = {};
  for (const [key, variable] of Object.entries(launcherVariables) as [LauncherKey, string][]) {
    const url = read(env, variable, httpUrl);
    if (url) launcher[key] = url;
  }

  return {
    port: portValue,
    host: read(env, 'HOST', host) ?? '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl,
    idp,
    services: servicesValue ?? [...serviceNames],
    launcher,
    logLevel: read(env, 'LOG_LEVEL', logLevel) ?? 'warn',
    seedDemoData: read(env, 'SEED_DEMO_DATA', flag) ?? true,
    requireIfMatch: read(env, 'REQUIRE_IF_MATCH', flag) ?? false,
  };
}
