import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers, demoUsers } from '../../seed/demo-data';
import { identityToken, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const tokenFor = (sub: string, extra: { expiresIn?: number; issuer?: string; audience?: string } = {}) =>
  identityToken(ctx.db, ctx.config, { sub, ...extra });

describe('POST /v1/list/customers', () => {
  it('lists the customers of the user that hold the product, by name', async () => {
    const response = await post('/v1/list/customers', {
      userIdentityToken: await tokenFor(demoUsers.admin.id),
      product: 'embedded_ui_admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        customers: [
          { customerId: demoCustomers.empty.id, name: 'Empty Customer' },
          { customerId: demoCustomers.iceAndCourt.id, name: 'Ice & Court Media' },
          { customerId: demoCustomers.northern.id, name: 'Northern Basketball League' },
        ],
      },
    });
  });

  it('gives the viewer one customer and nobody none', async () => {
    const viewer = await post('/v1/list/customers', {
      userIdentityToken: await tokenFor(demoUsers.viewer.id),
      product: 'embedded_ui_admin',
    });
    expect(viewer.json().data.customers).toEqual([
      { customerId: '1001', name: 'Northern Basketball League' },
    ]);
    const nobody = await post('/v1/list/customers', {
      userIdentityToken: await tokenFor(demoUsers.nobody.id),
      product: 'embedded_ui_admin',
    });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ data: { customers: [] } });
  });

  it('leaves out customers without the product', async () => {
    const response = await post('/v1/list/customers', {
      userIdentityToken: await tokenFor(demoUsers.admin.id),
      product: 'evo_admin',
    });
    expect(response.json().data.customers).toEqual([{ customerId: '1002', name: 'Ice & Court Media' }]);
  });
});

