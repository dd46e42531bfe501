export {
  FAENA_ELEMENT_TYPES,
  type FaenaElementType,
  faenaElementType,
  WORKFLOW_STEP_TYPES,
  type WorkflowStepType,
} from './element-types.ts';
export {
  elementTypeLabel,
  WORKFLOW_LOCALES,
  WORKFLOW_NAMESPACE,
  type WorkflowLocale,
  workflowResources,
} from './i18n.ts';
export { type ParsedFlowNode, type ParsedProcess, type ParsedSequenceFlow, parseBpmn } from './parse.ts';
export { BpmnParseError } from './parse-error.ts';
