/** Pages of the nonlinear-optics calculators and the light-source charts. */
import { SIMULATE_PULSES } from '../../pages/mixing/simulate-link.js';
import { INDEX_PRECISION, type OutputPresentation, type PagePresentation } from '../presentation.js';

/**
 * Table heads of the per-wave and per-pair objects of phase-matching solutions (keys 1, 2, 3 or 12, 13, 23) and
 * short heads of their single-valued fields, by the output's last name part.
 */
const SOLUTION_COLUMNS: Readonly<Record<string, OutputPresentation>> = {
  '.type': { columns: { '': 'Type' }, role: 'title' },
  '.thetaDeg': { columns: { '': 'θ (deg)' }, role: 'primary' },
  '.phiDeg': { columns: { '': 'φ (deg)' }, role: 'primary' },
  '.deffPmV': { columns: { '': 'd_eff (pm/V)' }, role: 'primary' },
  '.walkoffMrad': { columns: { '*': 'Walk-off {1} (mrad)' } },
  '.gvmFsPerMm': { columns: { '*': 'GVM {1} (fs/mm)' } },
  '.indices': { columns: { '*': 'n {1}' }, precision: INDEX_PRECISION },
  '.groupIndices': { columns: { '*': 'n_g {1}' }, precision: INDEX_PRECISION },
  '.spectralAcceptanceByWaveNmCm': { columns: { '*': 'Spectral acceptance {1} (nm·cm)' } },
  '.angularAcceptanceMradCm': { columns: { '': 'Δθ·L (mrad·cm)' } },
  '.angularAcceptanceMrad': { columns: { '': 'Δθ (mrad)' } },
  '.spectralAcceptanceNmCm': { columns: { '': 'Δλ₁·L (nm·cm)' } },
  '.spectralAcceptanceShgNmCm': { columns: { '': 'Δλ SHG·L (nm·cm)' } },
  '.temperatureAcceptanceKCm': { columns: { '': 'ΔT·L (K·cm)' } },
  '.angleToleranceMradCm': { columns: { '': 'Tilt for ΔkL = 2π, ·L (mrad·cm)' } },
  '.s0L2W': { columns: { '': 'S₀·L² (W)' } },
  '.deffUnscaledPmV': { columns: { '': 'd_eff unscaled (pm/V)' } },
  '.conversionEfficiencyPercent': { columns: { '': 'Efficiency (%)' } },
  '.conversionEfficiencyDepletedPercent': { columns: { '': 'Efficiency, depleted (%)' } },
  '.parametricGain': { columns: { '': 'OPA gain' } },
  '.focusing': {
    columns: {
      xi: 'ξ = L/b',
      focusingFactorH: 'h(ξ)',
      optimalWaistUm: 'Optimal waist (µm)',
      optimalFocusingFactorH: 'Optimal h',
      walkoffParameterB: 'Walk-off B',
      focusingFactorHWalkoff: 'h(ξ, B)',
      optimalXiWalkoff: 'Optimal ξ with walk-off',
      optimalFocusingFactorHWalkoff: 'Optimal h(ξ, B)',
      optimalWaistWalkoffUm: 'Optimal waist with walk-off (µm)',
    },
  },
};

/** The wavelength specifiers as written on the page. */
const LAMBDA_LABELS = { l1: 'λ1', l2: 'λ2', l3: 'λ3' };

