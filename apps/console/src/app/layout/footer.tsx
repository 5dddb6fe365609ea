import { useTranslation } from 'react-i18next';
import { useMeasuredHeight } from '../../components/measured-height';

/**
 * The footer (docs/product.md#screens-and-layout): copyright year, Support and Terms links. Its text sits in
 * a container like the page's, beside the side menu as the page is (styles.css, `.app-footer`), so its left
 * edge lines up with the content at every width; the two links wrap together, never 'Terms' alone.
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation();
  // The scroll-to-top button keeps clear of the action bar when that rests on the footer (decision 082).
  const ref = useMeasuredHeight<HTMLElement>('--app-footer-height');
  return (
    <footer ref={ref} className="app-footer border-top py-3 small text-body-secondary">
      <div className="container app-footer-inner d-flex flex-wrap column-gap-3 row-gap-1">
        <span>
          © {year} {t('appTitle')}
        </span>
        <span className="app-footer-links d-flex gap-3">
          <a className="text-body-secondary" href="/support">
            {t('footer.support')}
          </a>
          <a className="text-body-secondary" href="/terms">
            {t('footer.terms')}
          </a>
        </span>
      </div>
    </footer>
  );
}
