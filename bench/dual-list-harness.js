// The page bench/dual-list.ts measures: the console's real FeatureForm with one dual list over a lookup of
// 10,000 options, answered by an in-page data API (no network), in the console's providers. Bundled by esbuild
// twice: with the current widget, and with the widget as it was before decision 074 (the reference). Plain
// JavaScript so that `tsc -p bench` does not type-check the console's JSX under bench's settings.
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import 'bootstrap/dist/css/bootstrap.min.css';
import { FlashProvider } from '../apps/console/src/components/flash';
import { FeatureForm } from '../apps/console/src/form-engine/feature-form';
import { formResources } from '../apps/console/src/form-engine/i18n';
import { ApiClientProvider } from '../apps/console/src/lib/api-context';
import { createQueryClient } from '../apps/console/src/lib/query-client';

// When this module starts running: the bundle is fetched, parsed and its imports evaluated.
window.__started = performance.now();
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) =>
  window.__violations.push(
    `${e.effectiveDirective} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
  ),
);

const count = Number(new URLSearchParams(location.search).get('options') ?? 10_000);
const words = ['Points', 'Rebounds', 'Assists', 'Steals', 'Blocks', 'Turnovers', 'Fouls', 'Minutes'];
const options = Array.from({ length: count }, (_, i) => ({
  text: `${words[i % words.length]} ${i}`,
  value: `s${i}`,
}));
const doc = {
  websiteId: 'bench',
  config: { statistics: [] },
  lookups: { stats: options },
  sport: 'basketball',
  trackingData: false,
  version: 1,
};
const feature = {
  id: 'general',
  resource: 'bench',
  title: 'Bench',
  method: 'PUT',
  submitLabel: 'Save',
  successMessage: 'Saved.',
  fields: [{ name: 'statistics', label: 'Statistics', type: 'chooseAndSelect', lookup: { key: 'stats' } }],
};
const answer = async () => [doc];
const client = {
  get: answer,
  getPage: async () => ({ data: [doc], next: undefined }),
  put: answer,
  request: answer,
};

const i18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  lng: 'en-GB',
  fallbackLng: 'en',
  resources: formResources,
  ns: ['form'],
  defaultNS: 'form',
  initAsync: false,
  interpolation: { escapeValue: false },
});

// Rendered: the first frame painted after the available list shows its options.
const painted = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
const waitForList = () => {
  if (document.querySelector('[role="listbox"] [role="option"]')) {
    painted().then((t) => {
      window.__rendered = t;
    });
  } else requestAnimationFrame(waitForList);
};
requestAnimationFrame(waitForList);

createRoot(document.getElementById('root')).render(
  h(
    I18nextProvider,
    { i18n },
    h(
      QueryClientProvider,
      { client: createQueryClient() },
      h(
        ApiClientProvider,
        { client },
        h(
          FlashProvider,
          null,
          h('main', { className: 'container py-3' }, h(FeatureForm, { feature, websiteId: 'bench' })),
        ),
      ),
    ),
  ),
);
