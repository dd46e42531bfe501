export type { ChoiceLabel, FormContextValue, OptionalityMarker } from './context.tsx';
export { FormRenderer, type FormRendererProps } from './FormRenderer.tsx';
export type {
  EntityKind,
  EntityOption,
  EntityProvider,
  EntitySearch,
  FormServices,
  GpsValue,
  RangeValue,
  UploadedFile,
  Uploader,
  UploadOptions,
} from './services.ts';
export {
  createFormStore,
  type FieldSnapshot,
  type FormSnapshot,
  type FormStatus,
  type FormStore,
  type FormStoreOptions,
  type SubmitOutcome,
} from './store.ts';
export { MarkdownText } from './widgets/DisplayTextWidget.tsx';
export { widgetFor, widgets } from './widgets/index.ts';
export type { WidgetEntry, WidgetProps, Widgets } from './widgets/types.ts';
