/** The zod-free part of the widgets' vocabulary, importable by the embeddable runtime (`@eua/shared/widgets`). */

export * from './leaders-count';
export * from './preview-protocol';
export * from './referrer';
export * from './widget-ids';
