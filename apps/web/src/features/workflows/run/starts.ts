const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

export interface StartOption {
  id: string;
  name: string;
}

/**
 * The start events a person can start by hand: plain start events (a message or timer start is
 * started by its message or its time, not from a button), in document order.
 */
export function manualStartsOf(xml: string): StartOption[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  return [...document.getElementsByTagNameNS(BPMN, 'startEvent')]
    .filter(
      (start) =>
        start.getElementsByTagNameNS(BPMN, 'messageEventDefinition').length === 0 &&
        start.getElementsByTagNameNS(BPMN, 'timerEventDefinition').length === 0,
    )
    .map((start) => ({ id: start.getAttribute('id') ?? '', name: start.getAttribute('name')?.trim() ?? '' }))
    .filter((start) => start.id !== '')
    .map((start) => ({ id: start.id, name: start.name || start.id }));
}
