/**
 * Preset saving (docs/product.md §7 calls): a new preset is made from a copy of the layout
 * (POST /api/presets/fromScheme) and then gets its title, category and image (multipart PUT);
 * an existing preset has its layout updated in place (PUT /api/schemes/{id}) first. Checked
 * against a recording fetch.
 */
import { createScheme } from '@optics-toolbox/planner-engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePreset } from '../src/pages/planner/preset-bar.js';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function recordFetch(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body });
    if (url === '/api/presets/fromScheme')
      return new Response(
        JSON.stringify({ id: 7, title: 'T', category: 'C', schemeId: 'NEWCODE', imageFilename: null }),
        {
          status: 201,
        },
      );
    return new Response(null, { status: 204 });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('savePreset', () => {
  it('registers a new preset from a copy of the layout, then sets title, category and image', async () => {
    const calls = recordFetch();
    const scheme = { ...createScheme({ title: 'Beam line' }), name: 'OLDCODE', id: '3' };
    const p = await savePreset(scheme, undefined, 'SHG setup', 'Harmonics', new Blob(['png']));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/presets/fromScheme', 'PUT /api/presets/7']);
    const body = JSON.parse(String(calls[0].body)) as {
      title: string;
      category: string;
      scheme: { name: string; id: string };
    };
    expect(body).toMatchObject({ title: 'SHG setup', category: 'Harmonics' });
    // A copy: the server gives it a new code.
    expect(body.scheme).toMatchObject({ name: '', id: '' });
    const form = calls[1].body as FormData;
    expect([form.get('Title'), form.get('Category'), form.get('Image') instanceof Blob]).toEqual([
      'SHG setup',
      'Harmonics',
      true,
    ]);
    expect(p).toMatchObject({ id: 7, title: 'SHG setup', category: 'Harmonics' });
  });

  it('updates an existing preset: its layout in place, then its fields', async () => {
    const calls = recordFetch();
    const scheme = { ...createScheme(), name: 'PRESETCODE', id: '12' };
    const preset = { id: 4, title: 'Old', category: 'Old', schemeId: 'PRESETCODE', imageFilename: null };
    await savePreset(scheme, preset, 'New title', 'New category', null);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/schemes/12', 'PUT /api/presets/4']);
    expect((calls[1].body as FormData).get('Image')).toBeNull();
  });
});
