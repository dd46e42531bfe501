import type { WorkflowStepType } from './element-types.ts';

/**
 * The `workflow` i18next namespace: labels of the element/step types. Plain objects because this
 * package has no i18next dependency (the server uses it); the app registers them per locale.
 */
export const WORKFLOW_NAMESPACE = 'workflow';

export const WORKFLOW_LOCALES = ['es-MX', 'en-US'] as const;
export type WorkflowLocale = (typeof WORKFLOW_LOCALES)[number];

interface WorkflowMessages {
  elementType: Record<WorkflowStepType, string>;
}

export const workflowResources = {
  'es-MX': {
    elementType: {
      VanillaStartEvent: 'Inicio',
      MessageStartEvent: 'Inicio por mensaje',
      UserTask: 'Tarea de usuario',
      TimerIntermediateCatchEvent: 'Espera de tiempo',
      MessageIntermediateCatchEvent: 'Espera de mensaje',
      MessageIntermediateThrowEvent: 'Envío de mensaje',
      SuccessEndEvent: 'Fin exitoso',
      ErrorEndEvent: 'Fin con error',
      TimerBoundaryEvent: 'Límite de tiempo',
      ParallelGateway: 'Compuerta paralela',
      ExclusiveGateway: 'Compuerta exclusiva',
      undefined_expired: 'Vencido',
    },
  },
  'en-US': {
    elementType: {
      VanillaStartEvent: 'Start',
      MessageStartEvent: 'Message start',
      UserTask: 'User task',
      TimerIntermediateCatchEvent: 'Timer wait',
      MessageIntermediateCatchEvent: 'Message wait',
      MessageIntermediateThrowEvent: 'Message send',
      SuccessEndEvent: 'Successful end',
      ErrorEndEvent: 'Error end',
      TimerBoundaryEvent: 'Time limit',
      ParallelGateway: 'Parallel gateway',
      ExclusiveGateway: 'Exclusive gateway',
      undefined_expired: 'Expired',
    },
  },
} satisfies Record<WorkflowLocale, WorkflowMessages>;

export function elementTypeLabel(type: WorkflowStepType, locale: WorkflowLocale = 'es-MX'): string {
  return workflowResources[locale].elementType[type];
}
