/**
 * Names and other required text: what counts as "nothing" (SPEC 5 "a blank string, after
 * trim"). `String.prototype.trim` keeps characters nobody sees, so "\u200B", "\u202E\u2066"
 * or "\uFEFF" would pass as a name; here they are blank. Pure: the server (name schema,
 * stored names), the web forms and the form engine's required check import it.
 *
 * Invisible, and so trimmed from both ends and never enough on their own:
 * - Unicode White_Space (spaces of every width, line and paragraph separators, NBSP, U+3000);
 * - control characters (Cc);
 * - format characters (Cf): zero-width space and joiners, bidi marks, embeddings, overrides
 *   and isolates, word joiner, BOM, soft hyphen, tag characters;
 * - Default_Ignorable_Code_Point: variation selectors, combining grapheme joiner, Hangul
 *   fillers and the other code points that render as nothing on their own.
 * Invisible characters between visible ones stay (a joiner inside an emoji sequence is part
 * of it).
 */

const INVISIBLE = '\\p{White_Space}\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}';
const INVISIBLE_CHARACTER = new RegExp(`[${INVISIBLE}]`, 'u');
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu');
const VISIBLE_CHARACTER = new RegExp(`[^${INVISIBLE}]`, 'u');

/** The text without its invisible characters at either end. */
export function trimInvisible(text: string): string {
  return text.replace(EDGES, '');
}

/** True when the text is empty or made only of invisible characters. */
export function isBlankText(text: string): boolean {
  return !VISIBLE_CHARACTER.test(text);
}

function unicodeEscape(codePoint: number): string {
  return `\\u${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The same rule as a JSON Schema / OpenAPI `pattern` (ECMA-262, with or without the `u`
 * flag): "has a visible character". It lists the invisible characters of the Basic
 * Multilingual Plane; the few outside it (tag characters, astral variation selectors) are
 * left to `isBlankText`, which the server applies too (format `name`).
 */
export const VISIBLE_TEXT_PATTERN: string = (() => {
  const ranges: string[] = [];
  let start = -1;
  for (let codePoint = 0; codePoint <= 0x10000; codePoint++) {
    const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
    const invisible =
      codePoint < 0x10000 && !surrogate && INVISIBLE_CHARACTER.test(String.fromCodePoint(codePoint));
    if (invisible && start < 0) start = codePoint;
    if (!invisible && start >= 0) {
      const end = codePoint - 1;
      ranges.push(start === end ? unicodeEscape(start) : `${unicodeEscape(start)}-${unicodeEscape(end)}`);
      start = -1;
    }
  }
  return `[^${ranges.join('')}]`;
})();
