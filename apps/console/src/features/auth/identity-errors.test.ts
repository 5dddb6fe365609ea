import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { identityErrorText } from './identity-errors';

describe('identityErrorText', () => {
  it("names the library's failures in the product's words", () => {
    expect(identityErrorText(new ErrorTimeout('IFrame timed out without a response'))).toBe('Timeout');
    expect(identityErrorText(new Error('Popup closed by user'))).toBe('Popup closed');
    expect(identityErrorText(new Error('Popup aborted'))).toBe('Popup closed');
    expect(identityErrorText(new Error('Popup window blocked: could not open it'))).toBe(
      'Unable to open a popup',
    );
    expect(identityErrorText(new Error('No state in response'))).toBe(
      'There are no query params available for parsing.',
    );
    expect(identityErrorText(new Error('No matching state found in storage'))).toBe('Invalid state');
  });

  it('shows an error the provider returned in the callback query as it came', () => {
    const returned = new ErrorResponse({ error: 'access_denied', error_description: 'The user said no' });
    expect(identityErrorText(returned)).toBe('The user said no');
    expect(identityErrorText(new ErrorResponse({ error: 'login_required' }))).toBe('login_required');
  });

  it('keeps any other message', () => {
    expect(identityErrorText(new Error('Something else'))).toBe('Something else');
    expect(identityErrorText('plain')).toBe('plain');
  });
});
