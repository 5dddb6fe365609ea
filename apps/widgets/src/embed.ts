/**
 * `/widgets/v1/embed.js` (docs/product.md#widgets): the one script a customer's page loads. It leaks one
 * global, `window.EuaWidgets`, for pages that add widget elements after load; everything else stays inside
 * the bundle's closure and the widgets' shadow roots.
 */
import { type Runtime, startRuntime } from './runtime';

export type EuaWidgetsApi = {
  version: string;
  render: Runtime['render'];
  refresh: Runtime['refresh'];
};

declare global {
  interface Window {
    EuaWidgets?: EuaWidgetsApi;
  }
}

/** The script's own origin is the API's: the page's origin is the customer's site, not ours. */
function scriptBase(script: HTMLScriptElement | null): string {
  const src =
    script?.src ||
    document.querySelector<HTMLScriptElement>('script[src*="/widgets/v1/embed.js"]')?.src ||
    location.href;
  return new URL(src, location.href).origin;
}

function boot(): void {
  // document.currentScript is only set while this script first runs: read it before anything waits.
  const script = document.currentScript as HTMLScriptElement | null;
  if (window.EuaWidgets) {
    // Loaded twice (two snippets on one page): the first copy already watches the page.
    window.EuaWidgets.render();
    return;
  }
  const options = { base: scriptBase(script), preview: script?.hasAttribute('data-eua-preview') ?? false };
  const start = () => {
    const runtime = startRuntime(options);
    window.EuaWidgets = { version: '1', render: runtime.render, refresh: runtime.refresh };
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

boot();
