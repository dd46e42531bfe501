import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { text } from '../../theme/text.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space } = vars;

export const root = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: space[3],
    minWidth: 0,
    containerType: 'inline-size',
  }),
  'pageHeader',
);

/** Narrow (a phone): title, then the actions under it; from 36rem of room: actions at the row's end. */
export const row = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: space[3],
    '@container': {
      '(min-width: 36rem)': {
        flexDirection: 'row',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
      },
    },
  }),
  'pageHeaderRow',
);

export const headings = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 }),
  'pageHeaderHeadings',
);

export const title = style(
  inComponentsLayer({ margin: 0, ...text('pageTitle'), color: color.fg, overflowWrap: 'anywhere' }),
  'pageHeaderTitle',
);

export const description = style(
  inComponentsLayer({ margin: 0, ...text('body'), color: color.fgMuted }),
  'pageHeaderDescription',
);

export const actions = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: space[2],
    flexShrink: 0,
  }),
  'pageHeaderActions',
);
