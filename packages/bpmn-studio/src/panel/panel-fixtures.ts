import type { FormDefinition } from '@faena/form-engine/core';
import type { AudienceOption } from '../contract.ts';

/** An in-memory forms adapter for stories and tests. */
export function memoryForms(initial: Record<string, FormDefinition> = {}) {
  const store = new Map(Object.entries(initial));
  let next = store.size + 1;
  return {
    store,
    async load(formId: string) {
      const form = store.get(formId);
      if (!form) throw new Error(`No form ${formId}`);
      return form;
    },
    async save(form: FormDefinition, formId?: string) {
      const id = formId ?? `form-${next++}`;
      store.set(id, form);
      return { formId: id };
    },
  };
}

/** The form of the story's user task. */
export const STORY_FORMS: Record<string, FormDefinition> = {
  'form-1': {
    id: 'revision',
    fields: [
      { id: 'f1', name: 'sucursal', type: 'text', label: 'Sucursal', required: true },
      { id: 'f2', name: 'score', type: 'integer', label: 'Puntaje' },
    ],
  },
};

/** Saved audiences of the stories and tests. */
export const STORY_AUDIENCES: AudienceOption[] = [
  { value: 'aud-norte', label: 'Tiendas zona norte' },
  { value: 'aud-gerentes', label: 'Gerentes de tienda' },
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/**
 * An in-memory saved-audiences adapter: the search matches names ignoring case and accents, like
 * the server's. `searches` records every query.
 */
export function memoryAudiences(audiences: readonly AudienceOption[] = STORY_AUDIENCES) {
  const searches: string[] = [];
  return {
    searches,
    async search(query: string, signal: AbortSignal): Promise<AudienceOption[]> {
      searches.push(query);
      signal.throwIfAborted();
      return audiences.filter((audience) => fold(audience.label).includes(fold(query)));
    },
    async label(value: string): Promise<string | undefined> {
      return audiences.find((audience) => audience.value === value)?.label;
    },
  };
}
