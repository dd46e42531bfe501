/// <reference path="./bpmn-moddle.d.ts" />
import { BpmnModdle, type ModdleElement, type ParseError } from 'bpmn-moddle';
import { type FaenaElementType, faenaElementType } from './element-types.ts';
import { BpmnParseError } from './parse-error.ts';

export interface ParsedFlowNode {
  id: string;
  name?: string;
  /** The BPMN type as bpmn-moddle names it, e.g. 'bpmn:UserTask'. */
  bpmnType: string;
  /** undefined when Faena does not execute this kind of element (plain task, subprocess, …). */
  faenaType?: FaenaElementType;
  /** Ids of the sequence flows that end / start here, derived from the flows themselves. */
  incoming: string[];
  outgoing: string[];
  /** For boundary events: the id of the activity they are attached to. */
  attachedTo?: string;
}

export interface ParsedSequenceFlow {
  id: string;
  name?: string;
  sourceRef: string;
  targetRef: string;
}

export interface ParsedProcess {
  id: string;
  name?: string;
  isExecutable: boolean;
  nodes: ParsedFlowNode[];
  flows: ParsedSequenceFlow[];
  /** Non-fatal parser findings; the process is usable but the XML deserves a look. */
  warnings: string[];
}

/**
 * Reads BPMN 2.0 XML into the top-level flow nodes and sequence flows of its process.
 * Only the process's own elements are listed; nodes inside subprocesses are not walked.
 */
export async function parseBpmn(xml: string): Promise<ParsedProcess> {
  const { rootElement, warnings: moddleWarnings } = await readDefinitions(xml);
  const warnings = moddleWarnings.map((warning) => warning.message);

  const processes = (rootElement.rootElements ?? []).filter((element) => element.$type === 'bpmn:Process');
  const process = processes[0];
  if (!process?.id) throw new BpmnParseError('The BPMN document has no process', { warnings });
  if (processes.length > 1) {
    warnings.push(`The BPMN document has ${processes.length} processes; only <${process.id}> is read`);
  }

  const elements = process.flowElements ?? [];
  const flows = elements
    .filter((element) => element.$type === 'bpmn:SequenceFlow')
    .flatMap((element) => toSequenceFlow(element, warnings));
  const nodes = elements
    .filter((element) => element.$instanceOf('bpmn:FlowNode'))
    .map((element) => toFlowNode(element, flows));

  return {
    id: process.id,
    name: process.name,
    isExecutable: process.isExecutable ?? false,
    nodes,
    flows,
    warnings,
  };
}

async function readDefinitions(xml: string) {
  try {
    return await new BpmnModdle().fromXML(xml);
  } catch (error) {
    const parseError = error as ParseError;
    throw new BpmnParseError(parseError.message, {
      warnings: (parseError.warnings ?? []).map((warning) => warning.message),
      cause: error,
    });
  }
}

/** A flow whose end is missing (unresolved reference) cannot be walked: dropped with a warning. */
function toSequenceFlow(element: ModdleElement, warnings: string[]): ParsedSequenceFlow[] {
  const sourceRef = element.sourceRef?.id;
  const targetRef = element.targetRef?.id;
  if (!element.id || !sourceRef || !targetRef) {
    warnings.push(`Sequence flow <${element.id ?? '?'}> is ignored: it lacks a source or a target`);
    return [];
  }
  return [{ id: element.id, name: element.name, sourceRef, targetRef }];
}

// Walk flows by sourceRef/targetRef: a node's own incoming/outgoing lists are optional in BPMN XML.
function toFlowNode(element: ModdleElement, flows: ParsedSequenceFlow[]): ParsedFlowNode {
  const id = element.id ?? '';
  const node: ParsedFlowNode = {
    id,
    name: element.name,
    bpmnType: element.$type,
    faenaType: faenaElementType(element),
    incoming: flows.filter((flow) => flow.targetRef === id).map((flow) => flow.id),
    outgoing: flows.filter((flow) => flow.sourceRef === id).map((flow) => flow.id),
  };
  if (element.attachedToRef?.id) node.attachedTo = element.attachedToRef.id;
  return node;
}
