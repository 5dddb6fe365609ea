/** The contracts of every call (decision 068): requests and answers declared once, in zod. */

export * from './activity';
export * from './approvals';
export * from './bulk';
export * from './common';
export * from './config';
export * from './copy';
export * from './drafts';
export * from './members';
export * from './revisions';
export * from './runtime-config';
export * from './settings-file';
export * from './tokens';
export * from './usage';
export * from './webhooks';
export * from './websites';
export * from './widget-subjects';
export * from './widgets';
export * from './write-source';
