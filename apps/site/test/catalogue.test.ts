/**
 * The site's tool catalogue comes from the engine's registry: every /tools/ route has exactly one spec,
 * every spec with a route has one page, and the product description's (docs/product.md) routes all stay.
 */
import { calculators } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../src/catalogue/catalogue-of.js';
import { displayOf } from '../src/catalogue/rounding.js';
import { GROUPS, MENUS, TOOLS } from '../src/tools.js';

// The /tools/ routes of the product specification, section 2 (unitconverter/clear is a variant of unitconverter).
const SPEC_ROUTES = [
  'unitconverter',
  'bandwidthconverter',
  'tbconverter',
  'SFconverter',
  'pulseintensity',
  'pulsepower',
  'gaussianbeampropagation',
  'beamdisplacement',
  'beamdisplacementsandwich',
  'beamdisplacementslabpair',
  'refractiveindex',
  'comparematerials',
  'prismrefraction',
  'lensradius',
  'fresnelreflection',
  'diffractionangles',
  'gratingcalculator',
  'dispersionparameters',
  'gratingpair',
  'prismpair',
  'pulsebroadening',
  'gaussianbeamelongation',
  'PMangles',
  'SFG',
  'SFGinternalangles',
  'Bintegral',
  'tuningcurves',
  'HarmonicModuleOptimization',
];

describe('tool catalogue', () => {
  it('every route has exactly one calculator spec (routes compare case-insensitively, as the pages do)', () => {
    const byRoute = new Map<string, string[]>();
    for (const c of calculators) {
      const k = c.route.toLowerCase();
      byRoute.set(k, [...(byRoute.get(k) ?? []), c.id]);
    }
    const shared = [...byRoute].filter(([, ids]) => ids.length > 1);
    expect(shared).toEqual([]);
  });

  it('every calculator with a /tools/ route has one page entry; the SPEC routes are all there', () => {
    const paged = calculators.filter((c) => c.route.startsWith('/tools/') && !c.presentation?.cliOnly);
    expect(TOOLS.map((t) => t.calculatorId).sort()).toEqual(paged.map((c) => c.id).sort());
    const slugs = TOOLS.map((t) => t.slug);
    for (const r of SPEC_ROUTES) expect(slugs, r).toContain(r);
    expect(slugs).toContain('PhaseMatching');
  });

  it("titles, summaries and groups are the specs' own; every group and menu exists", () => {
    for (const t of TOOLS) {
      const c = calculators.find((x) => x.id === t.calculatorId)!;
      expect(t.title).toBe(c.title);
      expect(t.summary).toBe(c.summary);
      expect(t.group).toBe(c.category);
      expect(GROUPS.map((g) => g.id)).toContain(t.group);
      expect(MENUS.map((m) => m.id)).toContain(t.menu);
    }
  });

  it('a calculator added to the registry gets its entry from its spec alone', () => {
    const base = calculators[0];
    const added = { ...base, id: 'new-tool', route: '/tools/NewTool', title: 'New tool', category: 'other' as const };
    const hidden = { ...base, id: 'cli-tool', route: '/tools/CliTool', presentation: { cliOnly: true } };
    const entries = catalogueOf([added, hidden]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ slug: 'NewTool', calculatorId: 'new-tool', title: 'New tool', menu: 'other' });
  });

  it('display precision comes from the spec: indices 5 decimals, the rest the SPEC default of 3', () => {
    const d = displayOf(calculators.find((c) => c.id === 'dispersion')!);
    expect(d('byRay.*.n').decimals).toBe(5);
    expect(d('groupIndex').decimals).toBe(5);
    expect(d('gvdFs2PerMm').decimals).toBe(3);
    const b = displayOf(calculators.find((c) => c.id === 'bandwidth-converter')!);
    expect(b('bandwidthNm').decimals).toBe(5);
  });
});
