/** Thrown by `parseBpmn` when the XML cannot be read as a BPMN process. */
export class BpmnParseError extends Error {
  override readonly name = 'BpmnParseError';
  /** Parser warnings collected before the failure (unknown elements, unresolved references, …). */
  readonly warnings: string[];

  constructor(message: string, options: { warnings?: string[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.warnings = options.warnings ?? [];
  }
}
