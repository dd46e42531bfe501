import { describe, expect, it } from 'vitest';
import { isBlankText, trimInvisible, VISIBLE_TEXT_PATTERN } from '../src/text';

const INVISIBLE_ONLY = [
  '',
  '   ',
  '\t\n\r',
  '\u200B\u200D', // zero-width space, zero-width joiner
  '\u200C', // zero-width non-joiner
  '\u202E\u2066', // right-to-left override, left-to-right isolate
  '\u200E\u200F\u061C', // bidi marks
  '\uFEFF', // byte order mark
  '\u2060', // word joiner
  '\u00AD', // soft hyphen
  '\u00A0\u3000', // no-break space, ideographic space
  '\u2028\u2029', // line and paragraph separators
  '\uFE0F\u034F', // variation selector, combining grapheme joiner
  '\u3164\u115F', // Hangul fillers
  '\u0007\u007F', // control characters
  '\u{E0020}\u{E007F}', // tag characters
  '\u{E0100}', // variation selector outside the BMP
];

describe('invisible text', () => {
  it.each(INVISIBLE_ONLY.map((text) => [JSON.stringify(text), text]))('%s is blank', (_, text) => {
    expect(isBlankText(text)).toBe(true);
    expect(trimInvisible(text)).toBe('');
  });

  it('trims invisible characters at both ends only, and keeps the rest as written', () => {
    expect(trimInvisible('\u200B\u00A0 Ana Torres\u200D\uFEFF\u3000')).toBe('Ana Torres');
    expect(trimInvisible('Ana\u200BTorres')).toBe('Ana\u200BTorres');
    // A joiner inside an emoji sequence belongs to it.
    expect(trimInvisible(' 👩\u200D💻 ')).toBe('👩\u200D💻');
    expect(trimInvisible('ñandú')).toBe('ñandú');
  });

  it.each(['a', ' x ', '\u200Bé', '😀', '中', '.', '\u0301'])('%j is not blank', (text) => {
    expect(isBlankText(text)).toBe(false);
    expect(trimInvisible(text)).not.toBe('');
  });

  it('states the same rule as a pattern, with and without the u flag, for the BMP', () => {
    for (const flags of ['', 'u']) {
      const visible = new RegExp(VISIBLE_TEXT_PATTERN, flags);
      for (const text of INVISIBLE_ONLY.filter((t) => [...t].every((c) => c.codePointAt(0)! < 0x10000))) {
        expect(visible.test(text), JSON.stringify(text)).toBe(false);
      }
      for (const text of ['a', '\u200Bé', '😀', 'Ana Torres']) expect(visible.test(text)).toBe(true);
    }
  });

  it('agrees with the pattern on every BMP character', () => {
    const visible = new RegExp(VISIBLE_TEXT_PATTERN, 'u');
    const disagreements: string[] = [];
    for (let codePoint = 0; codePoint < 0x10000; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      if (visible.test(character) === isBlankText(character)) disagreements.push(codePoint.toString(16));
    }
    expect(disagreements).toEqual([]);
  });
});
