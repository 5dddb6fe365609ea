import type { CompList as Complist, Season } from '@eua/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWrapper } from '../../app/layout/page-wrapper';
import { Spinner } from '../../app/spinner';
import { useApiClient } from '../../lib/api-context';
import { useChosenWebsite } from '../../lib/chosen-website';

type Load =
  | { status: 'loading' }
  | { status: 'loaded'; complist: Complist; seasons: Season[] }
  | { status: 'failed'; message: string };

/**
 * SPEC.md §2 /organizations (Competition Admin): the chosen website's organisations → competitions → seasons,
 * read-only, loaded in two requests (complist + the batched seasons call, DESIGN.md §2).
 */
export function OrganizationsPage() {
  const { t } = useTranslation();
  const api = useApiClient();
  const website = useChosenWebsite();
  const websiteId = website?.websiteId;
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    if (!websiteId) return;
    let cancelled = false;
    setLoad({ status: 'loading' });
    const base = `/v1/config/${encodeURIComponent(websiteId)}`;
    Promise.all([api.get<Complist>(`${base}/complist`), api.get<Season[]>(`${base}/seasons`)]).then(
      ([complist, seasons]) => !cancelled && setLoad({ status: 'loaded', complist, seasons }),
      (error: Error) => !cancelled && setLoad({ status: 'failed', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, websiteId]);

  const title = t('organisations.title');
  if (!website) {
    return (
      <PageWrapper title={title}>
        <p>
          {t('manage.chooseWebsite')} <Link to="/select/website">{t('manage.chooseWebsiteLink')}</Link>
        </p>
      </PageWrapper>
    );
  }

  return (
    <PageWrapper title={title} titleParts={[title, website.name]}>
      <p className="text-body-secondary">
        {t('organisations.intro', { website: website.name ?? website.websiteId })}
      </p>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          {t('organisations.failed', { message: load.message })}
        </div>
      ) : null}
      {load.status === 'loaded' && load.complist.organizations.length === 0 ? (
        <p>{t('organisations.none')}</p>
      ) : null}
      {load.status === 'loaded'
        ? load.complist.organizations.map((organisation) => (
            <section key={organisation.organizationId} className="card shadow-sm mb-3">
              <div className="card-header d-flex align-items-center gap-2">
                <span className="badge text-bg-primary">{t('organisations.organisation')}</span>
                <h2 className="h6 mb-0">{organisation.nameLocal}</h2>
              </div>
              <ul className="list-group list-group-flush">
                {(load.complist.competitions[organisation.organizationId] ?? []).map((competition) => {
                  const seasons = load.seasons.filter(
                    (season) => season.competitionId === competition.competitionId,
                  );
                  return (
                    <li key={competition.competitionId} className="list-group-item">
                      <div className="fw-semibold">{competition.nameLocal}</div>
                      <div className="d-flex flex-wrap gap-2 mt-1">
                        {seasons.length === 0 ? (
                          <span className="small text-body-secondary">{t('organisations.noSeasons')}</span>
                        ) : (
                          seasons.map((season) => (
                            <span key={season.seasonId} className="badge rounded-pill text-bg-light border">
                              {season.nameLocal}
                              {season.hasTrackingData ? (
                                <span className="ms-1 text-success" title={t('organisations.trackingData')}>
                                  ●<span className="visually-hidden">{t('organisations.trackingData')}</span>
                                </span>
                              ) : null}
                            </span>
                          ))
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        : null}
    </PageWrapper>
  );
}
