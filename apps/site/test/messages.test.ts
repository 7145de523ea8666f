import { InputError, type InputSpec, PhysicsError, runCalculator } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { errorText, fieldLabel, inputOfField, problemText } from '../src/pages/tool/messages.js';

const inputs: InputSpec[] = [
  { name: 'durationFs', label: 'Pulse length FWHM (fs)', kind: 'number', unit: 'fs' },
  { name: 'wavelengthNm', label: 'Wavelength (nm)', kind: 'number', unit: 'nm' },
  { name: 'wavelength1Nm', label: 'Wavelength λ₁ (nm)', kind: 'number', unit: 'nm' },
  { name: 'layers', label: 'Layers', kind: 'layers' },
  { name: 'energyUj', label: 'Pulse energy (µJ)', kind: 'number', unit: 'uJ' },
];

describe('engine problems in the words of the page', () => {
  it('an error names the visible label where its template names the input', () => {
    const e = new InputError('out-of-range', 'durationFs', '{{durationFs}} -1 is out of range: allowed more than 0 fs');
    expect(e.message).toBe('durationFs -1 is out of range: allowed more than 0 fs');
    expect(errorText(e, inputs)).toBe('Pulse length FWHM (fs) -1 is out of range: allowed more than 0 fs');
    expect(problemText({ template: '{{wavelength1Nm}} 0 is out of range; {{wavelengthNm}} too' }, inputs)).toBe(
      'Wavelength λ₁ (nm) 0 is out of range; Wavelength (nm) too',
    );
  });
  it('a word that only looks like an input name is left alone (no guessing over the text)', () => {
    expect(problemText({ template: 'the wavelengthNm column' }, inputs)).toBe('the wavelengthNm column');
  });
  it('nested list fields read as "Layer 1 thickness (mm)"', () => {
    expect(fieldLabel('layers[0].thicknessMm', inputs)).toBe('Layer 1 thickness (mm)');
    expect(problemText({ template: '{{layers[0].thicknessMm}} 0.01 is out of range' }, inputs)).toBe(
      'Layer 1 thickness (mm) 0.01 is out of range',
    );
    expect(inputOfField('layers[0].thicknessMm', ['layers'])).toBe('layers');
  });
  it('a physics message without input names is shown as it is', () => {
    expect(errorText(new PhysicsError('no-phase-match', 'No phase match found!'), inputs)).toBe(
      'No phase match found!',
    );
  });
  it('ranges carry their units as people write them (µJ, fs²)', () => {
    try {
      runCalculator(
        'pulse-broadening',
        { durationFs: -1 },
        {
          material: () => {
            throw new Error('no materials');
          },
        },
      );
      expect.unreachable();
    } catch (e) {
      expect((e as InputError).range).toMatchObject({ unit: 'fs' });
    }
    try {
      runCalculator(
        'pulse-intensity',
        { energyUj: -1 },
        {
          material: () => {
            throw new Error('no materials');
          },
        },
      );
      expect.unreachable();
    } catch (e) {
      expect((e as InputError).message).toMatch(/µJ$/);
    }
  });
});
