/**
 * The one rule engine (docs/decisions/065-one-rule-engine.md). From a feature definition, `featureSchema`
 * derives a zod schema that checks a document in the shape the console sends (transform.ts
 * `prepareForSubmit`), with the messages of docs/product.md#validation-and-pre-send-rules (messages.ts, decision 010). The console's resolver
 * checks what its form would send with it (`validateValues`); the server checks a PUT body with the same
 * schema built with the website's facts, which add the rules only a server can check (`validateConfigBody`,
 * decisions 014 and 056). Each rule is written once, here.
 */
import { z } from 'zod';
import type { FieldError } from '../api/common';
import { fieldDefault } from '../settings/field-default';
import { contrastFailures } from '../theme/theme-rules';
import { asciiReferrerDomain, notADomainMessage } from '../widgets/referrer';
import { isHexColour, localeCodes } from './constants';
import {
  BODY_NOT_OBJECT,
  DEFAULT_SEASON_NOT_ALLOWED,
  DEFAULTS_TOGETHER,
  DUPLICATE_ITEM,
  EMAIL_INVALID,
  EMPTY_ITEM,
  EMPTY_RULE_VALUE,
  INVALID_COLOUR,
  LOCALE_DEFAULT_NOT_SELECTED,
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
  TRACKING_SEASON_NOT_ALLOWED,
  UNKNOWN_FIELD,
  UNKNOWN_SEASON,
  WEBSITE_MISMATCH,
} from './messages';
import { type FormValues, isVisible } from './rules';
import { bodyToValidate, isSentField } from './transform';
import type { FeatureDefinition, FieldDefinition, Option, Sport } from './types';

/** What the server knows of the website being written; with it, the schema adds the server-only rules. */
export type ValidationContext = {
  /** The lists lookup-backed fields must choose from, keyed by lookup key (the website's sport). */
  lookups: Record<string, Option[]>;
  sport: Sport;
  /** Whether the website has tracking data (useTrackingDataSeasons exists only then). */
  trackingData: boolean;
  /**
   * The website's seasons, by id, with where each sits. When given, season references must be among them, and
   * the default competition and organisation must be the default season's own (docs/product.md#editors:
   * choosing a default season sets all three together).
   */
  seasons?: Map<string, { competitionId: string; organizationId: string }>;
  /** The website being written; when given, a body's websiteId must match it. */
  websiteId?: string;
  /** The document stored now; a field the body leaves out keeps its value from here (decision 056). */
  stored?: Record<string, unknown>;
};

/** What a feature's schema knows besides the document it checks. */
export type SchemaContext = {
  /**
   * Values conditions read, over the document's own: the pseudo-values `sport` and `trackingData` (types.ts).
   * The console passes its whole form, the values prepareForSubmit decided what to send on.
   */
  conditions?: FormValues;
  /** Set on the server: the website's facts, which add its rules on top (decisions 014, 056, 065). */
  server?: ValidationContext;
};

/**
 * The WHATWG HTML "valid e-mail address" pattern, the one browsers apply to type=email inputs
 * (the product leaves the exact form open; decision 010). Matched against the value as sent (decision 065).
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** What `required` refuses (docs/product.md#validation-and-pre-send-rules): nothing, blank text or an empty list. */
export const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const anObject = (message: string) => z.custom<Record<string, unknown>>(isPlainObject, { error: message });

type Report = (field: string, message: string) => void;

/** Issues of the feature schema carry the field they belong to as their path (docs/api.md: `errors[].field`). */
const reporter =
  (ctx: z.core.$RefinementCtx): Report =>
  (field, message) =>
    ctx.addIssue({ code: 'custom', message, path: [field] });

const tooLongMessage = (field: FieldDefinition, maxLength: number) =>
  field.errors?.maxLength ?? maxLengthMessage(field.label, maxLength);

/** maxLength applies to a text, to each referrer domain and to each colour rule value (docs/product.md#validation-and-pre-send-rules). */
const withMaxLength = (field: FieldDefinition, schema: z.ZodString) =>
  field.maxLength === undefined
    ? schema
    : schema.max(field.maxLength, tooLongMessage(field, field.maxLength));

/**
 * The choices a value must be among: a list the definition declares, else, on the server only, the website's
 * lookup list (the console leaves those to the server, decision 065). Null when nothing is known.
 */
