/**
 * What saving a customer's defaults would change, before anything is written (docs/product.md#customer-defaults,
 * decision 146): the body checked as the save would check it, then each following website it changes, in
 * plain words per field, and each that keeps its own value. Reads only.
 */
import {
  type DefaultsPreview,
  defaultConfig,
  type FeatureDefinition,
  NOT_DEFAULTS_MESSAGE,
} from '@eua/shared';
import { badRequest, HttpError } from '../../http/errors';
import { isDefaultsOwner } from '../websites/websites.service';
import { findConfig } from './config.repo';
import { featureOr404, ownedWebsite } from './config.service';
import { checkBody, reachOfDefaultsChange, type WriteContext, writeFactsOf } from './write-document';

const labelOf = (feature: FeatureDefinition, name: string) =>
  feature.fields.find((field) => field.name === name)?.label ?? name;

export async function previewDefaultsChange(
  { db, principal, services }: WriteContext,
  target: { websiteId: string; resource: string; body: unknown },
): Promise<DefaultsPreview> {
  const website = await ownedWebsite(db, services.cache, principal, target.websiteId);
  const feature = featureOr404(target.resource);
  if (!(await isDefaultsOwner(db, website.websiteId))) throw new HttpError(409, NOT_DEFAULTS_MESSAGE);
  const writeFacts = await writeFactsOf(db, services.cache, website, feature);
  const stored = await findConfig(db, website.websiteId, feature.resource);
  const checked = checkBody(feature, website, writeFacts, target.body, 'stored', stored?.config);
  if (!checked.ok) throw badRequest(checked.message, checked.errors);
  const { reached, keeping } = await reachOfDefaultsChange(
    db,
    { website, feature, writeFacts },
    stored?.config ?? defaultConfig(feature, writeFacts.facts),
    checked.config,
    checked.changedFields,
  );
  return {
    version: stored?.version ?? 0,
    changes: reached.map(({ websiteId, name, changes }) => ({ websiteId, name, changes })),
    keeping: keeping.map(({ websiteId, name, fields }) => ({
      websiteId,
      name,
      fields: fields.map((field) => labelOf(feature, field)),
    })),
  };
}
