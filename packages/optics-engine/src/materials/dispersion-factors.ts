/**
 * Unit factors from the derivatives of n(lambda) (lambda in um) to the dispersion quantities:
 *   beta2 = lambda^3 / (2 pi c^2) d2n/dlambda2,  beta3 = -lambda^4 / (4 pi^2 c^3) (3 d2n/dlambda2 + lambda d3n/dlambda3)
 * (J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed., ch. 1).
 */
import { SPEED_OF_LIGHT_M_PER_S } from '../units.js';

/** beta2 [fs^2/mm] = GVD_FACTOR * lambda[um]^3 * n''[um^-2]. */
export const GVD_FACTOR = 1e21 / (2 * Math.PI * SPEED_OF_LIGHT_M_PER_S ** 2);
/** beta3 [fs^3/mm] = -TOD_FACTOR * lambda[um]^4 * (3 n'' + lambda n''') [um^-2]. */
export const TOD_FACTOR = 1e30 / (4 * Math.PI ** 2 * SPEED_OF_LIGHT_M_PER_S ** 3);
