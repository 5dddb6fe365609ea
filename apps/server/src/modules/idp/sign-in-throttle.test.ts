/**
 * The sign-in lock-out (decision 066) through the real login page of the built-in provider,
 * on every engine. Time is the app's injected clock: the tests move it, never wait, and assert no timings.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { demoUsers } from '../../seed/demo-data';
import { engines } from '../../test-support/engines';
import { startTestApp, type TestContext, testConfig } from '../../test-support/fixtures';
import { WRONG_EMAIL_OR_PASSWORD } from './pages';
import { lockoutMs, tooManyAttemptsMessage } from './sign-in-throttle';

const ADMIN = demoUsers.admin.email;
const RIGHT = 'demo';

/** One browser: its cookies, its address, and the sign-in it opened. */
class Browser {
  private readonly cookies = new Map<string, string>();
  action = '';

  constructor(
    private readonly app: () => FastifyInstance,
    readonly address = '203.0.113.7',
  ) {}

  private store(response: InjectResponse): void {
    for (const cookie of response.cookies as { name: string; value: string }[]) {
      this.cookies.set(cookie.name, cookie.value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Starts a sign-in as the console does and follows it to the login page. */
  async open(): Promise<void> {
    const query = new URLSearchParams({
      client_id: 'embedded-ui-admin-console',
      redirect_uri: 'http://localhost:3999/',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      state: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const response = await this.app().inject({ url: `/idp/auth?${query}`, remoteAddress: this.address });
    this.store(response);
    const location = new URL(String(response.headers.location), 'http://localhost:3999');
    expect(location.pathname).toMatch(/^\/idp\/interaction\//);
    this.action = location.pathname;
  }

  async signIn(email: string, password: string, app = this.app()) {
    const response = await app.inject({
      method: 'POST',
      url: this.action,
      remoteAddress: this.address,
      headers: { cookie: this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
    });
    this.store(response);
    return {
      status: response.statusCode,
      retryAfter: response.headers['retry-after'],
      location: response.headers.location,
      alert: /<p class="alert" role="alert">([^<]*)<\/p>/.exec(response.body)?.[1],
    };
  }
}

describe.each(engines)('the sign-in lock-out on $name', (engine) => {
  let ctx: TestContext;
  let now = Date.parse('2026-11-23T09:00:00Z');
  const clock = () => now;
  const wait = (seconds: number) => {
    now += seconds * 1000;
  };
  const browser = (address?: string) => new Browser(() => ctx.app, address);

  beforeAll(async () => {
    ctx = await startTestApp({
      engine,
      clock,
      env: {
        SERVICES: 'idp',
        RATE_LIMITS: 'true',
        SIGN_IN_MAX_FAILURES: '5',
        SIGN_IN_MAX_FAILURES_PER_ADDRESS: '8',
        SIGN_IN_LOCKOUT_SECONDS: '30',
      },
    });
  });
  afterAll(async () => ctx?.close());

  it('locks an account out after 5 wrong passwords, refuses the right one meanwhile, and lets it in after the wait', async () => {
    const user = browser('203.0.113.1');
    await user.open();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await user.signIn(ADMIN, `wrong ${attempt}`)).toMatchObject({
        status: 401,
        alert: WRONG_EMAIL_OR_PASSWORD,
      });
    }
    // The fifth wrong password is answered as wrong, and says at once how long to wait.
    expect(await user.signIn(ADMIN, 'wrong 5')).toEqual({
      status: 401,
      retryAfter: '30',
      location: undefined,
      alert: `${WRONG_EMAIL_OR_PASSWORD} ${tooManyAttemptsMessage(30)}`,
    });
    // The sixth is refused without being checked.
    expect(await user.signIn(ADMIN, 'wrong 6')).toEqual({
      status: 429,
      retryAfter: '30',
      location: undefined,
      alert: 'Too many attempts. Try again in 30 seconds.',
    });

    // The right password does not sign in during the lock-out; the message counts down.
    wait(12);
    expect(await user.signIn(ADMIN, RIGHT)).toEqual({
      status: 429,
      retryAfter: '18',
      location: undefined,
      alert: 'Too many attempts. Try again in 18 seconds.',
    });
    // Another browser, another address: the account is what is locked.
    const elsewhere = browser('198.51.100.9');
    await elsewhere.open();
    expect(await elsewhere.signIn(ADMIN.toUpperCase(), RIGHT)).toMatchObject({
      status: 429,
      alert: tooManyAttemptsMessage(18),
    });

    wait(18);
    const signedIn = await user.signIn(ADMIN, RIGHT);
    expect(signedIn.status).toBe(303);
    expect(String(signedIn.location)).toMatch(/\/idp\/auth\//);
  });

  it('forgets the count after a right password, and doubles the lock-out for each wrong one after the first', async () => {
    const user = browser('203.0.113.2');
    await user.open();
    const email = demoUsers.viewer.email;
    for (let attempt = 1; attempt <= 4; attempt++) expect((await user.signIn(email, 'x')).status).toBe(401);
    expect((await user.signIn(email, RIGHT)).status).toBe(303);

    // A right password cleared the account's four: five more wrong ones before the lock-out (from another
    // address, which has a count of its own).
    const again = browser('203.0.113.12');
    await again.open();
    for (let attempt = 1; attempt <= 4; attempt++) expect((await again.signIn(email, 'x')).status).toBe(401);
    expect(await again.signIn(email, 'x')).toMatchObject({ status: 401, retryAfter: '30' });
    wait(30);
    expect(await again.signIn(email, 'x')).toMatchObject({
      status: 401,
      alert: expect.stringContaining(tooManyAttemptsMessage(60)),
    });
    wait(60);
    expect(await again.signIn(email, 'x')).toMatchObject({ status: 401, retryAfter: '120' });
    wait(120);
    expect((await again.signIn(email, RIGHT)).status).toBe(303);
  });

  it('counts an unknown email as it counts a known one, so the answers say nothing about which exist', async () => {
    const user = browser('203.0.113.3');
    await user.open();
    const answers = [];
    for (let attempt = 1; attempt <= 6; attempt++)
      answers.push(await user.signIn('nobody-here@example.com', 'x'));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(answers[5]?.alert).toBe(tooManyAttemptsMessage(30));
  });

  it('locks out one client address trying many accounts', async () => {
    const guesser = browser('192.0.2.66');
    await guesser.open();
    const answers = [];
    for (let attempt = 1; attempt <= 9; attempt++) {
      answers.push((await guesser.signIn(`person${attempt}@example.com`, 'x')).status);
    }
    // Eight wrong passwords from one address (SIGN_IN_MAX_FAILURES_PER_ADDRESS=8), each for another email.
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    // Its right password waits too; another address is not affected.
    expect((await guesser.signIn(demoUsers.nobody.email, RIGHT)).status).toBe(429);
    const neighbour = browser('192.0.2.67');
    await neighbour.open();
    expect((await neighbour.signIn(demoUsers.nobody.email, RIGHT)).status).toBe(303);
    wait(30);
    expect((await guesser.signIn(demoUsers.nobody.email, RIGHT)).status).toBe(303);
  });

  it('checks at most 5 passwords of 40 guesses sent at once', async () => {
    const user = browser('203.0.113.4');
    await user.open();
    const email = 'burst@example.com';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => user.signIn(email, `guess ${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    wait(30);
  });

  it('keeps a lock-out across a restart: another app on the same database refuses too', async () => {
    const user = browser('203.0.113.5');
    await user.open();
    const email = 'restart@example.com';
    for (let attempt = 1; attempt <= 5; attempt++) await user.signIn(email, 'x');
    const restarted = await buildApp({
      config: testConfig(ctx.config.dataDir, { SERVICES: 'idp', RATE_LIMITS: 'true' }),
      db: ctx.db,
      seedDemoData: false,
      clock,
    });
    try {
      expect(await user.signIn(email, 'x', restarted)).toMatchObject({
        status: 429,
        alert: tooManyAttemptsMessage(30),
      });
    } finally {
      await restarted.close();
    }
    wait(30);
  });
});

describe('the sign-in lock-out, when it is off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({ env: { SERVICES: 'idp', RATE_LIMITS: 'false' } });
  });
  afterAll(async () => ctx?.close());

  it('never locks out under RATE_LIMITS=false', async () => {
    const user = new Browser(() => ctx.app);
    await user.open();
    for (let attempt = 1; attempt <= 12; attempt++) expect((await user.signIn(ADMIN, 'x')).status).toBe(401);
    expect((await user.signIn(ADMIN, RIGHT)).status).toBe(303);
  });
});

describe('lockoutMs', () => {
  it('is none below the maximum, then 30 s doubling, and never over an hour', () => {
    expect([4, 5, 6, 7, 8].map((n) => lockoutMs(n, 5, 30) / 1000)).toEqual([0, 30, 60, 120, 240]);
    expect(lockoutMs(500, 5, 30)).toBe(3600 * 1000);
    expect(lockoutMs(10, 0, 30)).toBe(0);
  });
});