const choicesOf = (field: FieldDefinition, server?: ValidationContext): Set<string> | null => {
  if (field.options) return new Set(field.options.map((o) => o.value));
  if (server && field.lookup && 'key' in field.lookup) {
    return new Set((server.lookups[field.lookup.key] ?? []).map((o) => o.value));
  }
  return null;
};

// docs/product.md#validation-and-pre-send-rules: short numeric lookup values travel as numbers, so a choice
// is text or a number matched by its text.
const choiceValue = () => z.union([z.string(), z.number()], { error: NOT_TEXT });

/** The season references the competitions tree writes: an empty one means "none" (docs/product.md#forms). */
const seasonReferences = new Set(['defaultSeasonId', 'defaultCompetitionId', 'defaultOrganizationId']);

const textSchema = (field: FieldDefinition): z.ZodType => {
  let schema = withMaxLength(field, z.string({ error: NOT_TEXT }));
  if (field.type === 'email') {
    schema = schema.refine((v) => v === '' || EMAIL_PATTERN.test(v), field.errors?.email ?? EMAIL_INVALID);
  }
  if (field.type === 'date') {
    schema = schema.refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
      NOT_DATE,
    );
  }
  return seasonReferences.has(field.name) ? schema.transform((v) => (v === '' ? null : v)) : schema;
};

const numberSchema = (field: FieldDefinition): z.ZodType => {
  let schema = z.number({ error: NOT_INTEGER }).int(NOT_INTEGER);
  if (field.max !== undefined) schema = schema.max(field.max, maxMessage(field.max));
  if (field.min !== undefined) schema = schema.min(field.min, minMessage(field.min));
  return schema;
};

const choiceSchema = (field: FieldDefinition, server?: ValidationContext): z.ZodType => {
  const choices = choicesOf(field, server);
  return choiceValue().superRefine((value, ctx) => {
    if (choices && !choices.has(String(value))) ctx.addIssue(notInListMessage(value));
  });
};

/** Multi-selects, checkbox lists and referrer domains (docs/product.md#validation-and-pre-send-rules: limits 5 and 4; domains not deduplicated). */
const listSchema = (field: FieldDefinition, server?: ValidationContext): z.ZodType => {
  if (field.type === 'valueList') {
    const item = withMaxLength(
      field,
      z.string({ error: NOT_TEXT }).refine((v) => v.trim() !== '', EMPTY_ITEM),
    );
    if (field.items !== 'domain') return z.array(item, { error: NOT_LIST });
    // Each entry a domain, stored as ASCII (docs/product.md#usage-and-health); a bad one is named.
    const domain = item
      .superRefine((value, ctx) => {
        if (value.trim() !== '' && asciiReferrerDomain(value) === null) {
          ctx.addIssue({ code: 'custom', message: notADomainMessage(value) });
        }
      })
      // Stored in its ASCII form; `overwrite` keeps the item a string in the OpenAPI document.
      .overwrite((value) => asciiReferrerDomain(value) ?? value);
    return z.array(domain, { error: NOT_LIST });
  }
  const choices = choicesOf(field, server);
  const list = z.array(choiceValue(), { error: NOT_LIST }).superRefine((items, ctx) => {
    const seen = new Set<string>();
    for (const item of items) {
      const key = String(item);
      if (choices && !choices.has(key)) return ctx.addIssue(notInListMessage(item));
      if (seen.has(key)) return ctx.addIssue(DUPLICATE_ITEM);
      seen.add(key);
    }
  });
  return field.limit === undefined ? list : list.max(field.limit, limitMessage(field.limit));
};

/** docs/product.md#validation-and-pre-send-rules: locales never empty, each a known code (docs/product.md#limits-and-constants), each once. */
const localesSchema = () =>
  z
    .array(z.enum(localeCodes, { error: (issue) => notInListMessage(issue.input) }), { error: NOT_LIST })
    .min(1, LOCALES_EMPTY)
    .refine((codes) => new Set(codes).size === codes.length, DUPLICATE_ITEM);

