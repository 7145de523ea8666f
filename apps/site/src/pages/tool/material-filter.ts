/** Which materials a material input accepts (its spec's materialFilter), from the Material record's fields. */
import { hasN2, type InputSpec, type Material } from '@optics-toolbox/optics-engine';

export function acceptsMaterial(filter: InputSpec['materialFilter'], m: Material | undefined): boolean {
  if (!filter) return true;
  if (!m) return false;
  switch (filter) {
    case 'uniaxial':
      return m.NumberOfAxis === 1;
    case 'birefringent':
      return m.NumberOfAxis > 0;
    case 'n2':
      return hasN2(m);
    case 'nonlinear':
      return !!m.d && Object.keys(m.d).length > 0;
    case 'qpm':
      // Birefringent crystals, and cubic ones grown orientation-patterned (GaAs, GaP).
      return m.NumberOfAxis > 0 || m.qpm === true;
  }
}
