/**
 * The identity provider's server-rendered pages. Every value is HTML-escaped; styles come from
 * /idp/assets/login.css and the only script from /idp/assets/logout.js, so the strict CSP of
 * security-headers.ts needs neither 'unsafe-inline' nor hashes.
 */

const PRODUCT = 'Embedded UI Admin';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(title: string, body: string, script?: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} — ${PRODUCT}</title>
<link rel="icon" href="/idp/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/idp/assets/login.css">
${script ? `<script src="${escapeHtml(script)}" defer></script>\n` : ''}</head>
<body>
<main class="card">
<p class="product"><img src="/idp/assets/favicon.svg" alt="" width="32" height="32">${PRODUCT}</p>
${body}
</main>
</body>
</html>
`;
}

export const WRONG_EMAIL_OR_PASSWORD = 'Wrong email or password.';

export type LoginPageOptions = {
  action: string;
  email?: string;
  /** The last attempt's email and password did not match. */
  failed?: boolean;
  /** The sign-in lock-out's message (decision 066), shown after the failure's, if any. */
  lockedOut?: string | undefined;
};

export function renderLoginPage({ action, email = '', failed = false, lockedOut }: LoginPageOptions): string {
  const alert = [failed ? WRONG_EMAIL_OR_PASSWORD : '', lockedOut ?? ''].filter(Boolean).join(' ');
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
${alert ? `<p class="alert" role="alert">${escapeHtml(alert)}</p>\n` : ''}<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required${failed || lockedOut ? '' : ' autofocus'} value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${failed || lockedOut ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
  );
}

export type ErrorPageOptions = {
  title: string;
  description?: string | undefined;
  backUrl?: string | undefined;
};

export function renderErrorPage({ title, description, backUrl }: ErrorPageOptions): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
${description ? `<p class="detail">${escapeHtml(description)}</p>\n` : ''}${backUrl ? `<p><a href="${escapeHtml(backUrl)}">Back to ${PRODUCT}</a></p>` : ''}`,
  );
}

/** `form` is oidc-provider's own confirmation form (an action URL and a hidden xsrf field), trusted markup. */
export function renderLogoutPage(form: string): string {
  return layout(
    'Sign out',
    `<h1>Sign out</h1>
<p>Signing you out of ${PRODUCT}…</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
    '/idp/assets/logout.js',
  );
}

export function renderSignedOutPage(): string {
  return layout('Signed out', `<h1>Signed out</h1>\n<p>You have signed out of ${PRODUCT}.</p>`);
}
