/**
 * The Faena bpmn-moddle extension: what the studio adds to BPMN. The studio passes it to bpmn-js as
 * `moddleExtensions: { faena: faenaModdleDescriptor }`; `parseBpmn` reads with it.
 *
 * - `bpmn:UserTask`: `faena:formId`, `faena:audience` (a venue/venues/user/users process variable, or
 *   `audience:<id>` for a saved audience),
 *   `faena:dueIn` (ISO 8601 duration from the task's creation).
 * - `bpmn:StartEvent`: `faena:public="true"`, the execution may be started from a public link.
 * - `bpmn:BoundaryEvent` (timer = expiration): `faena:notifyOnExpire`.
 * - `bpmn:MessageEventDefinition`: `faena:messageName` (correlation key; falls back to messageRef's name).
 * - `bpmn:SequenceFlow`: `faena:condition`, the form engine's `Condition` as JSON text.
 * - `bpmn:Process` extensionElements: `<faena:processVariables><faena:processVariable name type label/>`.
 *
 * The default flow of an exclusive gateway is BPMN's own `default` attribute.
 */
export const FAENA_MODDLE_URI = 'http://faena.app/schema/bpmn';

export const faenaModdleDescriptor = {
  name: 'Faena',
  prefix: 'faena',
  uri: FAENA_MODDLE_URI,
  xml: {
    tagAlias: 'lowerCase',
  },
  associations: [],
  types: [
    {
      name: 'UserTaskSettings',
      extends: ['bpmn:UserTask'],
      properties: [
        {
          name: 'formId',
          isAttr: true,
          type: 'String',
        },
        {
          name: 'audience',
          isAttr: true,
          type: 'String',
        },
        {
          name: 'dueIn',
          isAttr: true,
          type: 'String',
        },
      ],
    },
    {
      name: 'StartSettings',
      extends: ['bpmn:StartEvent'],
      properties: [
        {
          name: 'public',
          isAttr: true,
          type: 'Boolean',
        },
      ],
    },
    {
      name: 'ExpirationSettings',
      extends: ['bpmn:BoundaryEvent'],
      properties: [
        {
          name: 'notifyOnExpire',
          isAttr: true,
          type: 'Boolean',
        },
      ],
    },
    {
      name: 'MessageSettings',
      extends: ['bpmn:MessageEventDefinition'],
      properties: [
        {
          name: 'messageName',
          isAttr: true,
          type: 'String',
        },
      ],
    },
    {
      name: 'VisualCondition',
      extends: ['bpmn:SequenceFlow'],
      properties: [
        {
          name: 'condition',
          isAttr: true,
          type: 'String',
        },
      ],
    },
    {
      name: 'ProcessVariables',
      superClass: ['Element'],
      properties: [
        {
          name: 'variables',
          isMany: true,
          type: 'ProcessVariable',
        },
      ],
    },
    {
      name: 'ProcessVariable',
      superClass: ['Element'],
      properties: [
        {
          name: 'name',
          isAttr: true,
          type: 'String',
        },
        {
          name: 'type',
          isAttr: true,
          type: 'String',
        },
        {
          name: 'label',
          isAttr: true,
          type: 'String',
        },
      ],
    },
  ],
} as const;
