import type { WorkflowStatus } from '../status';
import { isWorkflowStatus } from '../status';

/** The executions list's filters, kept in the address so a filtered list can be shared. */
export interface ExecutionFilters {
  status: WorkflowStatus[];
  /** Days (yyyy-mm-dd), both included. */
  startedFrom: string;
  startedTo: string;
  /** The bpmn id of an open task. */
  step: string;
  /** A person's id. */
  startedBy: string;
  variableName: string;
  variableValue: string;
}

export const NO_FILTERS: ExecutionFilters = {
  status: [],
  startedFrom: '',
  startedTo: '',
  step: '',
  startedBy: '',
  variableName: '',
  variableValue: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromSearch(params: URLSearchParams): ExecutionFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    status: (params.get('status') ?? '').split(',').filter(isWorkflowStatus),
    startedFrom: day('from'),
    startedTo: day('to'),
    step: params.get('step') ?? '',
    startedBy: params.get('by') ?? '',
    variableName: params.get('var') ?? '',
    variableValue: params.get('value') ?? '',
  };
}

export function filtersToSearch(filters: ExecutionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status.length > 0) params.set('status', filters.status.join(','));
  if (filters.startedFrom) params.set('from', filters.startedFrom);
  if (filters.startedTo) params.set('to', filters.startedTo);
  if (filters.step) params.set('step', filters.step);
  if (filters.startedBy) params.set('by', filters.startedBy);
  if (filters.variableName.trim()) {
    params.set('var', filters.variableName.trim());
    params.set('value', filters.variableValue);
  }
  return params;
}

/** How many filters are set (the variable counts once). */
export function activeFilterCount(filters: ExecutionFilters): number {
  return (
    (filters.status.length > 0 ? 1 : 0) +
    (filters.startedFrom ? 1 : 0) +
    (filters.startedTo ? 1 : 0) +
    (filters.step ? 1 : 0) +
    (filters.startedBy ? 1 : 0) +
    (filters.variableName.trim() ? 1 : 0)
  );
}
