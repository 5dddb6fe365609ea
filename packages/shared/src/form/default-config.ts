/** Seed documents (decision 014). Not a rule: the feature schema accepts what they hold (decision 065). */

import { resolveFeatureSettings } from '../settings/resolve-settings';
import type { ValidationContext } from './feature-schema';
import { isVisible } from './rules';
import { isSentField } from './transform';
import type { FeatureDefinition, Option } from './types';

/**
 * A complete, valid document for a feature on a website of this sport (used to seed): the defaults, with
 * lookups and multi-selects filled from the lists so the widgets show something realistic. A multi-select
 * with leading choices for the sport takes them (decision 125); other fields sharing a list take successive
 * slices of it (group 1..4 get different statistics).
 */
export const defaultConfig = (
  feature: FeatureDefinition,
  ctx: Pick<ValidationContext, 'lookups' | 'sport' | 'trackingData'>,
): Record<string, unknown> => {
  const values = { sport: ctx.sport, trackingData: ctx.trackingData };
  const used = new Map<string, number>();
  const chosen: Record<string, unknown> = {};
  for (const field of feature.fields) {
    if (!isSentField(field) || !isVisible(field, values)) continue;
    const key = field.lookup && 'key' in field.lookup ? field.lookup.key : undefined;
    const options = key ? (ctx.lookups[key] ?? []) : [];
    const turn = key ? (used.get(key) ?? 0) : 0;
    if (key) used.set(key, turn + 1);
    const leading = field.sportDefaults?.[ctx.sport];
    if (field.type === 'chooseAndSelect' && leading) {
      const known = new Set(options.map((o) => o.value));
      chosen[field.name] = leading.filter((code) => known.has(code)).slice(0, field.limit ?? leading.length);
    } else if (field.type === 'chooseAndSelect') {
      const take = Math.min(field.limit ?? 5, options.length);
      const start = options.length > 0 ? (turn * take) % options.length : 0;
      chosen[field.name] = Array.from(
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
      // A label naming no option takes one ending in what it labels (labelLog -> 'gameLog'), else the one its
      // screen is named by (the Players page label -> 'players'), rather than an unrelated one.
      const labelled = name.startsWith('label') ? name.slice('label'.length) : '';
      const related = labelled
        ? (options.find((o) => labelled.length >= 3 && o.value.toLowerCase().endsWith(labelled)) ??
          options.find((o) => o.value.toLowerCase() === feature.id.toLowerCase()))
        : undefined;
      chosen[field.name] = (named ?? related ?? options[turn % options.length]!).value;
    }
  }
  // Every other field takes its definition's default, applied where every reader applies it.
  return resolveFeatureSettings(feature, chosen, ctx);
};
