import { BpmnViewer } from '@faena/bpmn-studio';
import { Button, Skeleton } from '@faena/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefinitionXml, useElementStats } from '../api';
import type { ExecutionDetail } from '../model';

/** This execution's figures: each element it visited (count) and where it waits now. */
export function executionStats(execution: Pick<ExecutionDetail, 'steps'>) {
  const byElement = new Map<string, { elementId: string; count: number; waiting: number }>();
  for (const step of execution.steps) {
    const entry = byElement.get(step.bpmn_id) ?? { elementId: step.bpmn_id, count: 0, waiting: 0 };
    entry.count += 1;
    if (step.is_active) entry.waiting += 1;
    byElement.set(step.bpmn_id, entry);
  }
  return [...byElement.values()];
}

/**
 * The definition's diagram read-only, with this execution's path and where it waits highlighted,
 * or the figures of every execution of the definition. bpmn-js loads with this panel only.
 */
export default function DiagramPanel({ execution }: { execution: ExecutionDetail }) {
  const { t } = useTranslation('workflowRuns');
  const [scope, setScope] = useState<'execution' | 'all'>('execution');
  const xml = useDefinitionXml(execution.workflowId);
  const allStats = useElementStats(execution.workflowId, scope === 'all');
  const mine = useMemo(() => executionStats(execution), [execution]);
  const stats = scope === 'all' ? (allStats.data ?? []) : mine;

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex gap-1 self-start rounded-md border border-border p-0.5">
        <legend className="sr-only">{t('execution.diagram')}</legend>
        {(['execution', 'all'] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={scope === value ? 'secondary' : 'ghost'}
            aria-pressed={scope === value}
            onClick={() => setScope(value)}
          >
            {value === 'execution' ? t('execution.thisExecution') : t('execution.allExecutions')}
          </Button>
        ))}
      </fieldset>
      {xml.isPending ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton shape="rect" height="50vh" />
        </div>
      ) : xml.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert">{t('loadError')}</p>
          <Button variant="secondary" onClick={() => void xml.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <BpmnViewer
          xml={xml.data}
          stats={stats}
          aria-label={t('execution.diagramLabel')}
          className="h-[50vh] lg:h-[60vh]"
        />
      )}
    </div>
  );
}
