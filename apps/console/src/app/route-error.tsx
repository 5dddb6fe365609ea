import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * What a browser says when the code of a split chunk could not be fetched: Chromium, Firefox, Safari, and
 * Vite's preload of the chunk's stylesheet.
 */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);

/**
 * The error element of the console's pages (decision 077): a page whose code did not arrive (the connection
 * dropped, or a new deployment replaced the chunk) says so and offers a reload; any other failure of a page
 * says what failed, with the same way out. The header and menus stay usable.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  // The texts' English is their default value: they show even if the console's resources lack them.
  const title = chunk
    ? t('pageError.chunkTitle', 'This page could not be loaded')
    : t('pageError.title', 'Something went wrong on this page');
  const text = chunk
    ? t(
        'pageError.chunkText',
        'Its code did not arrive: the connection may have dropped, or a new version of the console was published. Reload the page to try again.',
      )
    : t('pageError.text', '{{message}}', { message: error instanceof Error ? error.message : String(error) });
  return (
    <div className="container-fluid py-4">
      <div className="alert alert-danger" role="alert">
        <h1 className="h5">{title}</h1>
        <p className="mb-0">{text}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('pageError.reload', 'Reload')}
      </button>
    </div>
  );
}
