/**
 * "Use the customer's default" and "Reset to the customer's defaults" (docs/product.md#customer-defaults,
 * decision 145): the website stops setting some fields of a screen (or every field that can follow the
 * defaults), which then take its customer's defaults for its sport, else their field defaults. An ordinary
 * write of the one write path: If-Match, a revision, the activity entry, the caches and the CDN.
 */
import {
  type ConfigDocument,
  type FeatureDefinition,
  type WriteSource,
  websiteOnlyFields,
} from '@eua/shared';
import { badRequest } from '../../http/errors';
import {
  recordedWrite,
  type WriteContext,
  type WritePrecondition,
  writeOwnedDocument,
} from './write-document';

export const unknownFieldMessage = (name: string, feature: FeatureDefinition) =>
  `${feature.title} has no field '${name.slice(0, 100)}'`;
export const websiteOnlyFieldMessage = (label: string) =>
  `${label} is always set on the website: the customer's defaults have no seasons`;

/** The fields a reset leaves the defaults to: every field of the screen but the website-only ones. */
function fieldsToDrop(feature: FeatureDefinition, fields: readonly string[] | undefined): string[] {
  if (!fields)
    return feature.fields.map((field) => field.name).filter((name) => !websiteOnlyFields.has(name));
  for (const name of fields) {
    const field = feature.fields.find((candidate) => candidate.name === name);
    if (!field) throw badRequest(unknownFieldMessage(name, feature));
    if (websiteOnlyFields.has(name)) throw badRequest(websiteOnlyFieldMessage(field.label ?? name));
  }
  return [...new Set(fields)];
}

export function useDefaults(
  context: WriteContext,
  target: { websiteId: string; resource: string; fields: readonly string[] | undefined },
  precondition: WritePrecondition,
  source: WriteSource,
): Promise<ConfigDocument> {
  const { websiteId, resource } = target;
  return recordedWrite(context, { websiteId, resource, source }, (website, feature) =>
    writeOwnedDocument(
      context,
      { website, feature },
      { body: {}, source, precondition, drop: fieldsToDrop(feature, target.fields) },
    ),
  );
}
