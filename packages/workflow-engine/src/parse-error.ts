/** Thrown by `parseBpmn` when the XML cannot be read as a BPMN process. */
export class BpmnParseError extends Error {
  override readonly name = 'BpmnParseError';
  /** Parser warnings collected before the failure (unknown elements, unresolved references, …). */
  readonly warnings: string[];
  /**
   * Why the document could not be read, as bpmn-moddle found it (duplicate id, unknown element,
   * wrong namespace, …), each with where; the message lists them too.
   */
  readonly problems: string[];

  constructor(message: string, options: { warnings?: string[]; problems?: string[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.warnings = options.warnings ?? [];
    this.problems = options.problems ?? [message];
  }
}
