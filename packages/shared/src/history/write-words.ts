/**
 * A configuration write in plain words, for the History panel, the Activity page and the activity CSV
 * (docs/product.md#write-sources, #activity): where it came from ("Restored version 3", "Copied from NBL
 * Official Website (2001)") and which fields it changed ("2 fields changed: Time zone, Default locale").
 * Pure and without zod: the console passes its i18n `t`, the server the English words.
 */
import type { ActivityAction, ActivityEntry } from '../api/activity';
import { roleLabels } from '../api/names';
import type { WriteSource } from '../api/write-source';
import type { FeatureDefinition } from '../form/types';

/** A translation with `{{name}}` placeholders, as the console's i18n `t` takes them. */
export type Translate = (text: string, values?: Record<string, unknown>) => string;

/** The English words themselves, placeholders filled in. */
export const englishWords: Translate = (text, values) =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values?.[name] ?? ''));

/** Where a write came from, in words; '' for none (the initial data, a write stored before sources were). */
export function describeWriteSource(
  source: WriteSource | null | undefined,
  t: Translate = englishWords,
  formatTime: (iso: string) => string = (iso) => iso,
): string {
  if (!source) return '';
  switch (source.kind) {
    case 'save':
      return t('Saved in the console');
    case 'api':
      return t('Saved through the API');
    case 'restore':
      return t('Restored version {{version}}', { version: source.detail.version });
    case 'copy':
      return t('Copied from {{name}} ({{websiteId}})', {
        name: source.detail.websiteName,
        websiteId: source.detail.websiteId,
      });
    case 'import':
      return t('Imported from {{fileName}}', { fileName: source.detail.fileName });
    case 'bulk':
      return t('Bulk edit');
    case 'publish': {
      const author = source.detail?.author;
      if (!author) return t('Published from a draft');
      return t('Published from a draft (draft by {{name}})', {
        name: author.name ?? author.sub ?? t('someone'),
      });
    }
    case 'schedule': {
      const { setBy, late, at, timeZone, dueAt } = source.detail;
      const name = setBy.name ?? setBy.sub ?? t('someone');
      if (!late) return t('Published by schedule (set by {{name}})', { name });
      // When it was due, as it was set: the local time in the website's time zone.
      const time = at && timeZone ? `${localDateTimeWords(at)} ${timeZone}` : formatTime(dueAt);
      return t('Published by schedule (set by {{name}}, due {{time}})', { name, time });
    }
    case 'webhook': {
      const { action, url } = source.detail;
      if (action === 'created') return t('Webhook added: {{url}}', { url });
      if (action === 'changed') return t('Webhook changed: {{url}}', { url });
      if (action === 'deleted') return t('Webhook deleted: {{url}}', { url });
      return t('Webhook paused after failing for 3 days: {{url}}', { url });
    }
    case 'members': {
      const { member, from, to } = source.detail;
      const name = member.name ?? member.sub ?? t('someone');
      if (!from && to) return t('Added {{name}} as {{role}}', { name, role: t(roleLabels[to]) });
      if (from && !to) return t('Removed {{name}} ({{role}})', { name, role: t(roleLabels[from]) });
      return t("Changed {{name}}'s role: {{from}} → {{to}}", {
        name,
        from: from ? t(roleLabels[from]) : '',
        to: to ? t(roleLabels[to]) : '',
      });
    }
    case 'api-token': {
      const { name, role, action } = source.detail;
      if (action === 'revoked') return t('Revoked the API token ‹{{name}}›', { name });
      return t('Made the API token ‹{{name}}› ({{role}})', { name, role: t(roleLabels[role]) });
    }
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A local date-time `2026-12-01T00:00` as "1 Dec 2026 00:00"; any other text as it is. */
export function localDateTimeWords(at: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(at);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return at;
  return `${Number(match[3])} ${month} ${match[1]} ${match[4]}`;
}

/** The labels of changed fields, as the screen names them: four, then "…". */
export function changedFieldLabels(
  feature: FeatureDefinition | undefined,
  names: readonly string[],
  t: Translate = englishWords,
): string {
  const labels = [
    ...new Set(names.map((name) => t(feature?.fields.find((field) => field.name === name)?.label ?? name))),
  ];
  return labels.length > 4 ? `${labels.slice(0, 4).join(', ')} …` : labels.join(', ');
}

/** "1 field changed: Time zone", "3 fields changed: …"; '' when none is named. */
export function describeChangedFields(
  feature: FeatureDefinition | undefined,
  names: readonly string[],
  t: Translate = englishWords,
): string {
  const count = names.length;
  if (count === 0) return '';
  const counted = t(count === 1 ? '{{count}} field changed' : '{{count}} fields changed', { count });
  return `${counted}: ${changedFieldLabels(feature, names, t)}`;
}

/** What an entry that is not a configuration write did, in words; '' for a configuration write (decision 129). */
export function describeActivityAction(action: ActivityAction, t: Translate = englishWords): string {
  switch (action) {
    case 'config-write':
      return '';
    case 'draft-saved':
      return t('Draft saved');
    case 'draft-discarded':
      return t('Draft discarded');
    case 'schedule-set':
      return t('Publication scheduled');
    case 'schedule-changed':
      return t('Scheduled publication changed');
    case 'schedule-cancelled':
      return t('Scheduled publication cancelled');
    case 'review-link-created':
      return t('Review link made');
    case 'review-link-revoked':
      return t('Review link revoked');
    case 'approval-requested':
      return t('Approval requested');
    case 'change-approved':
      return t('Change approved');
    case 'change-rejected':
      return t('Change rejected');
    case 'policy-changed':
      return t('Policy changed');
  }
}

/** How an entry came about: a write's source ("Saved in the console") or what else it did ("Draft saved"). */
export function describeActivityHow(
  entry: Pick<ActivityEntry, 'action' | 'source'>,
  t: Translate = englishWords,
  formatTime: (iso: string) => string = (iso) => iso,
): string {
  return entry.source
    ? describeWriteSource(entry.source, t, formatTime)
    : describeActivityAction(entry.action, t);
}

/**
 * What an activity entry changed, in the history's words, one line per field, old → new ("Number of leaders
 * per statistic: 5 → 9"), or the fields it named when stored before entries held their words ("2 fields
 * changed: Time zone, Default locale"); for a refused write "Refused (412): {the message the writer was
 * answered}".
 */
export function describeActivityChanges(
  entry: Pick<ActivityEntry, 'outcome' | 'status' | 'message' | 'changedFields' | 'changes'>,
  feature: FeatureDefinition | undefined,
  t: Translate = englishWords,
): string[] {
  if (entry.outcome === 'refused') {
    return [t('Refused ({{status}}): {{message}}', { status: entry.status, message: entry.message ?? '' })];
  }
  if (entry.changes.length > 0) return entry.changes;
  const named = describeChangedFields(feature, entry.changedFields, t);
  return named ? [named] : [];
}

/** The same as one text, its lines joined by "; ". */
export function describeActivityChange(
  entry: Pick<ActivityEntry, 'outcome' | 'status' | 'message' | 'changedFields' | 'changes'>,
  feature: FeatureDefinition | undefined,
  t: Translate = englishWords,
): string {
  return describeActivityChanges(entry, feature, t).join('; ');
}
