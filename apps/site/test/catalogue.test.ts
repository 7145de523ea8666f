/**
 * The site's tool catalogue joins the engine's registry (what each tool computes) with the site's pages (how it is
 * presented): every page has one calculator, every calculator has a page or is listed here as command-line only,
 * and the product description's (docs/product.md) routes all stay.
 */
import { calculators } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../src/catalogue/catalogue-of.js';
import { displayOf } from '../src/catalogue/rounding.js';
import { GROUPS, MENUS, PAGES, presentSpec, TOOLS } from '../src/tools.js';

/** Calculators without a page of their own. */
const COMMAND_LINE_ONLY: string[] = [];

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
  it('every route has exactly one calculator (routes compare case-insensitively, as the pages do)', () => {
    const byRoute = new Map<string, string[]>();
    for (const [id, page] of Object.entries(PAGES)) {
      const k = page.slug.toLowerCase();
      byRoute.set(k, [...(byRoute.get(k) ?? []), id]);
    }
    const shared = [...byRoute].filter(([, ids]) => ids.length > 1);
    expect(shared).toEqual([]);
    const ids = new Set(calculators.map((c) => c.id));
    expect(Object.keys(PAGES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('every calculator has a page unless it is command-line only; the SPEC routes are all there', () => {
    const paged = calculators.filter((c) => !COMMAND_LINE_ONLY.includes(c.id));
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

  it('a calculator with a page gets its entry from its spec and the page; one without a page gets none', () => {
    const base = calculators[0];
    const added = { ...base, id: 'new-tool', title: 'New tool', category: 'other' as const };
    const hidden = { ...base, id: 'cli-tool' };
    const entries = catalogueOf([added, hidden], { 'new-tool': { slug: 'NewTool' } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ slug: 'NewTool', calculatorId: 'new-tool', title: 'New tool', menu: 'other' });
  });

  it('display precision comes from the page: indices 5 decimals, the rest the SPEC default of 3', () => {
    const page = (id: string) => presentSpec(calculators.find((c) => c.id === id)!, PAGES[id]);
    const d = displayOf(page('dispersion'));
    expect(d('byRay.*.n').decimals).toBe(5);
    expect(d('groupIndex').decimals).toBe(5);
    expect(d('gvdFs2PerMm').decimals).toBe(3);
    expect(displayOf(page('bandwidth-converter'))('bandwidthNm').decimals).toBe(5);
    // A rule by last name part reaches every output that ends in it (phase-matching's per-wave indices).
    expect(displayOf(page('phase-matching'))('solutions.*.indices').decimals).toBe(5);
  });
});
