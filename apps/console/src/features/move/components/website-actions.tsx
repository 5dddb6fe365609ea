import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../../components/flash';
import { errorMessage } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { useCanWrite } from '../../../lib/auth';
import { downloadSettings } from '../api/move-api';
import { CopyDialog } from './copy-dialog';
import { ImportDialog } from './import-dialog';
import { isDefaultsId } from './website-label';

/**
 * A configuration screen's page actions (docs/product.md#settings-that-move): "Copy to other websites" (this
 * screen), "Export settings" and "Import settings" (the whole website). Write actions only for a user who may
 * write.
 */
export function WebsiteActions(props: { website: { websiteId: string; name?: string }; resource: string }) {
  const { website, resource } = props;
  const { t } = useTranslation();
  const api = useApiClient();
  const flash = useFlash();
  const canWrite = useCanWrite();
  const [open, setOpen] = useState<'copy' | 'import' | null>(null);
  const download = async () => {
    try {
      await downloadSettings(api, website);
    } catch (error) {
      flash.show({ type: 'danger', message: t('move.failed', { message: errorMessage(error) }) });
    }
  };
  return (
    <div className="d-flex flex-wrap gap-2">
      {canWrite ? (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setOpen('copy')}>
          {t(isDefaultsId(website.websiteId) ? 'move.copyToWebsites' : 'move.copyAction')}
        </button>
      ) : null}
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void download()}>
        {t('move.exportSettings')}
      </button>
      {canWrite ? (
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setOpen('import')}>
          {t('move.importSettings')}
        </button>
      ) : null}
      {open === 'copy' ? (
        <CopyDialog source={website} resource={resource} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'import' ? <ImportDialog website={website} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
