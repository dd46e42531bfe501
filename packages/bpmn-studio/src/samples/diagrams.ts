/**
 * Sample diagrams for stories and tests, with diagram interchange (DI) so bpmn-js can draw them.
 * The layout is committed with the XML, so stories stay fast and deterministic.
 */
export { LINT_ERRORS_XML, PURCHASE_APPROVAL_XML } from '@faena/workflow-engine/fixtures';
export { EMPTY_DIAGRAM_XML as EMPTY_PROCESS_XML } from '../empty-diagram.ts';
