import { useTranslation } from 'react-i18next';

/**
 * Before applying, what a copy, a bulk edit or an import sets, in plain words
 * (docs/product.md#copy-and-bulk-edit): values of websites, which become their own, or the customer's
 * defaults, which every website that follows them takes too.
 */
export function WhatIsSet(props: { websites: number; defaults: boolean; fromDefaults?: boolean }) {
  const { websites, defaults, fromDefaults } = props;
  const { t } = useTranslation();
  if (websites === 0 && !defaults) return null;
  return (
    <div className="alert alert-info py-2 mb-3" role="note" aria-label={t('move.whatIsSet')}>
      {websites > 0 ? (
        <p className="mb-0">
          {t(fromDefaults ? 'move.fromDefaults' : 'move.setsWebsites', { count: websites })}
        </p>
      ) : null}
      {defaults ? <p className="mb-0">{t('move.setsDefaults')}</p> : null}
    </div>
  );
}
