export { ConditionBuilder, type ConditionBuilderProps } from './ConditionBuilder.tsx';
export { FormBuilder, type FormBuilderProps } from './FormBuilder.tsx';
export type { BuilderFlags, TypeLabels } from './fieldTypes.ts';
export { PICKER_TYPES, pickerTypes } from './fieldTypes.ts';
export { type BuilderMessageKey, type BuilderMessages, builderResources, builderTranslator } from './i18n.ts';
export {
  type BuilderAction,
  type BuilderState,
  builderReducer,
  HISTORY_LIMIT,
  initBuilderState,
} from './state.ts';
