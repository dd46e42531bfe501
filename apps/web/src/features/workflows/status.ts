import type { BadgeTone } from '@faena/ui';
import { useTranslation } from 'react-i18next';

/** An execution's status as the API gives it (SPEC 4: InProcess, Success, Error). */
export type WorkflowStatus = 'InProcess' | 'Success' | 'Error';

export const WORKFLOW_STATUSES: readonly WorkflowStatus[] = ['InProcess', 'Success', 'Error'];

const LABELS: Record<'es-MX' | 'en-US', Record<WorkflowStatus, string>> = {
  'es-MX': { InProcess: 'En proceso', Success: 'Completado con éxito', Error: 'Completado con errores' },
  'en-US': { InProcess: 'In process', Success: 'Completed successfully', Error: 'Completed with errors' },
};

const TONES: Record<WorkflowStatus, BadgeTone> = { InProcess: 'info', Success: 'success', Error: 'danger' };

export function isWorkflowStatus(value: unknown): value is WorkflowStatus {
  return value === 'InProcess' || value === 'Success' || value === 'Error';
}

/** The status as users read it, in a language (es-MX unless the language is English). */
export function workflowStatusLabel(status: WorkflowStatus, language: string): string {
  return LABELS[language.startsWith('en') ? 'en-US' : 'es-MX'][status];
}

/** The badge colour of a status: in process blue, success green, errors red. */
export function workflowStatusTone(status: WorkflowStatus): BadgeTone {
  return TONES[status];
}

/** Label and tone of a status in the interface's language: `<Badge tone={tone}>{label}</Badge>`. */
export function useWorkflowStatus(status: WorkflowStatus): { label: string; tone: BadgeTone } {
  const { i18n } = useTranslation();
  return { label: workflowStatusLabel(status, i18n.language), tone: workflowStatusTone(status) };
}

/** A labeller for lists (one hook call for many rows). */
export function useWorkflowStatusLabel(): (status: WorkflowStatus) => string {
  const { i18n } = useTranslation();
  return (status) => workflowStatusLabel(status, i18n.language);
}
