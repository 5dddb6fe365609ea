import { featureList } from '@eua/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useChangeRequests } from '../../features/approvals/api/approvals-api';
import { isDefaultsOwnerId } from '../../form-engine/api/preview-defaults';
import { useDefaultsOwners } from '../../lib/get-websites';
import {
  adminMenuConditions,
  customerMenuConditions,
  isMenuItemActive,
  isMenuItemVisible,
  launcherItems,
  type MenuContext,
  manageMenuConditions,
  manageMenuItems,
} from '../../lib/menu';
import { useRuntimeConfig } from '../../lib/runtime-config';

function MenuLink({
  to,
  label,
  pathname,
  count,
  within,
}: {
  to: string;
  label: string;
  pathname: string;
  count?: number;
  /** Active on every page under this path rather than only under `to`. */
  within?: string;
}) {
  const active = isMenuItemActive(within ?? to, pathname);
  return (
    <li className="nav-item">
      <Link
        className={`nav-link${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
        to={to}
      >
        {label}
        {count ? <span className="badge text-bg-primary ms-2">{count}</span> : null}
      </Link>
    </li>
  );
}

/** "Waiting for approval" with the number of change requests waiting (docs/product.md#approvals). */
function WaitingLink({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const requests = useChangeRequests();
  const waiting = requests.data?.filter((request) => request.status === 'waiting').length ?? 0;
  return <MenuLink to="/approvals" label={t('nav.waitingForApproval')} pathname={pathname} count={waiting} />;
}

/**
 * The side menus (docs/product.md#screens-and-layout): Manage (the thirteen feature screens of the chosen
 * website, docs/product.md#configuration-screens), Competition Admin, and the launcher of the customer's
 * other admin tools.
 */
export function Sidebar({
  menuContext,
  open,
  websiteId,
}: {
  menuContext: MenuContext;
  open: boolean;
  websiteId?: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { launcher } = useRuntimeConfig();
  const showManage = websiteId !== undefined && isMenuItemVisible(manageMenuConditions, menuContext);
  const showCustomer = isMenuItemVisible(customerMenuConditions, menuContext);
  const apps = launcherItems(menuContext, launcher);
  // The customer's defaults owners open the same screens as a website (docs/product.md#customer-defaults).
  const owners = useDefaultsOwners(showCustomer).data ?? [];
  if (!showManage && !showCustomer && apps.length === 0) return null;

  return (
    <aside id="app-sidebar" className={`app-sidebar border-end bg-body-tertiary${open ? ' show' : ''}`}>
      {showManage ? (
        <nav aria-label={t('nav.manage')} className="mb-4">
          <h2 className="sidebar-heading">{t('nav.manage')}</h2>
          <ul className="nav nav-pills flex-column">
            <MenuLink to="/admin" label={t('nav.overview')} pathname={pathname} />
            {/* A customer's defaults serve no widget: no Health of their own (docs/product.md#customer-defaults). */}
            {isDefaultsOwnerId(websiteId) ? null : (
              <MenuLink
                to={`/configuration/${encodeURIComponent(websiteId)}/health`}
                label={t('nav.health')}
                pathname={pathname}
              />
            )}
            {manageMenuItems(featureList, websiteId).map((item) => (
              <MenuLink key={item.id} to={item.link} label={item.title} pathname={pathname} />
            ))}
          </ul>
        </nav>
      ) : null}
      {showManage ? (
        <nav aria-label={t('nav.competitionAdmin')} className="mb-4">
          <h2 className="sidebar-heading">{t('nav.competitionAdmin')}</h2>
          <ul className="nav nav-pills flex-column">
            <MenuLink to="/organizations" label={t('nav.organisations')} pathname={pathname} />
          </ul>
        </nav>
      ) : null}
      {showCustomer ? (
        <nav aria-label={t('nav.customer')} className="mb-4">
          <h2 className="sidebar-heading">{t('nav.customer')}</h2>
          <ul className="nav nav-pills flex-column">
            {owners.map((owner) => (
              <MenuLink
                key={owner.websiteId}
                to={`/configuration/${encodeURIComponent(owner.websiteId)}/${featureList[0]?.id ?? ''}`}
                within={`/configuration/${encodeURIComponent(owner.websiteId)}`}
                label={owner.name}
                pathname={pathname}
              />
            ))}
            <MenuLink to="/activity" label={t('nav.activity')} pathname={pathname} />
            <MenuLink to="/scheduled" label={t('nav.scheduled')} pathname={pathname} />
            <MenuLink to="/usage" label={t('nav.usage')} pathname={pathname} />
            <MenuLink to="/members" label={t('nav.members')} pathname={pathname} />
            <MenuLink to="/policies" label={t('nav.policies')} pathname={pathname} />
            <WaitingLink pathname={pathname} />
            {/* Webhooks and API tokens are the Admins' (decisions 137, 139): the pages' calls say the same. */}
            {isMenuItemVisible(adminMenuConditions, menuContext) ? (
              <>
                <MenuLink to="/webhooks" label={t('nav.webhooks')} pathname={pathname} />
                <MenuLink to="/api-tokens" label={t('nav.apiTokens')} pathname={pathname} />
              </>
            ) : null}
          </ul>
        </nav>
      ) : null}
      {apps.length > 0 ? (
        <nav aria-label={t('nav.apps')}>
          <h2 className="sidebar-heading">{t('nav.apps')}</h2>
          <ul className="nav flex-column">
            {apps.map((app) => (
              <li className="nav-item" key={app.key}>
                {app.url ? (
                  <a className="nav-link" href={app.url} target="_blank" rel="noreferrer">
                    {t(`launcher.${app.key}`)}
                    <span aria-hidden="true"> ↗</span>
                  </a>
                ) : (
                  // No address configured for this tool on this server: listed as unavailable, not as a link
                  // (decisions 043 and 078): muted, and saying so in words, not by colour alone.
                  <span className="nav-link launcher-unavailable" title={t('launcher.noAddress')}>
                    {t(`launcher.${app.key}`)}{' '}
                    <span className="launcher-note">({t('launcher.notConfigured')})</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </aside>
  );
}
