import { draftsTexts } from './drafts-texts';
import { moveTexts } from './move-texts';
import { webhooksTexts } from './webhooks-texts';
import { usageTexts } from './usage-texts';

/**
 * The console frame's texts (namespace `console`). `en` carries the British spelling that en-GB and en-AU use
 * (docs/product.md#users-and-sign-in: default en-GB, fallback en); en-US overrides only the words that really
 * differ.
 */
const en = {
  appTitle: 'Embedded UI Admin',
  loading: 'Loading',
  signingIn: 'Taking you to the sign-in page…',
  signInFailed: 'Sign-in did not complete: {{error}}',
  login: 'Login',
  signInAgain: 'Try again',
  signOut: 'Log out',
  changeCustomer: 'Change customer',
  toggleNavigation: 'Menu',
  language: 'Language',
  languageNames: { 'en-AU': 'English (Australia)', 'en-GB': 'English (UK)', 'en-US': 'English (US)' },
  profilePicture: 'Profile picture',
  nav: {
    websites: 'Websites',
    manage: 'Manage',
    overview: 'Overview',
    competitionAdmin: 'Competition Admin',
    organisations: 'Organisations',
    apps: 'Apps',
    customer: 'Customer',
    activity: 'Activity',
    scheduled: 'Scheduled changes',
    webhooks: 'Webhooks',
    usage: 'Usage',
    health: 'Health',
  },
  launcher: {
    live_production_monitor: 'Production Monitor',
    user_manager: 'User Manager',
    video_stream_manager: 'Video Stream Manager',
    evo_admin: 'Evo Admin',
    Datacore_datacore_admin_tool: 'Datacore Admin',
    s3_schedule_manager: 'Schedule Manager',
    s3_image_manager: 'Image Manager',
    evo_operations_panel: 'Evo Operations Panel',
    noAddress: 'This server has no address for this tool yet.',
    notConfigured: 'not configured',
  },
  footer: { support: 'Support', terms: 'Terms' },
  context: {
    label: 'Customer and website',
    customer: 'Customer',
    website: 'Website',
    noCustomer: 'None chosen yet',
    switchWebsite: 'Switch website',
    allWebsites: 'All websites',
    moreWebsites_one: '{{count, number}} more in the websites table',
    moreWebsites_other: '{{count, number}} more in the websites table',
    loadingWebsites: 'Loading websites…',
    current: 'current',
  },
  wrapper: {
    darkMode: 'Dark mode',
    display: 'Display',
    fluidLayout: 'Full-width layout',
    previewLayout: 'Show preview',
    goBack: 'Go Back',
    scrollTop: 'Scroll to top',
    dismiss: 'Dismiss',
  },
  customers: {
    title: 'Select a customer',
    intro: 'Choose the customer whose websites you want to configure.',
    customerId: 'Customer Id',
    name: 'Name',
    select: 'Select',
    none: 'You do not have access to any customers for this product. Please contact support for access.',
    failed: 'The customer list could not be loaded: {{message}}',
    selectFailed: 'The customer could not be selected: {{message}}',
    search: 'Search customers',
    noMatch: 'No customers match "{{q}}"',
    count_one: '{{count, number}} customer',
    count_other: '{{count, number}} customers',
    matching: '{{count, number}} of {{total, number}} customers',
  },
  websites: {
    title: 'Select a website',
    id: 'ID',
    name: 'Website Name',
    sport: 'Sport',
    empty: 'No records found',
    failed: 'The websites could not be loaded: {{message}}',
    sports: { basketball: 'Basketball', hockey: 'Hockey', handball: 'Handball' },
    search: 'Search websites',
    noMatch: 'No websites match "{{q}}"',
    count_one: '{{count, number}} website',
    count_other: '{{count, number}} websites',
    matching: '{{count, number}} of {{total, number}} websites',
    showing: 'Showing {{from, number}}–{{to, number}} of {{total, number}}',
  },
  activity: {
    title: 'Activity',
    intro:
      "Every change to the customer's configuration: who made it, when, where and how — and the changes that were refused.",
    filters: 'Filter activity',
    website: 'Website',
    person: 'Person',
    personHint: 'Email or user id',
    screen: 'Screen',
    kind: 'How',
    from: 'From',
    to: 'To',
    any: 'Any',
    clear: 'Clear filters',
    export: 'Export CSV',
    exportFailed: 'The CSV could not be downloaded: {{message}}',
    caption: 'Configuration changes, newest first',
    when: 'When',
    who: 'Who',
    change: 'Change',
    how: 'How',
    loading: 'Loading activity…',
    empty: 'No activity yet.',
    noMatch: 'No activity matches these filters.',
    failed: 'The activity could not be loaded: {{message}}',
    loadMore: 'Load more',
    kinds: {
      save: 'Saved in the console',
      api: 'Saved through the API',
      restore: 'Restored',
      copy: 'Copied',
      import: 'Imported',
      bulk: 'Bulk edit',
      publish: 'Published from a draft',
      schedule: 'Published on schedule',
      webhook: 'Webhooks',
    },
  },
  table: {
    searchPlaceholder: 'Name or ID',
    sortBy: 'Sort by {{column}}',
    pages: '{{list}} pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
  manage: {
    title: 'Manage',
    intro: 'Configure the widgets of {{website}}: choose a screen.',
    chooseWebsite: 'Choose a website first.',
    chooseWebsiteLink: 'Select a website',
  },
  organisations: {
    title: 'Organisations',
    intro: 'The organisations, competitions and seasons {{website}} can show.',
    organisation: 'Organisation',
    competitions: 'Competitions',
    seasons: 'Seasons',
    none: 'This website has no organisations.',
    noSeasons: 'No seasons',
    trackingData: 'Tracking data',
    failed: 'The organisations could not be loaded: {{message}}',
  },
  configuration: {
    failed: 'The website could not be loaded: {{message}}',
  },
  preview: {
    title: 'Preview',
    frameTitle: 'Widget preview',
    unsaved: 'Preview of unsaved changes',
    widget: 'Widget',
    // The detail widgets' subject picker (decision 111).
    subjects: { team: 'Team', person: 'Person', fixture: 'Fixture' },
    noSubjects: {
      team: 'The season shown has no teams to preview.',
      person: 'The season shown has no players to preview.',
      fixture: 'The season shown has no fixtures to preview.',
    },
    loading: 'Loading the preview…',
    failed: 'The preview could not be loaded: {{message}}',
    noteWidget:
      'The widget as this form stands, with the saved General settings. Nothing is saved until you update.',
    noteGeneral:
      'The chosen widget with its saved settings and General as this form stands. Nothing is saved until you update.',
  },
  embed: {
    title: 'Embed on a website',
    intro:
      'Paste this HTML where the widget should appear. It loads only on pages of the website’s referrer domains:',
    referrerLink: 'General › Referrer domains',
    code: 'Embed code',
    copy: 'Copy',
    copied: 'Copied',
    selected: 'Selected: press Ctrl+C (⌘C on a Mac) to copy.',
    // A detail widget's data-id (decisions 106, 111).
    subjectPicked: {
      team: 'data-id is the team picked in the preview.',
      person: 'data-id is the person picked in the preview.',
      fixture: 'data-id is the fixture picked in the preview.',
    },
    subjectNone: {
      team: 'Pick a team in the preview to add its data-id.',
      person: 'Pick a person in the preview to add its data-id.',
      fixture: 'Pick a fixture in the preview to add its data-id.',
    },
    subjectFromAddress: 'On a page whose address ends with {{path}}, data-id may be left out.',
  },
  domainTester: {
    empty: 'With no referrer domains, widgets load on no page.',
    label: 'Page address',
    test: 'Test',
    invalid: 'Enter a full page address, such as https://www.club.com/standings.',
    allowed: 'Allowed',
    refused: 'Refused',
    allowedSaved: 'Widgets will load on {{origin}}: it matches the saved referrer domain “{{domain}}”.',
    allowedUnsaved:
      'Widgets will load on {{origin}} once you save: it matches “{{domain}}”, which is not saved yet.',
    refusedSaved: 'Widgets will not load on {{origin}}: no referrer domain matches it.',
    refusedUnsaved:
      'Widgets load on {{origin}} now (saved: “{{domain}}”), but will not once you save: no referrer domain in the list as edited matches it.',
    toAdd: 'To allow it, add the referrer domain “{{domain}}”.',
    add: 'Add {{domain}}',
  },
  info: {
    support:
      'For help with Embedded UI Admin, contact the support team of your sports data platform and name the customer and website concerned.',
    terms:
      'Embedded UI Admin is provided to the administrators of the platform’s customers under their service agreement. Changes made here are published to the customer’s embedded widgets.',
  },
  drafts: draftsTexts,
  move: moveTexts,
  webhooks: webhooksTexts,
  usage: usageTexts,
  skipToContent: 'Skip to content',
  leaveGuard: {
    title: 'Leave this page?',
    body: 'You have unsaved changes on this screen. If you leave now, they will be lost.',
    stay: 'Stay',
    leave: 'Leave',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address.',
    home: 'Back to the websites',
  },
};

type Texts = typeof en;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

const enUS: DeepPartial<Texts> = {
  nav: { organisations: 'Organizations' },
  organisations: {
    title: 'Organizations',
    intro: 'The organizations, competitions and seasons {{website}} can show.',
    organisation: 'Organization',
    none: 'This website has no organizations.',
    failed: 'The organizations could not be loaded: {{message}}',
  },
};

export const consoleResources = {
  en: { console: en },
  'en-GB': { console: {} },
  'en-AU': { console: {} },
  'en-US': { console: enUS },
};
