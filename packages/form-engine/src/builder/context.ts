import { createContext, useContext } from 'react';
import type { FieldType } from '../core/index.ts';
import { type TypeLabels, typeLabel } from './fieldTypes.ts';
import { type BuilderTranslate, builderTranslator } from './i18n.ts';

export interface BuilderContextValue {
  t: BuilderTranslate;
  typeLabels: TypeLabels;
}

export const BuilderContext = createContext<BuilderContextValue>({
  t: builderTranslator('es-MX'),
  typeLabels: {},
});

/** The builder's texts and the tenant's type wording. */
export function useBuilder() {
  const { t, typeLabels } = useContext(BuilderContext);
  return { t, labelOf: (type: FieldType) => typeLabel(type, t, typeLabels) };
}
