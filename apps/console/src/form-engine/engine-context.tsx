import type { ConfigDocument, FeatureDefinition, FieldDefinition } from '@eua/shared';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * What every widget may read besides its own value: the feature being edited, the loaded config document
 * (its lookups, sport and trackingData) and the website. Provided once by FeatureForm.
 */
export type FormEngine = {
  feature: FeatureDefinition;
  document: ConfigDocument;
  websiteId: string;
  /** Field definitions by name, including hidden fields and the sub-fields of subFields (as `parent.sub`). */
  fieldByName: ReadonlyMap<string, FieldDefinition>;
};

const FormEngineContext = createContext<FormEngine | null>(null);

const indexFields = (fields: readonly FieldDefinition[]): Map<string, FieldDefinition> => {
  const map = new Map<string, FieldDefinition>();
  for (const field of fields) {
    map.set(field.name, field);
    for (const sub of field.subFields ?? []) map.set(`${field.name}.${sub.name}`, sub);
  }
  return map;
};

export function FormEngineProvider(props: {
  feature: FeatureDefinition;
  document: ConfigDocument;
  websiteId: string;
  children: ReactNode;
}) {
  const { feature, document, websiteId, children } = props;
  const value = useMemo(
    () => ({ feature, document, websiteId, fieldByName: indexFields(feature.fields) }),
    [feature, document, websiteId],
  );
  return <FormEngineContext.Provider value={value}>{children}</FormEngineContext.Provider>;
}

export function useFormEngine(): FormEngine {
  const engine = useContext(FormEngineContext);
  if (!engine) throw new Error('useFormEngine needs a FormEngineProvider (rendered by FeatureForm)');
  return engine;
}
