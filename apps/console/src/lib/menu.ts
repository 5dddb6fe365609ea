import { ADMIN_SCOPE, type FeatureDefinition, type LauncherKey, launcherKeys, READ_SCOPE } from '@eua/shared';
import type { ProductMap } from './product-map';

/**
 * Menu items (docs/product.md#screens-and-layout) may be hidden by conditions on state flags, product keys
 * and token scopes; all conditions must hold. An item is active when the current path starts with its link.
 */
export type MenuFlag = 'authenticated' | 'accessGranted' | 'websiteChosen';
export type MenuConditions = { flags?: MenuFlag[]; products?: string[]; hasScope?: string[] };
export type MenuContext = {
  flags: Record<MenuFlag, boolean>;
  products: ProductMap;
  scopes: readonly string[];
};

export function isMenuItemVisible(conditions: MenuConditions, context: MenuContext): boolean {
  return (
    (conditions.flags ?? []).every((flag) => context.flags[flag]) &&
    (conditions.products ?? []).every((key) => context.products[key] === true) &&
    (conditions.hasScope ?? []).every((scope) => context.scopes.includes(scope))
  );
}

export function isMenuItemActive(link: string, pathname: string): boolean {
  return pathname === link || pathname.startsWith(link.endsWith('/') ? link : `${link}/`);
}

/** The Manage menu (docs/product.md#screens-and-layout): signed in, access granted and a chosen website. */
export const manageMenuConditions: MenuConditions = {
  flags: ['authenticated', 'accessGranted', 'websiteChosen'],
  hasScope: [READ_SCOPE],
};

/**
 * The customer's own pages (docs/product.md#activity): a chosen customer is enough, no website needed, and
 * reading is enough.
 */
export const customerMenuConditions: MenuConditions = {
  flags: ['authenticated', 'accessGranted'],
  hasScope: [READ_SCOPE],
};

/** The customer's Admin pages (docs/product.md#api-tokens): an Admin's token only. */
export const adminMenuConditions: MenuConditions = {
  flags: ['authenticated', 'accessGranted'],
  hasScope: [ADMIN_SCOPE],
};

export type ManageMenuItem = { id: string; title: string; link: string };

export function manageMenuItems(features: readonly FeatureDefinition[], websiteId: string): ManageMenuItem[] {
  return features.map((feature) => ({
    id: feature.id,
    title: feature.title,
    link: `/configuration/${encodeURIComponent(websiteId)}/${feature.id}`,
  }));
}

/**
 * Launcher entries, each shown only if the customer's product map has its key
 * (docs/product.md#tokens-and-access).
 */
export { type LauncherKey, launcherKeys };

/**
 * An entry shows whenever the customer's product map has its key; its address comes from the server's
 * runtime configuration. A tool the operator has not given an address to stays listed, without a link
 * (docs/decisions/043-launcher-without-address.md).
 */
export function launcherItems(
  context: MenuContext,
  urls: Record<string, string>,
): { key: LauncherKey; url: string | undefined }[] {
  return launcherKeys
    .filter((key) => isMenuItemVisible({ flags: ['accessGranted'], products: [key] }, context))
    .map((key) => ({ key, url: urls[key] || undefined }));
}
