/** The planner's angle display and typed angles, and which clicks the unsaved-changes guard holds. */
import { describe, expect, it } from 'vitest';
import { formatAngle } from '../src/pages/planner/format-angle.js';
import { parseAngle } from '../src/pages/planner/selection-panel.js';
import { inAppTarget } from '../src/pages/planner/use-leave-guard.js';

describe('formatAngle', () => {
  it('shows degrees to 0.1 deg, never -0.0 or 360.0', () => {
    expect(formatAngle(342.8716294441838)).toBe('342.9°');
    expect(formatAngle(45)).toBe('45.0°');
    expect(formatAngle(0)).toBe('0.0°');
    expect(formatAngle(359.96)).toBe('0.0°');
    expect(formatAngle(-0.04)).toBe('0.0°');
    expect(formatAngle(22.25)).toBe('22.3°');
  });
});

describe('parseAngle', () => {
  it('reads degrees with a point or a comma, with or without the degree sign', () => {
    expect(parseAngle('45')).toEqual({ deg: 45 });
    expect(parseAngle(' 22,5 ')).toEqual({ deg: 22.5 });
    expect(parseAngle('-30°')).toEqual({ deg: -30 });
  });
  it('refuses what is not an angle, naming what was typed', () => {
    const r = parseAngle('forty');
    expect(r).toHaveProperty('error');
    expect('error' in r && r.error).toContain("'forty'");
    expect(parseAngle('')).toHaveProperty('error');
    expect(parseAngle('1e6')).toHaveProperty('error');
  });
});

describe('inAppTarget', () => {
  const origin = 'https://toolbox.example';
  /** Enough of an anchor for the guard: its attributes and resolved href. */
  const anchor = (href: string, attrs: Record<string, string> = {}) =>
    ({
      href: new URL(href, `${origin}/planner/K7Q2`).href,
      target: attrs.target ?? '',
      getAttribute: (n: string) => (n === 'href' ? href : (attrs[n] ?? null)),
      hasAttribute: (n: string) => n in attrs,
    }) as unknown as HTMLAnchorElement;
  const click = (over: Partial<MouseEvent> = {}) =>
    ({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...over }) as MouseEvent;

  it('holds a plain left click on a link of this site', () => {
    expect(inAppTarget(anchor('/tools/SFG?x=1'), click(), origin)).toBe('/tools/SFG?x=1');
    expect(inAppTarget(anchor('/'), click(), origin)).toBe('/');
  });
  it('lets new tabs, downloads, other sites and fragments go', () => {
    expect(inAppTarget(anchor('/tools/SFG'), click({ ctrlKey: true }), origin)).toBeNull();
    expect(inAppTarget(anchor('/tools/SFG'), click({ button: 1 }), origin)).toBeNull();
    expect(inAppTarget(anchor('/tools/SFG', { target: '_blank' }), click(), origin)).toBeNull();
    expect(inAppTarget(anchor('/x.csv', { download: '' }), click(), origin)).toBeNull();
    expect(inAppTarget(anchor('https://example.org/'), click(), origin)).toBeNull();
    expect(inAppTarget(anchor('#top'), click(), origin)).toBeNull();
  });
});
