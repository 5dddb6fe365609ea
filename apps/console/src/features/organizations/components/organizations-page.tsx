import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { useSeasonTree } from '../../../form-engine/api/get-season-tree';
import { errorMessage } from '../../../lib/api-client';
import { useChosenWebsite } from '../../../lib/chosen-website';

/**
 * /organizations (Competition Admin, docs/product.md#screens-and-layout): the chosen website's organisations
 * → competitions → seasons, read-only, from the same cached complist and batched seasons queries the season
 * tree uses (decisions 058 and 069): opening it after a website's General screen asks for nothing again.
 */
export function OrganizationsPage() {
  const { t } = useTranslation();
  const website = useChosenWebsite();
  const { tree, error } = useSeasonTree(website?.websiteId ?? '', Boolean(website));

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
      {!tree && !error ? <Spinner /> : null}
      {error ? (
        <div className="alert alert-danger" role="alert">
          {t('organisations.failed', { message: errorMessage(error) })}
        </div>
      ) : null}
      {tree && tree.organizations.length === 0 ? <p>{t('organisations.none')}</p> : null}
      {tree
        ? tree.organizations.map((organisation) => (
            <section key={organisation.organizationId} className="card shadow-sm mb-3">
              <div className="card-header d-flex align-items-center gap-2">
                <span className="badge text-bg-primary">{t('organisations.organisation')}</span>
                <h2 className="h6 mb-0">{organisation.nameLocal}</h2>
              </div>
              <ul className="list-group list-group-flush">
                {organisation.competitions.map((competition) => {
                  const seasons = competition.seasons;
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
