import { createContext, useContext } from 'react';
import type { FieldType } from '../core/index.ts';
import { type TypeLabels, typeLabel } from './fieldTypes.ts';
import { type BuilderTranslate, builderTranslator } from './i18n.ts';

export interface BuilderContextValue {
  t: BuilderTranslate;
  typeLabels: TypeLabels;
  /** Checklist mode: choice and yes/no scores, flagged answers and field weights are edited. */
  scoring: boolean;
}

export const BuilderContext = createContext<BuilderContextValue>({
  t: builderTranslator('es-MX'),
  typeLabels: {},
  scoring: false,
});

/** The builder's texts and the tenant's type wording. */
export function useBuilder() {
  const { t, typeLabels, scoring } = useContext(BuilderContext);
  return { t, scoring, labelOf: (type: FieldType) => typeLabel(type, t, typeLabels) };
}
