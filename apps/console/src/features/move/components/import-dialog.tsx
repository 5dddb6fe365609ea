import type { ImportAnswer } from '@eua/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { forgetWrittenSettings, importSettings } from '../api/move-api';
import { PreviewTable } from './move-tables';
import { isDefaultsId, targetLabel } from './website-label';
import { WhatIsSet } from './what-is-set';

type Failure = { message: string; problems: string[] };

/** A chosen file's text, as the browser reads it (FileReader: every browser the console supports). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

/**
 * "Import settings" (docs/product.md#settings-that-move): a settings file checked against this website's rules
 * first (the changes per screen and what is left out, or the problems that block it), then "Import" writes
 * every screen or none, against the versions the check showed.
 */
export function ImportDialog(props: { website: { websiteId: string; name?: string }; onClose: () => void }) {
  const { website, onClose } = props;
  const { t } = useTranslation();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [checked, setChecked] = useState<ImportAnswer['data'] | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const name = targetLabel(website.websiteId, website.name);
  const defaults = isDefaultsId(website.websiteId);

  const run = async () => {
    if (done) return onClose();
    if (!file) return setFailure({ message: t('move.settingsFile'), problems: [] });
    setBusy(true);
    setFailure(null);
    try {
      if (!checked) setChecked(await importSettings(api, website.websiteId, file, { dryRun: true }));
      else {
        await importSettings(api, website.websiteId, file, { dryRun: false, versions: checked.screens });
        await forgetWrittenSettings(queryClient);
        setDone(true);
      }
    } catch (error) {
      const problems = error instanceof ApiError ? error.errors.map((e) => e.message) : [];
      setFailure({ message: errorMessage(error), problems: problems.length > 1 ? problems : [] });
    } finally {
      setBusy(false);
    }
  };

  const rows = (checked?.screens ?? []).map((screen) => ({
    ...screen,
    websiteId: website.websiteId,
    websiteName: website.name ?? null,
    kind: checked?.kind ?? (defaults ? ('defaults' as const) : ('website' as const)),
    status: screen.status === 'applied' ? ('ok' as const) : screen.status,
  }));
  const okLabel = done
    ? t('move.close')
    : checked
      ? t(busy ? 'move.importing' : 'move.import')
      : t(busy ? 'move.checking' : 'move.checkFile');
  return (
    <ModalDialog
      title={t('move.importTitle', { website: name })}
      size="lg"
      initialFocus="body"
      okLabel={okLabel}
      okDisabled={busy || (!file && !done)}
      cancelLabel={done ? undefined : t('move.cancel')}
      onAnswer={(ok) => (ok ? void run() : onClose())}
      body={
        <>
          {done ? (
            <p role="status" className="alert alert-success mb-0">
              {t('move.imported', { website: name })}
            </p>
          ) : (
            <div className="mb-3">
              <label className="form-label" htmlFor={fileId}>
                {t('move.settingsFile')}
              </label>
              <input
                id={fileId}
                className="form-control"
                type="file"
                accept="application/json,.json"
                onChange={async (event) => {
                  const chosen = event.target.files?.[0];
                  setChecked(null);
                  setFailure(null);
                  setFile(chosen ? { name: chosen.name, text: await readText(chosen) } : null);
                }}
              />
            </div>
          )}
          {failure ? (
            <div className="alert alert-danger mb-0" role="alert">
              {failure.message}
              {failure.problems.length > 0 ? (
                <ul className="mb-0 mt-2">
                  {failure.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {checked && !done ? (
            <>
              <WhatIsSet websites={defaults ? 0 : 1} defaults={defaults} />
              <p>{t('move.dryRunIntro')}</p>
              <PreviewTable rows={rows} />
            </>
          ) : null}
        </>
      }
    />
  );
}
