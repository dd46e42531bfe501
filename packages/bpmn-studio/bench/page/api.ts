/** What bench/run.ts and the bench page agree on (no DOM here: run.ts imports it in Node). */
export type CommandKind = 'move' | 'rename' | 'append' | 'undo';
export const COMMAND_KINDS: readonly CommandKind[] = ['move', 'rename', 'append', 'undo'];

export interface ImportResult {
  /** `importXML` resolved (parse + render to SVG), ms. */
  importXml: number[];
  /** From `importXML` until the frame after it was painted, ms. */
  painted: number[];
  /** Flow nodes + sequence flows the diagram shows (labels and the root left out). */
  elements: number;
}

export interface CommandsResult {
  /** Per kind: the modeling call until it returns (the SVG updated), ms. */
  sync: Record<CommandKind, number[]>;
  /** Per kind: the modeling call until the next frame was painted, ms. */
  painted: Record<CommandKind, number[]>;
  /** `saveXML({ format: true })`, which BpmnModeler runs after every change for `onChange`, ms. */
  saveXml: number[];
}

export interface OverlaysResult {
  /** Badges drawn (count badges + waiting badges) per run. */
  badges: number;
  /** New figures for every element (the first run draws the badges, the others update them), ms. */
  sync: number[];
  /** The same until the frame after it was painted, ms. */
  painted: number[];
}

export interface StudioBench {
  importModeler(xml: string, runs: number): Promise<ImportResult>;
  importViewer(xml: string, runs: number): Promise<ImportResult>;
  commands(xml: string, runs: number, seed: number): Promise<CommandsResult>;
  overlays(xml: string, runs: number, seed: number): Promise<OverlaysResult>;
}

declare global {
  interface Window {
    studioBench?: StudioBench;
  }
}
