import type { CustomWidget, FieldDefinition, FieldType } from '@eua/shared';
import { type ComponentType, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { type LazyWidgetKind, loadWidget } from './widget-loaders';
import {
  CheckboxArrayWidget,
  CheckboxWidget,
  DateWidget,
  LookupDataWidget,
  LookupWidget,
  NumberWidget,
  rendersAsCheckbox,
  SelectBooleanWidget,
  SelectWidget,
  SubFieldsWidget,
  TextareaWidget,
  TextWidget,
  type WidgetProps,
} from './widgets/basic/basic-widgets';

export type Widget = ComponentType<WidgetProps>;

/** Shown in a field's place while its widget's code arrives (rare: the screen starts it, widget-loaders.ts). */
function WidgetLoading() {
  const { t } = useTranslation();
  return (
    <div className="py-2">
      <span
        className="spinner-border spinner-border-sm text-primary"
        role="status"
        aria-label={t('loading')}
      />
    </div>
  );
}

/**
 * A widget whose code is loaded on first use (decision 077). The Suspense boundary is always rendered, so the
 * widget keeps its state whether it came from the network or was ready; once loaded, `use()` returns it at
 * once. A failed load throws to the route's error element, which offers a reload.
 */
function lazyWidget(kind: LazyWidgetKind): Widget {
  function Loaded(props: WidgetProps) {
    const Component = use(loadWidget(kind));
    return <Component {...props} />;
  }
  function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<WidgetLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyWidget;
}

const DualListWidget = lazyWidget('dualList');
const ValueListWidget = lazyWidget('valueList');

/**
 * Custom widgets by the name a definition gives in `widget` (field type 'custom',
 * docs/product.md#configuration-screens).
 */
export const customWidgets: Record<CustomWidget, Widget> = {
  competitions: lazyWidget('seasonTree'),
  colourRules: lazyWidget('colourRules'),
  locales: lazyWidget('locales'),
  colour: lazyWidget('colour'),
};

function CustomFieldWidget({ field }: WidgetProps) {
  const Custom = field.widget ? customWidgets[field.widget] : undefined;
  if (!Custom) throw new Error(`Field ${field.name} declares no known custom widget`);
  return <Custom field={field} />;
}

/**
 * One renderer per field type (docs/product.md#configuration-screens), looked up by type as jsonforms looks
 * up its renderers (decision 050). A type the compiler knows but this map lacked would not compile.
 */
export const widgets: Record<FieldType, Widget> = {
  text: TextWidget,
  email: TextWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  date: DateWidget,
  checkbox: CheckboxWidget,
  boolean: CheckboxWidget,
  checkboxarray: CheckboxArrayWidget,
  select: SelectWidget,
  'select-boolean': SelectBooleanWidget,
  lookup: LookupWidget,
  lookupData: LookupDataWidget,
  subFields: SubFieldsWidget,
  chooseAndSelect: DualListWidget,
  valueList: ValueListWidget,
  custom: CustomFieldWidget,
};

export const widgetFor = (field: FieldDefinition): Widget =>
  rendersAsCheckbox(field) ? CheckboxWidget : widgets[field.type];
