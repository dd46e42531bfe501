import type { FormDefinition } from '@faena/form-engine/core';
import { parseBpmn, validate } from '@faena/workflow-engine';
import {
  type StoredDefinition,
  StudioConflictError,
  type StudioFormsAdapter,
  type StudioPersistence,
} from '../contract.ts';

export interface InMemoryPersistenceOptions {
  /** Milliseconds each call waits before answering (0 default); `Infinity` never answers. */
  latencyMs?: number;
  /**
   * Makes calls fail: `'network'` rejects every save and publish with a network error; a number
   * rejects only the next N saves.
   */
  failSaves?: 'network' | number;
  /** Refuses to publish while `validate` finds problems, like the server (default true). */
  lintOnPublish?: boolean;
}

export interface SaveCall {
  kind: 'save' | 'publish';
  xml: string;
  revision: number;
}

/**
 * A `StudioPersistence` kept in memory, for stories and tests: revisions increase on every save, a
 * save naming an older revision is a conflict, and latency and failures can be injected.
 */
export class InMemoryStudioPersistence implements StudioPersistence {
  /** What is stored now. */
  stored: StoredDefinition;
  /** Every save and publish received, in order. */
  readonly calls: SaveCall[] = [];
  /** The versions created so far (the current one last). */
  readonly versions: StoredDefinition[] = [];
  options: InMemoryPersistenceOptions;
  private failuresLeft: number;

  constructor(initial: StoredDefinition, options: InMemoryPersistenceOptions = {}) {
    this.stored = { ...initial };
    this.versions.push(this.stored);
    this.options = options;
    this.failuresLeft = typeof options.failSaves === 'number' ? options.failSaves : 0;
  }

  /** Someone else saves: the next save naming an older revision is a conflict. */
  saveElsewhere(xml: string): StoredDefinition {
    this.stored = { ...this.stored, xml, revision: this.stored.revision + 1 };
    return this.stored;
  }

  /** The next `count` saves fail with a network error. */
  failNext(count = 1): void {
    this.failuresLeft = count;
  }

  async save(input: { xml: string; revision: number }): Promise<{ revision: number }> {
    this.calls.push({ kind: 'save', ...input });
    await this.wait();
    this.maybeFail();
    if (this.stored.status === 'published') throw new Error('El workflow ya está publicado.');
    if (input.revision !== this.stored.revision) throw new StudioConflictError({ ...this.stored });
    this.stored = { ...this.stored, xml: input.xml, revision: this.stored.revision + 1 };
    return { revision: this.stored.revision };
  }

  async publish(input: { xml: string; revision: number }): Promise<{ revision: number }> {
    this.calls.push({ kind: 'publish', ...input });
    await this.wait();
    this.maybeFail();
    if (input.revision !== this.stored.revision) throw new StudioConflictError({ ...this.stored });
    if (this.options.lintOnPublish !== false) {
      const problems = validate(await parseBpmn(input.xml));
      if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join(' '));
    }
    this.stored = {
      ...this.stored,
      xml: input.xml,
      revision: this.stored.revision + 1,
      status: 'published',
    };
    return { revision: this.stored.revision };
  }

  async createVersion(): Promise<StoredDefinition> {
    await this.wait();
    this.stored = {
      xml: this.stored.xml,
      revision: 1,
      status: 'draft',
      version: this.stored.version + 1,
    };
    this.versions.push(this.stored);
    return { ...this.stored };
  }

  private maybeFail(): void {
    if (this.options.failSaves === 'network') throw new Error('Sin conexión con el servidor');
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('Sin conexión con el servidor');
    }
  }

  private wait(): Promise<void> {
    const latency = this.options.latencyMs ?? 0;
    if (latency === Number.POSITIVE_INFINITY) return new Promise(() => {});
    return latency > 0 ? new Promise((resolve) => setTimeout(resolve, latency)) : Promise.resolve();
  }
}

/** The forms of the sample process ("Aprobación de compra"). */
export const SAMPLE_FORMS: Record<string, FormDefinition> = {
  'form-aprobar-compra': {
    id: 'form-aprobar-compra',
    description: 'Aprobar compra',
    fields: [
      { id: 'f1', name: 'aprobada', type: 'boolean', label: '¿Apruebas la compra?', required: true },
      { id: 'f2', name: 'comentario', type: 'text', label: 'Comentario' },
    ],
  },
  'form-orden-compra': {
    id: 'form-orden-compra',
    description: 'Emitir orden de compra',
    fields: [{ id: 'f1', name: 'folio', type: 'text', label: 'Folio de la orden', required: true }],
  },
  'form-aviso-solicitante': {
    id: 'form-aviso-solicitante',
    description: 'Avisar al solicitante',
    fields: [{ id: 'f1', name: 'avisado', type: 'boolean', label: '¿Se avisó al solicitante?' }],
  },
};

/** A `StudioFormsAdapter` kept in memory; new forms get ids `form-1`, `form-2`… */
export class InMemoryFormsAdapter implements StudioFormsAdapter {
  readonly forms = new Map<string, FormDefinition>();
  private next = 1;

  constructor(initial: Record<string, FormDefinition> = SAMPLE_FORMS) {
    for (const [formId, form] of Object.entries(initial)) this.forms.set(formId, structuredClone(form));
  }

  async load(formId: string): Promise<FormDefinition> {
    const form = this.forms.get(formId);
    if (!form) throw new Error(`Form ${formId} not found`);
    return structuredClone(form);
  }

  async save(form: FormDefinition, formId?: string): Promise<{ formId: string }> {
    let id = formId;
    while (!id || (!formId && this.forms.has(id))) {
      id = `form-${this.next}`;
      this.next += 1;
    }
    this.forms.set(id, structuredClone({ ...form, id }));
    return { formId: id };
  }
}
