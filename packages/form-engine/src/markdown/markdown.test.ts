import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer, isSafeUri, markdownToText } from './index.ts';
import { XSS_VECTORS, xssProblems } from './xss-vectors.ts';

// The server's way: one jsdom window for every render.
const { window } = new JSDOM('');
const renderer = createMarkdownRenderer(window as unknown as Window & typeof globalThis);

describe('createMarkdownRenderer', () => {
  it('renders GitHub-flavoured markdown', () => {
    const html = renderer.render(
      '# Aviso\n\n- **uno**\n- _dos_ ~~tres~~\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n> cita\n\n`code`',
    );
    expect(html).toContain('<h1>Aviso</h1>');
    expect(html).toContain('<li><strong>uno</strong></li>');
    expect(html).toContain('<em>dos</em> <del>tres</del>');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
  });

  it('opens external links apart and keeps relative ones in place', () => {
    const html = renderer.render(
      '[Faena](https://faena.app) [ayuda](/ayuda) [correo](mailto:a@b.mx) [tel](tel:+525555)',
    );
    expect(html).toContain('<a href="https://faena.app" target="_blank" rel="noopener noreferrer">Faena</a>');
    expect(html).toContain('<a href="/ayuda">ayuda</a>');
    expect(html).toContain('<a href="mailto:a@b.mx">correo</a>');
    expect(html).toContain('<a href="tel:+525555">tel</a>');
  });

  it('keeps uploaded images and drops what is not whitelisted', () => {
    const html = renderer.render(
      '![plano](/api/filepond/0b5e0ad4-31a7-4cb3-9d0d-3f27c0b0a3f1/download "Plano")\n\n<div class="x" id="y" data-x="1" aria-label="z">texto</div>',
    );
    expect(html).toContain(
      '<img src="/api/filepond/0b5e0ad4-31a7-4cb3-9d0d-3f27c0b0a3f1/download" alt="plano" title="Plano">',
    );
    expect(html).not.toMatch(/<div|class=|id=|data-x|aria-label/);
    expect(html).toContain('texto');
  });

  it('does not keep a target or rel written in the source', () => {
    const html = renderer.render('<a href="/x" target="_self" rel="opener">x</a>');
    expect(html.trim()).toBe('<p><a href="/x">x</a></p>');
  });

  it.each(XSS_VECTORS.map((vector) => [vector]))('neutralises %s', (vector) => {
    const html = renderer.render(vector);
    expect(xssProblems(html, window.document)).toEqual([]);
    expect(html).not.toMatch(/<(script|iframe|object|embed|style|meta|base|svg|math)\b/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
  });

  it('renders every vector the same on a second window (no state kept between renders)', () => {
    const other = createMarkdownRenderer(new JSDOM('').window as unknown as Window & typeof globalThis);
    for (const vector of XSS_VECTORS) expect(other.render(vector)).toBe(renderer.render(vector));
  });
});

describe('isSafeUri', () => {
  it.each([
    ['https://a.mx', true],
    ['http://a.mx', true],
    ['mailto:a@b.mx', true],
    ['tel:+52', true],
    ['/api/filepond/x/download', true],
    ['#seccion', true],
    ['ayuda.html', true],
    ['javascript:alert(1)', false],
    [' JaVaScRiPt:alert(1)', false],
    ['jav\tascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['vbscript:x', false],
  ])('%s → %s', (uri, safe) => {
    expect(isSafeUri(uri)).toBe(safe);
  });
});

describe('markdownToText', () => {
  it('keeps the words only, blocks apart', () => {
    expect(
      markdownToText(
        renderer,
        window as unknown as Window & typeof globalThis,
        '# Hola\n\n- **uno**\n- dos\n\n<script>alert(1)</script>fin',
      ),
    ).toBe('Hola uno dos fin');
  });
});
