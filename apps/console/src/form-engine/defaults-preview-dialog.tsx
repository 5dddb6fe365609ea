import type { DefaultsPreview } from '@eua/shared';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../components/modal-dialog';
import { useFormT } from './use-form-t';

/**
 * Before a default is saved (decision 146): every website the save changes, per field in History's words, and
 * the websites that keep their own value. "Apply" saves; Cancel leaves the form as it is. While the save is on
 * its way (`applying`) the dialog stays, its buttons disabled, with a progress bar named after the number of
 * websites: indeterminate, as the save is one transaction that tells nothing until it answers (decision 156).
 */
export function DefaultsPreviewDialog(props: {
  preview: DefaultsPreview;
  applying?: boolean;
  onAnswer: (ok: boolean) => void;
}) {
  const { preview, applying = false, onAnswer } = props;
  const t = useFormT();
  const { language } = useTranslation().i18n;
  const count = preview.changes.length;
  const progressName =
    count === 1
      ? t('Applying to 1 website')
      : t('Applying to {{number}} websites', { number: new Intl.NumberFormat(language).format(count) });
  return (
    <ModalDialog
      title={t("Apply to the customer's websites?")}
      size="lg"
      body={
        <>
          {applying && (
            <div
              className="progress mb-3"
              role="progressbar"
              aria-label={progressName}
              aria-valuetext={t('Saving…')}
            >
              <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
            </div>
          )}
          <h3 className="h6">{t('Websites this changes')}</h3>
          {preview.changes.length === 0 ? (
            <p>{t('No website changes.')}</p>
          ) : (
            <ul aria-label={t('Websites this changes')}>
              {preview.changes.map((website) => (
                <li key={website.websiteId}>
                  <strong>{website.name}</strong>
                  <ul>
                    {website.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          {preview.keeping.length > 0 && (
            <>
              <h3 className="h6">{t('Websites that keep their own value')}</h3>
              <ul aria-label={t('Websites that keep their own value')}>
                {preview.keeping.map((website) => (
                  <li key={website.websiteId}>
                    <strong>{website.name}</strong>: {website.fields.join(', ')}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      }
      cancelLabel={t('Cancel')}
      okLabel={t('Apply')}
      okDisabled={applying}
      cancelDisabled={applying}
      onAnswer={onAnswer}
    />
  );
}