/** Promotion/relegation colours: `{ rule value: '#hex' }` (docs/product.md#validation-and-pre-send-rules). */
const colourRulesSchema = (field: FieldDefinition) =>
  anObject(NOT_OBJECT).superRefine((rules, ctx) => {
    for (const [rule, colour] of Object.entries(rules)) {
      if (rule.trim() === '') return ctx.addIssue(EMPTY_RULE_VALUE);
      if (field.maxLength !== undefined && rule.length > field.maxLength) {
        return ctx.addIssue(tooLongMessage(field, field.maxLength));
      }
      if (!isHexColour(colour)) return ctx.addIssue(INVALID_COLOUR);
    }
  });

/** `{ seasonId: boolean }`, stored with only the ticked seasons: the map means "in the set" (docs/product.md#forms). */
const seasonSetSchema = (server?: ValidationContext) =>
  anObject(NOT_OBJECT)
    .superRefine((set, ctx) => {
      for (const [seasonId, flag] of Object.entries(set)) {
        if (typeof flag !== 'boolean') return ctx.addIssue(NOT_BOOLEAN);
        if (server?.seasons && !server.seasons.has(seasonId)) return ctx.addIssue(UNKNOWN_SEASON);
      }
    })
    // fromEntries defines own properties, so even a season id such as '__proto__' survives as data.
    .transform((set) => Object.fromEntries(Object.entries(set).filter(([, flag]) => flag === true)));

const customSchema = (field: FieldDefinition, server?: ValidationContext): z.ZodType => {
  if (field.widget === 'locales') return localesSchema();
  if (field.widget === 'colourRules') return colourRulesSchema(field);
  if (field.widget === 'colour') {
    return z.string({ error: INVALID_COLOUR }).refine((v) => isHexColour(v), INVALID_COLOUR);
  }
  if (field.shape === 'seasonSet') return seasonSetSchema(server);
  return z.unknown();
};

/** docs/product.md#validation-and-pre-send-rules: each required sub-option present, else 'Missing properties: ' and their placeholders. */
const subFieldsSchema = (field: FieldDefinition, server?: ValidationContext): z.ZodType => {
  const subFields = field.subFields ?? [];
  const schemas = new Map(subFields.map((sub) => [sub.name, fieldSchema(sub, server)]));
  return anObject(NOT_OBJECT).transform((value, ctx) => {
    const missing = subFields.filter((sub) => sub.required && isEmpty(value[sub.name]));
    if (missing.length > 0) {
      ctx.addIssue(MISSING_PROPERTIES + missing.map((sub) => sub.placeholder ?? sub.label).join(', '));
      return z.NEVER;
    }
    const result: Record<string, unknown> = {};
    for (const [key, subValue] of Object.entries(value)) {
      const sub = subFields.find((s) => s.name === key);
      if (!sub) {
        ctx.addIssue(`${UNKNOWN_FIELD} (${key})`);
        return z.NEVER;
      }
      const checked =
        subValue === null ? { success: true as const, data: null } : schemas.get(key)!.safeParse(subValue);
      if (!checked.success) {
        ctx.addIssue(`${sub.label}: ${checked.error.issues[0]!.message}`);
        return z.NEVER;
      }
      result[key] = checked.data;
    }
    return result;
  });
};

/**
 * One field's present, non-null value: its type, limits, pattern and choices
 * (docs/product.md#validation-and-pre-send-rules, docs/api.md). Server facts add the website's lookup lists
 * and seasons.
 */
export const fieldSchema = (field: FieldDefinition, server?: ValidationContext): z.ZodType => {
  switch (field.type) {
    case 'checkbox':
    case 'boolean':
    case 'select-boolean':
      return z.boolean({ error: NOT_BOOLEAN });
    case 'number':
      return numberSchema(field);
    case 'text':
    case 'textarea':
    case 'email':
    case 'date':
      return textSchema(field);
    case 'select':
    case 'lookup':
    case 'lookupData':
      return choiceSchema(field, server);
    case 'chooseAndSelect':
    case 'checkboxarray':
    case 'valueList':
      return listSchema(field, server);
    case 'subFields':
      return subFieldsSchema(field, server);
    case 'custom':
      return customSchema(field, server);
  }
};

/**
 * Per body key (server facts only, but websiteId's type always): unknown fields, the pseudo-values and the
 * display-only competitions field are refused, and websiteId must name the website (decisions 014, 056).
 */
