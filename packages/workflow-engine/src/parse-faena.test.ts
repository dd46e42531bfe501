import { readFileSync } from 'node:fs';
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { formatAudienceRef, parseAudienceRef } from './audience.ts';
import { FAENA_MODDLE_URI, faenaModdleDescriptor } from './faena-moddle.ts';
import { parseBpmn } from './parse.ts';
import { validate } from './validate.ts';

const reference = readFileSync(new URL('./fixtures/reference.bpmn', import.meta.url), 'utf8');

describe('the Faena moddle extension', () => {
  it('is a bpmn-moddle package with the faena prefix', async () => {
    expect(faenaModdleDescriptor).toMatchObject({ prefix: 'faena', uri: FAENA_MODDLE_URI });
    const { warnings } = await new BpmnModdle({ faena: faenaModdleDescriptor }).fromXML(reference);
    expect(warnings).toEqual([]);
  });

  it('reads a user task form, audience, due duration and description', async () => {
    const { nodes } = await parseBpmn(reference);
    expect(nodes.find((node) => node.id === 'Review')).toMatchObject({
      formId: 'form-review',
      audience: 'sede',
      dueIn: 'P1D',
      description: 'Revisar la sede',
    });
  });

  it('reads a saved audience apart from a process variable, and validate accepts it', async () => {
    const xml = reference.replace('faena:audience="sede"', 'faena:audience="audience:aud-42"');
    const definition = await parseBpmn(xml);
    const review = definition.nodes.find((node) => node.id === 'Review');
    expect(review).toMatchObject({ savedAudience: 'aud-42' });
    expect(review?.audience).toBeUndefined();
    expect(validate(definition).filter((problem) => problem.elementId === 'Review')).toEqual([]);
    expect(parseAudienceRef('audience:aud-42')).toEqual({ kind: 'saved', id: 'aud-42' });
    expect(parseAudienceRef('sede')).toEqual({ kind: 'variable', variable: 'sede' });
    expect(formatAudienceRef({ kind: 'saved', id: 'aud-42' })).toBe('audience:aud-42');
  });

  it('reports an audience reference with no id as an audience that is not a variable', async () => {
    const definition = await parseBpmn(
      reference.replace('faena:audience="sede"', 'faena:audience="audience:"'),
    );
    expect(validate(definition)).toContainEqual(
      expect.objectContaining({ elementId: 'Review', code: 'audience_not_variable' }),
    );
  });

  it('reads expiration timers, message names and the default flow', async () => {
    const { nodes } = await parseBpmn(reference);
    const node = (id: string) => nodes.find((candidate) => candidate.id === id);
    expect(node('Expire')).toMatchObject({
      attachedTo: 'Review',
      timer: { duration: 'P2D' },
      notifyOnExpire: true,
    });
    expect(node('Announce')).toMatchObject({ messageName: 'revision_lista' });
    expect(node('Decide')).toMatchObject({ defaultFlow: 'Flow_low' });
  });

  it('reads a start event marked public, and only that one', async () => {
    const startTag = /<bpmn:startEvent id="(\w+)"/.exec(reference)!;
    const xml = reference.replace(startTag[0], `${startTag[0]} faena:public="true"`);
    const { nodes } = await parseBpmn(xml);
    expect(nodes.find((node) => node.id === startTag[1])?.public).toBe(true);
    expect(nodes.filter((node) => node.public)).toHaveLength(1);
    const { nodes: plain } = await parseBpmn(reference);
    expect(plain.some((node) => node.public !== undefined)).toBe(false);
    const { warnings } = await new BpmnModdle({ faena: faenaModdleDescriptor }).fromXML(xml);
    expect(warnings).toEqual([]);
  });

  it('prefers faena:messageName over the referenced message', async () => {
    const xml = reference.replace(
      '<bpmn:messageEventDefinition messageRef',
      '<bpmn:messageEventDefinition faena:messageName="otro" messageRef',
    );
    const { nodes } = await parseBpmn(xml);
    expect(nodes.find((node) => node.id === 'Announce')?.messageName).toBe('otro');
  });

  it('parses visual conditions and typed process variables', async () => {
    const { flows, variables } = await parseBpmn(reference);
    expect(flows.find((flow) => flow.id === 'Flow_high')?.condition).toEqual({
      all: [{ field: 'score', operator: 'gte', value: 8 }],
    });
    expect(flows.find((flow) => flow.id === 'Flow_low')?.condition).toBeUndefined();
    expect(variables).toEqual([
      { name: 'score', type: 'integer', label: 'Puntaje' },
      { name: 'sede', type: 'venue', label: 'Sede' },
    ]);
  });

  it('keeps a condition that is not a condition aside for validate', async () => {
    const xml = reference.replace(`'{"all":[{"field":"score","operator":"gte","value":8}]}'`, `'{"nope":1}'`);
    const flow = (await parseBpmn(xml)).flows.find((candidate) => candidate.id === 'Flow_high');
    expect(flow).toMatchObject({ conditionError: '{"nope":1}' });
    expect(flow?.condition).toBeUndefined();
  });
});
