import { describe, expect, it } from 'vitest';
import type { Product, ProductObject, TubeObject } from '../src/index.js';
import { convertLegacyScheme, convertLegacySchemeWithReport, createCatalogue, tubeEnds } from '../src/index.js';

const mm1 = { id: 1, name: 'MM-1', width: 40, height: 20 } as Product;

describe('convertLegacyScheme', () => {
  it('maps old product names to new codes and keeps unknown names', () => {
    const s = convertLegacyScheme({
      canvas: {
        objects: [
          { type: 'image', name: 'MirrorMount1', left: 100, top: 100, width: 40, height: 20 },
          { type: 'image', name: 'SomethingNew', left: 300, top: 100, width: 10, height: 10 },
        ],
      },
    });
    expect(s.canvas.objects.map((o) => (o as ProductObject).name)).toEqual(['MM-1', 'SomethingNew']);
  });

  it('re-places a fabric object rotated about its top-left origin about its centre', () => {
    // fabric: origin (100, 100), 40 x 20, rotated 90 deg clockwise about the origin. The centre is
    // origin + R(90)(20, 10) = (100 - 10, 100 + 20) = (90, 120); our footprint is centred there.
    const s = convertLegacyScheme(
      {
        canvas: {
          objects: [{ type: 'image', name: 'MirrorMount1', left: 100, top: 100, width: 40, height: 20, angle: 90 }],
        },
      },
      { catalogue: createCatalogue([mm1]) },
    );
    expect(s.canvas.objects[0]).toMatchObject({ left: 70, top: 110, angle: 90 });
  });

  it('divides canvas units by the legacy scale and reads a stringified canvas', () => {
    const canvas = JSON.stringify({
      objects: [{ type: 'image', name: 'MirrorMount1', left: 200, top: 200, width: 80, height: 40 }],
    });
    const s = convertLegacyScheme({ scale: 2, canvas }, { catalogue: createCatalogue([mm1]) });
    expect(s.canvas.objects[0]).toMatchObject({ left: 100, top: 100 });
  });

  it('turns a legacy TUBE25 line into a TUBE-25 between the same ends', () => {
    // fabric line: x1..y2 are relative to the line's centre (left/top with origin center).
    const s = convertLegacyScheme({
      canvas: {
        objects: [
          {
            type: 'line',
            name: 'TUBE25',
            originX: 'center',
            originY: 'center',
            left: 500,
            top: 300,
            x1: -50,
            y1: 0,
            x2: 50,
            y2: 0,
          },
        ],
      },
    });
    const t = s.canvas.objects[0] as TubeObject;
    expect(t.name).toBe('TUBE-25');
    const [a, b] = tubeEnds(t);
    expect([a.x, a.y, b.x, b.y]).toEqual([450, 300, 550, 300]);
  });

  it('converts polylines, texts and BLACKBOX sizes, reports and skips what it cannot read', () => {
    const r = convertLegacySchemeWithReport({
      layoutSettings: { title: 'Old', additionalInformation: 'legacy note', size: '200x120cm' },
      canvas: {
        objects: [
          {
            type: 'polyline',
            stroke: 'blue',
            left: 0,
            top: 0,
            points: [
              { x: 10, y: 10 },
              { x: 60, y: 10 },
            ],
          },
          { type: 'i-text', text: 'OPA', left: 10, top: 10, width: 30, height: 10, fontSize: 10 },
          { type: 'rect', name: 'BLACKBOX', left: 0, top: 0, width: 120, height: 60 },
          { type: 'circle', name: 'sun' },
        ],
      },
    });
    expect(r.scheme.canvas.objects.map((o) => o.kind)).toEqual(['line', 'text', 'product']);
    expect(r.scheme.canvas.objects[2]).toMatchObject({ name: 'BLACK-BOX', width: 120, height: 60 });
    expect(r.scheme.layoutSettings.comments).toBe('legacy note');
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toContain("type 'circle'");
  });
});
