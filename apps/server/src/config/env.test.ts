import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig, maskPassword } from './env';

describe('loadConfig', () => {
  it('defaults to one process on port 3000 serving everything with the built-in identity provider', () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      services: ['api', 'tokens', 'idp', 'console'],
      launcher: {},
      idp: {
        builtIn: true,
        issuer: 'http://localhost:3000/idp',
        clientId: 'embedded-ui-admin-console',
        audience: 'urn:embedded-ui-admin:api',
        scope: 'openid profile email offline_access',
        jwksUri: undefined,
      },
    });
  });

  it('derives the public URL from PORT and drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '4100' }, []).publicUrl).toBe('http://localhost:4100');
    const config = loadConfig({ PUBLIC_URL: 'https://admin.example.com/' }, []);
    expect(config.publicUrl).toBe('https://admin.example.com');
    expect(config.idp.issuer).toBe('https://admin.example.com/idp');
  });

  it('points at an external identity provider when IDP_ISSUER is set', () => {
    const config = loadConfig(
      {
        IDP_ISSUER: 'https://login.example.com/tenant/',
        IDP_CLIENT_ID: 'console-app',
        IDP_AUDIENCE: 'api://admin',
        IDP_JWKS_URI: 'https://login.example.com/keys',
      },
      [],
    );
    expect(config.idp).toMatchObject({
      builtIn: false,
      issuer: 'https://login.example.com/tenant',
      clientId: 'console-app',
      audience: 'api://admin',
      jwksUri: 'https://login.example.com/keys',
    });
  });

  it('takes the services from --services before SERVICES', () => {
    expect(loadConfig({ SERVICES: 'api' }, []).services).toEqual(['api']);
    expect(loadConfig({ SERVICES: 'api' }, ['--services', 'tokens,idp']).services).toEqual(['tokens', 'idp']);
    expect(loadConfig({}, ['--services=console']).services).toEqual(['console']);
  });

  it('reads launcher URLs', () => {
    const config = loadConfig({ LAUNCHER_USER_MANAGER_URL: 'https://users.example.com' }, []);
    expect(config.launcher).toEqual({ user_manager: 'https://users.example.com' });
  });

  it.each([
    [{ PORT: 'abc' }, "Invalid environment: PORT must be an integer between 0 and 65535 (got 'abc')"],
    [{ PORT: '70000' }, "Invalid environment: PORT must be an integer between 0 and 65535 (got '70000')"],
    [
      { PUBLIC_URL: 'localhost:3000' },
      "Invalid environment: PUBLIC_URL must be an http(s) URL (got 'localhost:3000')",
    ],
    [
      { DATABASE_URL: 'mysql://db/x' },
      "Invalid environment: DATABASE_URL must be a postgres:// connection string (got 'mysql://db/x')",
    ],
    [{ IDP_ISSUER: 'not a url' }, "Invalid environment: IDP_ISSUER must be an http(s) URL (got 'not a url')"],
    [
      { SERVICES: 'api,mail' },
      "Invalid environment: SERVICES must be a comma-separated list of api, tokens, idp, console (got 'api,mail')",
    ],
    [{ IDP_JWKS_URI: 'https://login.example.com/keys' }, 'IDP_JWKS_URI needs IDP_ISSUER'],
  ])('stops on a bad value with a message naming it: %o', (env, message) => {
    expect(() => loadConfig(env, [])).toThrow(EnvError);
    expect(() => loadConfig(env, [])).toThrow(message);
  });

  it('never repeats a password when it quotes a bad DATABASE_URL', () => {
    for (const value of ['mysql://admin:s3cret@db/x', 'postgres//admin:s3cret@db/x', 'admin:s3cret@db/x']) {
      let message = '';
      try {
        loadConfig({ DATABASE_URL: value }, []);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('Invalid environment: DATABASE_URL must be a postgres:// connection string');
      expect(message).toContain('admin:***@db/x');
      expect(message).not.toContain('s3cret');
    }
  });

  it.each([
    ['postgres://u:secret@db:5432/app', 'postgres://u:***@db:5432/app'],
    ['postgres://u:p@ss/w@rd@db/app?sslmode=require', 'postgres://u:***@db/app?sslmode=require'],
    ['postgres://db/app?user=u&password=secret&x=1', 'postgres://db/app?user=u&password=***&x=1'],
    ['postgres://u@db/app', 'postgres://u@db/app'],
    ['mysql://db/x', 'mysql://db/x'],
  ])('masks the password of %s', (value, masked) => {
    expect(maskPassword(value)).toBe(masked);
  });

  it('rejects an unknown service on the command line', () => {
    expect(() => loadConfig({}, ['--services', 'api,ftp'])).toThrow(
      '--services must be a comma-separated list',
    );
  });
  it('refuses any argument but --services', () => {
    expect(() => loadConfig({}, ['--port', '4000'])).toThrow(
      "Unknown argument '--port': the server takes only --services (see README.md)",
    );
    expect(() => loadConfig({}, ['--services', 'api', 'extra'])).toThrow("Unknown argument 'extra'");
  });

  it('reads LOG_LEVEL, default warn, and names it when it is not a level', () => {
    expect(loadConfig({}, []).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'debug' }, []).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, [])).toThrow(
      "Invalid environment: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got 'loud')",
    );
  });

  it('seeds the demo data unless SEED_DEMO_DATA is false', () => {
    expect(loadConfig({}, []).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }, []).seedDemoData).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: 'NO' }, []).seedDemoData).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: '1' }, []).seedDemoData).toBe(true);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' }, [])).toThrow(
      "Invalid environment: SEED_DEMO_DATA must be true or false (got 'maybe')",
    );
  });

  it('keeps activity entries 400 days unless ACTIVITY_RETENTION_DAYS says otherwise, and names it when invalid', () => {
    expect(loadConfig({}, []).activityRetentionDays).toBe(400);
    expect(loadConfig({ ACTIVITY_RETENTION_DAYS: ' 30 ' }, []).activityRetentionDays).toBe(30);
    for (const value of ['0', '-5', '1.5', 'forever', '36501']) {
      expect(() => loadConfig({ ACTIVITY_RETENTION_DAYS: value }, [])).toThrow(
        /^Invalid environment: ACTIVITY_RETENTION_DAYS must be a whole number of days from 1 to 36500/,
      );
    }
  });

  it('takes a host name or an address for HOST, and names HOST for anything else', () => {
    expect(loadConfig({}, []).host).toBe('0.0.0.0');
    for (const host of [
      '127.0.0.1',
      '::1',
      'localhost',
      'admin.example.com',
      'admin.example.com.',
      'my_container',
      'fe80::1%eth0',
    ]) {
      expect(loadConfig({ HOST: host }, []).host).toBe(host);
    }
    for (const host of ['not..ahost', 'http://x', 'a b', '-x.example.com']) {
      expect(() => loadConfig({ HOST: host }, [])).toThrow(
        `Invalid environment: HOST must be a host name or an IP address (got '${host}')`,
      );
    }
  });

  it('limits token calls, writes and wrong passwords by default, each by its variable (decision 066)', () => {
    expect(loadConfig({}, []).limits).toEqual({
      tokensPerMinute: 30,
      writesPerMinute: 60,
      widgetsPerMinute: 600,
      signIn: { maxFailuresPerAccount: 5, maxFailuresPerAddress: 20, lockoutSeconds: 30 },
    });
    expect(
      loadConfig(
        {
          RATE_LIMIT_TOKENS_PER_MINUTE: '100',
          RATE_LIMIT_WRITES_PER_MINUTE: '0',
          RATE_LIMIT_WIDGETS_PER_MINUTE: '1200',
          SIGN_IN_MAX_FAILURES: '10',
          SIGN_IN_MAX_FAILURES_PER_ADDRESS: '0',
          SIGN_IN_LOCKOUT_SECONDS: '60',
        },
        [],
      ).limits,
    ).toEqual({
      tokensPerMinute: 100,
      writesPerMinute: 0,
      widgetsPerMinute: 1200,
      signIn: { maxFailuresPerAccount: 10, maxFailuresPerAddress: 0, lockoutSeconds: 60 },
    });
  });

  it('turns every limit off with RATE_LIMITS=false, and refuses a limit named beside it', () => {
    expect(loadConfig({ RATE_LIMITS: 'false' }, []).limits).toMatchObject({
      tokensPerMinute: 0,
      writesPerMinute: 0,
      widgetsPerMinute: 0,
      signIn: { maxFailuresPerAccount: 0, maxFailuresPerAddress: 0 },
    });
    expect(loadConfig({ RATE_LIMITS: 'true' }, []).limits.writesPerMinute).toBe(60);
    expect(() => loadConfig({ RATE_LIMITS: 'false', RATE_LIMIT_WRITES_PER_MINUTE: '5' }, [])).toThrow(
      'Invalid environment: RATE_LIMIT_WRITES_PER_MINUTE is set but RATE_LIMITS=false turns every limit off; unset one of them',
    );
  });

  it.each([
    ['RATE_LIMITS', 'sometimes', 'must be true or false'],
    ['RATE_LIMIT_TOKENS_PER_MINUTE', '-1', 'must be a whole number from 0 to 1000000 (0: no limit)'],
    ['RATE_LIMIT_WRITES_PER_MINUTE', '2.5', 'must be a whole number from 0 to 1000000 (0: no limit)'],
    ['RATE_LIMIT_WRITES_PER_MINUTE', '1000001', 'must be a whole number from 0 to 1000000 (0: no limit)'],
    [
      'RATE_LIMIT_WIDGETS_PER_MINUTE',
      '1000000001',
      'must be a whole number from 0 to 1000000000 (0: no limit)',
    ],
    ['SIGN_IN_MAX_FAILURES', 'five', 'must be a whole number from 0 to 1000000 (0: no limit)'],
    ['SIGN_IN_MAX_FAILURES_PER_ADDRESS', '1e3', 'must be a whole number from 0 to 1000000 (0: no limit)'],
    ['SIGN_IN_LOCKOUT_SECONDS', '0', 'must be a whole number of seconds from 1 to 86400'],
    ['USAGE_RETENTION_DAYS', '0', 'must be a whole number of days from 1 to 366'],
    ['USAGE_RETENTION_DAYS', 'ninety', 'must be a whole number of days from 1 to 366'],
    [
      'TRUST_PROXY',
      'the load balancer',
      'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
    ],
  ])('names %s when its value %s is wrong', (name, value, reason) => {
    expect(() => loadConfig({ [name]: value }, [])).toThrow(
      `Invalid environment: ${name} ${reason} (got '${value}')`,
    );
  });

  it('keeps the widget usage 90 days unless USAGE_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}, []).usageRetentionDays).toBe(90);
    expect(loadConfig({ USAGE_RETENTION_DAYS: '30' }, []).usageRetentionDays).toBe(30);
  });

  it('reads TRUST_PROXY as a flag, a number of hops or a list of proxies', () => {
    expect(loadConfig({}, []).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, []).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }, []).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }, []).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1' }, []).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
  });
});
