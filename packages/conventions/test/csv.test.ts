import { describe, expect, it } from 'vitest';
import { csvCell, parseCsvLine } from '../src/csv.js';

describe('csvCell (RFC 4180 quoting)', () => {
  it('quotes a cell with a quote, comma or line break and doubles its quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });
  it('leaves plain text and numbers alone, empties null, writes objects as JSON', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(1.5)).toBe('1.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe('parseCsvLine (RFC 4180 reading)', () => {
  it('splits at commas outside quotes, undoes doubled quotes, keeps empty cells', () => {
    expect(parseCsvLine('a,"b, c","say ""hi""",,5')).toEqual(['a', 'b, c', 'say "hi"', '', '5']);
    expect(parseCsvLine('')).toEqual(['']);
    expect(parseCsvLine('x,')).toEqual(['x', '']);
  });
  it('reads back every cell csvCell writes', () => {
    const cells = ['plain', 'a, b', 'say "hi"', '', '1.5', '{"a":1}', '"'];
    expect(parseCsvLine(cells.map(csvCell).join(','))).toEqual(cells);
  });
});
