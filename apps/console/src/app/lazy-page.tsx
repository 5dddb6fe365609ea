import { type ComponentType, type JSX, use } from 'react';
import { trackedLoad } from '../lib/tracked-load';

export type LazyPage = (() => JSX.Element) & { preload: () => Promise<unknown> };

/**
 * A page whose code is its own chunk, loaded when its route first renders, under the route's Suspense
 * boundary (decision 077). `preload()` starts the same load earlier, while the console checks
 * the sign-in; a page whose chunk has arrived renders at once. A failed load throws to the route's error
 * element, which offers a reload.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  const preload = trackedLoad(load);
  function Page() {
    const Component = pick(use(preload()));
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
