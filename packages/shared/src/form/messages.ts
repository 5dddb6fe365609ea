/**
 * Every user-facing message of the form rules, in one place so the console shows and the server answers
 * the same words (decision 013). Quoted ones are docs/product.md#validation-and-pre-send-rules and
 * docs/product.md#editors verbatim; the others fill gaps the product leaves
 * (docs/decisions/010-form-messages.md).
 */

// The product's own words, verbatim (docs/product.md#validation-and-pre-send-rules, docs/product.md#editors,
// docs/product.md#forms).
export const LOCALES_EMPTY = 'At least 1 locale should be included';
export const DEFAULT_SEASON_DESELECT = 'You must select another default season before deselecting this one';
export const DEFAULT_SEASON_UNSELECT =
  'A different default season has to be selected before unselecting current one';
export const DEFAULT_COMPETITION_DISABLE = "Can't disable competition that contains a default season";
export const COLOUR_RULE_EXISTS = 'This value already has a rule.';
export const MISSING_PROPERTIES = 'Missing properties: ';
export const CONFIRM_TEXT = 'Are you sure?';

// Cross-field rules docs/product.md#editors states without wording.
export const LOCALE_DEFAULT_NOT_SELECTED = 'The default locale must be one of the selected locales.';
// A default season that is not allowed is one the user deselected: the product's words for that.
export const DEFAULT_SEASON_NOT_ALLOWED = DEFAULT_SEASON_DESELECT;
export const NOT_DEFAULT_SEASON_PLACE =
  'Default organisation and competition must be those of the default season.';
export const DEFAULTS_TOGETHER = 'Default organisation, competition and season must be set together.';
export const TRACKING_SEASON_NOT_ALLOWED = 'Tracking data can only be used for allowed seasons.';
export const NO_TRACKING_DATA = 'This website has no tracking data.';
export const UNKNOWN_SEASON = 'Unknown season.';

// Field defaults, used when a field declares no `errors` of its own (docs/product.md#forms).
export const requiredMessage = (label: string) => `${label} is required.`;
export const maxLengthMessage = (label: string, maxLength: number) =>
  `${label} must be at most ${maxLength} characters.`;
export const EMAIL_INVALID = 'Enter a valid email address.';

// Limits (docs/product.md#limits-and-constants).
export const limitMessage = (limit: number) =>
  `At most ${limit} ${limit === 1 ? 'item' : 'items'} can be selected.`;
export const maxMessage = (max: number) => `Must be ${max} or less.`;
export const minMessage = (min: number) => `Must be ${min} or more.`;

// Wrong types and unknown fields (server-side body validation, docs/api.md).
export const BODY_NOT_OBJECT = 'The body must be a JSON object.';
export const UNKNOWN_FIELD = 'Unknown field.';
export const NOT_BOOLEAN = 'Must be true or false.';
export const NOT_INTEGER = 'Must be a whole number.';
export const NOT_TEXT = 'Must be text.';
export const NOT_DATE = 'Must be a date (yyyy-mm-dd).';
export const NOT_LIST = 'Must be a list.';
export const NOT_OBJECT = 'Must be an object.';
export const NOT_IN_LIST = 'Must be one of the listed choices.';
export const notInListMessage = (value: unknown) => `'${String(value)}' is not one of the listed choices.`;
export const DUPLICATE_ITEM = 'Each item can be selected only once.';
export const EMPTY_ITEM = 'Items must not be empty.';
export const INVALID_COLOUR = 'Colours must be hex values such as #aabbcc.';
export const EMPTY_RULE_VALUE = 'Rule values must not be empty.';
export const NOT_SENT_FIELD = 'This field is not stored: send the fields it controls.';
export const notApplicableMessage = (sport: string) => `This field does not apply to ${sport} websites.`;
export const WEBSITE_MISMATCH = 'The websiteId does not match the website being updated.';
export const validationFailedMessage = (field: string, message: string, more: number) =>
  `Validation failed: ${field ? `${field}: ` : ''}${message}${more > 0 ? ` (and ${more} more)` : ''}`;
