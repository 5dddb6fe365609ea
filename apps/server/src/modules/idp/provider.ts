import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db';
import type { SigningKey } from '../keys/key-store';
import { findUserById } from './accounts.repo';
import { OidcModelAdapter } from './oidc-adapter';
import { renderErrorPage, renderLogoutPage, renderSignedOutPage } from './pages';

/** Where the provider is mounted in the server (docs/api.md "Identity provider"). */
export const IDP_MOUNT_PATH = '/idp';

export type ProviderSettings = {
  issuer: string;
  publicUrl: string;
  clientId: string;
  audience: string;
  signingKey: SigningKey;
  cookieKeys: string[];
};

/** The scopes the console may ask for (docs/api.md); `offline_access` is how OIDC names refresh tokens. */
const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** The scopes an access token for the API audience carries: who the user is, nothing more (decision 030). */
const API_SCOPES = ['openid', 'profile', 'email'];

export type ConsoleGrantRequest = {
  accountId: string;
  clientId: string;
  audience: string;
  scopes: Iterable<string>;
};

/**
 * Grants the first-party console what it asks for among SCOPES, plus the API audience, without a consent
 * screen (docs/decisions/030). Reuses `existing` when there is one, so a session keeps one grant per client.
 */
export async function grantConsole(
  provider: Provider,
  existing: InstanceType<Provider['Grant']> | undefined,
  request: ConsoleGrantRequest,
): Promise<InstanceType<Provider['Grant']>> {
  const grant = existing ?? new provider.Grant({ accountId: request.accountId, clientId: request.clientId });
  const requested = [...request.scopes].filter((scope) => SCOPES.includes(scope));
  grant.addOIDCScope(requested.join(' '));
  grant.addResourceScope(request.audience, API_SCOPES.join(' '));
  await grant.save();
  return grant;
}

/**
 * Builds the OpenID Connect provider of the console (docs/api.md "Identity provider", docs/decisions/030):
 * authorization code + PKCE S256 for one first-party public client, rotating refresh tokens, JWT access tokens
 * for the API audience signed with the stored `idp` key, all state in the database.
 */
export function createProvider(db: Db, settings: ProviderSettings): Provider {
  const { publicUrl, clientId, audience } = settings;
  const isConsole = (ctx: KoaContextWithOIDC) => ctx.oidc.client?.clientId === clientId;

  const configuration: Configuration = {
    adapter: (name: string) => new OidcModelAdapter(db, name),
    clients: [
      {
        client_id: clientId,
        client_name: 'Embedded UI Admin',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/`, `${publicUrl}/silent-callback.html`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        scope: SCOPES.join(' '),
      },
    ],
    jwks: { keys: [settings.signingKey.privateJwk as Record<string, unknown>] },
    cookies: {
      keys: settings.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true, path: IDP_MOUNT_PATH },
      short: { httpOnly: true, sameSite: 'lax', signed: true, path: IDP_MOUNT_PATH },
    },
    // Authorization code only (decision 030): discovery then advertises neither implicit nor hybrid flows.
    responseTypes: ['code'],
    scopes: SCOPES,
    claims: { openid: ['sub'], profile: ['name', 'picture'], email: ['email'] },
    async findAccount(_ctx, sub) {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            name: user.name,
            email: user.email,
            ...(user.picture ? { picture: user.picture } : {}),
          };
        },
      };
    },
    // PKCE is required for the public client; oidc-provider 9 supports S256 only, so `plain` is refused.
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${IDP_MOUNT_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage();
        },
      },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The console need not send `resource`: every token is for the API (docs/decisions/004).
        defaultResource: () => audience,
        useGrantedResource: () => true,
        async getResourceServerInfo(_ctx, resource) {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES.join(' '),
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 15 * 60,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The console is first-party: there is no consent screen, its grant covers what it asks for (decision 030).
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const client = ctx.oidc.client;
      if (!accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session?.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (grant && grant.accountId !== accountId) grant = undefined;
      if (!isConsole(ctx)) return grant;
      return grantConsole(ctx.oidc.provider, grant, {
        accountId,
        clientId: client.clientId,
        audience,
        scopes: ctx.oidc.requestParamScopes,
      });
    },
    // Refresh tokens for the console whether or not `offline_access` survived the request (oidc-provider drops
    // it without prompt=consent); rotation for public clients is the library default
    // (docs/product.md#tokens-and-access).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderErrorPage({
        title: 'Sign-in error',
        description: out.error_description ?? out.error,
        backUrl: `${publicUrl}/`,
      });
    },
  };

  const provider = new Provider(settings.issuer, configuration);
  // The mount sets X-Forwarded-Proto/Host from PUBLIC_URL on every request (idp.plugin.ts), so they are trusted.
  provider.proxy = true;
  return provider;
}
