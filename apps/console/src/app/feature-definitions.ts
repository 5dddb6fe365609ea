/**
 * The features' definitions as a chunk of their own, for the boot script's screen reads (decision 089): they
 * need a feature's API resource and fields before the console has loaded, and the signed-out visit does not
 * download them.
 */
export { featureById } from '@eua/shared';
