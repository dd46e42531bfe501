import { describe, expect, it } from 'vitest';
import { FAENA_ELEMENT_TYPES } from './element-types.ts';
import { bpmnXml } from './fixtures/index.ts';
import { parseBpmn } from './parse.ts';

/** One node per case; event definitions are written inline to keep the table readable. */
const CASES: [string, string | undefined][] = [
  ['<bpmn:startEvent id="N"/>', 'VanillaStartEvent'],
  ['<bpmn:startEvent id="N"><bpmn:messageEventDefinition/></bpmn:startEvent>', 'MessageStartEvent'],
  ['<bpmn:startEvent id="N"><bpmn:timerEventDefinition/></bpmn:startEvent>', undefined],
  ['<bpmn:userTask id="N"/>', 'UserTask'],
  ['<bpmn:task id="N"/>', undefined],
  ['<bpmn:serviceTask id="N"/>', undefined],
  [
    '<bpmn:intermediateCatchEvent id="N"><bpmn:timerEventDefinition/></bpmn:intermediateCatchEvent>',
    'TimerIntermediateCatchEvent',
  ],
  [
    '<bpmn:intermediateCatchEvent id="N"><bpmn:messageEventDefinition/></bpmn:intermediateCatchEvent>',
    'MessageIntermediateCatchEvent',
  ],
  [
    '<bpmn:intermediateThrowEvent id="N"><bpmn:messageEventDefinition/></bpmn:intermediateThrowEvent>',
    'MessageIntermediateThrowEvent',
  ],
  ['<bpmn:intermediateThrowEvent id="N"/>', undefined],
  ['<bpmn:endEvent id="N"/>', 'SuccessEndEvent'],
  ['<bpmn:endEvent id="N"><bpmn:errorEventDefinition/></bpmn:endEvent>', 'ErrorEndEvent'],
  ['<bpmn:endEvent id="N"><bpmn:terminateEventDefinition/></bpmn:endEvent>', undefined],
  [
    '<bpmn:endEvent id="N"><bpmn:errorEventDefinition/><bpmn:messageEventDefinition/></bpmn:endEvent>',
    undefined,
  ],
  [
    '<bpmn:boundaryEvent id="N" attachedToRef="T"><bpmn:timerEventDefinition/></bpmn:boundaryEvent>',
    'TimerBoundaryEvent',
  ],
  [
    '<bpmn:boundaryEvent id="N" attachedToRef="T"><bpmn:errorEventDefinition/></bpmn:boundaryEvent>',
    undefined,
  ],
  ['<bpmn:parallelGateway id="N"/>', 'ParallelGateway'],
  ['<bpmn:exclusiveGateway id="N"/>', 'ExclusiveGateway'],
  ['<bpmn:inclusiveGateway id="N"/>', undefined],
  ['<bpmn:subProcess id="N"/>', undefined],
];

const processXml = (node: string) => bpmnXml({ id: 'P', process: `<bpmn:userTask id="T"/>${node}` });

describe('Faena element types', () => {
  it.each(CASES)('%s -> %s', async (node, expected) => {
    const { nodes } = await parseBpmn(processXml(node));
    expect(nodes.find((candidate) => candidate.id === 'N')?.faenaType).toBe(expected);
  });

  it('has a case for every Faena element type', () => {
    const covered = new Set(CASES.map(([, type]) => type));
    expect(FAENA_ELEMENT_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });
});
