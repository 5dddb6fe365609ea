export * from './features';
export * from './form/constants';
export * from './form/messages';
export * from './form/rules';
export * from './form/transform';
export * from './form/types';
export * from './form/validate-body';
