import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';

/**
 * The identity errors of docs/product.md#errors in the product's own words, from the errors oidc-client-ts
 * throws: the library's texts differ ("IFrame timed out without a response", "No matching state found in
 * storage"), the user should read the ones the product names. An error the provider returned in the callback
 * query shows as it came.
 */
export const IDENTITY_ERRORS = {
  timeout: 'Timeout',
  popupClosed: 'Popup closed',
  popupBlocked: 'Unable to open a popup',
  noQueryParams: 'There are no query params available for parsing.',
  invalidState: 'Invalid state',
} as const;

export function identityErrorText(error: unknown): string {
  if (error instanceof ErrorResponse) return error.error_description ?? error.error ?? error.message;
  if (error instanceof ErrorTimeout) return IDENTITY_ERRORS.timeout;
  const message = error instanceof Error ? error.message : String(error);
  if (/timed out|timeout/i.test(message)) return IDENTITY_ERRORS.timeout;
  if (/popup (closed|aborted)/i.test(message)) return IDENTITY_ERRORS.popupClosed;
  if (/popup/i.test(message) && /(open|block)/i.test(message)) return IDENTITY_ERRORS.popupBlocked;
  if (/no (state|code) in response|no (authorization )?response/i.test(message))
    return IDENTITY_ERRORS.noQueryParams;
  if (/matching state|invalid state/i.test(message)) return IDENTITY_ERRORS.invalidState;
  return message;
}
