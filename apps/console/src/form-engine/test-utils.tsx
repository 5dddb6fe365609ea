import type { ConfigDocument, FeatureDefinition } from '@eua/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { FlashProvider, useFlash } from '../components/flash';
import { type ApiClient, ApiError, type RequestOptions } from '../lib/api-client';
import { ApiClientProvider } from '../lib/api-context';
import { createQueryClient } from '../lib/query-client';
import { FeatureForm } from './feature-form';
import { formResources } from './i18n';
import { lazyWidgetKinds, loadWidget } from './widget-loaders';

// A configuration screen starts its widgets' chunks with its own code, before its form arrives (routes.tsx,
// decision 077): the forms rendered here find them loaded too. registry.test.tsx covers the load itself.
await Promise.all(lazyWidgetKinds.map(loadWidget));

/** A fresh i18next instance with the form texts, as the shell registers them. */
export function createTestI18n(lng: 'en-GB' | 'en-US' = 'en-GB'): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: formResources,
    ns: ['form'],
    defaultNS: 'form',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export type Call = { method: string; path: string; body?: unknown; ifMatch?: string; reason?: string };
type Handler = (call: Call) => unknown;

/**
 * A fake data API at the network edge: answers GET/PUT by path with what a test declares, records every
 * call, and throws ApiError for answers declared as `{ status, message, errors }` failures.
 */
export function fakeApi(routes: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const answer = async (call: Call) => {
    calls.push(call);
    const key = Object.keys(routes).find(
      (route) => `${call.method} ${call.path}` === route || call.path === route,
    );
    if (!key) throw new ApiError(404, `No route for ${call.method} ${call.path}`);
    const route = routes[key];
    const result = typeof route === 'function' ? await (route as Handler)(call) : route;
    if (result instanceof ApiError) throw result;
    return result;
  };
  const client: ApiClient = {
    get: <T,>(path: string) => answer({ method: 'GET', path }) as Promise<T>,
    getPage: async <T,>(path: string) => {
      const result = (await answer({ method: 'GET', path })) as T | { data: T; next?: string };
      // A route may answer a page ({ data, next }) or just the data (one page, no next).
      return result && typeof result === 'object' && 'data' in result
        ? { data: result.data, next: result.next }
        : { data: result as T, next: undefined };
    },
    // A route of such a call answers the whole { data, meta }.
    getWithMeta: <T, M>(path: string) => answer({ method: 'GET', path }) as Promise<{ data: T; meta: M }>,
    put: <T,>(path: string, body: unknown, options?: RequestOptions) =>
      answer({
        method: 'PUT',
        path,
        body,
        ifMatch: options?.ifMatch,
        ...(options?.reason ? { reason: options.reason } : {}),
      }) as Promise<T>,
    getFile: async (path: string) => new Blob([String(await answer({ method: 'GET', path }))]),
    request: <T,>(method: string, path: string, body?: unknown, options?: RequestOptions) =>
      answer({
        method,
        path,
        body,
        ifMatch: options?.ifMatch,
        ...(options?.reason ? { reason: options.reason } : {}),
      }) as Promise<T>,
    postText: <T,>(path: string, text: string) => answer({ method: 'POST', path, body: text }) as Promise<T>,
  };
  return { client, calls };
}

/** The stacked flash messages, as the shell's page wrapper shows them. */
export function FlashList() {
  const { messages } = useFlash();
  return (
    <div>
      {messages.map((m) => (
        <div key={m.id} role={m.type === 'danger' ? 'alert' : 'status'} className={`alert alert-${m.type}`}>
          {m.message}
          {m.link && <a href={m.link.href}>{m.link.text}</a>}
        </div>
      ))}
    </div>
  );
}

export function Providers({
  client,
  children,
  lng,
}: {
  client: ApiClient;
  children: ReactNode;
  lng?: 'en-GB' | 'en-US';
}) {
  // Each rendered form has its own cache, as each App render has (decision 069).
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={createTestI18n(lng)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <FlashProvider>
            <FlashList />
            {children}
          </FlashProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export const document = (overrides: Partial<ConfigDocument> = {}): ConfigDocument => ({
  websiteId: 'w1',
  config: {},
  lookups: {},
  sport: 'basketball',
  trackingData: false,
  version: 1,
  ...overrides,
});

/**
 * Renders FeatureForm for `feature` against a fake API whose GET answers `doc` and whose PUT echoes the
 * body back as the saved document (or answers what `put` returns).
 */
export function renderFeature(
  feature: FeatureDefinition,
  doc: ConfigDocument,
  options: { put?: Handler; routes?: Record<string, Handler | unknown>; lng?: 'en-GB' | 'en-US' } = {},
) {
  const path = `/v1/config/${doc.websiteId}/${feature.resource}`;
  const api = fakeApi({
    [`GET ${path}`]: [doc],
    [`PUT ${path}`]:
      options.put ??
      ((call: Call) => {
        const { websiteId: _, ...config } = call.body as Record<string, unknown>;
        return [{ ...doc, config, version: doc.version + 1 }];
      }),
    ...options.routes,
  });
  const view = render(
    <Providers client={api.client} lng={options.lng}>
      <FeatureForm feature={feature} websiteId={doc.websiteId} />
    </Providers>,
  );
  return { ...view, calls: api.calls, puts: () => api.calls.filter((c) => c.method === 'PUT') };
}

/** A feature definition for a test: the given fields, a test resource, 'Save' and 'Saved.'. */
export const testFeature = (
  fields: FeatureDefinition['fields'],
  extra: Partial<FeatureDefinition> = {},
): FeatureDefinition => ({
  id: 'general',
  resource: 'test-resource',
  title: 'Test feature',
  method: 'PUT',
  submitLabel: 'Save',
  successMessage: 'Saved.',
  fields,
  ...extra,
});
