/**
 * Server-side validation of a PUT body against the shared feature definition (DESIGN.md §5, docs/api.md):
 * the same rules and messages the console applies, plus what only a server can trust nobody skipped —
 * types, unknown fields, lookup membership, limits. A field the body leaves out keeps its stored value, and a
 * null takes the default (decision 056, superseding that part of 014).
 */
import { isHexColour, isLocaleCode } from './constants';
import {
  BODY_NOT_OBJECT,
  DUPLICATE_ITEM,
  EMAIL_INVALID,
  EMPTY_ITEM,
  EMPTY_RULE_VALUE,
  INVALID_COLOUR,
  LOCALES_EMPTY,
  limitMessage,
  MISSING_PROPERTIES,
  maxLengthMessage,
  maxMessage,
  minMessage,
  NO_TRACKING_DATA,
  NOT_BOOLEAN,
  NOT_DATE,
  NOT_DEFAULT_SEASON_PLACE,
  NOT_INTEGER,
  NOT_LIST,
  NOT_OBJECT,
  NOT_SENT_FIELD,
  NOT_TEXT,
  notApplicableMessage,
  notInListMessage,
  requiredMessage,
  UNKNOWN_FIELD,
  UNKNOWN_SEASON,
  validationFailedMessage,
  WEBSITE_MISMATCH,
} from './messages';
import { EMAIL_PATTERN, isEmpty, isVisible, validateGeneralRules } from './rules';
import { isSentField } from './transform';
import type { FeatureDefinition, FieldDefinition, FieldError, Option, Sport } from './types';

export type ValidationContext = {
  /** The lists lookup-backed fields must choose from, keyed by lookup key (the website's sport). */
  lookups: Record<string, Option[]>;
  sport: Sport;
  /** Whether the website has tracking data (useTrackingDataSeasons exists only then). */
  trackingData: boolean;
  /**
   * The website's seasons, by id, with where each sits. When given, season references must be among them, and
   * the default competition and organisation must be the default season's own (SPEC.md §4: choosing a default
   * season sets all three together).
   */
  seasons?: Map<string, { competitionId: string; organizationId: string }>;
  /** The website being written; when given, a body's websiteId must match it. */
  websiteId?: string;
  /** The document stored now; a field the body leaves out keeps its value from here (decision 056). */
  stored?: Record<string, unknown>;
};

export type ValidationResult =
  | { ok: true; config: Record<string, unknown> }
  | { ok: false; message: string; errors: FieldError[] };

type Checked = { value: unknown } | { error: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

const optionValues = (field: FieldDefinition, ctx: ValidationContext): Set<string> | null => {
  if (field.options) return new Set(field.options.map((o) => o.value));
  if (field.lookup && 'key' in field.lookup)
    return new Set((ctx.lookups[field.lookup.key] ?? []).map((o) => o.value));
  return null;
};

const checkText = (field: FieldDefinition, value: unknown): Checked => {
  if (typeof value !== 'string') return { error: NOT_TEXT };
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return { error: field.errors?.maxLength ?? maxLengthMessage(field.label, field.maxLength) };
  }
  if (field.type === 'email' && value !== '' && !EMAIL_PATTERN.test(value)) {
    return { error: field.errors?.email ?? EMAIL_INVALID };
  }
  if (field.type === 'date' && value !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return { error: NOT_DATE };
  }
  if (
    field.name === 'defaultSeasonId' ||
    field.name === 'defaultCompetitionId' ||
    field.name === 'defaultOrganizationId'
  ) {
    return { value: value === '' ? null : value };
  }
  return { value };
};

const checkList = (field: FieldDefinition, value: unknown, ctx: ValidationContext): Checked => {
  if (!Array.isArray(value)) return { error: NOT_LIST };
  const allowed = field.type === 'valueList' ? null : optionValues(field, ctx);
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string' && !(typeof item === 'number' && field.type !== 'valueList')) {
      return { error: NOT_TEXT };
    }
    const key = String(item);
    if (field.type === 'valueList') {
      if (key.trim() === '') return { error: EMPTY_ITEM };
      if (field.maxLength !== undefined && key.length > field.maxLength) {
        return { error: maxLengthMessage(field.label, field.maxLength) };
      }
      // SPEC.md §5: referrer domains have no duplicate check.
      continue;
    }
    if (allowed && !allowed.has(key)) return { error: notInListMessage(item) };
    if (seen.has(key)) return { error: DUPLICATE_ITEM };
    seen.add(key);
  }
  if (field.limit !== undefined && value.length > field.limit) return { error: limitMessage(field.limit) };
  return { value };
};

