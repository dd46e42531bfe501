import { globalStyle } from '@vanilla-extract/css';

/**
 * Printing a report shows the report alone: while a `[data-print-report]` is on the page, the rest
 * (the app's chrome) is hidden and the report fills the sheet. Other pages print as they are.
 */
const REPORT = '[data-print-report]';

globalStyle(`body:has(${REPORT}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${REPORT}, ${REPORT} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(REPORT, {
  '@media': {
    print: {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: 0,
      width: '100%',
      margin: 0,
      padding: 0,
      boxShadow: 'none',
      border: 0,
    },
  },
});
globalStyle(`body:has(${REPORT}) [data-print-hide]`, { '@media': { print: { display: 'none' } } });
globalStyle(`${REPORT} li, ${REPORT} img`, { '@media': { print: { breakInside: 'avoid' } } });
