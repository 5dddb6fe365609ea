import { type ConfigDocument, type FeatureDefinition, websiteOnlyFields } from '@eua/shared';
import type { ReactNode } from 'react';
import { useFormT } from './use-form-t';

/**
 * Under each field of a website whose customer's defaults store the screen (docs/product.md#customer-defaults):
 * where its value comes from, and for a value set here the way back to the defaults.
 */
export function ValueSource(props: {
  source: 'website' | 'defaults' | 'field' | undefined;
  name: string;
  label: string;
  disabled: boolean;
  onUseDefault: () => void;
}) {
  const t = useFormT();
  if (props.source === 'website') {
    // The field's label describes the button instead of naming it: a name holding the label would make the
    // button a second match for the field's own label (for a screen reader's list of form controls too).
    const describedBy = `value-source-${props.name}`;
    return (
      <div className="form-text value-source">
        {t('Set on this website')}{' '}
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-baseline"
          disabled={props.disabled}
          aria-describedby={describedBy}
          onClick={props.onUseDefault}
        >
          {t("Use the customer's default")}
        </button>
        <span id={describedBy} hidden>
          {t(props.label)}
        </span>
      </div>
    );
  }
  if (props.source === 'defaults') {
    return <div className="form-text value-source">{t("From the customer's defaults")}</div>;
  }
  return null;
}

/** Each field's extra under its widget: what the screen gives it, then where its value comes from. */
export function withValueSources(
  feature: FeatureDefinition,
  document: ConfigDocument,
  extras: Partial<Record<string, ReactNode>> | undefined,
  busy: boolean,
  onUseDefault: (field: string) => void,
): Partial<Record<string, ReactNode>> | undefined {
  if (!document.inherits || !document.sources) return extras;
  const sources = document.sources;
  return Object.fromEntries(
    feature.fields.map((field) => [
      field.name,
      websiteOnlyFields.has(field.name) ? (
        extras?.[field.name]
      ) : (
        <>
          {extras?.[field.name]}
          <ValueSource
            source={sources[field.name]}
            name={field.name}
            label={field.label ?? field.name}
            disabled={busy}
            onUseDefault={() => onUseDefault(field.name)}
          />
        </>
      ),
    ]),
  );
}

/**
 * What a save of a website sends when its customer's defaults store the screen (decision 145): the fields it
 * sets itself and those the user changed; a field left as it came from the defaults is not sent, so it keeps
 * following them.
 */
export function bodyKeepingInherited(
  body: Record<string, unknown>,
  document: ConfigDocument,
): Record<string, unknown> {
  if (!document.inherits || !document.sources) return body;
  const sources = document.sources;
  const same = (name: string) => JSON.stringify(body[name]) === JSON.stringify(document.config[name]);
  return Object.fromEntries(
    Object.entries(body).filter(
      ([name]) => name === 'websiteId' || !(name in sources) || sources[name] === 'website' || !same(name),
    ),
  );
}
