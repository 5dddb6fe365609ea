import { useTranslation } from 'react-i18next';

/** The one loading indicator: role status, accessible name 'Loading' (tests find it by role and name). */
export function Spinner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`d-flex justify-content-center py-5 ${className}`}>
      <div className="spinner-border text-primary" role="status" aria-label={t('loading')} />
    </div>
  );
}
