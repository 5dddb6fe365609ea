import { useTranslation } from 'react-i18next';
import { PageWrapper } from '../../../components/page-wrapper';

/** The footer's Support and Terms links (docs/product.md#screens-and-layout) lead to these pages. */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <PageWrapper title={t('footer.support')}>
      <p>{t('info.support')}</p>
    </PageWrapper>
  );
}

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <PageWrapper title={t('footer.terms')}>
      <p>{t('info.terms')}</p>
    </PageWrapper>
  );
}
