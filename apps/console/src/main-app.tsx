import 'bootstrap/dist/css/bootstrap.min.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchWithEarlyConfig } from './app/page-chunks';
import { preloadPageFor } from './app/routes';
import { initI18n } from './i18n';
import { applyTheme, readDarkMode } from './lib/preferences';
import { loadRuntimeConfig } from './lib/runtime-config';

/**
 * The whole console, loaded by boot.ts when the page load needs more than a redirect to the login page
 * (decision 077).
 */

// The theme is applied before the first render so a dark page never flashes light.
applyTheme(readDarkMode());
// The page's own chunk (asked for by boot.ts already) and a configuration screen's widgets load while the
// runtime configuration and the sign-in are checked.
void preloadPageFor(window.location.pathname);

const root = createRoot(document.getElementById('root')!);

async function start() {
  try {
    const [config, i18n] = await Promise.all([loadRuntimeConfig(fetchWithEarlyConfig), initI18n()]);
    root.render(
      <StrictMode>
        <App config={config} i18n={i18n} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <div className="container py-5">
        <div className="alert alert-danger" role="alert">
          {(error as Error).message}
        </div>
      </div>,
    );
  }
}

void start();
