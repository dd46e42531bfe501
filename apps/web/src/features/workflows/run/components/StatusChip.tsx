import { Badge } from '@faena/ui';
import { useWorkflowStatus, type WorkflowStatus } from '../../status';

/** An execution's status as a coloured chip ('En proceso', 'Completado con éxito'…). */
export function StatusChip({ status }: { status: WorkflowStatus }) {
  const { label, tone } = useWorkflowStatus(status);
  return (
    <Badge tone={tone}>
      <span data-status={status}>{label}</span>
    </Badge>
  );
}
