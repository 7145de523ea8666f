/**
 * The index of one wave of a material as a function of wavelength with its derivatives, for a slab: a principal
 * axis as it is; the extraordinary wave of a uniaxial crystal at theta from the optic axis,
 *   1 / n_e(theta)^2 = cos^2 theta / n_o^2 + sin^2 theta / n_e^2,
 * composed from the two axes by jets (exact derivatives); the slow and fast waves of a biaxial crystal in a
 * direction (theta, phi), the two roots of the Fresnel equation of wave normals (biaxialEigenIndices), with
 * derivatives by 5-point central differences of step 2e-3 um (truncation about 1e-5 relative in the GDD and
 * TOD, rounding about 1e-8). M. Born and E. Wolf, Principles of Optics, 7th ed., section 15.3.
 */
import { fmt, InputError } from '../../errors.js';
import type { CompiledAxis, CompiledMaterial } from '../../materials/compile.js';
import { biaxialEigenIndices } from '../../materials/index-ellipsoid.js';
import { jet, mul, recip, setJet, sqrtJet } from '../../math/jet.js';
import { degToRad } from '../../units.js';
import type { IndexModel } from './slab.js';
import type { RayChoice } from './types.js';

export interface WaveChoice {
  model: IndexModel;
  /** The ray used: a principal key, or o/e at an angle, or slow/fast. */
  ray: RayChoice;
  /** True for an extraordinary wave of a uniaxial crystal (principal e, or e at an angle). */
  extraordinary: boolean;
}

const KIND = ['isotropic', 'uniaxial', 'biaxial'];

/** The wave of `m` that `ray` (and thetaDeg, phiDeg for a cut at an angle) names; `field` is the element's path. */
export function waveOf(
  m: CompiledMaterial,
  ray: RayChoice | undefined,
  thetaDeg: number | undefined,
  phiDeg: number | undefined,
  field: string,
): WaveChoice {
  const axes = m.axes;
  const name = m.material.key;
  const kind = KIND[axes.length - 1] ?? 'biaxial';
  const principal = axes.map((a) => a.key);
  if (thetaDeg === undefined) {
    if (phiDeg !== undefined)
      throw new InputError(
        'missing-input',
        `${field}.thetaDeg`,
        `{{${field}.phiDeg}} needs {{${field}.thetaDeg}} as well (a direction)`,
      );
    const key = ray ?? principal[0];
    const axis = axes.find((a) => a.key === key);
    if (!axis)
      throw new InputError(
        'invalid-option',
        `${field}.ray`,
        `{{${field}.ray}} "${key}" is not a principal ray of ${name} (${kind}): its rays are ${principal.join(', ')}${axes.length > 1 ? `; ${axes.length === 2 ? 'o, e' : 'slow, fast'} at an angle with {{${field}.thetaDeg}}` : ''}`,
      );
    return { model: axis, ray: key, extraordinary: axes.length === 2 && key === 'e' };
  }
  if (axes.length === 1)
    throw new InputError(
      'invalid-option',
      `${field}.thetaDeg`,
      `{{${field}.thetaDeg}} ${fmt(thetaDeg)}: ${name} is isotropic, its index does not depend on the direction; leave {{${field}.thetaDeg}} out`,
    );
  const theta = degToRad(thetaDeg);
  if (axes.length === 2) {
    const key = ray ?? 'o';
    if (key !== 'o' && key !== 'e')
      throw new InputError(
        'invalid-option',
        `${field}.ray`,
        `{{${field}.ray}} "${key}": a wave of uniaxial ${name} at {{${field}.thetaDeg}} ${fmt(thetaDeg)} is o or e`,
      );
    return {
      model: key === 'o' ? axes[0] : extraordinaryAt(axes[0], axes[1], theta),
      ray: key,
      extraordinary: key === 'e',
    };
  }
  const key = ray ?? 'slow';
  if (key !== 'slow' && key !== 'fast')
    throw new InputError(
      'invalid-option',
      `${field}.ray`,
      `{{${field}.ray}} "${key}": a wave of biaxial ${name} in a direction ({{${field}.thetaDeg}}, {{${field}.phiDeg}}) is slow or fast`,
    );
  return { model: biaxialWave(m, theta, degToRad(phiDeg ?? 0), key), ray: key, extraordinary: false };
}

/** n_e(theta) of a uniaxial crystal with its exact derivatives. */
function extraordinaryAt(o: CompiledAxis, e: CompiledAxis, thetaRad: number): IndexModel {
  const c2 = Math.cos(thetaRad) ** 2;
  const s2 = 1 - c2;
  const jo = jet();
  const je = jet();
  const t = jet();
  return {
    minUm: Math.max(o.minUm, e.minUm),
    maxUm: Math.min(o.maxUm, e.maxUm),
    n(x) {
      const no = o.n(x);
      const ne = e.n(x);
      return 1 / Math.sqrt(c2 / (no * no) + s2 / (ne * ne));
    },
    derivatives(x, out) {
      o.derivatives(x, jo);
      e.derivatives(x, je);
      // 1/n_o^2 and 1/n_e^2
      recip(jo, mul(t, jo, jo));
      recip(je, mul(t, je, je));
      for (let i = 0; i < 4; i++) t[i] = c2 * jo[i] + s2 * je[i];
      recip(t, sqrtJet(t, t));
      setJet(out as Float64Array, t[0], t[1], t[2], t[3]);
    },
  };
}

const STEP_UM = 2e-3;

/** The slow or fast wave of a biaxial crystal in a direction, derivatives by central differences. */
function biaxialWave(m: CompiledMaterial, thetaRad: number, phiRad: number, which: 'slow' | 'fast'): IndexModel {
  const [ax, ay, az] = m.axes;
  const n = (x: number) => biaxialEigenIndices(ax.n(x), ay.n(x), az.n(x), thetaRad, phiRad)[which];
  return {
    minUm: m.minUm,
    maxUm: m.maxUm,
    n,
    derivatives(x, out) {
      const h = STEP_UM;
      const f0 = n(x);
      const f1 = n(x + h);
      const fm1 = n(x - h);
      const f2 = n(x + 2 * h);
      const fm2 = n(x - 2 * h);
      out[0] = f0;
      out[1] = (-f2 + 8 * f1 - 8 * fm1 + fm2) / (12 * h);
      out[2] = (-f2 + 16 * f1 - 30 * f0 + 16 * fm1 - fm2) / (12 * h * h);
      out[3] = (f2 - 2 * f1 + 2 * fm1 - fm2) / (2 * h * h * h);
    },
  };
}
