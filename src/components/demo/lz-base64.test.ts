import { describe, expect, it } from 'vitest';
import { compressToBase64 } from './lz-base64';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Reference decoder, written independently of the encoder, for round trips. */
function decompress(encoded: string): string {
  const data = encoded.replace(/=+$/, '');
  const at = (index: number) => BASE64.indexOf(data[index] ?? 'A');
  let index = 0;
  let current = at(index++);
  let mask = 32;
  const read = (count: number) => {
    let result = 0;
    for (let bit = 0; bit < count; bit++) {
      if (current & mask) result |= 1 << bit;
      mask >>= 1;
      if (mask === 0) {
        mask = 32;
        current = at(index++);
      }
    }
    return result;
  };
  const entries: string[] = ['', '', ''];
  let width = 2;
  let enlargeIn = 4;
  const grow = () => {
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** width;
      width++;
    }
  };
  const first = read(2);
  if (first === 2) return '';
  let previous = String.fromCharCode(read(first === 0 ? 8 : 16));
  entries.push(previous);
  const result = [previous];
  width = 3;
  for (;;) {
    let code = read(width);
    if (code === 2) return result.join('');
    if (code === 0 || code === 1) {
      entries.push(String.fromCharCode(read(code === 0 ? 8 : 16)));
      code = entries.length - 1;
      grow();
    }
    const entry = code < entries.length ? entries[code] : previous + previous[0];
    result.push(entry);
    entries.push(previous + entry[0]);
    grow();
    previous = entry;
  }
}

describe('compressToBase64', () => {
  it('matches the published lz-string output', () => {
    expect(compressToBase64('Hello, world!')).toBe('BIUwNmD2A0AEDukBOYAmBCIA');
  });

  it.each([
    'a',
    'hello hello hello',
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    JSON.stringify({ files: { 'package.json': { content: '{"name":"demo"}' } } }),
    'unicode: 数据表格 — ✓ ünïcödé',
  ])('round-trips %j', (text) => {
    const encoded = compressToBase64(text);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(encoded.length % 4).toBe(0);
    expect(decompress(encoded)).toBe(text);
  });

  it('round-trips a long mixed text', () => {
    const text = Array.from({ length: 400 }, (_, i) => `line ${i * 7919} ${'xyz'.repeat(i % 5)}`).join('\n');
    const encoded = compressToBase64(text);
    expect(encoded.length).toBeLessThan(text.length);
    expect(decompress(encoded)).toBe(text);
  });
});
