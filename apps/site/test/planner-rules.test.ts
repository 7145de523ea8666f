/**
 * The planner page's own rules: when a save registers or updates (docs/product.md §4), the report
 * date format (section 9: YYYY-MM-DD HH:mm), the custom table size limits (section 5: metric
 * 50-500 cm, imperial 1-16 ft). Where "Add to table" puts things is planner-engine's (placement.test.ts there).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatReportDate, type SchemeOrigin, saveAction, savedIndicator } from '../src/pages/planner/save-rules.js';
import { customSize } from '../src/pages/planner/settings-dialog.js';

const origins: SchemeOrigin[] = ['new', 'saved', 'preset', 'legacy'];

describe('saveAction (docs/product.md §4)', () => {
  it('registers a layout never saved, one from a preset and a legacy one; updates a saved one', () => {
    const saved = { name: 'ABCD2345', id: '12' };
    const opts = { copy: false, canEdit: true };
    expect(saveAction({ name: '', id: '' }, 'new', opts)).toBe('register');
    expect(saveAction(saved, 'preset', opts)).toBe('register');
    expect(saveAction(saved, 'legacy', opts)).toBe('register');
    expect(saveAction(saved, 'saved', opts)).toBe('update');
  });

  it('an anonymous visitor without the edit token saves a copy; Save copy as always registers', () => {
    const saved = { name: 'ABCD2345', id: '12' };
    expect(saveAction(saved, 'saved', { copy: false, canEdit: false })).toBe('register');
    expect(savedIndicator('register', saved, 'saved')).toBe('copy');
    expect(saveAction(saved, 'saved', { copy: true, canEdit: true })).toBe('register');
    expect(savedIndicator('update', saved, 'saved')).toBe('saved');
    expect(savedIndicator('register', { name: '', id: '' }, 'new')).toBe('saved');
  });

  test.prop([fc.string(), fc.string(), fc.constantFrom(...origins), fc.boolean(), fc.boolean()])(
    'update happens exactly for a saved layout with code and id, not copied, that this browser may edit',
    (name, id, origin, copy, canEdit) => {
      const expected = !copy && name !== '' && id !== '' && origin === 'saved' && canEdit ? 'update' : 'register';
      expect(saveAction({ name, id }, origin, { copy, canEdit })).toBe(expected);
    },
  );
});

describe('formatReportDate', () => {
  it('writes local time as YYYY-MM-DD HH:mm with zero padding', () => {
    expect(formatReportDate(new Date(2026, 0, 5, 7, 3, 59))).toBe('2026-01-05 07:03');
    expect(formatReportDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31 23:59');
    expect(formatReportDate(new Date(2026, 0, 5, 7, 3).toISOString())).toBe('2026-01-05 07:03');
  });
  it('gives an empty string for a missing or unreadable date', () => {
    expect(formatReportDate('')).toBe('');
    expect(formatReportDate('not a date')).toBe('');
  });
});

describe('customSize (docs/product.md §5)', () => {
  it('passes the fixed sizes through', () => {
    expect(customSize('300x150cm', '', '')).toEqual({ size: '300x150cm' });
    expect(customSize('7x4ft', '', '')).toEqual({ size: '7x4ft' });
  });
  it('accepts metric sides of 50 to 500 cm and imperial sides of 1 to 16 ft, limits included', () => {
    expect(customSize('custom_cm', '50', '500')).toEqual({ size: '50x500cm' });
    expect(customSize('custom_ft', '1', '16')).toEqual({ size: '1x16ft' });
    expect(customSize('custom_cm', '240.5', '120')).toEqual({ size: '240.5x120cm' });
  });
  it('refuses sides outside the limits or missing', () => {
    for (const [w, h] of [
      ['49', '100'],
      ['100', '501'],
      ['', '100'],
      ['abc', '100'],
    ])
      expect(customSize('custom_cm', w, h)).toHaveProperty('error');
    expect(customSize('custom_ft', '0.5', '4')).toHaveProperty('error');
    expect(customSize('custom_ft', '8', '17')).toHaveProperty('error');
  });
});
