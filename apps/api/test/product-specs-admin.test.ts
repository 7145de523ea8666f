import { describe, expect, it } from 'vitest';
import { adminHeader, appPerFile, JWT_SECRET } from './helpers.js';

const ctx = appPerFile();

const admin = adminHeader();

/** A small tuning spec (illustrative numbers; only the structure matters here). */
const productSpec = (name: string) => ({
  friendlyModelName: name,
  pumpEnergyRange: { min: 1, max: 100 },
  pumpPowerRange: { min: 1, max: 50 },
  pumpRepRateRange: { min: 10, max: 1000 },
  interactions: [
    {
      alias: 'Signal',
      pumpEnergyRange: { min: 1, max: 100 },
      specifiedWavelengthRange: { min: 650, max: 1000 },
      points: [
        { wavelength: 650, minPower: 2, maxPower: 3 },
        { wavelength: 1000, minPower: 4, maxPower: 5 },
      ],
    },
  ],
});

const harmonicSpec = () => ({
  info: { powerW: 10, maxPulseEnergyUj: 1000, maxRepetitionRateKhz: 500, specialNotes: 'test module' },
  harmonics: { SH: { a0: 0, a1: 10, a2: 5, a3: -1, wavelengthNm: 515 } },
});

const put = (url: string, payload: unknown, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method: 'PUT', url, headers, payload: payload as object });

const SPECS = '/api/products/specs';
const HARMONIC = '/api/products/harmonicOptimizationSpec';

describe('PUT /api/products/specs', () => {
  it('is refused (401) without a token and with a bad one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }, adminHeader(3600, `${JWT_SECRET}-other`)]) {
      const r = await put(SPECS, [productSpec('X')], headers);
      expect(r.statusCode).toBe(401);
      expect(r.json().field).toBe('authorization');
    }
  });

  it('refuses a bad spec (400) naming the field', async () => {
    const bad = productSpec('Bad');
    bad.interactions[0].points[1].maxPower = 150;
    const r = await put(SPECS, [productSpec('Good'), bad]);
    expect(r.statusCode).toBe(400);
    const body = r.json() as { statusCode: number; field: string; message: string };
    expect(body.statusCode).toBe(400);
    expect(body.field).toBe('[1].interactions[0].points[1].maxPower');
    expect(body.message).toContain('[1].interactions[0].points[1].maxPower');
  });

  it('refuses an empty model name and a repeated one', async () => {
    const r = await put(SPECS, [productSpec('')]);
    expect(r.json().field).toBe('[0].friendlyModelName');
    const twice = await put(SPECS, [productSpec('Same'), productSpec('Same')]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe('[1].friendlyModelName');
  });

  it('saves the list (204) and the GET serves it, keeping the ids of listed specs', async () => {
    const before = (await ctx.app.inject(SPECS)).json() as { id: number; friendlyModelName: string }[];
    expect(before.length).toBeGreaterThan(0);
    const kept = { ...before[0], friendlyModelName: 'Edited model name' };
    const r = await put(SPECS, [kept, productSpec('Brand new OPA')]);
    expect(r.statusCode).toBe(204);
    const after = (await ctx.app.inject(SPECS)).json() as { id: number; friendlyModelName: string; sample: boolean }[];
    expect(after.map((s) => s.friendlyModelName).sort()).toEqual(['Brand new OPA', 'Edited model name']);
    expect(after.find((s) => s.friendlyModelName === 'Edited model name')?.id).toBe(before[0].id);
    expect(after.find((s) => s.friendlyModelName === 'Brand new OPA')?.sample).toBe(false);
    expect(after.find((s) => s.friendlyModelName === 'Brand new OPA')).toMatchObject(productSpec('Brand new OPA'));
  });
});

describe('PUT /api/products/harmonicOptimizationSpec', () => {
  it('is refused (401) without a token and with a bad one', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
      const r = await put(HARMONIC, { M: harmonicSpec() }, headers);
      expect(r.statusCode).toBe(401);
    }
  });

  it('refuses a bad spec (400) naming the field', async () => {
    const bad = harmonicSpec() as { harmonics: Record<string, Record<string, unknown>> };
    bad.harmonics.SH.a2 = 'five';
    const r = await put(HARMONIC, { 'Module A': harmonicSpec(), 'Module B': bad });
    expect(r.statusCode).toBe(400);
    expect(r.json().field).toBe('Module B.harmonics.SH.a2');
    expect(r.json().message).toContain('Module B.harmonics.SH.a2');
  });

  it('saves the map (204) and the GET serves it', async () => {
    const r = await put(HARMONIC, { 'Test module': { ...harmonicSpec(), sample: true } });
    expect(r.statusCode).toBe(204);
    const got = (await ctx.app.inject(HARMONIC)).json() as Record<string, unknown>;
    expect(Object.keys(got)).toEqual(['Test module']);
    expect(got['Test module']).toEqual({ ...harmonicSpec(), sample: true });
  });
});
