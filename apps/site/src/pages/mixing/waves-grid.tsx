/**
 * The three pulses as one grid: a row per field (wavelength, energy, duration, input chirp, delay, beam
 * diameter), a column per wave. Every box is labelled "Wave 1 energy (µJ)" for screen readers and tests; a
 * blank box shows in grey what it stands for (the default, or the wavelength the run computed). A message about a
 * box is shown in a row of its own right under that box's row, and the box is marked.
 */
import { formatNumber } from '@optics-toolbox/ui';
import { Fragment } from 'react';
import { WAVE_FIELD_HEADS, WAVE_ROLES, WAVE_TITLES, waveFieldLabel } from './mixing-labels.js';
import { WAVE_FIELDS, WAVE_KEYS, type WaveField, type WaveKey, type WaveTexts, waveParam } from './mixing-query.js';

export interface WavesGridProps {
  legend: string;
  texts: WaveTexts;
  defaults: WaveTexts;
  /** λ1, λ2, λ3 of the last run (nm), for the placeholders of blank wavelengths. */
  usedWavelengthsNm?: readonly number[];
  onChange(name: string, text: string): void;
  /** Messages by box (query name, e.g. waves.wave1.energyUj); `errors` mark the box, `notes` do not. */
  errors: ReadonlyMap<string, string>;
  notes: ReadonlyMap<string, string>;
  /** A message about the pulses as a whole. */
  message?: string;
}

const cellId = (key: WaveKey, field: WaveField) => `in-waves-${key}-${field}`;

function placeholder(p: WavesGridProps, key: WaveKey, field: WaveField): string {
  if (field === 'wavelengthNm') {
    const used = p.usedWavelengthsNm?.[WAVE_KEYS.indexOf(key)];
    return used === undefined ? 'auto' : formatNumber(used, { decimals: 2, minDecimals: 0 });
  }
  return p.defaults[key][field];
}

export function WavesGrid(p: WavesGridProps) {
  return (
    <fieldset className="ot-field waves-grid">
      <legend className="ot-field-label">{p.legend}</legend>
      <table className="waves-table">
        <thead>
          <tr>
            <td />
            {WAVE_KEYS.map((k) => (
              <th key={k} scope="col" title={WAVE_ROLES[k]}>
                {WAVE_TITLES[k]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WAVE_FIELDS.map((f) => {
            const said = WAVE_KEYS.map((k) => {
              const name = waveParam(k, f);
              const error = p.errors.get(name);
              const note = p.notes.get(name);
              return { k, name, error, note };
            }).filter((x) => x.error || x.note);
            return (
              <Fragment key={f}>
                <tr>
                  <th scope="row">{WAVE_FIELD_HEADS[f]}</th>
                  {WAVE_KEYS.map((k) => {
                    const name = waveParam(k, f);
                    const error = p.errors.get(name);
                    const note = p.notes.get(name);
                    return (
                      <td key={k}>
                        <input
                          id={cellId(k, f)}
                          className="ot-input ot-num"
                          inputMode="decimal"
                          aria-label={waveFieldLabel(k, f)}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error || note ? `${cellId(k, f)}-msg` : undefined}
                          value={p.texts[k][f]}
                          placeholder={placeholder(p, k, f)}
                          onChange={(e) => p.onChange(name, e.target.value)}
                        />
                      </td>
                    );
                  })}
                </tr>
                {said.map((x) => (
                  <tr key={x.name} className="waves-message">
                    <td colSpan={WAVE_KEYS.length + 1}>
                      <span
                        id={`${cellId(x.k, f)}-msg`}
                        className={x.error ? 'ot-error' : 'ot-note'}
                        role={x.error ? 'alert' : undefined}
                        data-field={x.name}
                      >
                        {x.error ?? x.note}
                      </span>
                    </td>
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <p className="ot-hint waves-hint">
        Energy 0: the wave is generated. Wave 1 alone is second-harmonic generation; any two wavelengths fix the third
        (1/λ3 = 1/λ1 + 1/λ2). Grey values are the defaults or the computed wavelengths.
      </p>
      {p.message && (
        <span className="ot-error" role="alert" data-field="waves">
          {p.message}
        </span>
      )}
    </fieldset>
  );
}
