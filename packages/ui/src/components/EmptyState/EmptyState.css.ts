import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { text } from '../../theme/text.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius } = vars;

export const root = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: space[4],
    paddingBlock: space[8],
    paddingInline: space[4],
    maxWidth: '30rem',
    marginInline: 'auto',
    color: color.fg,
    selectors: {
      // The whole content area: centred in it, vertically too.
      '&[data-size="screen"]': {
        justifyContent: 'center',
        minHeight: 'min(100%, 32rem)',
        flex: 1,
        maxWidth: '36rem',
        paddingBlock: space[12],
      },
    },
  }),
  'emptyState',
);

export const illustration = style(
  inComponentsLayer({
    selectors: { [`${root}[data-size="section"] &`]: { width: '6rem' } },
  }),
  'emptyStateIllustration',
);

export const icon = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: radius.lg,
    backgroundColor: color.bgMuted,
    color: color.fgMuted,
    fontSize: '1.25rem',
  }),
  'emptyStateIcon',
);

export const text_ = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[1] }),
  'emptyStateText',
);
export { text_ as text };

export const title = style(
  inComponentsLayer({
    margin: 0,
    ...text('sectionTitle'),
    color: color.fg,
    selectors: { [`${root}[data-size="screen"] &`]: text('pageTitle') },
  }),
  'emptyStateTitle',
);

export const description = style(
  inComponentsLayer({ margin: 0, ...text('body'), color: color.fgMuted }),
  'emptyStateDescription',
);

export const action = style(
  inComponentsLayer({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space[2] }),
  'emptyStateAction',
);