const checkCustom = (field: FieldDefinition, value: unknown, ctx: ValidationContext): Checked => {
  if (field.widget === 'locales') {
    if (!Array.isArray(value)) return { error: NOT_LIST };
    if (value.length === 0) return { error: LOCALES_EMPTY };
    const bad = value.find((v) => !isLocaleCode(v));
    if (bad !== undefined) return { error: notInListMessage(bad) };
    if (new Set(value).size !== value.length) return { error: DUPLICATE_ITEM };
    return { value };
  }
  if (field.widget === 'colourRules') {
    if (!isPlainObject(value)) return { error: NOT_OBJECT };
    for (const [rule, colour] of Object.entries(value)) {
      if (rule.trim() === '') return { error: EMPTY_RULE_VALUE };
      if (field.maxLength !== undefined && rule.length > field.maxLength) {
        return { error: maxLengthMessage(field.label, field.maxLength) };
      }
      if (!isHexColour(colour)) return { error: INVALID_COLOUR };
    }
    return { value };
  }
  if (field.shape === 'seasonSet') {
    if (!isPlainObject(value)) return { error: NOT_OBJECT };
    const ticked: [string, true][] = [];
    for (const [seasonId, flag] of Object.entries(value)) {
      if (typeof flag !== 'boolean') return { error: NOT_BOOLEAN };
      if (ctx.seasons && !ctx.seasons.has(seasonId)) return { error: UNKNOWN_SEASON };
      // Only ticked seasons are kept: the map means "seasonId is in the set" (SPEC.md §3).
      if (flag) ticked.push([seasonId, true]);
    }
    // fromEntries defines own properties, so even a season id such as '__proto__' survives as data.
    return { value: Object.fromEntries(ticked) };
  }
  return { value };
};

const checkSubFields = (field: FieldDefinition, value: unknown, ctx: ValidationContext): Checked => {
  if (!isPlainObject(value)) return { error: NOT_OBJECT };
  const subFields = field.subFields ?? [];
  const missing = subFields.filter((sub) => sub.required && isEmpty(value[sub.name]));
  if (missing.length > 0) {
    return { error: MISSING_PROPERTIES + missing.map((sub) => sub.placeholder ?? sub.label).join(', ') };
  }
  const result: Record<string, unknown> = {};
  for (const [key, subValue] of Object.entries(value)) {
    const sub = subFields.find((s) => s.name === key);
    if (!sub) return { error: `${UNKNOWN_FIELD} (${key})` };
    if (subValue === null) {
      result[key] = null;
      continue;
    }
    const checked = checkValue(sub, subValue, ctx);
    if ('error' in checked) return { error: `${sub.label}: ${checked.error}` };
    result[key] = checked.value;
  }
  return { value: result };
};

/** One non-null value against its field's type, limits and choices. */
const checkValue = (field: FieldDefinition, value: unknown, ctx: ValidationContext): Checked => {
  switch (field.type) {
    case 'checkbox':
    case 'boolean':
    case 'select-boolean':
      return typeof value === 'boolean' ? { value } : { error: NOT_BOOLEAN };
    case 'number': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return { error: NOT_INTEGER };
      if (field.max !== undefined && value > field.max) return { error: maxMessage(field.max) };
      if (field.min !== undefined && value < field.min) return { error: minMessage(field.min) };
      return { value };
    }
    case 'text':
    case 'textarea':
    case 'email':
    case 'date':
      return checkText(field, value);
    case 'select':
    case 'lookup':
    case 'lookupData': {
      // SPEC.md §5: short numeric lookup values travel as numbers, so numbers match by their text.
      if (typeof value !== 'string' && typeof value !== 'number') return { error: NOT_TEXT };
      const allowed = optionValues(field, ctx);
      if (allowed && !allowed.has(String(value))) return { error: notInListMessage(value) };
      return { value };
    }
    case 'chooseAndSelect':
    case 'checkboxarray':
    case 'valueList':
      return checkList(field, value, ctx);
    case 'subFields':
      return checkSubFields(field, value, ctx);
    case 'custom':
      return checkCustom(field, value, ctx);
  }
};

/**
 * A default season must be one of the website's, and the default competition and organisation those it
 * belongs to (the shared rules cannot know which seasons exist, nor where they sit).
 */
const knownSeasonRule = (config: Record<string, unknown>, ctx: ValidationContext): FieldError[] => {
  const seasonId = config.defaultSeasonId;
  if (typeof seasonId !== 'string' || seasonId === '') return [];
  if (ctx.seasons && !ctx.seasons.has(seasonId))
    return [{ field: 'defaultSeasonId', message: UNKNOWN_SEASON }];
  const place = ctx.seasons?.get(seasonId);
  // With competition or organisation missing, the "set together" rule has already said what is wrong.
  if (!place || !config.defaultCompetitionId || !config.defaultOrganizationId) return [];
  const errors: FieldError[] = [];
  if (config.defaultCompetitionId !== place.competitionId)
    errors.push({ field: 'defaultCompetitionId', message: NOT_DEFAULT_SEASON_PLACE });
  if (config.defaultOrganizationId !== place.organizationId)
    errors.push({ field: 'defaultOrganizationId', message: NOT_DEFAULT_SEASON_PLACE });
  return errors;
};

const failure = (errors: FieldError[]): ValidationResult => {
  const first = errors[0]!;
  return {
    ok: false,
    message: validationFailedMessage(first.field, first.message, errors.length - 1),
    errors,
  };
};

