/** The data API's configuration documents (docs/product.md#data-api, #safe-editing). */
import { z } from 'zod';
import { BODY_NOT_OBJECT } from '../form/messages';
import type { FeatureId } from '../form/types';
import { type Option, sports } from '../form/types';
import { pascalCase, settingsBodySchema, settingsSchema } from '../settings/settings-schema';
import { errorAnswerSchema, idParam } from './common';

export { featureResources } from './names';

/** A choice (form/types.ts `Option`), as lookups carry it. */
export const optionSchema: z.ZodType<Option> = z
  .object({ text: z.string(), value: z.string() })
  .meta({ id: 'Option' });

/** `data[0]` of GET/PUT `/v1/config/{websiteId}/{resource}`. */
export const configDocumentSchema = z
  .object({
    websiteId: z.string(),
    /** The stored values, keyed by field name. */
    config: z.record(z.string(), z.unknown()),
    /** Choice lists keyed by lookup key. */
    lookups: z.record(z.string(), z.array(optionSchema)),
    sport: z.enum(sports),
    /** Whether the website has tracking data (general: useTrackingDataSeasons is offered only then). */
    trackingData: z.boolean(),
    /** Incremented by every write; also the strong ETag `"{version}"` (docs/product.md#safe-editing). */
    version: z.number().int().min(0),
    /**
     * Per field, where the value comes from (docs/product.md#customer-defaults): set on this website, from
     * the customer's defaults, or the field's default. On a defaults owner: its own values, or the field's.
     */
    sources: z.record(z.string(), z.enum(['website', 'defaults', 'field'])).optional(),
    /** True when the website's customer defaults store this screen: its fields follow them unless set here. */
    inherits: z.boolean().optional(),
  })
  .meta({ id: 'ConfigDocument' });

export type ConfigDocument = z.infer<typeof configDocumentSchema>;

export const configAnswerSchema = z.object({ data: z.array(configDocumentSchema).length(1) });

export const configParamsSchema = z.object({
  websiteId: idParam,
  resource: z
    .string()
    .min(1)
    .describe(
      'general, fixtures, fixtures_fragment, fixture_detail, standings, standings-fragment, entities, entity_detail, statistics_persons, person_detail, leaders, statistics_entities, persons',
    ),
});

/**
 * What the PUT route itself checks of a body: a JSON object (JSON null, a list or a text answer 400). Which
 * fields a resource takes is its feature definition's business, checked by the service after the website and
 * scope with field-level messages; each resource's body is documented by `configResourceSchemas`.
 */
export const configBodySchema = z
  .record(z.string(), z.unknown(), { error: BODY_NOT_OBJECT })
  .describe(
    'Config fields of the resource plus an optional websiteId; left out keeps, null resets (decision 056)',
  );

export type ConfigResourceSchemas = { body: z.ZodType; answer: z.ZodType };

const resourceSchemas = new Map<FeatureId, ConfigResourceSchemas>();

/**
 * One configuration resource's request body and answer (decision 094): its own fields, each with the value
 * its definition allows, named `{Feature}SettingsBody` and `{Feature}ConfigAnswer` in the OpenAPI document.
 */
export const configResourceSchemas = (featureId: FeatureId): ConfigResourceSchemas => {
  let schemas = resourceSchemas.get(featureId);
  if (!schemas) {
    const document = configDocumentSchema
      .extend({ config: settingsSchema(featureId) })
      .meta({ id: `${pascalCase(featureId)}ConfigDocument` });
    schemas = {
      body: settingsBodySchema(featureId),
      answer: z
        .object({ data: z.array(document).length(1) })
        .meta({ id: `${pascalCase(featureId)}ConfigAnswer` }),
    };
    resourceSchemas.set(featureId, schemas);
  }
  return schemas;
};

/**
 * POST /v1/config/{websiteId}/{resource}/use-defaults (docs/product.md#customer-defaults): the fields the
 * website stops setting, to follow its customer's defaults ("Use the customer's default"); without `fields`,
 * every field of the screen that can follow them ("Reset to the customer's defaults").
 */
export const useDefaultsBodySchema = z
  .object({ fields: z.array(z.string().min(1).max(100)).min(1).max(200).optional() })
  .meta({ id: 'UseDefaultsBody' });

/**
 * POST /v1/config/{websiteId}/{resource}/defaults-preview (docs/product.md#customer-defaults): what saving the
 * body on a customer's defaults would change, before anything is written: each following website it changes
 * (in History's words, per field) and each that keeps its own value of a changed field (the fields' labels).
 */
export const defaultsPreviewAnswerSchema = z
  .object({
    data: z.object({
      /** The version of the defaults' document the preview was made from (If-Match for the save). */
      version: z.number().int().min(0),
      changes: z.array(z.object({ websiteId: z.string(), name: z.string(), changes: z.array(z.string()) })),
      keeping: z.array(z.object({ websiteId: z.string(), name: z.string(), fields: z.array(z.string()) })),
    }),
  })
  .meta({ id: 'DefaultsPreviewAnswer' });
export type DefaultsPreview = z.infer<typeof defaultsPreviewAnswerSchema>['data'];

/** 409: a preview of what a default changes, asked of a website, which no website follows. */
export const NOT_DEFAULTS_MESSAGE = "Only a customer's defaults are followed by websites";

/** 412 (docs/product.md#safe-editing): the write named another version; `current` is the stored document. */
export const staleVersionAnswerSchema = errorAnswerSchema
  .extend({ current: configDocumentSchema })
  .meta({ id: 'StaleVersionAnswer' });
