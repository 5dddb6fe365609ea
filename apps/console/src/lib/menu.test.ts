import { featureList } from '@eua/shared';
import { describe, expect, it } from 'vitest';
import {
  isMenuItemActive,
  isMenuItemVisible,
  launcherItems,
  type MenuContext,
  manageMenuConditions,
  manageMenuItems,
} from './menu';

const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  flags: { authenticated: true, accessGranted: true, websiteChosen: true },
  products: { user_manager: true },
  scopes: ['config:read'],
  ...overrides,
});

describe('menu conditions', () => {
  it('shows an item only when every state flag, product key and scope holds', () => {
    const item = { flags: ['accessGranted' as const], products: ['user_manager'], hasScope: ['config:read'] };
    expect(isMenuItemVisible(item, context())).toBe(true);
    expect(isMenuItemVisible(item, context({ products: {} }))).toBe(false);
    expect(isMenuItemVisible(item, context({ scopes: [] }))).toBe(false);
    expect(
      isMenuItemVisible(
        item,
        context({ flags: { authenticated: true, accessGranted: false, websiteChosen: true } }),
      ),
    ).toBe(false);
    expect(isMenuItemVisible({}, context({ products: {}, scopes: [] }))).toBe(true);
  });

  it('shows the Manage menu only when signed in, access is granted and a website is chosen', () => {
    expect(isMenuItemVisible(manageMenuConditions, context())).toBe(true);
    for (const flag of ['authenticated', 'accessGranted', 'websiteChosen'] as const) {
      const flags = { authenticated: true, accessGranted: true, websiteChosen: true, [flag]: false };
      expect(isMenuItemVisible(manageMenuConditions, context({ flags }))).toBe(false);
    }
  });

  it('marks an item active when the path starts with its link, not with a longer sibling', () => {
    expect(isMenuItemActive('/configuration/2001/standings', '/configuration/2001/standings')).toBe(true);
    expect(isMenuItemActive('/configuration/2001/standings', '/configuration/2001/standings/extra')).toBe(
      true,
    );
    expect(isMenuItemActive('/configuration/2001/standings', '/configuration/2001/standingsFragment')).toBe(
      false,
    );
    expect(isMenuItemActive('/admin', '/select/website')).toBe(false);
  });

  it('links the fourteen features of the chosen website', () => {
    const items = manageMenuItems(featureList, '2001');
    expect(items).toHaveLength(14);
    expect(items[0]).toEqual({ id: 'general', title: 'General', link: '/configuration/2001/general' });
    expect(items.map((item) => item.link)).toContain('/configuration/2001/fixturesFragment');
  });

  it('lists launcher entries whose product key the customer has, with the configured address or none', () => {
    const urls = { user_manager: 'https://u.example/', evo_admin: 'https://e.example/' };
    expect(launcherItems(context({ products: { user_manager: true, evo_admin: true } }), urls)).toEqual([
      { key: 'user_manager', url: 'https://u.example/' },
      { key: 'evo_admin', url: 'https://e.example/' },
    ]);
    expect(launcherItems(context({ products: { s3_image_manager: true } }), urls)).toEqual([
      { key: 's3_image_manager', url: undefined },
    ]);
    expect(launcherItems(context({ products: {} }), urls)).toEqual([]);
  });
});
