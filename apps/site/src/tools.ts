/**
 * The 28 tool pages of docs/product.md §2: route, title, home group, navbar menu, one line on what each
 * computes, and per-page display rules (docs/product.md §1 rounding). The calculator itself comes from the
 * engine's registry, matched by its `route` (or id), so a new calculator needs no page code here.
 */
import type { FormatOptions } from '@optics-toolbox/ui';

export type GroupId =
  | 'converters'
  | 'nonlinear-optics'
  | 'refraction'
  | 'reflection-diffraction'
  | 'dispersion'
  | 'beam-properties'
  | 'other';

export const GROUPS: { id: GroupId; title: string }[] = [
  { id: 'converters', title: 'Converters' },
  { id: 'nonlinear-optics', title: 'Nonlinear optics' },
  { id: 'refraction', title: 'Refraction' },
  { id: 'reflection-diffraction', title: 'Reflection and diffraction' },
  { id: 'dispersion', title: 'Dispersion' },
  { id: 'beam-properties', title: 'Beam properties' },
  { id: 'other', title: 'Other tools' },
];

export type MenuId = 'converters' | 'beam' | 'geometrical' | 'dispersion' | 'nonlinear' | 'other';

export const MENUS: { id: MenuId; title: string }[] = [
  { id: 'converters', title: 'Converters' },
  { id: 'beam', title: 'Beam properties' },
  { id: 'geometrical', title: 'Geometrical optics' },
  { id: 'dispersion', title: 'Dispersion' },
  { id: 'nonlinear', title: 'Nonlinear optics' },
  { id: 'other', title: 'Other tools' },
];

export interface ToolEntry {
  /** Path segment under /tools/ (docs/product.md §2 spelling). */
  slug: string;
  title: string;
  group: GroupId;
  menu: MenuId;
  summary: string;
  /** A small glyph for the home card. */
  glyph: string;
  /** Engine calculator id (docs/calculators.md); the registry's `route` field is matched first. */
  calculatorId: string;
  /** Display rounding of an output or linked field, by input/output name. */
  display?: (name: string) => FormatOptions;
  /** Input focused when the page opens. */
  focus?: string;
  /** Inputs disabled for the current values (e.g. Brewster configuration); they are not sent. */
  disabled?: (values: Record<string, string>) => string[];
  /** Extra query changes after an edit (page rules of docs/product.md §4 such as presets and resets). */
  onEdit?: (name: string, text: string, next: URLSearchParams, outputs: unknown) => void;
  /** Collapsible groups of secondary inputs (docs/product.md tool 7: the Gaussian beam's Beam focusing panel). */
  groups?: { title: string; names: string[] }[];
  /** The input under which an output `message` (e.g. 'Internal reflection!') is shown. */
  messageField?: string;
}

