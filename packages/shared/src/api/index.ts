/** The contracts of every call (decision 068): requests and answers declared once, in zod. */

export * from './activity';
export * from './common';
export * from './config';
export * from './drafts';
export * from './revisions';
export * from './runtime-config';
export * from './tokens';
export * from './websites';
export * from './widget-subjects';
export * from './widgets';
export * from './write-source';
