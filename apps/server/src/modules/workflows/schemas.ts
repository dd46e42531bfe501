import { Type } from 'typebox';

export const WorkflowType = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    /** A short icon name ('cart', 'wrench'). */
    icon: Type.String(),
  },
  { $id: 'WorkflowType', additionalProperties: false },
);

export const WORKFLOW_SCHEMAS = [WorkflowType];