const outputText = (outputs: unknown, name: string): string | undefined => {
  const v = (outputs as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'number' ? String(Number(v.toFixed(3))) : undefined;
};

const threeMax: FormatOptions = { decimals: 3, minDecimals: 1 };

export const TOOLS: ToolEntry[] = [
  {
    slug: 'unitconverter',
    title: 'Unit converter',
    group: 'converters',
    menu: 'converters',
    glyph: 'λ↔ν',
    summary: 'Wavelength, wavenumber, period, angular frequency, photon energy and frequency, linked.',
    calculatorId: 'unit-converter',
    display: (n) => (n === 'wavelengthNm' ? { decimals: 0 } : threeMax),
    focus: 'wavelengthNm',
  },
  {
    slug: 'bandwidthconverter',
    title: 'Bandwidth converter',
    group: 'converters',
    menu: 'converters',
    glyph: 'Δλ',
    summary: 'Spectral width in nm and cm⁻¹ as FWHM, e⁻¹, e⁻² or sigma.',
    calculatorId: 'bandwidth-converter',
    display: () => ({ decimals: 5 }),
    // docs/product.md §4: a type change converts the width. The other side (same physical width, its own
    // type) becomes the given one, so the engine recomputes this side in the new type.
    onEdit: (name, _text, next, outputs) => {
      const side = name === 'bandwidthNmType' ? 'bandwidthNm' : name === 'bandwidthPerCmType' ? 'bandwidthPerCm' : null;
      if (!side) return;
      const other = side === 'bandwidthNm' ? 'bandwidthPerCm' : 'bandwidthNm';
      const v = (outputs as Record<string, unknown> | undefined)?.[other];
      if (typeof v !== 'number' || next.has(other)) return;
      next.delete(side);
      next.set(other, String(v));
    },
  },
  {
    slug: 'tbconverter',
    title: 'Pulse length–bandwidth converter',
    group: 'converters',
    menu: 'converters',
    glyph: 'Δτ·Δν',
    summary: 'Transform-limited pulse length from the bandwidth, with Gaussian, sech² and Lorentzian products.',
    calculatorId: 'time-bandwidth',
    // Presets Gaussian, sech², Lorentzian set the product; typing a product selects the custom shape.
    onEdit: (name, text, next) => {
      if (name === 'tbp') next.set('shape', 'tbp');
      if (name === 'shape' && text !== 'tbp') next.delete('tbp');
    },
  },
  {
    slug: 'SFconverter',
    title: 'OPA/SFG wavelength converter',
    group: 'converters',
    menu: 'converters',
    glyph: '1/λ₃',
    summary: 'Three wavelengths obeying 1/λ₁ + 1/λ₂ = 1/λ₃.',
    calculatorId: 'sfg-wavelengths',
  },
  {
    slug: 'pulseintensity',
    title: 'Pulse peak intensity and fluence',
    group: 'beam-properties',
    menu: 'beam',
    glyph: 'I₀',
    summary: 'Peak fluence and peak intensity of Gaussian and sech² pulses, super-Gaussian beams.',
    calculatorId: 'pulse-intensity',
  },
  {
    slug: 'pulsepower',
    title: 'Pulse peak power',
    group: 'beam-properties',
    menu: 'beam',
    glyph: 'P₀',
    summary: 'Peak power of Gaussian and sech² pulses from energy and length.',
    calculatorId: 'pulse-power',
  },
  {
    slug: 'gaussianbeampropagation',
    title: 'Gaussian beam propagation',
    group: 'beam-properties',
    menu: 'beam',
    glyph: 'w(z)',
    summary: 'Beam diameter, curvature and Gouy phase along z; Rayleigh length, divergence, focusing.',
    calculatorId: 'gaussian-beam',
    groups: [{ title: 'Beam focusing', names: ['lensFocalLengthMm', 'distanceToLensMm'] }],
  },
  {
    slug: 'beamdisplacement',
    title: 'Beam displacement',
    group: 'refraction',
    menu: 'geometrical',
    glyph: '⇲',
    summary: 'Displacement, path, delay and CE phase of a beam through a tilted plate.',
    calculatorId: 'beam-displacement',
  },
  {
    slug: 'beamdisplacementsandwich',
    title: 'Optical path in heterostructures',
    group: 'refraction',
    menu: 'geometrical',
    glyph: '▤',
    summary: 'Optical path, delay, CE phase, GDD and TOD of a stack of layers.',
    calculatorId: 'heterostructure',
  },
  {
    slug: 'beamdisplacementslabpair',
    title: 'Beam displacement, slab pair',
    group: 'refraction',
    menu: 'geometrical',
    glyph: '∥',
    summary: 'Displacement and delay of a beam through a pair of tilted slabs.',
    calculatorId: 'slab-pair',
  },
  {
    slug: 'refractiveindex',
    title: 'Refractive index',
    group: 'refraction',
    menu: 'geometrical',
    glyph: 'n',
    summary: 'Principal indices and the indices of the two waves for a direction.',
    calculatorId: 'refractive-index',
  },
  {
    slug: 'comparematerials',
    title: 'Comparison of materials',
    group: 'refraction',
    menu: 'dispersion',
    glyph: 'n₁ n₂',
    summary: 'Refractive index, GVD and TOD of several materials over a wavelength range.',
    calculatorId: 'compare-materials',
  },
  {
    slug: 'prismrefraction',
    title: 'Prism refraction',
    group: 'refraction',
    menu: 'geometrical',
    glyph: '△',
    summary: 'Exit and deviation angles, Brewster angle and minimum-deviation apex of a prism.',
    calculatorId: 'prism-refraction',
    messageField: 'angleDeg',
  },
  {
    slug: 'lensradius',
    title: 'Lens radius',
    group: 'refraction',
    menu: 'geometrical',
    glyph: '◖',
    summary: 'Radius and focal length of a plano-convex or plano-concave lens, linked.',
    calculatorId: 'lens-radius',
    // docs/product.md tool 14: the focal length starts at 25 mm on a material change.
    onEdit: (name, _text, next) => {
      if (name !== 'material') return;
      next.delete('radiusMm');
      next.set('focalLengthMm', '25');
    },
  },
  {
    slug: 'fresnelreflection',
    title: 'Fresnel reflection',
    group: 'reflection-diffraction',
    menu: 'geometrical',
    glyph: 'R',
    summary: 'Reflectance for s and p polarization and the Brewster angle.',
    calculatorId: 'fresnel',
  },
  {
    slug: 'diffractionangles',
    title: 'Diffraction angles',
    group: 'reflection-diffraction',
    menu: 'geometrical',
    glyph: '⋰',
    summary: 'Deviation, Littrow and blaze angles and the angles of every order of a grating.',
    calculatorId: 'diffraction-angles',
  },
  {
    slug: 'gratingcalculator',
    title: 'Grating calculator',
    group: 'reflection-diffraction',
    menu: 'geometrical',
    glyph: '▥',
    summary: 'Maximum diffraction order, Littrow angle and the orders of a grating.',
    calculatorId: 'grating-calculator',
  },
  {
    slug: 'dispersionparameters',
    title: 'Material dispersion',
    group: 'dispersion',
    menu: 'dispersion',
    glyph: 'β₂',
    summary: 'Refractive and group index, GVD, TOD and zero-GVD wavelength of a material.',
    calculatorId: 'dispersion',
  },
  {
    slug: 'gratingpair',
    title: 'Grating pair compressor',
    group: 'dispersion',
    menu: 'dispersion',
    glyph: '≋',
    summary: 'GDD and TOD of a grating-pair compressor (Treacy).',
    calculatorId: 'grating-pair',
  },
  {
    slug: 'prismpair',
    title: 'Prism pair compressor',
    group: 'dispersion',
    menu: 'dispersion',
    glyph: '△▽',
    summary: 'GDD, TOD and prism size of a prism-pair compressor.',
    calculatorId: 'prism-pair',
    disabled: (v) => (v.brewster === undefined || v.brewster === 'true' ? ['angleDeg', 'apexDeg'] : []),
    // Leaving the Brewster configuration starts from the Brewster angles; entering it drops typed angles.
    onEdit: (name, text, next, outputs) => {
      if (name !== 'brewster') return;
      for (const n of ['angleDeg', 'apexDeg']) {
        const v = outputText(outputs, n);
        if (text === 'false' && v !== undefined) next.set(n, v);
        else next.delete(n);
      }
    },
  },
  {
    slug: 'pulsebroadening',
    title: 'Pulse broadening with known GDD',
    group: 'dispersion',
    menu: 'dispersion',
    glyph: 'τ(φ₂)',
    summary: 'Length of a Gaussian pulse after a given group-delay dispersion.',
    calculatorId: 'pulse-broadening',
  },
  {
    slug: 'gaussianbeamelongation',
    title: 'Pulse elongation through material',
    group: 'dispersion',
    menu: 'dispersion',
    glyph: 'τ→τ′',
    summary: 'Incident and transmitted pulse length through a thickness of material.',
    calculatorId: 'pulse-elongation',
  },
  {
    slug: 'PMangles',
    title: 'Nonlinear optical interactions',
    group: 'nonlinear-optics',
    menu: 'nonlinear',
    glyph: 'θ_pm',
    summary: 'Phase-matching angles, d_eff, GVM and walk-off for lists of wavelengths.',
    calculatorId: 'nonlinear-interactions',
  },
  {
    slug: 'SFG',
    title: 'Sum frequency generation',
    group: 'nonlinear-optics',
    menu: 'nonlinear',
    glyph: 'ω₁+ω₂',
    summary: 'Phase-matching angles, d_eff, walk-off and GVM of SFG in uniaxial crystals.',
    calculatorId: 'sfg',
  },
  {
    slug: 'SFGinternalangles',
    title: 'Noncollinear SFG internal angles',
    group: 'nonlinear-optics',
    menu: 'nonlinear',
    glyph: 'φ₁φ₂',
    summary: 'Internal angles of a noncollinear sum-frequency interaction.',
    calculatorId: 'sfg-internal-angles',
  },
  {
    slug: 'Bintegral',
    title: 'B-integral',
    group: 'nonlinear-optics',
    menu: 'nonlinear',
    glyph: 'B',
    summary: 'Nonlinear phase accumulated by an intense pulse in a material with n₂.',
    calculatorId: 'b-integral',
  },
  {
    slug: 'tuningcurves',
    title: 'Tuning curves',
    group: 'other',
    menu: 'other',
    glyph: '∿',
    summary: 'Output power against wavelength of light sources for given pump parameters.',
    calculatorId: 'tuning-curves',
  },
  {
    slug: 'HarmonicModuleOptimization',
    title: 'Harmonic optimization',
    group: 'other',
    menu: 'other',
    glyph: '2ω 3ω',
    summary: 'Harmonic output against repetition rate for a pump laser.',
    calculatorId: 'harmonic-optimization',
  },
];

export const toolPath = (t: ToolEntry): string => `/tools/${t.slug}`;

export const APP_NAME = 'Optics Toolbox';
