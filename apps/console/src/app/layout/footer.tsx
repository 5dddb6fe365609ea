import { useTranslation } from 'react-i18next';

/** SPEC.md §2 footer: copyright year, Support and Terms links. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation();
  return (
    <footer className="app-footer border-top py-3 px-4 d-flex flex-wrap gap-3 small text-body-secondary">
      <span className="me-auto">
        © {year} {t('appTitle')}
      </span>
      <a className="text-body-secondary" href="/support">
        {t('footer.support')}
      </a>
      <a className="text-body-secondary" href="/terms">
        {t('footer.terms')}
      </a>
    </footer>
  );
}
