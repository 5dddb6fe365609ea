/**
 * An external OpenID Connect provider (IDP_ISSUER): identity tokens are verified against its published keys,
 * found through its discovery document, and users are matched by the `email` claim. The provider is a small
 * local HTTP server serving discovery and JWKS: the test's network edge.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test-support/fixtures';
import { createRemoteIdentityVerifier } from './identity-verifier';

let server: Server;
let issuer: string;
let privateKey: CryptoKey;
let ctx: TestContext;
const audience = 'api://embedded-ui-admin';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'external-1', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/tenant/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
    } else if (request.url === '/tenant/keys') {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tenant`;
  ctx = await startTestApp({ env: { IDP_ISSUER: issuer, IDP_AUDIENCE: audience } });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const externalToken = (claims: { sub: string; email?: string }, key: CryptoKey = privateKey, exp = '10m') =>
  new SignJWT(claims.email ? { email: claims.email } : {})
    .setProtectedHeader({ alg: 'RS256', kid: 'external-1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(claims.sub)
    .setExpirationTime(exp)
    .sign(key);

describe('an external identity provider', () => {
  it('verifies its tokens with the keys named in its discovery document', async () => {
    const verifier = createRemoteIdentityVerifier({ issuer, audience, jwksUri: undefined });
    const identity = await verifier.verify(await externalToken({ sub: 'abc', email: 'someone@example.com' }));
    expect(identity).toEqual({ sub: 'abc', email: 'someone@example.com' });
    const other = (await generateKeyPair('RS256')).privateKey;
    await expect(verifier.verify(await externalToken({ sub: 'abc' }, other))).rejects.toThrow();
  });

  it("matches the provider's users to ours by email", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/list/customers',
      payload: {
        userIdentityToken: await externalToken({ sub: 'tenant-user-42', email: 'viewer@demo.test' }),
        product: 'embedded_ui_admin',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.customers).toEqual([
      { customerId: '1001', name: 'Northern Basketball League' },
    ]);
  });

  it('answers 401 for an expired token and 403 for a user with no account here', async () => {
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/v1/list/customers',
      payload: {
        userIdentityToken: await externalToken({ sub: 'x', email: 'admin@demo.test' }, privateKey, '-1m'),
        product: 'embedded_ui_admin',
      },
    });
    expect(expired.statusCode).toBe(401);
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: '/v1/list/customers',
      payload: {
        userIdentityToken: await externalToken({ sub: 'y', email: 'stranger@example.com' }),
        product: 'embedded_ui_admin',
      },
    });
    expect(stranger.statusCode).toBe(403);
  });
});
