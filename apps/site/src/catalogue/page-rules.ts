/**
 * Page behaviour that is not a calculation (docs/product.md page rules): presets, resets after an edit, inputs that a
 * toggle disables, the focused input. Keyed by calculator id; a calculator without rules needs nothing here.
 */

export interface PageRules {
  /** Input focused when the page opens. */
  focus?: string;
  /** Inputs disabled for the current values (e.g. Brewster configuration); they are not sent. */
  disabled?: (values: Record<string, string>) => string[];
  /** Extra query changes after an edit (docs/product.md page rules such as presets and resets). */
  onEdit?: (name: string, text: string, next: URLSearchParams, outputs: unknown) => void;
  /** The input under which an output `message` (e.g. 'Internal reflection!') is shown. */
  messageField?: string;
  /** Warnings about allowed but physically doubtful values, by input name (shown next to the field). */
  warnings?: (values: Record<string, string>) => Record<string, string>;
}

const getPath = (obj: unknown, name: string): unknown =>
  obj !== null && typeof obj === 'object' ? (obj as Record<string, unknown>)[name] : undefined;

const outputText = (outputs: unknown, name: string): string | undefined => {
  const v = getPath(outputs, name);
  return typeof v === 'number' ? String(Number(v.toFixed(3))) : undefined;
};

export const PAGE_RULES: Readonly<Record<string, PageRules>> = {
  'unit-converter': { focus: 'wavelengthNm' },
  'bandwidth-converter': {
    // A type change converts the width: the other side (same physical width, its own type) becomes the
    // given one, so the engine recomputes this side in the new type.
    onEdit: (name, _text, next, outputs) => {
      const side = name === 'bandwidthNmType' ? 'bandwidthNm' : name === 'bandwidthPerCmType' ? 'bandwidthPerCm' : null;
      if (!side) return;
      const other = side === 'bandwidthNm' ? 'bandwidthPerCm' : 'bandwidthNm';
      const v = getPath(outputs, other);
      if (typeof v !== 'number' || next.has(other)) return;
      next.delete(side);
      // Written as the page shows it (5 decimals), never as a raw double (94.26181218333923).
      next.set(other, String(Number(v.toFixed(5))));
    },
  },
  'time-bandwidth': {
    // Presets Gaussian, sech², Lorentzian set the product; typing a product selects the custom shape.
    onEdit: (name, text, next) => {
      if (name === 'tbp') next.set('shape', 'tbp');
      if (name === 'shape' && text !== 'tbp') next.delete('tbp');
    },
  },
  'prism-refraction': { messageField: 'angleDeg' },
  'gaussian-beam': {
    // The docs/product.md allows M² down to 0.1; a real beam has M² >= 1 (1 for the ideal Gaussian beam, ISO 11146).
    warnings: (v) => {
      const m2 = Number(v.m2?.replace(',', '.'));
      return Number.isFinite(m2) && m2 > 0 && m2 < 1
        ? ({ m2: 'M² below 1 is not physical: an ideal Gaussian beam has M² = 1, real beams more.' } as Record<
            string,
            string
          >)
        : {};
    },
  },
  'lens-radius': {
    // The focal length starts at 25 mm on a material change.
    onEdit: (name, _text, next) => {
      if (name !== 'material') return;
      next.delete('radiusMm');
      next.set('focalLengthMm', '25');
    },
  },
  'prism-pair': {
    disabled: (v) => (v.brewster === undefined || v.brewster === 'true' ? ['angleDeg', 'apexDeg'] : []),
    // Leaving the Brewster configuration starts from the Brewster angles; entering it drops typed angles.
    onEdit: (name, text, next, outputs) => {
      if (name !== 'brewster') return;
      for (const n of ['angleDeg', 'apexDeg']) {
        const v = outputText(outputs, n);
        if (text === 'false' && v !== undefined) next.set(n, v);
        else next.delete(n);
      }
    },
  },
};
