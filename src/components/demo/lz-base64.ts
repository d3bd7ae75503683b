const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * LZ-based compression into Base64, the encoding CodeSandbox's "define"
 * endpoint expects for its `parameters` field (the lz-string format:
 * LZW with growing code widths, bits written lowest first, 6 bits a character).
 */
export function compressToBase64(input: string): string {
  const dictionary = new Map<string, number>();
  const pending = new Set<string>();
  const out: string[] = [];
  let value = 0;
  let position = 0;
  let enlargeIn = 2;
  let nextCode = 3;
  let width = 2;

  const write = (bits: number, count: number) => {
    for (let i = 0; i < count; i++) {
      value = (value << 1) | (bits & 1);
      bits >>= 1;
      if (position === 5) {
        out.push(BASE64[value]);
        position = 0;
        value = 0;
      } else position++;
    }
  };
  const grow = () => {
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** width;
      width++;
    }
  };
  const emit = (phrase: string) => {
    if (pending.has(phrase)) {
      // First sight of a character: a marker, then the character itself.
      const code = phrase.charCodeAt(0);
      const wide = code >= 256;
      write(wide ? 1 : 0, width);
      write(code, wide ? 16 : 8);
      grow();
      pending.delete(phrase);
    } else write(dictionary.get(phrase)!, width);
    grow();
  };

  let phrase = '';
  for (const char of input.split('')) {
    if (!dictionary.has(char)) {
      dictionary.set(char, nextCode++);
      pending.add(char);
    }
    const longer = phrase + char;
    if (dictionary.has(longer)) {
      phrase = longer;
      continue;
    }
    emit(phrase);
    dictionary.set(longer, nextCode++);
    phrase = char;
  }
  if (phrase !== '') emit(phrase);
  write(2, width);
  // Pad the last character with zero bits.
  for (;;) {
    value <<= 1;
    if (position === 5) {
      out.push(BASE64[value]);
      break;
    }
    position++;
  }
  const text = out.join('');
  return text + '='.repeat((4 - (text.length % 4)) % 4);
}
