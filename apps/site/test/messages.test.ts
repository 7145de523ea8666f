import type { InputSpec } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { fieldLabel, humanMessage } from '../src/pages/tool/messages.js';

const inputs: InputSpec[] = [
  { name: 'durationFs', label: 'Pulse length FWHM (fs)', kind: 'number', unit: 'fs' },
  { name: 'wavelengthNm', label: 'Wavelength (nm)', kind: 'number', unit: 'nm' },
  { name: 'wavelength1Nm', label: 'Wavelength λ₁ (nm)', kind: 'number', unit: 'nm' },
  { name: 'layers', label: 'Layers', kind: 'layers' },
  { name: 'energyUj', label: 'Pulse energy (µJ)', kind: 'number', unit: 'uJ' },
];

describe('engine messages in the words of the page', () => {
  it('names the visible label, never the internal key', () => {
    expect(humanMessage('durationFs -1 is out of range: allowed more than 0 fs', inputs, 'durationFs')).toBe(
      'Pulse length FWHM (fs) -1 is out of range: allowed more than 0 fs',
    );
    const m = humanMessage('wavelength1Nm 0 is out of range; wavelengthNm too', inputs);
    expect(m).toBe('Wavelength λ₁ (nm) 0 is out of range; Wavelength (nm) too');
  });
  it('nested list fields read as "Layer 1 thickness (mm)"', () => {
    expect(fieldLabel('layers[0].thicknessMm', inputs)).toBe('Layer 1 thickness (mm)');
    expect(humanMessage('layers[0].thicknessMm 0.01 is out of range', inputs, 'layers[0].thicknessMm')).toBe(
      'Layer 1 thickness (mm) 0.01 is out of range',
    );
  });
  it('units as on the page', () => {
    expect(humanMessage('energyUj -1: allowed at least 0 uJ', inputs)).toBe(
      'Pulse energy (µJ) -1: allowed at least 0 µJ',
    );
  });
});
