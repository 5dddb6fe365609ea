import { preloadPageChunk, requestRuntimeConfig } from './app/page-chunks';
import { startScreenReads } from './app/screen-reads';
import { needsConsole, redirectToSignIn } from './features/auth/boot-sign-in';
import { opensSignedOut } from './lib/signed-out-pages';

/**
 * The console's first script (decision 077). A signed-out visitor is sent to the login page
 * from here, with a few kilobytes of script; everyone else gets the whole console (React, Bootstrap, the
 * router), loaded only now. Anything unexpected loads the console too, which signs in as it always did.
 */
async function boot(): Promise<void> {
  // A review link's page is for anyone: it loads the console without a sign-in.
  if (!needsConsole() && !opensSignedOut(window.location.pathname)) {
    try {
      if (await redirectToSignIn()) return;
    } catch (error) {
      console.error('The quick sign-in redirect failed; loading the console', error);
    }
  }
  // The runtime configuration, the shell and the page's own chunk, all asked for at once (decision 085), and a
  // configuration screen's document as soon as the configuration is known (decision 089). The screen's reads
  // go first: on HTTP/1.1's six connections the features' small chunk would otherwise queue behind the shell's.
  const config = requestRuntimeConfig();
  const { pathname } = window.location;
  startScreenReads(pathname, config);
  void preloadPageChunk(pathname);
  try {
    await import('./main-app');
  } catch (error) {
    console.error(error);
    showLoadFailure();
  }
}

/** The console's code did not arrive (offline, a deployment replaced it): say so, and offer a reload. */
function showLoadFailure(): void {
  const root = document.getElementById('root') ?? document.body;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:1rem';
  const text = document.createElement('p');
  text.textContent = 'The console could not be loaded. Check the connection, then reload the page.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  root.replaceChildren(box);
}

void boot();
