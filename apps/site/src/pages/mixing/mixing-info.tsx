/** The mixing page's part of the info modal: every input with its range and meaning, the pulses' fields too. */
import type { InputSpec } from '@optics-toolbox/optics-engine';
import { InputsInfo } from '../tool/tool-head.js';
import { WAVE_FIELD_HEADS } from './mixing-labels.js';
import { WAVE_FIELDS } from './mixing-query.js';

/** What each field of a pulse means (the contract's words). */
const WAVE_FIELD_TEXT: Record<(typeof WAVE_FIELDS)[number], string> = {
  wavelengthNm:
    'vacuum wavelength of the carrier; give two of the three (wave1 alone: SHG), the third follows from 1/λ3 = 1/λ1 + 1/λ2',
  energyUj: 'pulse energy; 0 for a wave that is generated',
  durationFs: 'FWHM of the transform-limited intensity of a Gaussian pulse',
  gddFs2: 'group-delay dispersion added at the entrance; positive = up-chirp (the higher frequencies come later)',
  delayFs: 'delay at the entrance; positive = the pulse enters later',
  beamDiameterMm: '1/e² diameter of a Gaussian beam, full width of a flat-top',
};

export function MixingInfo({ spec }: { spec: { inputs: readonly InputSpec[] } }) {
  return (
    <>
      <InputsInfo
        inputs={spec.inputs}
        extra={(s) =>
          s.kind === 'waves' && (
            <ul>
              {WAVE_FIELDS.map((f) => (
                <li key={f}>
                  <strong>{WAVE_FIELD_HEADS[f]}</strong> <code>waves.waveN.{f}</code>: {WAVE_FIELD_TEXT[f]}
                </li>
              ))}
            </ul>
          )
        }
      />
      <h3>Links</h3>
      <p>
        The address holds every input: the crystal's under their own names, the pulses' as{' '}
        <code>waves.wave1.energyUj=20</code> (the command line's batch columns), written once typed into. Copy link
        reopens the same run.
      </p>
    </>
  );
}