const keyRules = (
  feature: FeatureDefinition,
  body: Record<string, unknown>,
  context: SchemaContext,
  report: Report,
) => {
  const { server } = context;
  for (const key of Object.keys(body)) {
    if (key === 'websiteId') {
      const id = body.websiteId;
      if (typeof id !== 'string') report(key, NOT_TEXT);
      else if (server?.websiteId !== undefined && id !== server.websiteId) report(key, WEBSITE_MISMATCH);
      continue;
    }
    if (!server) continue;
    const field = feature.fields.find((f) => f.name === key);
    if (!field) report(key, UNKNOWN_FIELD);
    else if (!isSentField(field)) report(key, field.controls ? NOT_SENT_FIELD : UNKNOWN_FIELD);
  }
};

/**
 * A value sent for a field that does not apply to this website (server only, decision 056): another sport's
 * field answers so; seasons flagged for tracking data on a website without it would silently be lost.
 */
const inapplicableRule = (
  field: FieldDefinition,
  raw: unknown,
  server: ValidationContext,
  report: Report,
) => {
  if (field.condition === 'trackingData') {
    if (isPlainObject(raw) && Object.keys(raw).length > 0) report(field.name, NO_TRACKING_DATA);
  } else if (field.condition === 'sport' && raw !== undefined && raw !== null) {
    report(field.name, notApplicableMessage(server.sport));
  }
};

/**
 * Every sent field in declaration order: fields whose condition does not match are skipped
 * (docs/product.md#validation-and-pre-send-rules), a field left out keeps its stored value (server, decision
 * 056), null takes the default, then required and the field's own schema. Returns the document to store.
 */
const fieldRules = (
  feature: FeatureDefinition,
  schemas: Map<string, z.ZodType>,
  body: Record<string, unknown>,
  context: SchemaContext,
  report: Report,
): Record<string, unknown> => {
  const { server } = context;
  const stored = server?.stored;
  const seen = { ...stored, ...body, ...context.conditions };
  const config: Record<string, unknown> = {};
  for (const field of feature.fields) {
    const schema = schemas.get(field.name);
    if (!schema) continue;
    const raw = Object.hasOwn(body, field.name) ? body[field.name] : undefined;
    if (!isVisible(field, seen)) {
      if (server) inapplicableRule(field, raw, server, report);
      continue;
    }
    const given = raw === undefined ? stored?.[field.name] : raw;
    const value = given ?? fieldDefault(field);
    if (value === null) {
      if (field.required) report(field.name, field.errors?.required ?? requiredMessage(field.label));
      else if (!field.ignoreIfNull) config[field.name] = null;
      continue;
    }
    if (field.required && isEmpty(value)) {
      report(field.name, field.errors?.required ?? requiredMessage(field.label));
      continue;
    }
    const checked = schema.safeParse(value);
    if (checked.success) config[field.name] = checked.data;
    else report(field.name, checked.error.issues[0]!.message);
  }
  return config;
};

const idOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * Rules that span fields (docs/product.md#editors, "Season rules"), read from the checked document, where
 * a field is present only when it applies: the default locale among the locales; the default season allowed;
 * default organisation, competition and season set together; tracking data only for allowed seasons.
 */
const crossFieldRules = (feature: FeatureDefinition, config: Record<string, unknown>, report: Report) => {
  // The theme's colours in pairs, checked for contrast (docs/product.md#theme, decision 148).
  if (feature.id === 'theme') {
    for (const failure of contrastFailures(config)) report(failure.field, failure.message);
  }
  const has = (name: string) => Object.hasOwn(config, name);
  const locales = feature.fields.find((f) => f.widget === 'locales');
  const selected = locales ? config[locales.name] : undefined;
  if (Array.isArray(selected) && has('localeDefault')) {
    const chosen = config.localeDefault;
    if (!isEmpty(chosen) && !selected.includes(chosen)) report('localeDefault', LOCALE_DEFAULT_NOT_SELECTED);
  }
  if (!has('allowedSeasons')) return;
  const allowed = isPlainObject(config.allowedSeasons) ? config.allowedSeasons : {};
  const seasonId = idOrNull(config.defaultSeasonId);
  if (seasonId !== null && allowed[seasonId] !== true) {
    report('defaultSeasonId', DEFAULT_SEASON_NOT_ALLOWED);
  } else if (has('defaultOrganizationId') && has('defaultCompetitionId')) {
    const ids = [config.defaultOrganizationId, config.defaultCompetitionId, config.defaultSeasonId];
    const set = ids.filter((id) => idOrNull(id) !== null).length;
    if (set !== 0 && set !== 3) report('defaultSeasonId', DEFAULTS_TOGETHER);
  }
  if (isPlainObject(config.useTrackingDataSeasons)) {
    const tracked = Object.entries(config.useTrackingDataSeasons).filter(([, flag]) => flag === true);
    if (tracked.some(([id]) => allowed[id] !== true)) {
      report('useTrackingDataSeasons', TRACKING_SEASON_NOT_ALLOWED);
    }
  }
};

/**
 * Server only: the default season is one of the website's, and the default competition and organisation are
 * those it belongs to (decision 056; the console cannot know where seasons sit).
 */
const seasonPlaceRules = (config: Record<string, unknown>, server: ValidationContext, report: Report) => {
  const seasonId = idOrNull(config.defaultSeasonId);
  if (seasonId === null || !server.seasons) return;
  const place = server.seasons.get(seasonId);
  if (!place) return report('defaultSeasonId', UNKNOWN_SEASON);
  // With competition or organisation missing, the "set together" rule has already said what is wrong.
  if (!config.defaultCompetitionId || !config.defaultOrganizationId) return;
  if (config.defaultCompetitionId !== place.competitionId) {
    report('defaultCompetitionId', NOT_DEFAULT_SEASON_PLACE);
  }
  if (config.defaultOrganizationId !== place.organizationId) {
    report('defaultOrganizationId', NOT_DEFAULT_SEASON_PLACE);
  }
};

/**
 * Without server facts a field's schema depends on its definition alone, so the console, which checks on every
 * change, builds them once per feature. Dotted names and widgets that only edit other fields are never sent,
 * so they have none.
 */
const formFieldSchemas = new WeakMap<FeatureDefinition, Map<string, z.ZodType>>();

const fieldSchemasOf = (feature: FeatureDefinition, server?: ValidationContext): Map<string, z.ZodType> => {
  const build = () =>
    new Map(feature.fields.filter(isSentField).map((f) => [f.name, fieldSchema(f, server)]));
  if (server) return build();
  const built = formFieldSchemas.get(feature) ?? build();
  formFieldSchemas.set(feature, built);
  return built;
};

/**
 * The schema of a feature's document (decision 065): the shape the console sends in, the document to store
 * out. Issues carry the field name as their path (none for a body that is not an object). Cross-field rules
 * run only once every field is valid: with a field already wrong they would only echo it. With
 * `context.server`, the server's rules join the same phases: unknown fields, websiteId, lookup lists, the
 * website's seasons and their places, another sport's fields, and stored values for fields left out.
 */
export const featureSchema = (feature: FeatureDefinition, context: SchemaContext = {}) => {
  const { server } = context;
  const schemas = fieldSchemasOf(feature, server);
  const withConditions: SchemaContext = {
    ...context,
    conditions:
      context.conditions ?? (server ? { sport: server.sport, trackingData: server.trackingData } : {}),
  };
  return anObject(BODY_NOT_OBJECT)
    .transform((body, ctx) => {
      const report = reporter(ctx);
      keyRules(feature, body, withConditions, report);
      return fieldRules(feature, schemas, body, withConditions, report);
    })
    .superRefine((config, ctx) => {
      const report = reporter(ctx);
      crossFieldRules(feature, config, report);
      if (server) seasonPlaceRules(config, server, report);
    });
};

/** A failed check as field errors: the first problem of each field, in the order found (docs/api.md). */
export const fieldErrorsOf = (error: z.ZodError): FieldError[] => {
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return errors;
};

/**
 * The console's check (docs/product.md#validation-and-pre-send-rules): what the form would send (transform.ts
 * `bodyToValidate`), against the feature's schema; empty when the form may be sent. Conditions read the
 * form's values, as prepareForSubmit does.
 */
export const validateValues = (feature: FeatureDefinition, values: FormValues): FieldError[] => {
  const result = featureSchema(feature, { conditions: values }).safeParse(bodyToValidate(feature, values));
  return result.success ? [] : fieldErrorsOf(result.error);
};
