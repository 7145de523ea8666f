import { type KeyboardEvent, useId, useMemo, useState } from 'react';

/** What the selector needs to know of a material. */
export interface MaterialOption {
  key: string;
  name: string;
  type?: string;
  alias?: readonly string[];
  /** Marks a custom material of this browser. */
  custom?: boolean;
}

export interface MaterialSelectProps {
  label?: string;
  options: readonly MaterialOption[];
  value: string;
  onChange: (key: string) => void;
  id?: string;
  error?: string | null;
}

/** Options whose key, name, alias or type contain every word of the query (case-insensitive). */
export function filterMaterials(options: readonly MaterialOption[], query: string): MaterialOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  const hay = (o: MaterialOption) => [o.key, o.name, o.type ?? '', ...(o.alias ?? [])].join(' ').toLowerCase();
  const hits = options.filter((o) => words.every((w) => hay(o).includes(w)));
  // Exact key or alias matches first, so typing "BBO" and Enter picks BBO.
  const q = query.trim().toLowerCase();
  const exact = (o: MaterialOption) =>
    o.key.toLowerCase() === q || (o.alias ?? []).some((a) => a.toLowerCase() === q) ? 0 : 1;
  return hits.sort((a, b) => exact(a) - exact(b));
}

const display = (o: MaterialOption | undefined, key: string) => (o ? o.name : key);

/** A material selector with live search (an ARIA combobox): type to filter, arrows to move, Enter to pick. */
export function MaterialSelect({ label = 'Material', options, value, onChange, id, error }: MaterialSelectProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const listId = `${inputId}-list`;
  const current = options.find((o) => o.key === value);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const hits = useMemo(() => (open ? filterMaterials(options, query).slice(0, 50) : []), [options, query, open]);
  const pick = (o: MaterialOption | undefined) => {
    if (o) onChange(o.key);
    setQuery(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setQuery('');
      setActive((a) => Math.min(a + 1, Math.max(0, hits.length - 1)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter') {
      if (open) {
        e.preventDefault();
        pick(hits[active]);
      }
    } else if (e.key === 'Escape') setQuery(null);
  };
  return (
    <div className="ot-field ot-combo">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className="ot-input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && hits[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search materials"
        value={open ? query : display(current, value)}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setQuery(null), 150)}
      />
      {open && (
        <div className="ot-combo-list" id={listId} role="listbox" aria-label={`${label} options`}>
          {hits.length === 0 && <div className="ot-combo-empty">No match</div>}
          {hits.map((o, i) => (
            <div
              key={o.key}
              tabIndex={-1}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(o);
              }}
            >
              {o.name}
              <small>
                {o.key}
                {o.custom ? ' · custom' : ''}
              </small>
            </div>
          ))}
        </div>
      )}
      {error && <span className="ot-error">{error}</span>}
    </div>
  );
}
