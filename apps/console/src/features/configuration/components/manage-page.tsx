import { featureList } from '@eua/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';
import { useChosenWebsite } from '../../../lib/chosen-website';
import { manageMenuItems } from '../../../lib/menu';

/**
 * /admin, the Manage entry: the thirteen screens of the chosen website
 * (docs/product.md#configuration-screens).
 */
export function ManagePage() {
  const { t } = useTranslation();
  const website = useChosenWebsite();
  return (
    <PageWrapper title={t('manage.title')} titleParts={[t('manage.title'), website?.name]}>
      {website ? (
        <>
          <p className="text-body-secondary">
            {t('manage.intro', { website: website.name ?? website.websiteId })}
          </p>
          <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3">
            {manageMenuItems(featureList, website.websiteId).map((item) => (
              <div className="col" key={item.id}>
                <Link className="card h-100 shadow-sm text-decoration-none manage-card" to={item.link}>
                  <div className="card-body">
                    <h2 className="h6 card-title mb-0">{item.title}</h2>
                  </div>
                </Link>
              </div>
            ))}
          </div>
        </>
      ) : (
        <p>
          {t('manage.chooseWebsite')} <Link to="/select/website">{t('manage.chooseWebsiteLink')}</Link>
        </p>
      )}
    </PageWrapper>
  );
}