/**
 * Validate a PUT body (config fields plus websiteId) for a feature. On success `config` is the complete
 * document to store: every field of the feature that applies to this website, in declaration order. A field
 * the body leaves out keeps its stored value (else its default); a null takes the default (SPEC.md §5). A
 * value for a field that does not apply to this website (activePBP on a hockey website) is refused: the
 * console never sends one, and dropping it would lose what a client meant (decision 056).
 */
export const validateConfigBody = (
  feature: FeatureDefinition,
  body: unknown,
  ctx: ValidationContext,
): ValidationResult => {
  if (!isPlainObject(body)) return failure([{ field: '', message: BODY_NOT_OBJECT }]);
  const errors: FieldError[] = [];
  const byName = new Map(feature.fields.map((f) => [f.name, f]));

  for (const key of Object.keys(body)) {
    if (key === 'websiteId') {
      const id = body.websiteId;
      if (typeof id !== 'string') errors.push({ field: key, message: NOT_TEXT });
      else if (ctx.websiteId !== undefined && id !== ctx.websiteId)
        errors.push({ field: key, message: WEBSITE_MISMATCH });
      continue;
    }
    const field = byName.get(key);
    if (!field) errors.push({ field: key, message: UNKNOWN_FIELD });
    else if (!isSentField(field))
      errors.push({ field: key, message: field.controls ? NOT_SENT_FIELD : UNKNOWN_FIELD });
  }

  // Conditions read the merged document: a field the body leaves out still has its stored value.
  const values: Record<string, unknown> = {
    ...ctx.stored,
    ...body,
    sport: ctx.sport,
    trackingData: ctx.trackingData,
  };
  const config: Record<string, unknown> = {};
  for (const field of feature.fields) {
    if (!isSentField(field)) continue;
    const raw = body[field.name];
    if (!isVisible(field, values)) {
      if (field.condition === 'trackingData') {
        if (isPlainObject(raw) && Object.keys(raw).length > 0)
          errors.push({ field: field.name, message: NO_TRACKING_DATA });
      } else if (field.condition === 'sport' && raw !== undefined && raw !== null) {
        errors.push({ field: field.name, message: notApplicableMessage(ctx.sport) });
      }
      continue;
    }
    const given = raw === undefined ? ctx.stored?.[field.name] : raw;
    const value = given === undefined || given === null ? clone(field.default ?? null) : given;
    if (value === null || value === undefined) {
      if (field.required)
        errors.push({ field: field.name, message: field.errors?.required ?? requiredMessage(field.label) });
      else if (!field.ignoreIfNull) config[field.name] = null;
      continue;
    }
    if (field.required && isEmpty(value)) {
      errors.push({ field: field.name, message: field.errors?.required ?? requiredMessage(field.label) });
      continue;
    }
    const checked = checkValue(field, value, ctx);
    if ('error' in checked) errors.push({ field: field.name, message: checked.error });
    else config[field.name] = checked.value;
  }

  // Cross-field rules read the checked document: with a field already wrong they would only echo it.
  if (errors.length > 0) return failure(errors);
  const crossField = [
    ...validateGeneralRules(feature, { ...config, sport: ctx.sport, trackingData: ctx.trackingData }),
    ...knownSeasonRule(config, ctx),
  ];
  for (const error of crossField) {
    if (!errors.some((e) => e.field === error.field)) errors.push(error);
  }
  return errors.length > 0 ? failure(errors) : { ok: true, config };
};

/**
 * A complete, valid document for a feature on a website of this sport (used to seed): the defaults, with
 * lookups and multi-selects filled from the lists so the widgets show something realistic. Fields sharing a
 * list take successive slices of it (group 1..4 get different statistics).
 */
export const defaultConfig = (
  feature: FeatureDefinition,
  ctx: Pick<ValidationContext, 'lookups' | 'sport' | 'trackingData'>,
): Record<string, unknown> => {
  const values = { sport: ctx.sport, trackingData: ctx.trackingData };
  const used = new Map<string, number>();
  const config: Record<string, unknown> = {};
  for (const field of feature.fields) {
    if (!isSentField(field) || !isVisible(field, values)) continue;
    const key = field.lookup && 'key' in field.lookup ? field.lookup.key : undefined;
    const options = key ? (ctx.lookups[key] ?? []) : [];
    const turn = key ? (used.get(key) ?? 0) : 0;
    if (key) used.set(key, turn + 1);
    if (field.type === 'chooseAndSelect') {
      const take = Math.min(field.limit ?? 5, options.length);
      const start = options.length > 0 ? (turn * take) % options.length : 0;
      config[field.name] = Array.from(
        { length: take },
        (_, i) => options[(start + i) % options.length]!.value,
      );
    } else if (field.type === 'lookupData' && options.length > 0) {
      const name = field.name.toLowerCase();
      // A label field takes the option its name ends with (labelRosterStaff -> 'staff'), else any it names.
      const score = (o: Option) => (name.endsWith(o.value.toLowerCase()) ? 1000 : 0) + o.value.length;
      const named = options
        .filter((o) => name.includes(o.value.toLowerCase()))
        .sort((a, b) => score(b) - score(a))[0];
      config[field.name] = (named ?? options[turn % options.length]!).value;
    } else {
      config[field.name] = clone(field.default ?? null);
    }
  }
  return config;
};
