import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, size } = vars;

export const wrapper = style(inComponentsLayer({ position: 'relative', display: 'flex' }), 'selectWrapper');

/** Added to TextField's input look. */
export const select = style(
  inComponentsLayer({
    appearance: 'none',
    paddingInlineEnd: `calc(${space[3]} * 2 + ${size.icon})`,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  }),
  'select',
);

export const chevron = style(
  inComponentsLayer({
    position: 'absolute',
    insetInlineEnd: space[3],
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'inline-flex',
    width: size.icon,
    height: size.icon,
    color: color.fgMuted,
    pointerEvents: 'none',
  }),
  'selectChevron',
);
