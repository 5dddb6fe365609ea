import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageWrapper title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Link className="btn btn-primary" to="/select/website">
        {t('notFound.home')}
      </Link>
    </PageWrapper>
  );
}
