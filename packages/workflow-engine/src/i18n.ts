import type { WorkflowStepType } from './element-types.ts';

/**
 * The `workflow` i18next namespace: labels of the element/step types. Plain objects because this
 * package has no i18next dependency (the server uses it); the app registers them per locale.
 */
export const WORKFLOW_NAMESPACE = 'workflow';

export const WORKFLOW_LOCALES = ['es-MX', 'en-US'] as const;
export type WorkflowLocale = (typeof WORKFLOW_LOCALES)[number];

/** Codes of `validate` problems; the messages interpolate `{{name}}` parameters. */
export const VALIDATION_CODES = [
  'no_start',
  'plain_task',
  'unsupported_element',
  'user_task_without_form',
  'audience_not_variable',
  'timer_without_definition',
  'message_without_name',
  'gateway_without_default',
  'flow_without_condition',
  'invalid_condition',
  'unreachable',
  'no_end',
  'invalid_variable_type',
  'invalid_duration',
  'invalid_date',
  'condition_expression',
  'condition_on_parallel_flow',
  'multi_instance',
  'timer_start',
  'several_processes',
  'boundary_deadlock',
  'document_warning',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

interface WorkflowMessages {
  elementType: Record<WorkflowStepType, string>;
  validation: Record<ValidationCode, string>;
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
    validation: {
      no_start: 'El proceso no tiene un evento de inicio.',
      plain_task: 'Una tarea simple no se puede ejecutar: debe ser una tarea de usuario (bpmn:UserTask).',
      unsupported_element: 'Faena no ejecuta este elemento ({{type}}).',
      user_task_without_form: 'La tarea de usuario no tiene formulario.',
      audience_not_variable:
        "La audiencia '{{audience}}' debe ser una variable de proceso de tipo sede, sedes, usuario o usuarios.",
      timer_without_definition: 'El temporizador no tiene duración ni fecha válida.',
      message_without_name: 'El evento de mensaje no tiene nombre de mensaje.',
      gateway_without_default:
        'La compuerta exclusiva no tiene flujo por defecto: si ninguna condición se cumple, la ejecución no puede continuar.',
      flow_without_condition:
        'El flujo sale de una compuerta exclusiva sin condición y no es el flujo por defecto.',
      invalid_condition: 'La condición del flujo no es válida: {{detail}}',
      unreachable: 'El elemento no se alcanza desde ningún inicio.',
      no_end: 'Desde este elemento no se llega a ningún evento de fin.',
      invalid_variable_type: "La variable de proceso '{{name}}' tiene un tipo no admitido ({{type}}).",
      invalid_duration:
        "{{field}} vale '{{value}}', que no es una duración ISO 8601 válida de hasta 100 años: escribe por ejemplo P2D (2 días) o PT1H30M (1 hora 30 minutos).",
      invalid_date:
        "{{field}} vale '{{value}}', que no es una fecha válida: escribe una fecha ISO 8601, por ejemplo 2026-03-01T08:00:00Z.",
      condition_expression:
        "Faena no evalúa la expresión BPMN '{{expression}}' (solo las constantes true y false): quítala y usa la condición visual (faena:condition).",
      condition_on_parallel_flow:
        'Un flujo que sale de una compuerta paralela se toma siempre y su condición se ignora: quita la condición o usa una compuerta exclusiva.',
      multi_instance:
        'Faena no ejecuta actividades multiinstancia ni en bucle: se ejecutaría una sola vez. Quita la multiinstancia o el bucle; para varias personas usa una audiencia de sedes o usuarios.',
      timer_start:
        'Faena no inicia ejecuciones con un temporizador: usa un inicio simple o un inicio por mensaje.',
      several_processes:
        "El documento tiene más de un proceso con elementos y Faena ejecuta solo '{{id}}' ({{others}} se ignoraría): deja un solo proceso.",
      boundary_deadlock:
        "Esta compuerta paralela espera tanto el camino normal de la tarea '{{task}}' como el de su límite de tiempo '{{boundary}}', que nunca ocurren juntos: la ejecución quedaría bloqueada. Une esos caminos con una compuerta exclusiva.",
      document_warning: 'Una parte del documento no se pudo leer y se ignoraría: {{detail}}. Corrige el XML.',
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
    validation: {
      no_start: 'The process has no start event.',
      plain_task: 'A plain task cannot run: it must be a user task (bpmn:UserTask).',
      unsupported_element: 'Faena does not run this element ({{type}}).',
      user_task_without_form: 'The user task has no form.',
      audience_not_variable:
        "The audience '{{audience}}' must be a venue, venues, user or users process variable.",
      timer_without_definition: 'The timer has no valid duration or date.',
      message_without_name: 'The message event has no message name.',
      gateway_without_default:
        'The exclusive gateway has no default flow: when no condition holds, the execution cannot go on.',
      flow_without_condition:
        'The flow leaves an exclusive gateway without a condition and is not the default flow.',
      invalid_condition: 'The flow condition is not valid: {{detail}}',
      unreachable: 'No start event reaches this element.',
      no_end: 'No end event can be reached from this element.',
      invalid_variable_type: "The process variable '{{name}}' has an unsupported type ({{type}}).",
      invalid_duration:
        "{{field}} is '{{value}}', which is not a valid ISO 8601 duration of up to 100 years: write for example P2D (2 days) or PT1H30M (1 hour 30 minutes).",
      invalid_date:
        "{{field}} is '{{value}}', which is not a valid date: write an ISO 8601 date, for example 2026-03-01T08:00:00Z.",
      condition_expression:
        "Faena does not evaluate the BPMN expression '{{expression}}' (only the constants true and false): remove it and use the visual condition (faena:condition).",
      condition_on_parallel_flow:
        'A flow leaving a parallel gateway is always taken and its condition is ignored: remove the condition or use an exclusive gateway.',
      multi_instance:
        'Faena does not run multi-instance or looping activities: it would run once. Remove the multi-instance or loop; for several people use a venues or users audience.',
      timer_start: 'Faena does not start executions with a timer: use a plain start or a message start.',
      several_processes:
        "The document has more than one process with elements and Faena runs only '{{id}}' ({{others}} would be ignored): keep a single process.",
      boundary_deadlock:
        "This parallel gateway waits for both the normal path of task '{{task}}' and the path of its time limit '{{boundary}}', which never happen together: the execution would be stuck. Merge those paths with an exclusive gateway.",
      document_warning:
        'Part of the document could not be read and would be ignored: {{detail}}. Fix the XML.',
    },
  },
} satisfies Record<WorkflowLocale, WorkflowMessages>;

export function elementTypeLabel(type: WorkflowStepType, locale: WorkflowLocale = 'es-MX'): string {
  return workflowResources[locale].elementType[type];
}

/** A validation message in `locale`, with `{{name}}` replaced by `params.name`. */
export function validationMessage(
  code: ValidationCode,
  locale: WorkflowLocale = 'es-MX',
  params: Readonly<Record<string, string>> = {},
): string {
  return workflowResources[locale].validation[code].replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => params[name] ?? '',
  );
}
