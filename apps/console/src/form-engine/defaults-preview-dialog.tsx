import type { DefaultsPreview } from '@eua/shared';
import { ModalDialog } from '../components/modal-dialog';
import { useFormT } from './use-form-t';

/**
 * Before a default is saved (decision 146): every website the save changes, per field in History's words, and
 * the websites that keep their own value. "Apply" saves; Cancel leaves the form as it is.
 */
export function DefaultsPreviewDialog(props: { preview: DefaultsPreview; onAnswer: (ok: boolean) => void }) {
  const { preview, onAnswer } = props;
  const t = useFormT();
  return (
    <ModalDialog
      title={t("Apply to the customer's websites?")}
      size="lg"
      body={
        <>
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
      onAnswer={onAnswer}
    />
  );
}
