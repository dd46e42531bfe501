import { parseBpmn } from '@faena/workflow-engine';
import type { StudioLocale } from '../i18n.ts';
import type { KanbanUserTask } from './kanban-config.ts';
import { formatKanban } from './messages.ts';

/**
 * The user tasks of a definition, in diagram order, to feed the kanban editor. An unnamed task is
 * called 'Tarea sin nombre (<id>)' ('Unnamed task (<id>)' in en-US). Rejects with the engine's
 * `BpmnParseError` when the XML cannot be read.
 */
export async function userTasksOf(
  xml: string,
  options: { locale?: StudioLocale } = {},
): Promise<KanbanUserTask[]> {
  const locale = options.locale ?? 'es-MX';
  const process = await parseBpmn(xml);
  return process.nodes
    .filter((node) => node.bpmnType === 'bpmn:UserTask')
    .map((node) => ({
      id: node.id,
      name: node.name?.trim() || formatKanban(locale, 'unnamedTask', { id: node.id }),
    }));
}
