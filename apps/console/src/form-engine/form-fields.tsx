import { columnSize, type FeatureDefinition, type FieldDefinition, isVisible } from '@eua/shared';
import type { JSX, ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { widgetFor } from './registry';

/** A feature's fields, in the order its definition gives, each in its grid column. */
export function FormFields(props: {
  feature: FeatureDefinition;
  fieldExtras?: Partial<Record<string, ReactNode>>;
}): JSX.Element {
  const { feature, fieldExtras } = props;
  return (
    <div className="row">
      {feature.fields.map((field) => (
        <FieldSlot key={field.name} field={field} extra={fieldExtras?.[field.name]} />
      ))}
    </div>
  );
}

/** One field in its grid column (SPEC.md §9: size 6 by default), shown only while its condition holds. */
function FieldSlot({ field, extra }: { field: FieldDefinition; extra?: ReactNode }) {
  const conditionValue = useWatch({
    name: field.condition ?? 'websiteId',
    disabled: field.condition === undefined,
  });
  if (field.hidden) return null;
  if (field.condition !== undefined && !isVisible(field, { [field.condition]: conditionValue })) return null;
  const Widget = widgetFor(field);
  return (
    <div className={`col-12 col-md-${columnSize(field)}`}>
      <Widget field={field} />
      {extra}
    </div>
  );
}
