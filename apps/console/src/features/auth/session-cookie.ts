/**
 * An 'is authenticated' cookie that lasts one day (docs/product.md#users-and-sign-in). It holds a flag only,
 * never a token (docs/product.md#tokens-and-access); the console uses it to try a silent sign-in before
 * redirecting to the login page.
 */
export const sessionCookieName = 'eua.is_authenticated';

export function setSessionCookie(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${sessionCookieName}=true; Max-Age=86400; Path=/; SameSite=Lax${secure}`;
}

export function hasSessionCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${sessionCookieName}=true`);
}

/**
 * Sign-out clears the cookies this console set (docs/product.md#users-and-sign-in); httpOnly cookies of the
 * IdP are not visible.
 */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export function clearSessionCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${sessionCookieName}=; Max-Age=0; Path=/`;
}
