import { describe, expect, it } from 'vitest';
import {
  COLOUR_RULE_EXISTS,
  CONFIRM_TEXT,
  DEFAULT_COMPETITION_DISABLE,
  DEFAULT_SEASON_DESELECT,
  DEFAULT_SEASON_UNSELECT,
  LOCALES_EMPTY,
  limitMessage,
  MISSING_PROPERTIES,
  maxMessage,
  requiredMessage,
  validationFailedMessage,
} from './messages';

describe('messages', () => {
  it('quote the product wording verbatim', () => {
    expect(LOCALES_EMPTY).toBe('At least 1 locale should be included');
    expect(DEFAULT_SEASON_DESELECT).toBe(
      'You must select another default season before deselecting this one',
    );
    expect(DEFAULT_SEASON_UNSELECT).toBe(
      'A different default season has to be selected before unselecting current one',
    );
    expect(DEFAULT_COMPETITION_DISABLE).toBe("Can't disable competition that contains a default season");
    expect(COLOUR_RULE_EXISTS).toBe('This value already has a rule.');
    expect(MISSING_PROPERTIES).toBe('Missing properties: ');
    expect(CONFIRM_TEXT).toBe('Are you sure?');
  });
  it('word limits and defaults clearly', () => {
    expect(limitMessage(5)).toBe('At most 5 items can be selected.');
    expect(limitMessage(1)).toBe('At most 1 item can be selected.');
    expect(maxMessage(50)).toBe('Must be 50 or less.');
    expect(requiredMessage('Time zone')).toBe('Time zone is required.');
    expect(validationFailedMessage('locales', LOCALES_EMPTY, 0)).toBe(
      'Validation failed: locales: At least 1 locale should be included',
    );
  });
});
