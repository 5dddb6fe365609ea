import { featureList } from '@eua/shared';
import { act, render, screen } from '@testing-library/react';
import { type JSX, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Spinner } from '../components/spinner';
import { lazyWidgetKindOf } from '../form-engine/widget-loaders';
import { initI18n } from '../i18n';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';

/** A page chunk whose arrival the test decides. */
function pendingChunk() {
  let arrive: (module: { Page: () => JSX.Element }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ Page: () => JSX.Element }>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return {
    load,
    arrive: (text: string) => arrive({ Page: () => <h1>{text}</h1> }),
    fail: (e: Error) => fail(e),
  };
}

/** The routes' shape in routes.tsx: a Suspense boundary and an error element around the pages. */
async function renderPage(Page: () => JSX.Element) {
  const i18n = await initI18n('en-GB');
  const router = createMemoryRouter([
    {
      element: (
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      ),
      errorElement: <RouteError />,
      children: [{ path: '/', element: <Page /> }],
    },
  ]);
  // Awaited: React finishes a render that suspended only inside an awaited act().
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  });
}

describe('pages in chunks of their own (decision 077)', () => {
  it('shows the spinner while a page’s chunk loads, then the page; the chunk is loaded once', async () => {
    const chunk = pendingChunk();
    const Page = lazyPage(chunk.load, (m) => m.Page);
    await renderPage(Page);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => chunk.arrive('Websites'));
    expect(await screen.findByRole('heading', { name: 'Websites' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    await Page.preload();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('renders a page whose chunk arrived before it (preloaded) at once, with no spinner', async () => {
    const chunk = pendingChunk();
    const Page = lazyPage(chunk.load, (m) => m.Page);
    const preloaded = Page.preload();
    chunk.arrive('Customers');
    await preloaded;
    await renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeInTheDocument();
  });

  it('says clearly that a page’s code did not arrive, and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = pendingChunk();
    const Page = lazyPage(chunk.load, (m) => m.Page);
    await renderPage(Page);
    await act(async () =>
      chunk.fail(new TypeError('Failed to fetch dynamically imported module: /assets/websites-page-x.js')),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Reload the page to try again.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows any other page failure with its message and the same way out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): JSX.Element {
      throw new Error('The page broke');
    }
    await renderPage(Broken);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on this pageThe page broke',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('the lazy widget registry (decision 077)', () => {
  const kindsOf = (id: string) =>
    [
      ...new Set(
        featureList
          .find((feature) => feature.id === id)
          ?.fields.map(lazyWidgetKindOf)
          .filter(Boolean),
      ),
    ].sort();

  it('names the chunks each screen loads with it: General its season tree, locales and lists, not the others', () => {
    expect(kindsOf('general')).toEqual(['locales', 'seasonTree', 'valueList']);
    expect(kindsOf('teams')).toEqual([]);
    expect(kindsOf('standings')).toContain('colourRules');
    expect(kindsOf('leaders')).toContain('dualList');
    expect(kindsOf('leaders')).not.toContain('seasonTree');
    // Every screen's custom widget has a chunk: none would fall through to a missing renderer.
    for (const feature of featureList)
      for (const field of feature.fields)
        if (field.type === 'custom' && field.widget)
          expect(lazyWidgetKindOf(field), `${feature.id}.${field.name}`).toBeDefined();
  });
});
