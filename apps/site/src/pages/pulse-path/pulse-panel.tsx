/**
 * The pulse's own inputs: where its spectrum comes from (a transform-limited shape of a duration or bandwidth,
 * or a measured spectrum pasted or dropped as a CSV file of wavelength and intensity: spectrum-input.tsx), the
 * centre wavelength,
 * the input chirp, energy and beam, and the grid's points.
 */
import { type InputSpec, PULSE_FIELDS } from '@optics-toolbox/optics-engine';
import { BusyIndicator } from '@optics-toolbox/ui';
import { lazy, memo, Suspense } from 'react';
import { sameSentences } from './element-row.js';
import { FieldInput, type MaterialPicker } from './field-input.js';
import { type PathState, POINTS_SPEC, type PulseSource } from './path-state.js';

const SOURCES: readonly { id: PulseSource; label: string }[] = [
  { id: 'duration', label: 'Duration' },
  { id: 'bandwidth', label: 'Bandwidth' },
  { id: 'spectrum', label: 'Measured spectrum' },
];
const SHAPE_LABELS = { gaussian: 'Gaussian', sech2: 'sech²' };

const spec = (name: string): InputSpec => PULSE_FIELDS.find((f) => f.name === name) as InputSpec;

export interface PulsePanelProps {
  state: PathState;
  onPulse(name: string, text: string): void;
  onSource(source: PulseSource): void;
  onPoints(text: string): void;
  /** Sentences by pulse field name ('points' for the grid), errors and warnings apart. */
  errors: ReadonlyMap<string, string[]>;
  notes: ReadonlyMap<string, string[]>;
  materials: MaterialPicker;
}

/** The measured spectrum's box, loaded when that source is chosen. */
const SpectrumInput = lazy(() => import('./spectrum-input.js'));

function Panel(p: PulsePanelProps) {
  const { state } = p;
  const field = (name: string, extra: { placeholder?: string; label?: string } = {}) => (
    <FieldInput
      key={name}
      id={`pp-pulse-${name}`}
      spec={spec(name)}
      label={extra.label}
      text={state.pulse[name] ?? ''}
      onChange={(t) => p.onPulse(name, t)}
      error={p.errors.get(name)?.join(' ')}
      note={p.notes.get(name)?.join(' ')}
      placeholder={extra.placeholder}
      optionLabels={name === 'shape' ? SHAPE_LABELS : undefined}
      materials={p.materials}
    />
  );
  const spectrumErrors = [...p.errors.entries()].filter(([k]) => k.startsWith('spectrum')).flatMap(([, v]) => v);
  return (
    <>
      <fieldset className="pp-source">
        <legend>Pulse from</legend>
        {SOURCES.map((s) => (
          <label key={s.id}>
            <input
              type="radio"
              name="pp-source"
              value={s.id}
              checked={state.source === s.id}
              onChange={() => p.onSource(s.id)}
            />{' '}
            {s.label}
          </label>
        ))}
      </fieldset>
      {field('wavelengthNm', state.source === 'spectrum' ? { placeholder: 'the centroid' } : {})}
      {state.source === 'duration' && field('durationFs', { placeholder: '100' })}
      {state.source === 'bandwidth' && field('bandwidthNm')}
      {state.source !== 'spectrum' && field('shape')}
      {state.source === 'spectrum' && (
        <Suspense fallback={<BusyIndicator />}>
          <SpectrumInput
            label={spec('spectrum').label}
            text={state.pulse.spectrum ?? ''}
            onChange={(t) => p.onPulse('spectrum', t)}
            error={spectrumErrors.join(' ') || undefined}
          />
        </Suspense>
      )}
      <fieldset className="pp-subgroup">
        <legend>Input chirp</legend>
        {field('gddFs2')}
        {field('todFs3')}
        {field('fodFs4')}
      </fieldset>
      <fieldset className="pp-subgroup">
        <legend>Energy and beam (for peak power and B-integral)</legend>
        {field('energyUj')}
        {field('beamDiameterMm')}
      </fieldset>
      <FieldInput
        id="pp-points"
        spec={POINTS_SPEC}
        text={state.points}
        onChange={p.onPoints}
        error={p.errors.get('points')?.join(' ')}
        note={p.notes.get('points')?.join(' ')}
        materials={p.materials}
      />
    </>
  );
}

/** The pulse's inputs redraw only when the pulse, the grid or their messages changed (not on an element's edit). */
export const PulsePanel = memo(
  Panel,
  (a, b) =>
    a.state.source === b.state.source &&
    a.state.pulse === b.state.pulse &&
    a.state.points === b.state.points &&
    a.materials === b.materials &&
    sameSentences(a.errors, b.errors) &&
    sameSentences(a.notes, b.notes),
);
