import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bpmnXml } from './fixtures/index.ts';
import { parseBpmn } from './parse.ts';
import { BpmnParseError } from './parse-error.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const wrapProcess = (body: string) => bpmnXml({ id: 'P', process: body });

describe('parseBpmn: start -> user task -> end', () => {
  it('lists the process, its nodes and its flows', async () => {
    const process = await parseBpmn(fixture('simple.bpmn'));

    expect(process).toMatchObject({
      id: 'Process_simple',
      name: 'Revisión simple',
      isExecutable: true,
      warnings: [],
    });
    expect(process.nodes).toEqual([
      {
        id: 'StartEvent_1',
        name: 'Inicio',
        bpmnType: 'bpmn:StartEvent',
        faenaType: 'VanillaStartEvent',
        incoming: [],
        outgoing: ['Flow_1'],
      },
      {
        id: 'Task_review',
        name: 'Revisar sede',
        bpmnType: 'bpmn:UserTask',
        faenaType: 'UserTask',
        incoming: ['Flow_1'],
        outgoing: ['Flow_2'],
      },
      {
        id: 'EndEvent_1',
        name: 'Fin',
        bpmnType: 'bpmn:EndEvent',
        faenaType: 'SuccessEndEvent',
        incoming: ['Flow_2'],
        outgoing: [],
      },
    ]);
    expect(process.flows).toEqual([
      { id: 'Flow_1', name: undefined, sourceRef: 'StartEvent_1', targetRef: 'Task_review' },
      { id: 'Flow_2', name: undefined, sourceRef: 'Task_review', targetRef: 'EndEvent_1' },
    ]);
  });
});

describe('parseBpmn: exclusive gateway, timer boundary and error end', () => {
  it('maps every node to its Faena element type', async () => {
    const { nodes } = await parseBpmn(fixture('approval.bpmn'));
    expect(Object.fromEntries(nodes.map((node) => [node.id, node.faenaType]))).toEqual({
      Start_request: 'MessageStartEvent',
      Task_inspect: 'UserTask',
      Timer_inspect: 'TimerBoundaryEvent',
      Gateway_approved: 'ExclusiveGateway',
      End_success: 'SuccessEndEvent',
      End_error: 'ErrorEndEvent',
    });
  });

  it('walks flows by sourceRef/targetRef when the XML omits incoming/outgoing', async () => {
    const { nodes, flows } = await parseBpmn(fixture('approval.bpmn'));
    const node = (id: string) => nodes.find((candidate) => candidate.id === id)!;

    expect(node('Gateway_approved')).toMatchObject({
      incoming: ['Flow_decide'],
      outgoing: ['Flow_yes', 'Flow_no'],
    });
    expect(node('End_error').incoming).toEqual(['Flow_no', 'Flow_timeout']);
    expect(node('Timer_inspect')).toMatchObject({ attachedTo: 'Task_inspect', outgoing: ['Flow_timeout'] });
    expect(flows.find((flow) => flow.id === 'Flow_yes')).toEqual({
      id: 'Flow_yes',
      name: 'Sí',
      sourceRef: 'Gateway_approved',
      targetRef: 'End_success',
    });
  });
});

describe('parseBpmn: problems', () => {
  it('rejects malformed XML with a BpmnParseError carrying the parser message', async () => {
    const error = await parseBpmn(fixture('malformed.bpmn')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BpmnParseError);
    expect(error).toMatchObject({ name: 'BpmnParseError', warnings: [] });
    // The cause first, then where: not bpmn-moddle's "unparsable content … detected" wording.
    expect((error as BpmnParseError).message).toMatch(
      /^The BPMN document cannot be read: .+ in <\/bpmn:process> at line \d+, column \d+$/,
    );
    expect((error as BpmnParseError).problems).toHaveLength(1);
    expect((error as BpmnParseError).cause).toBeInstanceOf(Error);
  });

  it('surfaces the warnings of a document that is not BPMN', async () => {
    const error = await parseBpmn('<form id="x"/>').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BpmnParseError);
    // Not "failed to parse document as <bpmn:Definitions>": the reason bpmn-moddle found.
    expect((error as BpmnParseError).message).toBe(
      'The BPMN document cannot be read: unexpected element <form> in <form> at line 0, column 0',
    );
    expect((error as BpmnParseError).problems).toEqual([
      'unexpected element <form> in <form> at line 0, column 0',
    ]);
  });

  it('rejects an empty string', async () => {
    await expect(parseBpmn('')).rejects.toThrow(BpmnParseError);
  });

  it('rejects definitions without a process', async () => {
    const xml = '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D"/>';
    await expect(parseBpmn(xml)).rejects.toThrow(
      'The BPMN document has no process: it has no <bpmn:process> element',
    );
  });

  it('keeps going on recoverable problems and reports them as warnings', async () => {
    const process = await parseBpmn(
      wrapProcess(`
        <bpmn:startEvent id="S"/>
        <bpmn:somethingElse id="X"/>
        <bpmn:sequenceFlow id="F" sourceRef="S" targetRef="Missing"/>`),
    );
    expect(process.nodes.map((node) => node.id)).toEqual(['S']);
    expect(process.flows).toEqual([]);
    expect(process.warnings).toEqual([
      expect.stringMatching(/unknown type <bpmn:SomethingElse>/),
      'unresolved reference <Missing>',
      'Sequence flow <F> is ignored: it lacks a source or a target',
    ]);
  });
});
