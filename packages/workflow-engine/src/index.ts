export { advance } from './advance.ts';
export {
  formatAudienceRef,
  parseAudienceRef,
  SAVED_AUDIENCE_PREFIX,
  type TaskAudienceRef,
} from './audience.ts';
export { addDuration, timerDueAt } from './durations.ts';
export {
  FAENA_ELEMENT_TYPES,
  type FaenaElementType,
  faenaElementType,
  WORKFLOW_STEP_TYPES,
  type WorkflowStepType,
} from './element-types.ts';
export {
  type AdvanceResult,
  type Clock,
  createExecution,
  type ExecutionErrorReason,
  type ExecutionState,
  type ExecutionStatus,
  type IgnoredReason,
  type PendingTimer,
  type TaskAudience,
  type Token,
  type WorkflowEffect,
  type WorkflowEvent,
  type WorkflowStep,
} from './execution.ts';
export { FAENA_MODDLE_URI, faenaModdleDescriptor } from './faena-moddle.ts';
export {
  elementTypeLabel,
  VALIDATION_CODES,
  type ValidationCode,
  validationMessage,
  WORKFLOW_LOCALES,
  WORKFLOW_NAMESPACE,
  type WorkflowLocale,
  workflowResources,
} from './i18n.ts';
export { type ParsedFlowNode, type ParsedProcess, type ParsedSequenceFlow, parseBpmn } from './parse.ts';
export { BpmnParseError } from './parse-error.ts';
export {
  AUDIENCE_VARIABLE_TYPES,
  coerceVariable,
  isProcessVariableType,
  PROCESS_VARIABLE_TYPES,
  type ProcessVariable,
  type ProcessVariableType,
} from './process-variables.ts';
export { type ValidateOptions, type ValidationProblem, validate } from './validate.ts';
