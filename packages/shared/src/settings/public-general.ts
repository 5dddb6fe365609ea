/**
 * General's public settings (docs/product.md#widgets): what the widgets read of General, worked out once for
 * the public answer and the console's preview alike. Referrer domains and anything else about the website's
 * owner stay out. Plain code, without zod.
 */
import type { WidgetGeneral } from '../api/widgets';
import type { GeneralSettings } from './settings-types';

/** A chosen value as text; nothing chosen (null or '') is null. Short numeric lookup values are numbers. */
const text = (value: string | number | null): string | null =>
  value === null || value === '' ? null : String(value);

/** The ticked seasons of a season set (seasonId → true). */
const ticked = (set: Record<string, boolean>): Record<string, boolean> =>
  Object.fromEntries(Object.entries(set).filter(([, on]) => on === true));

/** General's resolved settings (`resolveSettings('general', …)`) as the widgets read them. */
export const publicGeneral = (settings: GeneralSettings): WidgetGeneral => ({
  showMainNavigation: settings.showMainNavigation,
  showSeasonSelector: settings.showSeasonSelector,
  locales: settings.locales,
  localeDefault: settings.localeDefault,
  personImageType: text(settings.personImageType),
  roundLabel: text(settings.roundLabel),
  teamDisplayOrder: text(settings.teamDisplayOrder),
  unknownTeamLabel: text(settings.unknownTeamLabel),
  timezone: text(settings.timezone),
  statisticsDecimalPlaces: settings.statisticsDecimalPlaces,
  defaultSeasonId: text(settings.defaultSeasonId),
  defaultCompetitionId: text(settings.defaultCompetitionId),
  allowedSeasons: ticked(settings.allowedSeasons),
});
