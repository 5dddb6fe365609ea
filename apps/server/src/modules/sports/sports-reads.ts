/**
 * The reads of the sports data behind the widgets' content (docs/product.md#widgets), one repository per
 * entity (decision 125): seasons, fixtures (with box scores, events, officials and previews), teams, persons
 * and the stored statistic lines. They only read; what is counted from the rows (records, meetings, leaders,
 * season figures) is done by pure functions beside them. This file names them all for the widgets' content.
 */
export type { Outcome, RecordCounts } from './fixture-results';
export * from './fixtures.repo';
export * from './persons.repo';
export { previewLeaderCodes } from './season-leaders';
export * from './seasons.repo';
export * from './statistic-lines.repo';
export * from './teams.repo';
