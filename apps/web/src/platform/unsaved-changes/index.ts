export { type UnsavedChangesGuard, useUnsavedChangesGuard } from './useUnsavedChangesGuard';
