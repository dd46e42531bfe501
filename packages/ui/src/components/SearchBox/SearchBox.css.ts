import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, size } = vars;

export const root = style(
  inComponentsLayer({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0 }),
  'searchBox',
);

/** Added to TextField's input look. */
export const input = style(
  inComponentsLayer({
    paddingInlineStart: `calc(${space[3]} * 2 + ${size.icon})`,
    paddingInlineEnd: '2.5rem',
    selectors: {
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  }),
  'searchBoxInput',
);

export const searchIcon = style(
  inComponentsLayer({
    position: 'absolute',
    insetInlineStart: space[3],
    display: 'inline-flex',
    width: size.icon,
    height: size.icon,
    color: color.fgMuted,
    pointerEvents: 'none',
  }),
  'searchBoxIcon',
);

export const clear = style(
  inComponentsLayer({ position: 'absolute', insetInlineEnd: space[1] }),
  'searchBoxClear',
);
