export { fieldForProblem, type LintProblem, lintXml } from './lint.ts';
export { type StudioShellMessages, studioShellMessages } from './messages.ts';
export {
  canStartSave,
  hasPendingChanges,
  initialSaveState,
  isConflict,
  type SaveError,
  type SaveErrorKind,
  type SaveEvent,
  type SaveState,
  type SaveStatus,
  saveReducer,
} from './save-state.ts';
export { AUTOSAVE_DELAY_MS, type Autosave, type UseAutosaveOptions, useAutosave } from './useAutosave.ts';
export { WorkflowStudio, type WorkflowStudioProps } from './WorkflowStudio.tsx';
