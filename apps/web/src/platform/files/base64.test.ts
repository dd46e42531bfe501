import { describe, expect, it } from 'vitest';
import { fileToBase64, toBase64 } from './base64';

describe('uploads are sent as base64', () => {
  it('encodes bytes, large ones too (no call-stack overflow)', () => {
    expect(toBase64(new TextEncoder().encode('<svg/>'))).toBe('PHN2Zy8+');
    const big = new Uint8Array(100_000).fill(65);
    expect(atob(toBase64(big))).toHaveLength(100_000);
  });

  it("encodes a file's content", async () => {
    expect(await fileToBase64(new Blob(['<svg/>'], { type: 'image/svg+xml' }))).toBe('PHN2Zy8+');
  });
});
