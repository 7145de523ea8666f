import { PHOTON_QUANTITIES, type PhotonQuantity, photonQuantities, wavelengthNmFrom } from '../optics/spectra.js';
import { positiveInput } from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

const LABELS: Record<PhotonQuantity, string> = {
  wavelengthNm: 'Wavelength (nm)',
  wavenumberPerCm: 'Wavenumber (cm⁻¹)',
  periodFs: 'Optical period (fs)',
  angularFrequencyRadPerFs: 'Angular frequency (rad/fs)',
  photonEnergyEv: 'Photon energy (eV)',
  frequencyThz: 'Frequency (THz)',
};
const UNITS: Record<PhotonQuantity, string> = {
  wavelengthNm: 'nm',
  wavenumberPerCm: 'cm^-1',
  periodFs: 'fs',
  angularFrequencyRadPerFs: 'rad/fs',
  photonEnergyEv: 'eV',
  frequencyThz: 'THz',
};

/** Unit converter (docs/product.md tool 1): one photon quantity in, all six out. */
export const unitConverter = defineCalculator({
  id: 'unit-converter',
  title: 'Unit converter',
  category: 'converters',
  summary: 'Wavelength, wavenumber, optical period, angular frequency, photon energy and frequency of light.',
  inputs: [
    positiveInput('wavelengthNm', LABELS.wavelengthNm, UNITS.wavelengthNm, 1, 1030),
    positiveInput('wavenumberPerCm', LABELS.wavenumberPerCm, UNITS.wavenumberPerCm, 1),
    positiveInput('periodFs', LABELS.periodFs, UNITS.periodFs, 0.001),
    positiveInput('angularFrequencyRadPerFs', LABELS.angularFrequencyRadPerFs, UNITS.angularFrequencyRadPerFs, 0.001),
    positiveInput('photonEnergyEv', LABELS.photonEnergyEv, UNITS.photonEnergyEv, 0.001),
    positiveInput('frequencyThz', LABELS.frequencyThz, UNITS.frequencyThz, 0.1),
  ],
  exclusive: [PHOTON_QUANTITIES],
  outputs: PHOTON_QUANTITIES.map((name) => ({ name, label: LABELS[name], unit: UNITS[name] })),
  formulas: [
    { tex: '\\tilde\\nu = \\frac{10^7}{\\lambda}', text: 'wavenumber in cm⁻¹ of the vacuum wavelength λ in nm' },
    { tex: 'T = \\frac{\\lambda}{c}', text: 'optical period' },
    { tex: '\\omega = \\frac{2\\pi c}{\\lambda}', text: 'angular frequency' },
    { tex: 'E = \\frac{\\tilde\\nu}{8065.54429}', text: 'photon energy in eV of the wavenumber in cm⁻¹' },
    { tex: 'f = \\frac{c}{\\lambda}', text: 'frequency' },
  ],
  model: prose`
    Exact relations between quantities of one photon in vacuum, with c = 299 792 458 m/s and 1 eV = 8065.54429 cm⁻¹.
    Give exactly one quantity; the wavelength (1030 nm) is taken when none is given.
  `,
  references: [
    'CODATA 2010 (P. J. Mohr, B. N. Taylor, D. B. Newell, Rev. Mod. Phys. 84, 1527 (2012)): 1 eV = 8065.54429 cm⁻¹; c exact (SI)',
  ],
  compute(inputs) {
    for (const name of PHOTON_QUANTITIES) {
      const value = inputs[name];
      if (value !== undefined) return { ...photonQuantities(wavelengthNmFrom(name, value)), [name]: value };
    }
    return photonQuantities(1030);
  },
});
