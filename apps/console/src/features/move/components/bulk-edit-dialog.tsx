import {
  type ConfigDocument,
  type FeatureDefinition,
  featureByResource,
  featureList,
  initialValues,
  isSentField,
  prepareForSubmit,
  sectionsOf,
} from '@eua/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../form-engine/api/get-config';
import { FormEngineProvider } from '../../../form-engine/engine-context';
import { SectionBody } from '../../../form-engine/form-fields';
import { useApiClient } from '../../../lib/api-context';
import { useDefaultsOwners, type Website } from '../../../lib/get-websites';
import { applyBulk, previewBulk } from '../api/move-api';
import { MoveDialog } from './move-dialog';
import { WhatIsSet } from './what-is-set';

/**
 * The fields a bulk edit may set, by section: every field the form shows, but the season tree's (seasons
 * are each website's own, so one value never fits several websites).
 */
function choicesOf(feature: FeatureDefinition) {
  const editable = (name: string) => {
    const field = feature.fields.find((f) => f.name === name);
    return field && isSentField(field) && !field.hidden ? field : undefined;
  };
  return sectionsOf(feature)
    .map((section) => ({ section, fields: section.fields.flatMap((name) => editable(name) ?? []) }))
    .filter(({ fields }) => fields.length > 0);
}

/**
 * The value editor: the chosen fields rendered by the form engine's own widgets, starting from the first
 * selected website's values; tells the dialog the values as a save would send them.
 */
function BulkValues(props: {
  feature: FeatureDefinition;
  document: ConfigDocument;
  names: readonly string[];
  onValues: (values: Record<string, unknown>) => void;
}) {
  const { feature, document, names, onValues } = props;
  const methods = useForm({ defaultValues: initialValues(feature, document) });
  const values = useWatch({ control: methods.control });
  const sent = JSON.stringify(
    Object.fromEntries(
      Object.entries(prepareForSubmit(feature, values)).filter(([name]) => names.includes(name)),
    ),
  );
  useEffect(() => onValues(JSON.parse(sent)), [sent, onValues]);
  const section = useMemo(() => ({ id: 'bulk', title: '', fields: [...names] }), [names]);
  return (
    <FormProvider {...methods}>
      <FormEngineProvider feature={feature} document={document} websiteId={document.websiteId}>
        <SectionBody feature={feature} section={section} />
      </FormEngineProvider>
    </FormProvider>
  );
}

/**
 * "Edit selected" (docs/product.md#settings-that-move): one screen's field or section set to the same value
 * on every selected website, previewed per website, then applied against the versions the preview showed.
 */
export function BulkEditDialog(props: { targets: readonly Website[]; onClose: () => void }) {
  const { targets, onClose } = props;
  const { t } = useTranslation();
  const api = useApiClient();
  const screenId = useId();
  const whatId = useId();
  const defaultsId = useId();
  const [resource, setResource] = useState(featureList[0]!.resource);
  const feature = featureByResource(resource)!;
  const choices = useMemo(() => choicesOf(feature), [feature]);
  const [what, setWhat] = useState(() => `field:${choices[0]?.fields[0]?.name ?? ''}`);
  const names = useMemo(() => {
    const [kind, id] = what.split(':') as [string, string];
    if (kind === 'section') return choices.find((c) => c.section.id === id)?.fields.map((f) => f.name) ?? [];
    return [id];
  }, [what, choices]);
  const first = targets[0]!;
  const document = useConfig(first.websiteId, resource);
  const [values, setValues] = useState<Record<string, unknown>>({});
  // The customer's defaults of the first website's sport may be set too: the values are chosen from its lists
  // (docs/product.md#customer-defaults); another sport's defaults are not offered.
  const owners = useDefaultsOwners(true).data ?? [];
  const owner = owners.find((o) => o.sport === first.sport);
  const [withDefaults, setWithDefaults] = useState(false);
  const body = {
    targets: [...targets.map((w) => w.websiteId), ...(withDefaults && owner ? [owner.websiteId] : [])],
    resource,
    values,
  };

  return (
    <MoveDialog
      title={t('move.bulkTitle', { count: targets.length })}
      choiceKey={JSON.stringify(body)}
      incomplete={Object.keys(values).length === 0 ? t('move.chooseValue') : null}
      summary={<WhatIsSet websites={targets.length} defaults={withDefaults && owner !== undefined} />}
      preview={() => previewBulk(api, body)}
      apply={(preview, mode, reason) => applyBulk(api, body, preview, mode, reason)}
      onClose={onClose}
      choices={
        <>
          <div className="row g-3 mb-3">
            <div className="col-md-6">
              <label className="form-label" htmlFor={screenId}>
                {t('move.bulkScreen')}
              </label>
              <select
                id={screenId}
                className="form-select"
                value={resource}
                onChange={(event) => {
                  const next = featureByResource(event.target.value)!;
                  setResource(next.resource);
                  setWhat(`field:${choicesOf(next)[0]?.fields[0]?.name ?? ''}`);
                }}
              >
                {featureList.map((f) => (
                  <option key={f.resource} value={f.resource}>
                    {f.title}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-md-6">
              <label className="form-label" htmlFor={whatId}>
                {t('move.bulkWhat')}
              </label>
              <select
                id={whatId}
                className="form-select"
                value={what}
                onChange={(event) => setWhat(event.target.value)}
              >
                {choices.map(({ section, fields }) => (
                  <optgroup key={section.id} label={section.title || feature.title}>
                    {section.title ? (
                      <option value={`section:${section.id}`}>
                        {t('move.bulkSection', { title: section.title })}
                      </option>
                    ) : null}
                    {fields.map((field) => (
                      <option key={field.name} value={`field:${field.name}`}>
                        {field.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          </div>
          {owner ? (
            <div className="form-check mb-3">
              <input
                id={defaultsId}
                className="form-check-input"
                type="checkbox"
                checked={withDefaults}
                onChange={(event) => setWithDefaults(event.target.checked)}
                aria-describedby={owners.length > 1 ? `${defaultsId}-help` : undefined}
              />
              <label className="form-check-label" htmlFor={defaultsId}>
                {t('move.alsoSet', { name: owner.name })}
              </label>
              {owners.length > 1 ? (
                <div id={`${defaultsId}-help`} className="form-text mt-0">
                  {t('move.defaultsOfSport', { sport: first.sport })}
                </div>
              ) : null}
            </div>
          ) : null}
          <fieldset>
            <legend className="fs-6 fw-semibold">{t('move.bulkValue')}</legend>
            <p className="form-text">{t('move.bulkValueHelp', { website: first.name })}</p>
            {document.data ? (
              <BulkValues
                key={`${resource}/${what}`}
                feature={feature}
                document={document.data}
                names={names}
                onValues={setValues}
              />
            ) : null}
          </fieldset>
        </>
      }
    />
  );
}
