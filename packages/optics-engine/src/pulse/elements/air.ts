/**
 * Air over a distance: the index of Ciddor (1996) at a temperature, pressure and humidity, 450 ppm CO2
 * (materials/air.ts), as a slab. A Kerr medium when the library has the `air` material's n2 data (Nibbering et
 * al. 1997, measured at atmospheric pressure), scaled by the density relative to standard dry air (n2 of a
 * dilute gas is proportional to its number density).
 */
import { airAxis, airWeights } from '../../materials/air.js';
import type { CompiledMaterial } from '../../materials/compile.js';
import { nmToUm } from '../../units.js';
import { n2Of } from './material.js';
import { slabElement } from './slab.js';
import type { Carrier, ElementInput, PathElement } from './types.js';

export function airElement(
  input: Extract<ElementInput, { kind: 'air' }>,
  carrier: Carrier,
  field: string,
  n2Data: CompiledMaterial | undefined,
): PathElement {
  const conditions = {
    temperatureC: input.temperatureC,
    pressureKPa: input.pressureKPa,
    humidityPercent: input.humidityPercent,
  };
  const n2 = n2Data ? n2Of(n2Data.material, false, nmToUm(carrier.wavelengthNm)) : null;
  const density = airWeights(conditions).densityRatio;
  return slabElement(airAxis(conditions), input.distanceMm, carrier, {
    field,
    description: `air, ${input.distanceMm} mm, ${input.temperatureC} °C, ${input.pressureKPa} kPa, ${input.humidityPercent} % humidity`,
    rangeName: "the range of Ciddor's formula",
    rangeField: field,
    kerr: n2 === null ? null : { n2M2PerW: n2 * density, lengthMm: input.distanceMm },
  });
}
