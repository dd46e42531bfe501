import { componentsLayer, vars } from '@faena/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const { color, space, radius, fontSize, fontWeight, lineHeight } = vars;

/** A post's body (and the editor's preview): sanitised markdown HTML, read comfortably. */
export const prose = style({
  '@layer': {
    [componentsLayer]: {
      color: color.fg,
      fontSize: fontSize.body,
      lineHeight: lineHeight.relaxed,
      overflowWrap: 'anywhere',
      maxWidth: '72ch',
    },
  },
});

const inProse = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(`${prose} ${selector}`, { '@layer': { [componentsLayer]: rule as never } });

inProse('> :first-child', { marginTop: 0 });
inProse('> :last-child', { marginBottom: 0 });
inProse('p, ul, ol, blockquote, pre, table', { marginBlock: space[3] });
inProse('h1, h2, h3, h4, h5, h6', {
  marginBlock: `${space[4]} ${space[2]}`,
  fontSize: fontSize.sectionTitle,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
});
inProse('ul', { listStyle: 'disc', paddingInlineStart: space[6] });
inProse('ol', { listStyle: 'decimal', paddingInlineStart: space[6] });
inProse('li + li', { marginTop: space[1] });
inProse('a', { color: color.primaryFg, textDecoration: 'underline', textUnderlineOffset: '2px' });
inProse('strong', { fontWeight: fontWeight.semibold });
inProse('em', { fontStyle: 'italic' });
inProse('blockquote', {
  borderInlineStart: `3px solid ${color.border}`,
  paddingInlineStart: space[3],
  color: color.fgMuted,
});
inProse('code', {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.92em',
  backgroundColor: color.bgMuted,
  borderRadius: radius.sm,
  paddingInline: '0.25em',
});
inProse('pre', {
  overflowX: 'auto',
  padding: space[3],
  backgroundColor: color.bgSubtle,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
});
inProse('pre code', { backgroundColor: 'transparent', padding: 0 });
inProse('img', {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
});
inProse('hr', { border: 0, borderTop: `1px solid ${color.border}`, marginBlock: space[4] });
inProse('table', { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' });
inProse('th, td', {
  border: `1px solid ${color.border}`,
  padding: `${space[1]} ${space[2]}`,
  textAlign: 'start',
});

/** A feed entry's cover: a fixed box, the picture cropped to it. */
export const cover = style({
  '@layer': {
    [componentsLayer]: {
      display: 'block',
      width: '100%',
      aspectRatio: '16 / 9',
      objectFit: 'cover',
      borderRadius: radius.md,
      backgroundColor: color.bgMuted,
      '@media': { 'screen and (min-width: 640px)': { width: '8rem', aspectRatio: '4 / 3' } },
    },
  },
});

/** A share of the audience as a thin bar (a native `<meter>`, no inline style). */
export const share = style({
  '@layer': {
    [componentsLayer]: {
      width: '100%',
      height: '0.375rem',
      appearance: 'none',
      borderRadius: radius.full,
      overflow: 'hidden',
      backgroundColor: color.bgMuted,
      border: 0,
    },
  },
});
globalStyle(`${share}::-webkit-meter-bar`, {
  '@layer': { [componentsLayer]: { background: color.bgMuted, border: 0, borderRadius: radius.full } },
});
globalStyle(`${share}::-webkit-meter-optimum-value`, {
  '@layer': { [componentsLayer]: { background: color.primary, borderRadius: radius.full } },
});
globalStyle(`${share}::-moz-meter-bar`, {
  '@layer': { [componentsLayer]: { background: color.primary, borderRadius: radius.full } },
});

/** The editor's textarea: monospace would be foreign to most posters; just taller. */
export const editorArea = style({
  '@layer': { [componentsLayer]: { minHeight: '16rem', resize: 'vertical', fontFamily: 'inherit' } },
});
