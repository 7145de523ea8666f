/**
 * A measured spectrum: a text box to paste a spectrometer's table into (one line per point, wavelength in nm and
 * intensity per nm), a drop target for its CSV file, and a button that opens one (the same by keyboard).
 */
import { type DragEvent, useState } from 'react';
import { Messages } from './field-input.js';

const ID = 'pp-pulse-spectrum';

export default function SpectrumInput(p: {
  label: string;
  text: string;
  onChange(text: string): void;
  error?: string;
}) {
  const [dropping, setDropping] = useState(false);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    p.onChange(await file.text());
    setFileNote(`Read ${file.name}.`);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDropping(false);
    void readFile(e.dataTransfer.files[0]);
  };
  return (
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
      <label htmlFor={ID}>{p.label}</label>
      <textarea
        id={ID}
        className="ot-textarea ot-num"
        rows={6}
        spellCheck={false}
        placeholder={
          'Paste or drop a CSV file: one line per point,\nwavelength (nm), intensity\n780, 0.02\n790, 0.35\n…'
        }
        value={p.text}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={p.error ? `${ID}-err` : undefined}
        onChange={(e) => p.onChange(e.target.value)}
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
      <Messages id={ID} error={p.error} />
    </div>
  );
}
