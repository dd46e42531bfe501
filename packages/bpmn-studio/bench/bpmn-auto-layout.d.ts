// bpmn-auto-layout ships no types; the bench uses only this.
declare module 'bpmn-auto-layout' {
  /** The process's XML with diagram information (DI) added. */
  export function layoutProcess(xml: string): Promise<string>;
}
