import type { RuntimeConfig } from '@eua/shared';
import { userStorageKey } from '../features/auth/boot-sign-in';
import { isFreshUntil } from '../features/auth/sign-in-params';
import { readChosenCustomer, readProductToken } from '../features/auth/token-cache';
import { loadWidgets } from '../form-engine/widget-loaders';
import { apiUrl, configPath, draftPath, websitePath } from '../lib/api-paths';
import { startEarlyRead } from '../lib/early-reads';
import { resourceOf, widgetsOf } from './feature-resources';

/** The signed-in user oidc-client-ts keeps for this provider, when the console will use it as it is. */
function hasFreshUser(identity: RuntimeConfig['identity']): boolean {
  const stored = sessionStorage.getItem(userStorageKey(identity));
  if (!stored) return false;
  try {
    const { expires_at } = JSON.parse(stored) as { expires_at?: number };
    return isFreshUntil(expires_at);
  } catch {
    return false;
  }
}

/**
 * The document and the website's name, asked for with the product token the console will send — when this
 * tab's sign-in and product token are stored and fresh, so that the console resumes them without asking anyone.
 */
function startDocumentReads(config: RuntimeConfig, websiteId: string, resource: string): void {
  if (!hasFreshUser(config.identity)) return;
  const customerId = readChosenCustomer(config.product);
  const token = customerId ? readProductToken(config.product, customerId) : null;
  if (!token) return;
  const authorization = `${token.tokenType} ${token.token}`;
  startEarlyRead(apiUrl(config.apiHost, configPath(websiteId, resource)), authorization);
  startEarlyRead(apiUrl(config.apiHost, websitePath(websiteId)), authorization);
  // The form opens on the screen's draft when it has one (decision 117): asked for with the document.
  startEarlyRead(apiUrl(config.apiHost, draftPath(websiteId, resource)), authorization);
}

/**
 * The configuration screen at `pathname` — `/configuration/{websiteId}/{feature}`, with or without a trailing
 * slash (routes.tsx) — with its feature's API resource; undefined for any other address.
 */
export function screenAt(
  pathname: string,
): { websiteId: string; featureId: string; resource: string } | undefined {
  const parts = pathname.replace(/\/$/, '').split('/');
  const [, section, encodedWebsiteId, featureId] = parts;
  if (parts.length !== 4 || section !== 'configuration' || !encodedWebsiteId || !featureId) return undefined;
  const resource = resourceOf(featureId);
  if (!resource) return undefined;
  try {
    // The router hands the page its parameter decoded; the screen encodes it again (lib/api-paths.ts).
    return { websiteId: decodeURIComponent(encodedWebsiteId), featureId, resource };
  } catch {
    return undefined;
  }
}

/**
 * What a configuration screen at `pathname` reads first, started by the boot script with the shell instead of
 * after it (decision 089): its document and its website's name as soon as the runtime
 * configuration is known (the console's own requests for them are then answered by these, lib/early-reads.ts),
 * and at once the chunks of the widgets its fields need (feature-resources.ts, decision 092). Any other page
 * load starts nothing here: a sign-in, a silent sign-in or a customer to choose comes first, as before. A
 * failure costs only the head start; the console reads what it needs itself.
 */
export function startScreenReads(pathname: string, config: Promise<RuntimeConfig | null>): void {
  const screen = screenAt(pathname);
  if (!screen) return;
  const { websiteId, featureId, resource } = screen;
  config
    .then((known) => {
      if (known) startDocumentReads(known, websiteId, resource);
    })
    .catch((error: unknown) => console.error('The screen could not be read ahead', error));
  loadWidgets(widgetsOf(featureId)).catch(() => {
    // A widget whose chunk did not arrive throws to RouteError when it renders.
  });
}
