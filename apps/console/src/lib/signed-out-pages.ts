/**
 * The pages anyone may open without signing in (docs/product.md#routes): a review link's page, whose link is
 * its own credential. Neither the boot script nor the console sends a signed-out visitor of these to the login
 * page. No imports: part of the boot script's chunk.
 */
export const opensSignedOut = (pathname: string): boolean => /^\/review\/[^/]+\/?$/.test(pathname);
