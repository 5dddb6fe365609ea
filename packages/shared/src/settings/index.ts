/**
 * Each feature's saved settings (decision 094): their types and the one function that applies the
 * definitions' defaults, free of zod; the zod schemas of the data API's contract are in settings-schema.ts.
 */
export * from './field-default';
export * from './inherit';
export * from './preview-payload';
export * from './public-general';
export * from './resolve-settings';
export type * from './settings-types';
