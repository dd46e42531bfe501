import { describe, expect, it } from 'vitest';
import { WORKFLOW_STATUSES, workflowStatusLabel, workflowStatusTone } from './status';

describe('a workflow execution status', () => {
  it('reads as SPEC 4 says in both languages, each with its own colour', () => {
    expect(WORKFLOW_STATUSES.map((status) => workflowStatusLabel(status, 'es-MX'))).toEqual([
      'En proceso',
      'Completado con éxito',
      'Completado con errores',
    ]);
    expect(WORKFLOW_STATUSES.map((status) => workflowStatusLabel(status, 'en-US'))).toEqual([
      'In process',
      'Completed successfully',
      'Completed with errors',
    ]);
    expect(new Set(WORKFLOW_STATUSES.map(workflowStatusTone)).size).toBe(3);
  });
});
