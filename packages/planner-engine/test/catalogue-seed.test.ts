/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  billOfMaterials,
  boundsOf,
  createCatalogue,
  LEGACY_PRODUCT_NAMES,
  parseProduct,
  parseScheme,
  TUBE_DIAMETERS_MM,
} from '../src/index.js';

/** The API's seed catalogue (apps/api/seed/catalogue): the planner must be able to place all of it. */
const dir = fileURLToPath(new URL('../../../apps/api/seed/catalogue/', import.meta.url));
const raw = JSON.parse(readFileSync(`${dir}products.json`, 'utf8')) as { products: unknown[] };
const products = raw.products.map((p, i) => parseProduct(p, `products.${i}`));
const catalogue = createCatalogue(products);
const presets = (JSON.parse(readFileSync(`${dir}presets.json`, 'utf8')) as { presets: Record<string, unknown>[] })
  .presets;

describe('seed catalogue', () => {
  it('has at least 30 valid products with unique codes and ids, version 1', () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    for (const p of products) expect(p.version).toBe(1);
  });

  it('covers the kinds of equipment the planner is for, and the special objects of docs/product.md §3', () => {
    const categories = new Set(products.map((p) => p.category));
    for (const c of [
      'Mirror mounts',
      'Lens mounts',
      'Kinematic mounts',
      'Beam splitters',
      'Waveplates',
      'Polarizers',
      'Periscopes',
      'Irises',
      'Beam dumps',
      'Detectors',
      'Translation stages',
      'Lasers',
      'OPAs',
      'Harmonic generators',
      'Compressors',
    ]) {
      expect(categories).toContain(c);
    }
    for (const name of ['TUBE', 'TUBE-16', 'TUBE-25', 'TUBE-32', 'BLACK-BOX']) expect(catalogue.has(name)).toBe(true);
    for (const [name, d] of Object.entries(TUBE_DIAMETERS_MM)) expect(catalogue.get(name)?.height).toBe(d);
  });

  it('puts every housing inside the full size', () => {
    for (const p of products) {
      expect(p.boxWidth, p.name).toBeLessThanOrEqual(p.width);
      expect(p.boxHeight, p.name).toBeLessThanOrEqual(p.height);
    }
  });

  it('has one clean SVG per product, drawn to scale (viewBox = width x height mm)', () => {
    for (const p of products) {
      expect(p.svgImage, p.name).toBe(`${p.name}.svg`);
      const file = `${dir}${p.svgImage}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, p.name).toContain(`viewBox="0 0 ${p.width} ${p.height}"`);
      expect(svg).not.toMatch(/<script|\son\w+=|javascript:|<foreignObject|href="http/i);
    }
  });

  it('maps every legacy product name to a code in the catalogue', () => {
    for (const [old, code] of Object.entries(LEGACY_PRODUCT_NAMES))
      expect(catalogue.has(code), `${old} -> ${code}`).toBe(true);
  });
});

describe('seed presets', () => {
  it('has 2-3 presets whose schemes are valid, use only catalogue products and stay on the table', () => {
    expect(presets.length).toBeGreaterThanOrEqual(2);
    expect(presets.length).toBeLessThanOrEqual(3);
    for (const p of presets) {
      expect(p).toMatchObject({ id: expect.any(Number), title: expect.any(String), category: expect.any(String) });
      const scheme = parseScheme(p.scheme);
      expect(scheme.name).toBe(p.schemeId);
      const t = scheme.tableParameters;
      for (const o of scheme.canvas.objects) {
        if (o.kind === 'product' || o.kind === 'tube') expect(catalogue.has(o.name), o.name).toBe(true);
        const b = boundsOf(o, catalogue);
        expect(b.minX >= 0 && b.minY >= 0 && b.maxX <= t.X && b.maxY <= t.Y, `${p.title}: ${o.id}`).toBe(true);
      }
      // Every tube in a preset joins two terminals.
      for (const o of scheme.canvas.objects)
        if (o.kind === 'tube') expect(o.terminals.every((r) => r !== null)).toBe(true);
      const rows = billOfMaterials(scheme);
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.every((r) => r.itemName !== r.itemCode)).toBe(true);
    }
  });
});
