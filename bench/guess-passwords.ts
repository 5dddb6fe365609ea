/**
 * A password-guessing run against a running server's login page (decision 066): opens one
 * sign-in as a browser does, posts N wrong passwords for one email as fast as the server answers, then the
 * right one, and says where the lock-out began and what the last guess was answered.
 *
 *   node --import tsx bench/guess-passwords.ts [baseUrl] [guesses] [email] [rightPassword]
 *   (defaults: http://localhost:3000 500 admin@demo.test demo)
 *
 * It locks that account out for a while: run it against a server you may lock.
 */
import { createHash, randomBytes } from 'node:crypto';

const [base = 'http://localhost:3000', guessesArg = '500', email = 'admin@demo.test', right = 'demo'] =
  process.argv.slice(2);
const guesses = Number(guessesArg);

const cookies = new Map<string, string>();
const remember = (response: Response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
};
const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

async function openSignIn(): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const runtime = (await (await fetch(`${base}/runtime-config.json`)).json()) as {
    identity: { authority: string; clientId: string; scope: string };
  };
  const query = new URLSearchParams({
    client_id: runtime.identity.clientId,
    redirect_uri: `${base}/`,
    response_type: 'code',
    scope: runtime.identity.scope,
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  let url = `${runtime.identity.authority}/auth?${query}`;
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(response);
    const location = response.headers.get('location');
    if (!location) return new URL(url).pathname;
    url = new URL(location, url).href;
  }
  throw new Error('the sign-in did not reach the login page');
}

async function post(action: string, password: string) {
  const response = await fetch(`${base}${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  const html = await response.text();
  const alert = /<p class="alert" role="alert">([^<]*)<\/p>/.exec(html)?.[1];
  return { status: response.status, retryAfter: response.headers.get('retry-after'), alert };
}

const action = await openSignIn();
const statuses = new Map<number, number>();
let firstLocked: number | undefined;
let last: Awaited<ReturnType<typeof post>> | undefined;
for (let i = 1; i <= guesses; i++) {
  last = await post(action, `wrong-${i}`);
  statuses.set(last.status, (statuses.get(last.status) ?? 0) + 1);
  if (last.status === 429 && firstLocked === undefined) firstLocked = i;
}
const rightDuringLockout = await post(action, right);

console.log(`${guesses} wrong passwords for ${email} at ${base}${action}`);
console.log(`  answers: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
console.log(`  first refused with 429: guess ${firstLocked ?? 'never'}`);
console.log(
  `  guess ${guesses}: ${last?.status}, Retry-After: ${last?.retryAfter}, message: ${JSON.stringify(last?.alert)}`,
);
console.log(
  `  then the right password: ${rightDuringLockout.status}, Retry-After: ${rightDuringLockout.retryAfter}, message: ${JSON.stringify(rightDuringLockout.alert)}`,
);
