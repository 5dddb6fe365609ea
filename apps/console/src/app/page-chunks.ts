import type { RuntimeConfig } from '@eua/shared';
import { trackedLoad } from '../lib/tracked-load';

/**
 * The pages' code chunks (decision 077), each loaded once. No React and no page is imported here, only named,
 * so that boot.ts can start a signed-in visit's page together with the console's shell instead of after it
 * (decision 085): the page's chunk is one request away from the HTML, not two.
 */
export const pageChunks = {
  customerSelect: trackedLoad(() => import('../features/customers/components/customer-select-page')),
  websites: trackedLoad(() => import('./screens/websites-screen')),
  manage: trackedLoad(() => import('../features/configuration/components/manage-page')),
  organizations: trackedLoad(() => import('../features/organizations/components/organizations-page')),
  configuration: trackedLoad(() => import('./screens/configuration-screen')),
  activity: trackedLoad(() => import('../features/activity/components/activity-page')),
  scheduled: trackedLoad(() => import('../features/drafts/components/scheduled-page')),
  members: trackedLoad(() => import('../features/members/components/members-page')),
  apiTokens: trackedLoad(() => import('../features/members/components/api-tokens-page')),
  policies: trackedLoad(() => import('../features/approvals/components/policies-page')),
  approvals: trackedLoad(() => import('../features/approvals/components/waiting-page')),
  review: trackedLoad(() => import('../features/drafts/components/review-page')),
  webhooks: trackedLoad(() => import('../features/webhooks/components/webhooks-page')),
  health: trackedLoad(() => import('../features/usage/components/health-page')),
  usage: trackedLoad(() => import('../features/usage/components/customer-usage-page')),
};

/**
 * Starts loading the code of the page at `pathname` (routes.tsx's routes). Resolves when it has arrived; never
 * rejects (a failed load shows when the page renders, through RouteError).
 */
export function preloadPageChunk(pathname: string): Promise<void> {
  const [first, section, part, page] = pathname.split('/');
  const loads: Promise<unknown>[] = [];
  if (first === '') {
    // The websites table needs a chosen customer: without one the customer table shows instead.
    if (section === '' || (section === 'select' && part === 'website'))
      loads.push(pageChunks.websites(), pageChunks.customerSelect());
    if (section === 'select' && part === 'customer') loads.push(pageChunks.customerSelect());
    if (section === 'admin') loads.push(pageChunks.manage());
    if (section === 'organizations') loads.push(pageChunks.organizations());
    if (section === 'configuration' && page === 'health') loads.push(pageChunks.health());
    else if (section === 'configuration') loads.push(pageChunks.configuration());
    if (section === 'usage') loads.push(pageChunks.usage());
    if (section === 'activity') loads.push(pageChunks.activity());
    if (section === 'scheduled') loads.push(pageChunks.scheduled());
    if (section === 'members') loads.push(pageChunks.members());
    if (section === 'api-tokens') loads.push(pageChunks.apiTokens());
    if (section === 'policies') loads.push(pageChunks.policies());
    if (section === 'approvals') loads.push(pageChunks.approvals());
    if (section === 'review') loads.push(pageChunks.review());
    if (section === 'webhooks') loads.push(pageChunks.webhooks());
  }
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  );
}

let runtimeConfig: Promise<Response> | undefined;

/**
 * Asks for `/runtime-config.json` now, for main-app.tsx to read when it starts (decision 085). Resolves with
 * the configuration for the boot script's early reads (decision 089), or null when it could not be read
 * (main-app reports that).
 */
export function requestRuntimeConfig(): Promise<RuntimeConfig | null> {
  runtimeConfig ??= fetch('/runtime-config.json', { headers: { accept: 'application/json' } });
  // A copy of the body, taken now: main-app reads the answer's own body later.
  return runtimeConfig.then(
    (response) => (response.ok ? (response.clone().json() as Promise<RuntimeConfig>) : null),
    () => null,
  );
}

/** `fetch`, except that the early request of `/runtime-config.json` is answered from requestRuntimeConfig. */
export const fetchWithEarlyConfig: typeof fetch = (input, init) => {
  const early = input === '/runtime-config.json' ? runtimeConfig : undefined;
  runtimeConfig = undefined;
  return early ?? fetch(input, init);
};
