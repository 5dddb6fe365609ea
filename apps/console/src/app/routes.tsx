import { useState } from 'react';
import { createBrowserRouter, createRoutesFromElements, Navigate, Route, RouterProvider } from 'react-router';
import { RequireAccess, RequireSignIn } from '../features/auth/guards';
import {
  ConfigurationPage,
  ConfigurationRedirect,
} from '../features/configuration/components/configuration-page';
import { SupportPage, TermsPage } from '../features/configuration/components/info-pages';
import { ManagePage } from '../features/configuration/components/manage-page';
import { NotFoundPage } from '../features/configuration/components/not-found-page';
import { CustomerSelectPage } from '../features/customers/components/customer-select-page';
import { OrganizationsPage } from '../features/organizations/components/organizations-page';
import { WebsitesPage } from '../features/websites/components/websites-page';
import { Shell } from './layout/shell';

/**
 * The routes of SPEC.md §2; route elements only compose feature pages with their guards. A data router, so
 * that the unsaved-changes guard can hold any navigation, the browser's back button included (issue 7).
 */
export function AppRoutes() {
  const [router] = useState(() => createBrowserRouter(createRoutesFromElements(routes)));
  return <RouterProvider router={router} />;
}

const routes = (
  <Route element={<Shell />}>
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
      path="configuration/:feature"
      element={
        <RequireAccess>
          <ConfigurationRedirect />
        </RequireAccess>
      }
    />
    <Route
      path="configuration/:websiteId/:feature"
      element={
        <RequireAccess>
          <ConfigurationPage />
        </RequireAccess>
      }
    />
    <Route path="support" element={<SupportPage />} />
    <Route path="terms" element={<TermsPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);
