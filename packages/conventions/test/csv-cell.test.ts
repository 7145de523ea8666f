import { describe, expect, it } from 'vitest';
import { csvCell } from '../src/csv-cell.js';

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
