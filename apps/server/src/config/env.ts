/**
 * The server's environment, parsed and validated once at start (docs/architecture.md, decision 062). A bad
 * value stops the server with a message that names the variable, before anything is opened.
 */
import { DEFAULT_ACTIVITY_RETENTION_DAYS, type LauncherKey } from '@eua/shared';
import { z } from 'zod';
import { StartupError } from './startup-error';

export const serviceNames = ['api', 'tokens', 'idp', 'console'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Launcher side-menu targets (docs/product.md#users-and-sign-in): product key → variable holding its URL. */
export const launcherVariables = {
  live_production_monitor: 'LAUNCHER_LIVE_PRODUCTION_MONITOR_URL',
  user_manager: 'LAUNCHER_USER_MANAGER_URL',
  video_stream_manager: 'LAUNCHER_VIDEO_STREAM_MANAGER_URL',
  evo_admin: 'LAUNCHER_EVO_ADMIN_URL',
  Datacore_datacore_admin_tool: 'LAUNCHER_DATACORE_ADMIN_TOOL_URL',
  s3_schedule_manager: 'LAUNCHER_SCHEDULE_MANAGER_URL',
  s3_image_manager: 'LAUNCHER_IMAGE_MANAGER_URL',
  evo_operations_panel: 'LAUNCHER_EVO_OPERATIONS_PANEL_URL',
} as const satisfies Record<LauncherKey, string>;
// The keys themselves are declared once, in packages/shared/src/api/common.ts: this map must name each.
export type { LauncherKey };

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
   * SEED_DEMO_DATA, default true: an empty database gets the demo data set of docs/product.md#demo-data (demo
   * users with the password `demo`) on first start. Set it to false for a PostgreSQL database used for real.
   */
  seedDemoData: boolean;
  /**
   * REQUIRE_IF_MATCH, default false: a write (PUT, restore) without If-Match answers 428 instead of being taken
   * (decision 064). Off by default because clients written to docs/product.md#data-api send none.
   */
  requireIfMatch: boolean;
  /** The request limits and the sign-in lock-out (decision 066); all 0 under RATE_LIMITS=false. */
  limits: Limits;
  /**
   * TRUST_PROXY, default false: which proxies' X-Forwarded-For names the client address (Fastify's
   * `trustProxy`). The per-address limits count by that address, so behind a load balancer set it, or every
   * user shares the balancer's address.
   */
  trustProxy: boolean | number | string[];
  /**
   * WEBHOOKS_ALLOW_PRIVATE_ADDRESSES, default false: webhooks may be sent to private, loopback and link-local
   * addresses (a receiver on the same network; the test suites). Off, such an endpoint is refused when saved
   * and every attempt to one fails (decision 139).
   */
  webhooksAllowPrivateAddresses: boolean;
  /**
   * USAGE_RETENTION_DAYS, default 90: how long the public widget path's usage counts are kept
   * (docs/product.md#usage-and-health, decision 131); every instance sweeps older ones.
   */
  usageRetentionDays: number;
  /**
   * ACTIVITY_RETENTION_DAYS, default 400: activity entries older than this many days are deleted by a sweep on
   * every instance, and the Activity page says how far back it goes (decision 130).
   */
  activityRetentionDays: number;
};

/** The sign-in lock-out of the built-in identity provider (decision 066). A maximum of 0 turns that count off. */
export type SignInLimits = {
  /** SIGN_IN_MAX_FAILURES (5): wrong passwords for one account (email) before it is locked out. */
  maxFailuresPerAccount: number;
  /** SIGN_IN_MAX_FAILURES_PER_ADDRESS (20): wrong passwords from one client address before it is locked out. */
  maxFailuresPerAddress: number;
  /** SIGN_IN_LOCKOUT_SECONDS (30): the first lock-out; each wrong password after it doubles it, up to an hour. */
  lockoutSeconds: number;
};

export type Limits = {
  /** RATE_LIMIT_TOKENS_PER_MINUTE (30): token-service calls per user a minute; 0: no limit. */
  tokensPerMinute: number;
  /** RATE_LIMIT_WRITES_PER_MINUTE (60): data API writes (PUT, restore) per user a minute; 0: no limit. */
  writesPerMinute: number;
  /**
   * RATE_LIMIT_WIDGETS_PER_MINUTE (600): public widget reads per website and client address a minute, counted
   * in each instance's memory (decision 071); 0: no limit.
   */
  widgetsPerMinute: number;
  signIn: SignInLimits;
};

/** The limits of decision 066: what a person never reaches, what a script guessing or flooding soon does. */
export const defaultLimits: Limits = {
  tokensPerMinute: 30,
  writesPerMinute: 60,
  widgetsPerMinute: 600,
  signIn: { maxFailuresPerAccount: 5, maxFailuresPerAddress: 20, lockoutSeconds: 30 },
};

