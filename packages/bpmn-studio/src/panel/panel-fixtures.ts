import type { FormDefinition } from '@faena/form-engine/core';

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
