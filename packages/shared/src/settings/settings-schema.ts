/**
 * The zod schemas of each feature's saved settings, derived from its definition through the one rule engine
 * (form/feature-schema.ts `fieldSchema`): the data API's contract and the OpenAPI document describe each
 * configuration resource's fields with them (decision 094). The console's preview and the widget runtime
 * use the inferred types and `resolveSettings` instead, which need no zod.
 */
import { z } from 'zod';
import { features } from '../features';
import { fieldSchema } from '../form/feature-schema';
import { isSentField } from '../form/transform';
import type { FeatureDefinition, FeatureId, FieldDefinition } from '../form/types';
import type { FeatureSettings } from './settings-types';

/** `leadersCountPerStatistic` → `LeadersCountPerStatistic`: the names of the OpenAPI components. */
export const pascalCase = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

/** A field's schema in the rule engine, documented with its label and its definition's default. */
const documented = (field: FieldDefinition): z.ZodType =>
  fieldSchema(field).meta({
    description: field.label,
    ...(field.default !== undefined && { default: field.default }),
  });

/** Null where a field may hold nothing (its default is null: a lookup, a season reference). */
const valueSchema = (field: FieldDefinition): z.ZodType => {
  const schema = documented(field);
  return field.default === null || field.default === undefined ? schema.nullable() : schema;
};

const shapeOf = (feature: FeatureDefinition, value: (field: FieldDefinition) => z.ZodType) =>
  Object.fromEntries(
    feature.fields
      .filter(isSentField)
      // A field with a condition is there only where it applies (another sport's, tracking data).
      .map((field) => [field.name, field.condition === undefined ? value(field) : value(field).optional()]),
  );

const settingsSchemas = new Map<FeatureId, z.ZodType>();

/**
 * The saved settings of a feature: every field that applies, with the value its definition allows. What a
 * GET answers as `config`, and the widgets' public answer too.
 */
export const settingsSchema = <Id extends FeatureId>(featureId: Id): z.ZodType<FeatureSettings[Id]> => {
  let schema = settingsSchemas.get(featureId);
  if (!schema) {
    const feature = features[featureId];
    schema = z.object(shapeOf(feature, valueSchema)).meta({
      id: `${pascalCase(featureId)}Settings`,
      description: `The saved settings of ${feature.title}`,
    });
    settingsSchemas.set(featureId, schema);
  }
  return schema as z.ZodType<FeatureSettings[Id]>;
};

const bodySchemas = new Map<FeatureId, z.ZodType>();

/**
 * A PUT body of a feature (docs/product.md#data-api): any of its fields, plus `websiteId`. A field left out
 * keeps its stored value and null takes the default (decision 056); any other key is refused.
 */
export const settingsBodySchema = (featureId: FeatureId): z.ZodType => {
  let schema = bodySchemas.get(featureId);
  if (!schema) {
    const feature = features[featureId];
    schema = z
      .strictObject({
        websiteId: z.string().optional().describe('The website written; when sent, the one in the path'),
        ...shapeOf(feature, (field) => documented(field).nullable().optional()),
      })
      .meta({
        id: `${pascalCase(featureId)}SettingsBody`,
        description: `A write of ${feature.title}: fields left out keep their value, null takes the default (decision 056)`,
      });
    bodySchemas.set(featureId, schema);
  }
  return schema;
};
