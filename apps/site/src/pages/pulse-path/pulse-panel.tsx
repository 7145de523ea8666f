/**
 * The pulse's own inputs: where its spectrum comes from (a transform-limited shape of a duration or bandwidth,
 * or a measured spectrum pasted or dropped as a CSV file of wavelength and intensity), the centre wavelength,
 * the input chirp, energy and beam, and the grid's points.
 */
import { type InputSpec, PULSE_FIELDS } from '@optics-toolbox/optics-engine';
import { type DragEvent, useState } from 'react';
import { FieldInput, type MaterialPicker, Messages } from './field-input.js';
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

const SPECTRUM_ID = 'pp-pulse-spectrum';

export function PulsePanel(p: PulsePanelProps) {
  const { state } = p;
  const [dropping, setDropping] = useState(false);
  const [fileNote, setFileNote] = useState<string | null>(null);
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
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    p.onPulse('spectrum', await file.text());
    setFileNote(`Read ${file.name}.`);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDropping(false);
    void readFile(e.dataTransfer.files[0]);
  };
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
        // biome-ignore lint/a11y/noStaticElementInteractions: the drop target of a file; the file button below does the same by keyboard.
        <div
          className={`ot-field pp-spectrum${dropping ? ' is-dropping' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={onDrop}
        >
          <label htmlFor={SPECTRUM_ID}>{spec('spectrum').label}</label>
          <textarea
            id={SPECTRUM_ID}
            className="ot-textarea ot-num"
            rows={6}
            spellCheck={false}
            placeholder={
              'Paste or drop a CSV file: one line per point,\nwavelength (nm), intensity\n780, 0.02\n790, 0.35\n…'
            }
            value={state.pulse.spectrum ?? ''}
            aria-invalid={spectrumErrors.length > 0 ? true : undefined}
            aria-describedby={spectrumErrors.length > 0 ? `${SPECTRUM_ID}-err` : undefined}
            onChange={(e) => p.onPulse('spectrum', e.target.value)}
          />
          <label className="ot-button pp-file">
            Load a CSV file…
            <input
              type="file"
              accept=".csv,.txt,.tsv,text/csv,text/plain"
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
          </label>
          {fileNote && <span className="ot-hint">{fileNote}</span>}
          <Messages id={SPECTRUM_ID} error={spectrumErrors.join(' ') || undefined} />
        </div>
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
