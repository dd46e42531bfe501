import { Button, Select, TextField, useBreakpoint } from '@faena/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkflowStatusLabel, WORKFLOW_STATUSES, type WorkflowStatus } from '../../status';
import { activeFilterCount, type ExecutionFilters, NO_FILTERS } from '../filters';

export interface FilterOptions {
  /** The user tasks of the type's definition (bpmn id and name), for "current step". */
  steps: { id: string; name: string }[];
  /** People who started executions (id and name), for "started by". */
  starters: { id: string; name: string }[];
}

/**
 * The executions list's filters: status (any of several), started between two days, the step an
 * execution waits at, who started it, and one process variable equal to a value. Applied together.
 */
export function FilterBar({
  filters,
  options,
  onApply,
}: {
  filters: ExecutionFilters;
  options: FilterOptions;
  onApply: (filters: ExecutionFilters) => void;
}) {
  const { t } = useTranslation('workflowRuns');
  const statusLabel = useWorkflowStatusLabel();
  const [draft, setDraft] = useState(filters);
  const [open, setOpen] = useState(activeFilterCount(filters) > 0);
  const { isDesktop } = useBreakpoint();
  useEffect(() => setDraft(filters), [filters]);
  const count = activeFilterCount(filters);

  const set = <K extends keyof ExecutionFilters>(key: K, value: ExecutionFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const toggleStatus = (status: WorkflowStatus) =>
    set(
      'status',
      draft.status.includes(status)
        ? draft.status.filter((value) => value !== status)
        : [...draft.status, status],
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
    // On a phone the list comes back into view; the button still says how many filters apply.
    if (!isDesktop) setOpen(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls="execution-filters"
          onClick={() => setOpen((shown) => !shown)}
        >
          {count > 0 ? `${t('filters.show')} · ${t('filters.active', { count })}` : t('filters.show')}
        </Button>
        {count > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onApply(NO_FILTERS)}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
      <form
        id="execution-filters"
        aria-label={t('filters.label')}
        hidden={!open}
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3"
      >
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-label font-medium text-fg">{t('filters.status')}</legend>
          {WORKFLOW_STATUSES.map((status) => (
            <label
              key={status}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-2.5 py-1.5 text-body has-[:checked]:border-primary has-[:checked]:bg-primary-subtle"
            >
              <input
                type="checkbox"
                checked={draft.status.includes(status)}
                onChange={() => toggleStatus(status)}
              />
              {statusLabel(status)}
            </label>
          ))}
        </fieldset>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            type="date"
            label={t('filters.startedFrom')}
            value={draft.startedFrom}
            onChange={(event) => set('startedFrom', event.target.value)}
          />
          <TextField
            type="date"
            label={t('filters.startedTo')}
            value={draft.startedTo}
            onChange={(event) => set('startedTo', event.target.value)}
          />
          <Select
            label={t('filters.step')}
            value={draft.step}
            onChange={(event) => set('step', event.target.value)}
            options={[
              { value: '', label: t('filters.anyStep') },
              ...options.steps.map((step) => ({ value: step.id, label: step.name })),
            ]}
          />
          <Select
            label={t('filters.startedBy')}
            value={draft.startedBy}
            onChange={(event) => set('startedBy', event.target.value)}
            options={[
              { value: '', label: t('filters.anyone') },
              ...options.starters.map((person) => ({ value: person.id, label: person.name })),
            ]}
          />
          <TextField
            label={t('filters.variableName')}
            value={draft.variableName}
            onChange={(event) => set('variableName', event.target.value)}
            autoComplete="off"
          />
          <TextField
            label={t('filters.variableValue')}
            value={draft.variableValue}
            onChange={(event) => set('variableValue', event.target.value)}
            disabled={draft.variableName.trim() === ''}
            autoComplete="off"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            {t('filters.apply')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The user tasks of a BPMN document (id and name), in document order. */
export function userTasksOf(xml: string): { id: string; name: string }[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const tasks = document.getElementsByTagNameNS('http://www.omg.org/spec/BPMN/20100524/MODEL', 'userTask');
  return [...tasks]
    .map((task) => ({
      id: task.getAttribute('id') ?? '',
      name: task.getAttribute('name')?.trim() || task.getAttribute('id') || '',
    }))
    .filter((task) => task.id !== '');
}
