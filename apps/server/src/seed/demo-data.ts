/**
 * The demo data set (docs/product.md#demo-data): five sign-ins, three customers, launcher products spread so that some
 * launcher entries show and some do not, and per website an organisation → competition → season tree.
 */
import { type MemberRole, READ_SCOPE, type Sport, WRITE_SCOPE } from '@eua/shared';
import type { SeedSubProduct } from './seed.repo';

export const DEMO_PASSWORD = 'demo';
/**
 * DEMO_PASSWORD hashed once with scrypt (modules/idp/password.ts) and kept here, not hashed at each seed: the
 * password is public (the start-up banner prints it), so a salt of its own per database protects nothing, and
 * scrypt's 16 MB work area, allocated during a first start, left the server's memory allocator keeping freed
 * buffers for the rest of the seed (decision 102).
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$v5LYOWcYaRZIIOEY1Vl1ng==$dP34GwQ02g4+J2Mv06OHdf71+xWIpxRWngqTcwi8h10563G1dB9kPvYtFYKbxpIbStS2nDQjYXkA5f8y53Lysg==';

export const demoUsers = {
  admin: {
    id: 'user-admin',
    email: 'admin@demo.test',
    name: 'Alex Admin',
    initials: 'AA',
    colour: '#1f6feb',
  },
  viewer: {
    id: 'user-viewer',
    email: 'viewer@demo.test',
    name: 'Val Viewer',
    initials: 'VV',
    colour: '#8250df',
  },
  editor: {
    id: 'user-editor',
    email: 'editor@demo.test',
    name: 'Eden Editor',
    initials: 'EE',
    colour: '#1a7f37',
  },
  publisher: {
    id: 'user-publisher',
    email: 'publisher@demo.test',
    name: 'Pat Publisher',
    initials: 'PP',
    colour: '#bc4c00',
  },
  nobody: {
    id: 'user-nobody',
    email: 'nobody@demo.test',
    name: 'Noa Nobody',
    initials: 'NN',
    colour: '#6e7781',
  },
} as const;

export const demoCustomers = {
  northern: { id: '1001', name: 'Northern Basketball League' },
  iceAndCourt: { id: '1002', name: 'Ice & Court Media' },
  empty: { id: '1003', name: 'Empty Customer' },
} as const;

export const CONSOLE_PRODUCT = 'embedded_ui_admin';
export { READ_SCOPE, WRITE_SCOPE };

export const demoProducts: { code: string; name: string }[] = [
  { code: CONSOLE_PRODUCT, name: 'Embedded UI Admin' },
  { code: 'live_production_monitor', name: 'Live Production Monitor' },
  { code: 'user_manager', name: 'User Manager' },
  { code: 'video_stream_manager', name: 'Video Stream Manager' },
  { code: 'evo_admin', name: 'Evo Admin' },
  { code: 'Datacore', name: 'Datacore' },
  { code: 's3', name: 'S3' },
  { code: 'evo_operations_panel', name: 'Evo Operations Panel' },
];

/** The console caches `code` and `code_subproductname` (lowercased, underscores) as keys. */
const datacoreAdminTool: SeedSubProduct = {
  subProductName: 'Datacore Admin Tool',
  subProductId: 'datacore-admin-tool',
};
const scheduleManager: SeedSubProduct = {
  subProductName: 'Schedule Manager',
  subProductId: 's3-schedule-manager',
};
const imageManager: SeedSubProduct = { subProductName: 'Image Manager', subProductId: 's3-image-manager' };

export const demoCustomerProducts: { customerId: string; code: string; subProducts: SeedSubProduct[] }[] = [
  { customerId: demoCustomers.northern.id, code: CONSOLE_PRODUCT, subProducts: [] },
  { customerId: demoCustomers.northern.id, code: 'live_production_monitor', subProducts: [] },
  { customerId: demoCustomers.northern.id, code: 'user_manager', subProducts: [] },
  { customerId: demoCustomers.northern.id, code: 'Datacore', subProducts: [datacoreAdminTool] },
  { customerId: demoCustomers.northern.id, code: 's3', subProducts: [scheduleManager] },
  { customerId: demoCustomers.iceAndCourt.id, code: CONSOLE_PRODUCT, subProducts: [] },
  { customerId: demoCustomers.iceAndCourt.id, code: 'video_stream_manager', subProducts: [] },
  { customerId: demoCustomers.iceAndCourt.id, code: 'evo_admin', subProducts: [] },
  { customerId: demoCustomers.iceAndCourt.id, code: 's3', subProducts: [scheduleManager, imageManager] },
  { customerId: demoCustomers.iceAndCourt.id, code: 'evo_operations_panel', subProducts: [] },
  { customerId: demoCustomers.empty.id, code: CONSOLE_PRODUCT, subProducts: [] },
];

/** Who is in which customer, with which role (docs/product.md#roles). */
export const demoMemberships: { userId: string; customerId: string; role: MemberRole }[] = [
  { userId: demoUsers.admin.id, customerId: demoCustomers.northern.id, role: 'admin' },
  { userId: demoUsers.admin.id, customerId: demoCustomers.iceAndCourt.id, role: 'admin' },
  { userId: demoUsers.admin.id, customerId: demoCustomers.empty.id, role: 'admin' },
  { userId: demoUsers.viewer.id, customerId: demoCustomers.northern.id, role: 'viewer' },
  { userId: demoUsers.editor.id, customerId: demoCustomers.northern.id, role: 'editor' },
  { userId: demoUsers.publisher.id, customerId: demoCustomers.northern.id, role: 'publisher' },
];

