import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition, FormField } from '../core/index.ts';
import { block } from './FormRenderer.css.ts';
import { FormRenderer } from './FormRenderer.tsx';
import { BLOCK_FIELDS, fieldBlocks, LONG_FORM_FIELDS } from './longForm.ts';
import { createFormStore } from './store.ts';

/** `count` fields: text (required), yes/no and counts; `picker` puts a venue picker at that index. */
function form(count: number, picker?: number): FormDefinition {
  const fields: FormField[] = Array.from({ length: count }, (_, index): FormField => {
    const common = { id: `f${index}`, name: `f${index}`, label: `Punto ${index}` };
    if (index === picker) return { ...common, type: 'venue' };
    if (index % 3 === 0) return { ...common, type: 'text', required: true };
    return index % 3 === 1 ? { ...common, type: 'boolean' } : { ...common, type: 'integer' };
  });
  return { id: `form-${count}`, fields };
}

/** A field's text input by its label ('Punto 3' but not 'Punto 30'). */
const textbox = (index: number) =>
  screen.getByRole('textbox', { name: new RegExp(`^Punto ${index}(?!\\d)`) });

const blocks = () => [...document.getElementsByClassName(block)];

afterEach(() => vi.restoreAllMocks());

describe('long forms', { timeout: 30_000 }, () => {
  it('render a short form as one flat list, as always', () => {
    expect(fieldBlocks(form(LONG_FORM_FIELDS - 1).fields)).toEqual([
      expect.objectContaining({ contained: false }),
    ]);
    render(<FormRenderer definition={form(LONG_FORM_FIELDS - 1)} hideSubmit />);
    expect(blocks()).toHaveLength(0);
  });

  it(`group a long form's fields in contained blocks of ${BLOCK_FIELDS}, in order`, () => {
    const definition = form(LONG_FORM_FIELDS + 5);
    render(<FormRenderer definition={definition} hideSubmit />);
    const rendered = blocks();
    expect(rendered).toHaveLength(Math.ceil(definition.fields.length / BLOCK_FIELDS));
    expect(rendered[0]!.querySelectorAll('[data-field-name]')).toHaveLength(BLOCK_FIELDS);
    const order = [...document.querySelectorAll<HTMLElement>('[data-field-name]')].map(
      (field) => field.dataset.fieldName,
    );
    expect(order).toEqual(definition.fields.map((field) => field.name));
  });

  it('leave a block holding a widget that draws outside its row uncontained', () => {
    const definition = form(LONG_FORM_FIELDS + 5, BLOCK_FIELDS + 3);
    expect(fieldBlocks(definition.fields).map((candidate) => candidate.contained)).toEqual([
      true,
      false,
      true,
    ]);
    render(<FormRenderer definition={definition} hideSubmit />);
    expect(blocks()).toHaveLength(2);
    expect(
      document.querySelector(`[data-field-name="f${BLOCK_FIELDS + 3}"]`)?.closest(`.${block}`),
    ).toBeNull();
  });

  it('keep show_if working across blocks', () => {
    const definition = form(LONG_FORM_FIELDS + 5);
    const target = definition.fields[LONG_FORM_FIELDS + 2]!;
    target.show_if = { field: 'f0', operator: 'equals', value: 'ver' };
    const store = createFormStore(definition);
    render(<FormRenderer definition={definition} store={store} hideSubmit />);
    const shell = () => document.querySelector(`[data-field-name="${target.name}"]`)?.closest('[hidden]');
    expect(shell()).not.toBeNull();
    act(() => store.setValue('f0', 'ver'));
    expect(shell()).toBeNull();
  });

  it('still scroll to and focus the first invalid field', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    // jsdom has no scrolling: record which field is scrolled to.
    Element.prototype.scrollIntoView ??= () => {};
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push((this as HTMLElement).dataset.fieldName ?? '');
    });
    render(<FormRenderer definition={form(LONG_FORM_FIELDS + 20)} />);
    for (let index = 0; index < 30; index += 3) await user.type(textbox(index), 'ok');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(scrolled).toEqual(['f30']);
    expect(textbox(30)).toHaveFocus();
  });
});
