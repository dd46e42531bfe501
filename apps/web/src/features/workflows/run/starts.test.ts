// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { manualStartsOf } from './starts';

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"><bpmn:process id="p">${body}</bpmn:process></bpmn:definitions>`;

describe('the starts a person can choose', () => {
  it('are the plain start events, named (or by id), not those a message or a time starts', () => {
    expect(
      manualStartsOf(
        xml(`<bpmn:startEvent id="Inicio" name="Solicitud normal" />
             <bpmn:startEvent id="Urgente" />
             <bpmn:startEvent id="PorMensaje"><bpmn:messageEventDefinition /></bpmn:startEvent>
             <bpmn:startEvent id="Diario"><bpmn:timerEventDefinition /></bpmn:startEvent>`),
      ),
    ).toEqual([
      { id: 'Inicio', name: 'Solicitud normal' },
      { id: 'Urgente', name: 'Urgente' },
    ]);
  });
});
