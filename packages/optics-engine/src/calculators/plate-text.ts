/** The formulas and model of a plane-parallel plate, shared by the single plate and the pair of plates. */
import { prose } from './prose.js';

export const PLATE_FORMULAS = [
  { tex: '\\sin\\theta_t = \\sin\\theta_i / n', text: "Snell's law from air into the plate" },
  {
    tex: '\\Delta = d\\,\\frac{\\sin(\\theta_i - \\theta_t)}{\\cos\\theta_t}',
    text: 'lateral displacement of the transmitted beam',
  },
  { tex: 'L = d / \\cos\\theta_t', text: 'geometrical path inside the plate' },
  {
    tex: '\\tau_g = n_g L / c,\\quad n_g = n - \\lambda\\,\\frac{dn}{d\\lambda}',
    text: 'group delay (optical path in time)',
  },
  {
    tex: '\\Delta\\varphi_{CE} = \\frac{2\\pi}{\\lambda}\\,(n_g - n)\\,L',
    text: 'carrier-envelope phase shift: ω times the difference of group and phase delay',
  },
] as const;

export const PLATE_MODEL = prose`

  Geometric optics of a plane-parallel plate in air. The beam refracts by Snell’s law with the phase index n of the

  wave; the pulse envelope travels the geometrical path L at the group velocity c/n_g, so the group delay is n_g L/c,

  and the carrier-envelope phase slips by ω(n_g − n)L/c. λ is the vacuum wavelength. Reflections inside the plate and

  absorption are ignored.

`;