const noLimits: Limits = {
  tokensPerMinute: 0,
  writesPerMinute: 0,
  widgetsPerMinute: 0,
  signIn: {
    maxFailuresPerAccount: 0,
    maxFailuresPerAddress: 0,
    lockoutSeconds: defaultLimits.signIn.lockoutSeconds,
  },
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

const countUpTo = (max: number) =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) <= max,
      `must be a whole number from 0 to ${max} (0: no limit)`,
    )
    .transform(Number);
const count = countUpTo(1_000_000);
/**
 * The widgets' count may go higher: one server answers tens of thousands of cached reads a second, and one
 * address may be a CDN's edge or a proxy not named in TRUST_PROXY (docs/cdn.md).
 */
const widgetCount = countUpTo(1_000_000_000);

const usageRetentionDays = z
  .string()
  .trim()
  .refine(
    (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 366,
    'must be a whole number of days from 1 to 366',
  )
  .transform(Number);

const seconds = z
  .string()
  .trim()
  .refine(
    (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 86_400,
    'must be a whole number of seconds from 1 to 86400',
  )
  .transform(Number);

/** An address (IPv4, IPv6) or a CIDR range: what Fastify's trustProxy takes in a list. */
const proxyAddress = /^(?:[\d.]+|[\da-f:.]*:[\da-f:.]*)(?:\/\d{1,3})?$/i;

const trustProxy = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] | undefined => {
    if (/^(true|yes)$/i.test(value)) return true;
    if (/^(false|no)$/i.test(value)) return false;
    // A number is hops (Fastify's meaning): 1 trusts the one proxy in front, 0 none.
    if (/^\d+$/.test(value) && Number(value) <= 100) return Number(value) === 0 ? false : Number(value);
    const list = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return list.length > 0 && list.every((item) => proxyAddress.test(item)) ? list : undefined;
  })
  .refine(
    (value) => value !== undefined,
    'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
  )
  .transform((value) => value as boolean | number | string[]);

/** A retention period in whole days: at least a day, at most about a hundred years. */
const retentionDays = z
  .string()
  .trim()
  .refine(
    (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 36_500,
    'must be a whole number of days from 1 to 36500',
  )
  .transform(Number);

const limitVariables = [
  'RATE_LIMIT_TOKENS_PER_MINUTE',
  'RATE_LIMIT_WRITES_PER_MINUTE',
  'RATE_LIMIT_WIDGETS_PER_MINUTE',
  'SIGN_IN_MAX_FAILURES',
  'SIGN_IN_MAX_FAILURES_PER_ADDRESS',
  'SIGN_IN_LOCKOUT_SECONDS',
] as const;

/**
 * RATE_LIMITS=false turns every limit off (test suites and benchmarks that write hundreds of times as one
 * user); otherwise each limit is its variable or its default. Naming a limit while turning them all off is a
 * contradiction, refused rather than guessed at.
 */
function readLimits(env: Env): Limits {
  const on = read(env, 'RATE_LIMITS', flag) ?? true;
  if (!on) {
    const named = limitVariables.find((name) => env[name] !== undefined && env[name]?.trim() !== '');
    if (named) {
      throw new EnvError(
        `Invalid environment: ${named} is set but RATE_LIMITS=false turns every limit off; unset one of them`,
      );
    }
    return noLimits;
  }
  return {
    tokensPerMinute: read(env, 'RATE_LIMIT_TOKENS_PER_MINUTE', count) ?? defaultLimits.tokensPerMinute,
    writesPerMinute: read(env, 'RATE_LIMIT_WRITES_PER_MINUTE', count) ?? defaultLimits.writesPerMinute,
    widgetsPerMinute:
      read(env, 'RATE_LIMIT_WIDGETS_PER_MINUTE', widgetCount) ?? defaultLimits.widgetsPerMinute,
    signIn: {
      maxFailuresPerAccount:
        read(env, 'SIGN_IN_MAX_FAILURES', count) ?? defaultLimits.signIn.maxFailuresPerAccount,
      maxFailuresPerAddress:
        read(env, 'SIGN_IN_MAX_FAILURES_PER_ADDRESS', count) ?? defaultLimits.signIn.maxFailuresPerAddress,
      lockoutSeconds: read(env, 'SIGN_IN_LOCKOUT_SECONDS', seconds) ?? defaultLimits.signIn.lockoutSeconds,
    },
  };
}

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
    limits: readLimits(env),
    trustProxy: read(env, 'TRUST_PROXY', trustProxy) ?? false,
    webhooksAllowPrivateAddresses: read(env, 'WEBHOOKS_ALLOW_PRIVATE_ADDRESSES', flag) ?? false,
    usageRetentionDays: read(env, 'USAGE_RETENTION_DAYS', usageRetentionDays) ?? 90,
    activityRetentionDays:
      read(env, 'ACTIVITY_RETENTION_DAYS', retentionDays) ?? DEFAULT_ACTIVITY_RETENTION_DAYS,
  };
}
