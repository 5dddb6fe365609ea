import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db';
import { findUserByEmail } from './accounts.repo';
import { renderErrorPage, renderLoginPage } from './pages';
import { verifyPassword } from './password';
import { grantConsole, IDP_MOUNT_PATH } from './provider';
import { type SignInThrottle, tooManyAttemptsMessage } from './sign-in-throttle';

export type InteractionDeps = {
  db: Db;
  provider: Provider;
  publicUrl: string;
  audience: string;
  /** A hash of a random password, checked when the email is unknown so timing reveals nothing. */
  dummyPasswordHash: string;
  /** The lock-out after repeated wrong passwords (decision 066). */
  throttle: SignInThrottle;
};

type Params = { uid: string };
type LoginBody = { email?: unknown; password?: unknown };

/**
 * The login page of the provider (decision 030; fields `Email` and `Password`, a `Sign in` button, which the
 * end-to-end tests find by their names: decision 042). The interaction is bound to the browser by
 * oidc-provider's `_interaction` cookie (SameSite=Lax, so a cross-site POST arrives without it) and the uid
 * in the URL must match it.
 */
export function registerInteractionRoutes(scope: FastifyInstance, deps: InteractionDeps): void {
  const { db, provider, publicUrl, audience, dummyPasswordHash, throttle } = deps;
  const actionFor = (uid: string) => `${IDP_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}`;

  scope.setErrorHandler(async (error, request, reply) => {
    const expired = (error as { name?: string }).name === 'SessionNotFound';
    if (!expired) request.log.error({ err: error }, 'idp: interaction failed');
    return reply
      .code(expired ? 400 : 500)
      .type('text/html; charset=utf-8')
      .send(
        renderErrorPage({
          title: expired ? 'Sign-in expired' : 'Sign-in error',
          description: expired
            ? 'This sign-in request has expired or was opened in another browser. Start again from Embedded UI Admin.'
            : 'Something went wrong while signing you in. Please try again.',
          backUrl: `${publicUrl}/`,
        }),
      );
  });

  scope.get<{ Params: Params }>(`${IDP_MOUNT_PATH}/interaction/:uid`, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid)
      throw Object.assign(new Error('uid mismatch'), { name: 'SessionNotFound' });
    if (details.prompt.name === 'login') {
      return reply.type('text/html; charset=utf-8').send(renderLoginPage({ action: actionFor(details.uid) }));
    }
    // Any other prompt is consent: the console is first-party, so it is granted here (docs/decisions/030).
    const accountId = details.session?.accountId;
    const clientId = String(details.params.client_id ?? '');
    if (!accountId) throw Object.assign(new Error('no session'), { name: 'SessionNotFound' });
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = await grantConsole(provider, existing, {
      accountId,
      clientId,
      audience,
      scopes: String(details.params.scope ?? '').split(' '),
    });
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: { grantId: grant.jti } },
      { mergeWithLastSubmission: true },
    );
    return reply.redirect(returnTo, 303);
  });

  scope.post<{ Params: Params; Body: LoginBody }>(
    `${IDP_MOUNT_PATH}/interaction/:uid`,
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid)
        throw Object.assign(new Error('uid mismatch'), { name: 'SessionNotFound' });
      if (details.prompt.name !== 'login') return reply.redirect(actionFor(details.uid), 303);
      const body = request.body ?? {};
      const email = typeof body.email === 'string' ? body.email.trim().slice(0, 320) : '';
      const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
      const action = actionFor(details.uid);
      // The page again, with the wait and Retry-After. During a lock-out (429) the password is not even
      // checked: the right one does not sign in either (decision 066). The wrong password that starts one is
      // answered as wrong (401), and the page says at once how long to wait.
      const lockedOut = (status: 401 | 429, seconds: number) =>
        reply
          .code(status)
          .header('retry-after', String(seconds))
          .type('text/html; charset=utf-8')
          .send(
            renderLoginPage({
              action,
              email,
              failed: status === 401,
              lockedOut: tooManyAttemptsMessage(seconds),
            }),
          );
      const attempt = await throttle.begin({ email, address: request.ip });
      if (!attempt.allowed) {
        request.log.info('idp: sign-in refused during a lock-out');
        return lockedOut(429, attempt.retryAfterSeconds);
      }
      const user = email ? await findUserByEmail(db, email) : undefined;
      // Always run one scrypt comparison: an unknown email and a wrong password look and take the same.
      const matches = await verifyPassword(password, user?.passwordHash ?? dummyPasswordHash);
      if (!user || !matches) {
        request.log.info('idp: sign-in refused');
        const { retryAfterSeconds } = await attempt.failed();
        if (retryAfterSeconds > 0) return lockedOut(401, retryAfterSeconds);
        return reply
          .code(401)
          .type('text/html; charset=utf-8')
          .send(renderLoginPage({ action, email, failed: true }));
      }
      await attempt.succeeded();
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: user.id } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}
