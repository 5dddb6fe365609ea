import { Suspense, useState } from 'react';
import {
  createBrowserRouter,
  createRoutesFromElements,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  useParams,
} from 'react-router';
import { Spinner } from '../components/spinner';
import { RequireAccess, RequireSignIn } from '../features/auth/guards';
import { SupportPage, TermsPage } from '../features/configuration/components/info-pages';
import { NotFoundPage } from '../features/configuration/components/not-found-page';
import { loadWidgets } from '../form-engine/widget-loaders';
import { widgetsOf } from './feature-resources';
import { Shell } from './layout/shell';
import { lazyPage } from './lazy-page';
import { pageChunks, preloadPageChunk } from './page-chunks';
import { RouteError } from './route-error';

/**
 * Every page is a chunk of its own (decision 077): the customer and websites tables never
 * load the form engine, and a configuration screen loads the engine with the widgets its fields use.
 */
const CustomerSelectPage = lazyPage(pageChunks.customerSelect, (m) => m.CustomerSelectPage);
const WebsitesPage = lazyPage(pageChunks.websites, (m) => m.WebsitesScreen);
const ManagePage = lazyPage(pageChunks.manage, (m) => m.ManagePage);
const OrganizationsPage = lazyPage(pageChunks.organizations, (m) => m.OrganizationsPage);
const ConfigurationPage = lazyPage(pageChunks.configuration, (m) => m.ConfigurationScreen);
const ActivityPage = lazyPage(pageChunks.activity, (m) => m.ActivityPage);
const ConfigurationRedirect = lazyPage(pageChunks.configuration, (m) => m.ConfigurationRedirect);
const ScheduledPage = lazyPage(pageChunks.scheduled, (m) => m.ScheduledPage);
const MembersPage = lazyPage(pageChunks.members, (m) => m.MembersPage);
const PoliciesPage = lazyPage(pageChunks.policies, (m) => m.PoliciesPage);
const WaitingForApprovalPage = lazyPage(pageChunks.approvals, (m) => m.WaitingForApprovalPage);
const ApiTokensPage = lazyPage(pageChunks.apiTokens, (m) => m.ApiTokensPage);
const ReviewPage = lazyPage(pageChunks.review, (m) => m.ReviewPage);
const WebhooksPage = lazyPage(pageChunks.webhooks, (m) => m.WebhooksPage);
const HealthPage = lazyPage(pageChunks.health, (m) => m.HealthPage);
const CustomerUsagePage = lazyPage(pageChunks.usage, (m) => m.CustomerUsagePage);

/** A screen's widgets start loading with the screen's code, not once its form has arrived. */
function preloadWidgetsOf(featureId: string | undefined): void {
  loadWidgets(widgetsOf(featureId)).catch(() => {
    // The widget that needs the failed chunk throws to RouteError when it renders.
  });
}

function ConfigurationScreen() {
  const { feature } = useParams();
  preloadWidgetsOf(feature);
  return <ConfigurationPage />;
}

/**
 * Starts loading the code of the page at `pathname` (and a configuration screen's widgets) while the console
 * is still checking the sign-in, so that the page does not wait for its chunk afterwards. Resolves when it
 * has arrived; never rejects (a failed load shows when the page renders, through RouteError).
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const [, section, , feature] = pathname.split('/');
  const widgets =
    section === 'configuration' ? loadWidgets(widgetsOf(feature)).catch(() => undefined) : undefined;
  return Promise.all([preloadPageChunk(pathname), widgets]).then(() => undefined);
}

/** The routed page: a spinner while its chunk loads; its failures (a chunk that did not arrive) below. */
function PageBoundary() {
  return (
    <Suspense fallback={<Spinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The routes of docs/product.md#screens-and-layout; route elements only compose feature pages with their
 * guards. A data router, so that the unsaved-changes guard can hold any navigation, the browser's back button
 * included (decision 064).
 */
export function AppRoutes() {
  const [router] = useState(() => createBrowserRouter(createRoutesFromElements(routes)));
  return <RouterProvider router={router} />;
}

const routes = (
  <Route element={<Shell />}>
    <Route element={<PageBoundary />} errorElement={<RouteError />}>
      <Route index element={<Navigate to="/select/website" replace />} />
      <Route
        path="select/customer"
        element={
          <RequireSignIn>
            <CustomerSelectPage />
          </RequireSignIn>
        }
      />
      <Route
        path="select/website"
        element={
          <RequireAccess>
            <WebsitesPage />
          </RequireAccess>
        }
      />
      <Route
        path="admin"
        element={
          <RequireAccess>
            <ManagePage />
          </RequireAccess>
        }
      />
      <Route
        path="organizations"
        element={
          <RequireAccess>
            <OrganizationsPage />
          </RequireAccess>
        }
      />
      <Route
        path="activity"
        element={
          <RequireAccess>
            <ActivityPage />
          </RequireAccess>
        }
      />
      <Route
        path="webhooks"
        element={
          <RequireAccess>
            <WebhooksPage />
          </RequireAccess>
        }
      />
      <Route
        path="configuration/:feature"
        element={
          <RequireAccess>
            <ConfigurationRedirect />
          </RequireAccess>
        }
      />
      <Route
        path="configuration/:websiteId/health"
        element={
          <RequireAccess>
            <HealthPage />
          </RequireAccess>
        }
      />
      <Route
        path="usage"
        element={
          <RequireAccess>
            <CustomerUsagePage />
          </RequireAccess>
        }
      />
      <Route
        path="configuration/:websiteId/:feature"
        element={
          <RequireAccess>
            <ConfigurationScreen />
          </RequireAccess>
        }
      />
      <Route
        path="scheduled"
        element={
          <RequireAccess>
            <ScheduledPage />
          </RequireAccess>
        }
      />
      <Route
        path="members"
        element={
          <RequireAccess>
            <MembersPage />
          </RequireAccess>
        }
      />
      <Route
        path="policies"
        element={
          <RequireAccess>
            <PoliciesPage />
          </RequireAccess>
        }
      />
      <Route
        path="approvals"
        element={
          <RequireAccess>
            <WaitingForApprovalPage />
          </RequireAccess>
        }
      />
      <Route
        path="api-tokens"
        element={
          <RequireAccess>
            <ApiTokensPage />
          </RequireAccess>
        }
      />
      {/* A review link needs neither a sign-in nor a chosen customer: the link is the credential. */}
      <Route path="review/:token" element={<ReviewPage />} />
      <Route path="support" element={<SupportPage />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>
);
