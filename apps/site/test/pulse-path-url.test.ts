/**
 * The pulse-path page's address: a state written to the query and read back is the same state (every text as
 * typed, bad ones too), whatever a chat client or proxy percent-encodes on the way; the JSON the CLI takes reads
 * too; a long measured spectrum is deflated and comes back with the same numbers.
 */
import { ELEMENT_FIELDS } from '@optics-toolbox/optics-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inflateSpectrum, stateOfLocation } from '../src/pages/pulse-path/page-url.js';
import { DEFLATE_ABOVE, deflateText, locationOf, MAX_QUERY } from '../src/pages/pulse-path/page-url-write.js';
import {
  defaultText,
  emptyState,
  KINDS,
  newElementTexts,
  type PathState,
  pulseFieldsOf,
} from '../src/pages/pulse-path/path-state.js';
import { decodeParams, escapeValue, queryString, unescapeValue } from '../src/pages/pulse-path/url-codec.js';
import { encodeParams } from '../src/pages/pulse-path/url-encode.js';

const roundTrip = (s: PathState) => decodeParams(new URLSearchParams(queryString(encodeParams(s)))).state;

/** What a state means for the page: the source's pulse fields, the rows by position, the optimiser by index. */
function meaning(s: PathState) {
  const index = s.optimize ? s.elements.findIndex((r) => r.id === s.optimize?.row) : -1;
  return {
    source: s.source,
    pulse: Object.fromEntries(pulseFieldsOf(s.source).map((n) => [n, s.pulse[n] ?? ''])),
    elements: s.elements.map((r) => ({ kind: r.kind, texts: r.texts })),
    optimize: s.optimize?.on && index >= 0 ? { ...s.optimize, row: index } : null,
    points: s.points,
  };
}

/** Texts a user may type: numbers with a comma or exponent, words, blanks, separators of the codec, non-ASCII. */
const typed = fc.oneof(
  fc.constantFrom('', '10', '-1', '1,5', '1e+5', 'abc', ' 2 ', 'µ', 'a:b,c;d(e)f', '~41', '100%', 'x&y=z#w'),
  fc.string({ maxLength: 12 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);

const elementArb = fc.constantFrom(...KINDS).chain((kind) =>
  fc
    .record(Object.fromEntries(ELEMENT_FIELDS[kind].map((f) => [f.name, fc.option(typed, { nil: undefined })])))
    .map((picked) => {
      const texts = { ...newElementTexts(kind) };
      for (const [k, v] of Object.entries(picked)) if (v !== undefined) texts[k] = v;
      return { kind, texts };
    }),
);

const stateArb = fc
  .record({
    source: fc.constantFrom('duration', 'bandwidth', 'spectrum' as const),
    pulse: fc.record({
      wavelengthNm: typed,
      durationFs: typed,
      bandwidthNm: typed,
      shape: fc.constantFrom('gaussian', 'sech2', 'other'),
      spectrum: fc.string({ maxLength: 40 }).filter((t) => !/^[\s\d.,;eE+-]*$/.test(t)),
      gddFs2: typed,
      todFs3: typed,
      fodFs4: typed,
      energyUj: typed,
      beamDiameterMm: typed,
    }),
    elements: fc.array(elementArb, { maxLength: 5 }),
    optimize: fc.option(
      fc.record({
        on: fc.boolean(),
        at: fc.nat(),
        parameter: fc.constantFrom('distanceMm', 'bounces', 'x y'),
        from: typed,
        to: typed,
        target: fc.constantFrom('duration', 'strehl' as const),
      }),
      { nil: null },
    ),
    points: typed,
  })
  .map((r): PathState => {
    const elements = r.elements.map((e, i) => ({ id: 10 + 3 * i, ...e }));
    const row = elements.length > 0 && r.optimize ? elements[r.optimize.at % elements.length].id : -1;
    return {
      source: r.source as PathState['source'],
      pulse: r.pulse,
      elements,
      optimize:
        r.optimize && row >= 0
          ? {
              on: r.optimize.on,
              row,
              parameter: r.optimize.parameter,
              from: r.optimize.from,
              to: r.optimize.to,
              target: r.optimize.target,
            }
          : null,
      points: r.points,
    };
  });

describe('values in the address', () => {
  it('escape to letters, digits, . _ - / and ~XX only, and unescape to the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (t) => {
        const v = escapeValue(t);
        expect(v).toMatch(/^[A-Za-z0-9._\-/~]*$/);
        expect(unescapeValue(v)).toBe(t);
      }),
    );
  });
});

