export { type PanelMessageKey, panelMessages } from './messages.ts';
export {
  ProcessVariablesEditor,
  type ProcessVariablesEditorProps,
  variableTypeLabel,
} from './ProcessVariablesEditor.tsx';
export { PropertiesPanel, type PropertiesPanelProps } from './PropertiesPanel.tsx';
