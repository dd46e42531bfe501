export { EMPTY_PROCESS_XML, LINT_ERRORS_XML, PURCHASE_APPROVAL_XML } from './diagrams.ts';
export {
  InMemoryFormsAdapter,
  type InMemoryPersistenceOptions,
  InMemoryStudioPersistence,
  SAMPLE_FORMS,
  type SaveCall,
} from './in-memory.ts';