describe('a state through the address', () => {
  it('comes back the same: every text as typed, the rows in order, the optimiser on its row', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        expect(meaning(roundTrip(s))).toEqual(meaning(s));
      }),
    );
  });

  it('comes back the same when every character of the query was percent-encoded on the way', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const q = queryString(encodeParams(s));
        // Each value percent-encoded whole, as a client that escapes everything but the separators & and = does.
        const escaped = q
          .split('&')
          .map((kv) => {
            const at = kv.indexOf('=');
            return `${kv.slice(0, at)}=${[...kv.slice(at + 1)].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')}`;
          })
          .join('&');
        expect(meaning(decodeParams(new URLSearchParams(escaped)).state)).toEqual(meaning(s));
      }),
    );
  });

  it('writes fields at their default not at all, and a state of defaults as an empty query', () => {
    expect(queryString(encodeParams(emptyState()))).toBe('');
    const s: PathState = {
      ...emptyState(),
      pulse: { ...emptyState().pulse, wavelengthNm: '800', durationFs: '30' },
      elements: [
        { id: 1, kind: 'material', texts: newElementTexts('material') },
        { id: 2, kind: 'grating-pair', texts: { ...newElementTexts('grating-pair'), distanceMm: '2.2' } },
      ],
    };
    expect(queryString(encodeParams(s))).toBe(
      'pulse=wavelengthNm:800,durationFs:30&elements=material(material:fused_silica,thicknessMm:10);grating-pair(distanceMm:2.2)',
    );
  });

  it('reads the JSON the command line takes', () => {
    const q = new URLSearchParams({
      pulse: JSON.stringify({ wavelengthNm: 1030, bandwidthNm: 12, gddFs2: 10000 }),
      elements: JSON.stringify([
        { kind: 'grating-pair', linesPerMm: 1740, distanceMm: -200 },
        { kind: 'air', distanceMm: 3000 },
      ]),
      optimize: JSON.stringify({ element: 0, parameter: 'distanceMm', from: -400, to: 0 }),
    });
    const s = decodeParams(q).state;
    expect(s.source).toBe('bandwidth');
    expect(s.pulse.bandwidthNm).toBe('12');
    expect(s.pulse.gddFs2).toBe('10000');
    expect(s.elements.map((r) => [r.kind, r.texts.distanceMm])).toEqual([
      ['grating-pair', '-200'],
      ['air', '3000'],
    ]);
    expect(s.elements[0].texts.angleDeg).toBe(defaultText(ELEMENT_FIELDS['grating-pair'][1]));
    expect(s.optimize).toMatchObject({ on: true, row: s.elements[0].id, from: '-400', to: '0', target: 'duration' });
  });
});

describe('a measured spectrum in the address', () => {
  /** A spectrometer's table: 2,048 rows, wavelength to 3 decimals, intensity to 6 significant digits. */
  const table = Array.from({ length: 2048 }, (_, i) => {
    const nm = 700 + i * 0.0977;
    const x = (nm - 800) / 20;
    return [Number(nm.toFixed(3)), Number((Math.exp(-x * x) + 1e-3 * Math.sin(i * 12.9898)).toPrecision(6))];
  });
  const text = `Wavelength (nm),Intensity\n${table.map(([a, b]) => `${a},${b}`).join('\n')}`;
  const state: PathState = { ...emptyState(), source: 'spectrum', pulse: { ...emptyState().pulse, spectrum: text } };

  it('short: its numbers in the query, read back as the same numbers', () => {
    const short: PathState = { ...state, pulse: { ...state.pulse, spectrum: '780, 0.1\n800; 1\n820\t0,2' } };
    const at = locationOf(short);
    expect(at.needs).toBeUndefined();
    expect(at.search).toContain('spectrum:780_0.1_800_1_820_0.2');
    const back = stateOfLocation(at.search, at.hash).state;
    expect(back.source).toBe('spectrum');
    expect(back.pulse.spectrum).toBe('780\t0.1\n800\t1\n820\t0.2');
  });

  it('long: deflated, and outside the query when still too long for a request line; the same numbers come back', async () => {
    const first = locationOf(state);
    expect(first.needs?.length).toBeGreaterThan(DEFLATE_ABOVE);
    const packed = new Map([[first.needs as string, `~z${await deflateText(first.needs as string)}`]]);
    const at = locationOf(state, packed);
    expect(at.needs).toBeUndefined();
    expect(at.search.length).toBeLessThanOrEqual(MAX_QUERY + 1);
    const read = stateOfLocation(at.search, at.hash);
    expect(read.deflatedSpectrum).toBeDefined();
    const back = await inflateSpectrum(read.deflatedSpectrum as string);
    const numbers = back.split('\n').map((l) => l.split('\t').map(Number));
    expect(numbers).toEqual(table);
  });
});
