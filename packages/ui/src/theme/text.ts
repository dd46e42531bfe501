import { type TextRole, typeScale } from '../tokens/index.ts';
import { vars } from './theme.css.ts';

const weightName = { '400': 'regular', '500': 'medium', '600': 'semibold', '700': 'bold' } as const;

/**
 * One role of the type scale as vanilla-extract style properties (size, line height, weight), e.g.
 * `style({ ...text('sectionTitle'), color: vars.color.fg })`.
 */
export function text(role: TextRole) {
  return {
    fontSize: vars.fontSize[role],
    lineHeight: vars.lineHeight[role],
    fontWeight: vars.fontWeight[weightName[typeScale[role].weight]],
  };
}