describe('identity token checks', () => {
  const calls = [
    ['/v1/list/customers', { product: 'embedded_ui_admin' }],
    ['/v1/list/products', { customerId: '1001' }],
    ['/v1/products/token', { product: 'embedded_ui_admin', customerId: '1001' }],
    ['/v1/oauth2/rest/token', { applicationId: 'Datacore:1001', sport: 'basketball' }],
  ] as const;

  it.each(calls)(
    '%s answers 401 for an expired, forged, foreign or garbled identity token',
    async (url, rest) => {
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer(ctx.config.idp.issuer)
        .setAudience(ctx.config.idp.audience)
        .setSubject(demoUsers.admin.id)
        .setExpirationTime('10m')
        .sign(privateKey);
      const tokens = [
        await tokenFor(demoUsers.admin.id, { expiresIn: -60 }),
        forged,
        await tokenFor(demoUsers.admin.id, { issuer: 'https://elsewhere.example.com/idp' }),
        await tokenFor(demoUsers.admin.id, { audience: 'urn:another:api' }),
        'not-a-jwt',
      ];
      for (const userIdentityToken of tokens) {
        const response = await post(url, { userIdentityToken, ...rest });
        expect(response.statusCode, userIdentityToken).toBe(401);
        expect(response.json()).toEqual({ message: 'Invalid or expired identity token' });
      }
    },
  );

  it.each(calls)('%s answers 400 for a malformed body', async (url) => {
    for (const payload of [{}, { userIdentityToken: 42 }, [], 'text']) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it.each(calls)(
    '%s answers 400 { message }, never a 5xx, for text that is not well-formed Unicode',
    async (url, rest) => {
      const userIdentityToken = await tokenFor(demoUsers.admin.id);
      // Each string field in turn, and a key, given an unpaired surrogate (PostgreSQL refuses to store it).
      const payloads: Record<string, unknown>[] = [
        ...Object.keys(rest).map((field) => ({ userIdentityToken, ...rest, [field]: '\ud800' })),
        { userIdentityToken, ...rest, '\udc00': 'x' },
        { userIdentityToken: `${userIdentityToken}\udc00`, ...rest },
      ];
      for (const payload of payloads) {
        const response = await post(url, payload);
        const label = JSON.stringify({ ...payload, userIdentityToken: '…' });
        expect(response.statusCode, label).toBe(400);
        expect(response.json()).toEqual({ message: expect.stringContaining('well-formed Unicode') });
      }
    },
  );

  it('answers 403 for a valid token of a user we have no account for', async () => {
    const response = await post('/v1/list/customers', {
      userIdentityToken: await tokenFor('user-unknown'),
      product: 'embedded_ui_admin',
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for invalid JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/list/customers',
      headers: { 'content-type': 'application/json' },
      payload: '{"userIdentityToken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'The request body is not valid JSON, or uses a forbidden key (__proto__, constructor.prototype)',
    });
  });
});

describe('POST /v1/products/token', () => {
  it("signs a one-hour RS256 product token with the scopes of the member's role, verifiable with the JWKS", async () => {
    const response = await post('/v1/products/token', {
      userIdentityToken: await tokenFor(demoUsers.admin.id),
      product: 'embedded_ui_admin',
      customerId: '1001',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ token: expect.any(String), tokenType: 'Bearer', expiresIn: 3600 });

    const jwks = await ctx.app.inject({ method: 'GET', url: '/v1/tokens/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.json().keys[0].d).toBeUndefined();
    const { payload, protectedHeader } = await jwtVerify(data.token, createLocalJWKSet(jwks.json()));
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: demoUsers.admin.id,
      customerId: '1001',
      // An Admin's (docs/product.md#roles).
      scopes: ['config:read', 'config:draft', 'config:write', 'config:admin'],
      appId: 'embedded_ui_admin:1001',
    });
    expect(payload.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
  });

  it('gives the viewer the read scope only', async () => {
    const token = await productToken(ctx, demoUsers.viewer.id, '1001');
    expect(decodeJwt(token).scopes).toEqual(['config:read']);
  });

  it('answers 403 for a customer the user is not a member of, or a product the customer lacks', async () => {
    const notMember = await post('/v1/products/token', {
      userIdentityToken: await tokenFor(demoUsers.viewer.id),
      product: 'embedded_ui_admin',
      customerId: '1002',
    });
    expect(notMember.statusCode).toBe(403);
    const noProduct = await post('/v1/products/token', {
      userIdentityToken: await tokenFor(demoUsers.admin.id),
      product: 'evo_admin',
      customerId: '1001',
    });
    expect(noProduct.statusCode).toBe(403);
    expect(noProduct.json()).toEqual({ message: 'This customer does not have this product' });
  });

  it('wants the customer id as a string', async () => {
    const response = await post('/v1/products/token', {
      userIdentityToken: await tokenFor(demoUsers.admin.id),
      product: 'embedded_ui_admin',
      customerId: 1001,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /v1/list/products', () => {
  it('lists the products of the customer with their sub-products', async () => {
    const response = await post('/v1/list/products', {
      userIdentityToken: await tokenFor(demoUsers.admin.id),
      customerId: '1001',
    });
    expect(response.statusCode).toBe(200);
    const products = response.json().data.products as {
      code: string;
      name: string;
      subProducts: unknown[];
    }[];
    expect(products.map((p) => p.code).sort()).toEqual(
      ['Datacore', 'embedded_ui_admin', 'live_production_monitor', 's3', 'user_manager'].sort(),
    );
    expect(products.find((p) => p.code === 'Datacore')).toEqual({
      code: 'Datacore',
      name: 'Datacore',
      subProducts: [{ subProductName: 'Datacore Admin Tool', subProductId: 'datacore-admin-tool' }],
    });
  });

  it('answers 403 for a customer the user does not belong to', async () => {
    const response = await post('/v1/list/products', {
      userIdentityToken: await tokenFor(demoUsers.viewer.id),
      customerId: '1002',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /v1/oauth2/rest/token (the Datacore flow)', () => {
  it('exchanges the appId of a Datacore product token for a token of that application and sport', async () => {
    const datacore = await productToken(ctx, demoUsers.admin.id, '1001', 'Datacore');
    const applicationId = decodeJwt(datacore).appId;
    expect(applicationId).toBe('Datacore:1001');
    const response = await post('/v1/oauth2/rest/token', {
      userIdentityToken: await tokenFor(demoUsers.admin.id),
      applicationId,
      sport: 'basketball',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
    expect(decodeJwt(data.token)).toMatchObject({
      sub: demoUsers.admin.id,
      customerId: '1001',
      appId: 'Datacore:1001',
      sport: 'basketball',
    });
  });

  it('refuses an application of a customer the user does not belong to, or an unknown one', async () => {
    for (const applicationId of ['Datacore:1002', 'Datacore:9999', 'no-such-app']) {
      const response = await post('/v1/oauth2/rest/token', {
        userIdentityToken: await tokenFor(demoUsers.viewer.id),
        applicationId,
        sport: 'basketball',
      });
      expect(response.statusCode, applicationId).toBe(403);
    }
  });

  it('answers 400 for an unknown sport', async () => {
    const response = await post('/v1/oauth2/rest/token', {
      userIdentityToken: await tokenFor(demoUsers.admin.id),
      applicationId: 'Datacore:1001',
      sport: 'cricket',
    });
    expect(response.statusCode).toBe(400);
  });
});