type DemoCompetition = { name: string; seasons: string[]; trackedSeasons?: number };
type DemoOrganization = { name: string; competitions: DemoCompetition[] };
export type DemoWebsite = {
  id: string;
  customerId: string;
  name: string;
  sport: Sport;
  trackingData: boolean;
  organizations: DemoOrganization[];
};

const winterSeasons = ['2022-23', '2023-24', '2024-25'];
const summerSeasons = ['2023', '2024', '2025'];

export const demoWebsites: DemoWebsite[] = [
  {
    id: '2001',
    customerId: demoCustomers.northern.id,
    name: 'NBL Official Website',
    sport: 'basketball',
    trackingData: false,
    organizations: [
      {
        name: 'Northern Basketball League',
        competitions: [
          { name: 'NBL Championship', seasons: winterSeasons },
          { name: 'NBL Cup', seasons: winterSeasons },
        ],
      },
      {
        name: 'Northern Basketball Association',
        competitions: [
          { name: 'Division One', seasons: winterSeasons },
          { name: 'Division Two', seasons: winterSeasons },
        ],
      },
    ],
  },
  {
    id: '2002',
    customerId: demoCustomers.northern.id,
    name: "NBL Women's League",
    sport: 'basketball',
    trackingData: false,
    organizations: [
      {
        name: "Northern Women's Basketball League",
        competitions: [
          { name: 'NWBL Premiership', seasons: winterSeasons },
          { name: 'NWBL Cup', seasons: winterSeasons },
        ],
      },
      {
        name: 'Northern Basketball Association',
        competitions: [
          { name: "Women's Division One", seasons: winterSeasons },
          { name: 'Under-20 Women', seasons: summerSeasons },
        ],
      },
    ],
  },
  {
    id: '2003',
    customerId: demoCustomers.northern.id,
    name: 'NBL Youth Championships',
    sport: 'basketball',
    trackingData: false,
    organizations: [
      {
        name: 'Northern Schools Basketball',
        competitions: [
          { name: 'Under-18 Championship', seasons: summerSeasons },
          { name: 'Under-16 Championship', seasons: summerSeasons },
        ],
      },
      {
        name: 'Northern Basketball Academy',
        competitions: [
          { name: 'Academy League', seasons: winterSeasons },
          { name: 'Academy Cup', seasons: winterSeasons },
        ],
      },
    ],
  },
  {
    id: '2101',
    customerId: demoCustomers.iceAndCourt.id,
    name: 'Ice Hockey Central',
    sport: 'hockey',
    trackingData: true,
    organizations: [
      {
        name: 'Northern Ice Hockey League',
        competitions: [
          { name: 'Elite League', seasons: winterSeasons, trackedSeasons: 2 },
          { name: 'Challenge Cup', seasons: winterSeasons, trackedSeasons: 1 },
        ],
      },
      {
        name: 'National Ice Hockey Association',
        competitions: [
          { name: 'National League', seasons: winterSeasons },
          { name: 'Under-20 Championship', seasons: winterSeasons },
        ],
      },
    ],
  },
  {
    id: '2102',
    customerId: demoCustomers.iceAndCourt.id,
    name: 'Handball Today',
    sport: 'handball',
    trackingData: false,
    organizations: [
      {
        name: 'National Handball Federation',
        competitions: [
          { name: 'Premier Handball League', seasons: winterSeasons },
          { name: 'Handball Cup', seasons: winterSeasons },
        ],
      },
      {
        name: "Women's Handball Association",
        competitions: [
          { name: "Women's Premier League", seasons: winterSeasons },
          { name: "Women's Handball Cup", seasons: summerSeasons },
        ],
      },
    ],
  },
];

/** A profile picture we serve ourselves (an SVG data URI): no external host in the product. */
export function avatarDataUri(initials: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="26" font-weight="600" fill="#ffffff" text-anchor="middle">${initials}</text>` +
    '</svg>';
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Each demo customer's brand (docs/product.md#theme): Ice & Court Media's websites wear their own, so the
 * two customers' widgets visibly differ on the sample site; Northern Basketball League keeps the default look.
 */
export const demoThemes: Record<string, Record<string, unknown>> = {
  [demoCustomers.iceAndCourt.id]: {
    lightAccent: '#a3123a',
    lightBackground: '#f6f9fc',
    lightText: '#0f2233',
    lightSecondaryText: '#3f5366',
    lightLines: '#c3d3e3',
    lightHeaderBackground: '#dde8f3',
    lightMarkOutline: '#0f2233',
    darkAccent: '#ff8fa8',
    darkBackground: '#0e1a26',
    darkText: '#e9f1f8',
    darkSecondaryText: '#a9bccd',
    darkLines: '#2b4257',
    darkHeaderBackground: '#16293b',
    darkMarkOutline: '#e9f1f8',
    font: 'georgia',
    baseSize: 14,
    cornerRadius: 2,
    density: 'compact',
  },
};
