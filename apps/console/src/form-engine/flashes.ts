import type { FeatureDefinition } from '@eua/shared';
import type { FlashInput } from '../components/flash';

/** The flash durations of a form's outcomes (docs/product.md#limits-and-constants). */
export const SUCCESS_FLASH_SECONDS = 5;
export const ERROR_FLASH_SECONDS = 15;

/**
 * The flash of a screen's settings gone live (a save, a published draft): its success message, with the
 * success link unless the definition hides it (docs/product.md#forms).
 */
export function savedFlash(feature: FeatureDefinition, t: (key: string) => string): FlashInput {
  const success: FlashInput = {
    message: t(feature.successMessage),
    type: 'success',
    timeout: SUCCESS_FLASH_SECONDS,
  };
  if (feature.link && !feature.link.hidden) success.link = { href: feature.link.path, text: t('Open') };
  return success;
}
