import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translation for the form engine: keys are the English texts themselves (labels and messages of
 * docs/product.md verbatim), so they may contain '.' and ':' — both separators are switched off, and a
 * missing key shows the English text. Decision 050.
 */
export function useFormT(): (key: string, values?: Record<string, unknown>) => string {
  const { t } = useTranslation('form');
  return useCallback(
    (key: string, values?: Record<string, unknown>) =>
      t(key, { keySeparator: false, nsSeparator: false, defaultValue: key, ...values }) as string,
    [t],
  );
}
