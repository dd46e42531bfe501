/**
 * Long forms (checklists of hundreds of questions) render their fields in contained blocks, so the
 * browser skips style, layout and paint of the blocks far from the screen (`content-visibility:
 * auto`): a keystroke repaints what is visible, not the whole form. Short forms render as always.
 */
import type { FieldType, FormField } from '../core/index.ts';

/** From this many fields on, a form is long. */
export const LONG_FORM_FIELDS = 40;

/** Fields per block: enough to keep the browser's visibility checks few, small enough to skip most. */
export const BLOCK_FIELDS = 20;

/**
 * Types whose widgets draw nothing outside their row (no listbox or popover). Containment clips
 * at the block's edge, so a block holding any other type is not contained.
 */
export const CONTAINED_TYPES: ReadonlySet<FieldType> = new Set([
  'text',
  'multiple_choice',
  'checkboxes',
  'boolean',
  'integer',
  'float',
  'decimal',
  'display_text',
  'stars',
  'emotion',
  'reactions',
  'value_in_num_range',
  'num_range',
]);

export interface FieldBlock {
  key: string;
  fields: readonly FormField[];
  contained: boolean;
}

/** The fields in blocks; one uncontained block with every field when the form is short. */
export function fieldBlocks(fields: readonly FormField[]): FieldBlock[] {
  if (fields.length < LONG_FORM_FIELDS) return [{ key: 'all', fields, contained: false }];
  const blocks: FieldBlock[] = [];
  for (let start = 0; start < fields.length; start += BLOCK_FIELDS) {
    const slice = fields.slice(start, start + BLOCK_FIELDS);
    blocks.push({
      key: slice[0]!.id,
      fields: slice,
      contained: slice.every((field) => CONTAINED_TYPES.has(field.type)),
    });
  }
  return blocks;
}
