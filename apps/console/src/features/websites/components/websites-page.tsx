import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useWebsites } from '../api/get-websites';

/** SPEC.md §2 /select/website: ID, Website Name, Sport; the name opens the website's General screen. */
export function WebsitesPage() {
  const { t } = useTranslation();
  const websites = useWebsites();

  return (
    <PageWrapper title={t('websites.title')}>
      {websites.isPending ? <Spinner /> : null}
      {websites.isError ? (
        <div className="alert alert-danger" role="alert">
          {t('websites.failed', { message: errorMessage(websites.error) })}
        </div>
      ) : null}
      {websites.isSuccess ? (
        <div className="card shadow-sm">
          <div className="table-responsive">
            <table className="table table-hover align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('websites.id')}</th>
                  <th scope="col">{t('websites.name')}</th>
                  <th scope="col">{t('websites.sport')}</th>
                </tr>
              </thead>
              <tbody>
                {websites.data.length === 0 ? (
                  <tr>
                    <td colSpan={3} className="text-center text-body-secondary py-4">
                      {t('websites.empty')}
                    </td>
                  </tr>
                ) : (
                  websites.data.map((website) => (
                    <tr key={website.websiteId}>
                      <td className="font-monospace">{website.websiteId}</td>
                      <td>
                        <Link to={`/configuration/${encodeURIComponent(website.websiteId)}/general`}>
                          {website.name}
                        </Link>
                      </td>
                      <td>
                        <span className="badge text-bg-secondary">
                          {t(`websites.sports.${website.sport}`, { defaultValue: website.sport })}
                        </span>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </PageWrapper>
  );
}