export const NONLINEAR_PAGES: Readonly<Record<string, PagePresentation>> = {
  'phase-matching': {
    slug: 'PhaseMatching',
    glyph: 'Δk=0',
    rowLinks: { solutions: SIMULATE_PULSES },
    outputs: {
      ...SOLUTION_COLUMNS,
      loci: {
        hiddenWhen: null,
        columns: {
          opticAxisAngleDeg: 'Biaxial: optic-axis angle V_z from z, at λ3 (deg)',
          loci: 'Biaxial: each phase-matching locus and the principal planes it crosses',
          type: 'Locus (s slow, f fast wave of λ1, λ2, λ3)',
          crossings: 'Crosses: plane, o/e type there, angle (deg)',
        },
      },
    },
  },
  sfg: {
    slug: 'SFG',
    glyph: 'ω₁+ω₂',
    outputs: {
      ...SOLUTION_COLUMNS,
      rangeNm: { columns: { min: 'Material range from (nm)', max: 'Material range to (nm)' } },
    },
  },
  'sfg-internal-angles': {
    slug: 'SFGinternalangles',
    glyph: 'φ₁φ₂',
    outputs: { n1: { precision: INDEX_PRECISION }, n2: { precision: INDEX_PRECISION } },
  },
  'nonlinear-interactions': {
    slug: 'PMangles',
    glyph: 'θ_pm',
    inputs: {
      specifierA: { optionLabels: LAMBDA_LABELS },
      specifierB: { optionLabels: LAMBDA_LABELS },
      quantity: { optionLabels: { angles: 'Phase-matching angles', deff: 'd_eff', gvm: 'GVM', walkoff: 'Walk-off' } },
      xAxis: { optionLabels: LAMBDA_LABELS },
    },
    outputs: {
      rows: {
        columns: {
          wavelength1Nm: 'λ1 (nm)',
          wavelength2Nm: 'λ2 (nm)',
          wavelength3Nm: 'λ3 (nm)',
          'interactions.*.angleDeg': '{1} angle (deg)',
          'interactions.*.thetaDeg': '{1} θ (deg)',
          'interactions.*.phiDeg': '{1} φ (deg)',
          'interactions.*.deffPmV': '{1} d_eff (pm/V)',
          'interactions.*.gvmFsPerMm.*': '{1} GVM {2} (fs/mm)',
          'interactions.*.walkoffMrad.*': '{1} walk-off {2} (mrad)',
          'interactions.*': 'Type {1} without phase matching',
        },
        columnRoles: {
          wavelength1Nm: 'title',
          wavelength2Nm: 'title',
          wavelength3Nm: 'title',
          'interactions.*.angleDeg': 'primary',
          'interactions.*.thetaDeg': 'primary',
          'interactions.*.phiDeg': 'primary',
        },
      },
    },
  },
  qpm: {
    slug: 'QPM',
    glyph: 'Λ',
    inputs: {
      heldWave: {
        optionLabels: { auto: 'Auto: λ3 when given (OPO), else λ2', l2: 'λ2 (SFG, DFG)', l3: 'λ3, the pump (OPO)' },
      },
    },
    outputs: {
      periodUm: { role: 'primary' },
      phaseMatchTemperatureC: { role: 'primary' },
      tunedWavelengthsNm: { role: 'primary' },
      tuningHeldWave: { optionLabels: { l2: 'λ2 (λ3 follows)', l3: 'λ3, the pump (λ2 follows)' } },
      otherFits: {
        columns: {
          shortName: 'Fit',
          name: 'Material',
          material: 'Key',
          inData: 'Wavelengths in its data',
          periodUm: 'Period at 20 °C (µm)',
          phaseMatchTemperatureC: 'Phase-matching temperature (°C)',
        },
        columnRoles: { shortName: 'title', phaseMatchTemperatureC: 'primary', periodUm: 'primary' },
      },
    },
  },
  ncpm: {
    slug: 'NCPM',
    glyph: 'T_pm',
    outputs: {
      'solutions.*.axis': { role: 'title' },
      'solutions.*.polarizations': { role: 'title' },
      'solutions.*.type': { role: 'title' },
      'solutions.*.temperatureC': { role: 'primary' },
      'solutions.*.wavelength1Nm': { role: 'primary' },
      'solutions.*.deffPmV': { role: 'primary' },
    },
  },
  'opa-tuning': {
    slug: 'OPAtuning',
    glyph: 'ωs+ωi',
    outputs: { thetaDeg: { role: 'primary' }, idlerNm: { role: 'primary' } },
  },
  'tuning-curves': { slug: 'tuningcurves', glyph: '∿' },
  'harmonic-optimization': { slug: 'HarmonicModuleOptimization', glyph: '2ω 3ω' },
  mixing: {
    slug: 'Mixing',
    glyph: 'χ⁽²⁾(t)',
    menu: 'nonlinear',
    outputs: {
      numerics: {
        columns: {
          points: 'Grid points',
          timeStepFs: 'Time step (fs)',
          timeWindowFs: 'Time window (fs)',
          steps: 'Integration steps',
          rings: 'Beam rings',
        },
      },
    },
  },
};
