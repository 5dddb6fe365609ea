import type { CustomWidget, FieldDefinition, FieldType } from '@eua/shared';
import type { ComponentType } from 'react';
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
import { ColourRulesWidget } from './widgets/colour-rules/colour-rules';
import { DualListWidget } from './widgets/dual-list/dual-list';
import { LocalesWidget } from './widgets/locales/locales';
import { SeasonTreeWidget } from './widgets/season-tree/season-tree';
import { ValueListWidget } from './widgets/value-list/value-list';

export type Widget = ComponentType<WidgetProps>;

/** Custom widgets by the name a definition gives in `widget` (SPEC.md §3 type 'custom'). */
export const customWidgets: Record<CustomWidget, Widget> = {
  competitions: SeasonTreeWidget,
  colourRules: ColourRulesWidget,
  locales: LocalesWidget,
};

function CustomFieldWidget({ field }: WidgetProps) {
  const Custom = field.widget ? customWidgets[field.widget] : undefined;
  if (!Custom) throw new Error(`Field ${field.name} declares no known custom widget`);
  return <Custom field={field} />;
}

/**
 * One renderer per field type of SPEC.md §3, looked up by type (STYLE.md: jsonforms renderers). A type the
 * compiler knows but this map lacked would not compile.
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
