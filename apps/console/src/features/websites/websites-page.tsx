import type { WebsiteSummary } from '@eua/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWrapper } from '../../app/layout/page-wrapper';
import { Spinner } from '../../app/spinner';
import { useApiClient } from '../../lib/api-context';

export type Website = WebsiteSummary;

type Load =
  | { status: 'loading' }
  | { status: 'loaded'; websites: Website[] }
  | { status: 'failed'; message: string };

/** SPEC.md §2 /select/website: ID, Website Name, Sport; the name opens the website's General screen. */
export function WebsitesPage() {
  const { t } = useTranslation();
  const api = useApiClient();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    api.get<Website[]>('/v1/config/websites', { paged: true }).then(
      (websites) => !cancelled && setLoad({ status: 'loaded', websites }),
      (error: Error) => !cancelled && setLoad({ status: 'failed', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  return (
    <PageWrapper title={t('websites.title')}>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          {t('websites.failed', { message: load.message })}
        </div>
      ) : null}
      {load.status === 'loaded' ? (
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
                {load.websites.length === 0 ? (
                  <tr>
                    <td colSpan={3} className="text-center text-body-secondary py-4">
                      {t('websites.empty')}
                    </td>
                  </tr>
                ) : (
                  load.websites.map((website) => (
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
