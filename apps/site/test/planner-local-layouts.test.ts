/**
 * What the planner keeps in this browser: drafts of unsaved changes (one per layout, the newest few),
 * the "Open" list with its search, and the edit link that carries a layout's edit rights.
 */
import {
  applyCommands,
  createCatalogue,
  createPlannerState,
  createScheme,
  tablePoint,
} from '@optics-toolbox/planner-engine';
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  editLink,
  editTokenFromHash,
  type KeyValueStore,
  MAX_DRAFTS,
  MAX_RECENT,
  newestDraftKey,
  readDraft,
  recentLayouts,
  rememberLayout,
  searchLayouts,
  writeDraft,
} from '../src/pages/planner/local-layouts.js';

/** A Map-backed stand-in for localStorage; `full` makes setItem throw as a full storage does. */
function memoryStore(full = false): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw new Error('QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}

const scheme = (title: string) =>
  applyCommands(
    createPlannerState(createScheme({ title })),
    [{ type: 'addProduct', name: 'BLACK-BOX', at: tablePoint(500, 400) }],
    createCatalogue([]),
  ).scheme;

describe('drafts', () => {
  it('keeps one draft per layout and gives it back as it was written', () => {
    const store = memoryStore();
    const s = scheme('Pump line');
    writeDraft({ key: 'K7Q2', scheme: s, origin: 'saved', savedAtMs: 1000 }, store);
    writeDraft({ key: 'K7Q2', scheme: scheme('Pump line, v2'), origin: 'saved', savedAtMs: 2000 }, store);
    const d = readDraft('K7Q2', store);
    expect(d?.scheme.layoutSettings.title).toBe('Pump line, v2');
    expect(d?.scheme.canvas.objects).toEqual(s.canvas.objects);
    expect(d).toMatchObject({ key: 'K7Q2', origin: 'saved', savedAtMs: 2000 });
    expect(readDraft('OTHER', store)).toBeUndefined();
    clearDraft('K7Q2', store);
    expect(readDraft('K7Q2', store)).toBeUndefined();
  });

  it(`keeps the newest ${MAX_DRAFTS} drafts and knows the newest`, () => {
    const store = memoryStore();
    for (let i = 0; i < MAX_DRAFTS + 3; i++)
      writeDraft({ key: `L${i}`, scheme: scheme(`${i}`), origin: 'saved', savedAtMs: 100 + i }, store);
    expect(readDraft('L0', store)).toBeUndefined();
    expect(readDraft(`L${MAX_DRAFTS + 2}`, store)).toBeDefined();
    expect(newestDraftKey(store)).toBe(`L${MAX_DRAFTS + 2}`);
  });

  it('survives a full or missing storage and unreadable entries without throwing', () => {
    expect(writeDraft({ key: 'new', scheme: scheme('x'), origin: 'new', savedAtMs: 1 }, memoryStore(true))).toBe(false);
    expect(writeDraft({ key: 'new', scheme: scheme('x'), origin: 'new', savedAtMs: 1 }, undefined)).toBe(false);
    const store = memoryStore();
    store.data.set('planner.drafts', '{not json');
    expect(readDraft('new', store)).toBeUndefined();
    store.data.set(
      'planner.drafts',
      JSON.stringify([{ key: 'new', scheme: { version: 99 }, origin: 'new', savedAtMs: 1 }]),
    );
    // A layout written by a newer planner is not guessed at.
    expect(readDraft('new', store)).toBeUndefined();
  });
});

describe('the Open list', () => {
  it('lists layouts newest first, once per code, at most MAX_RECENT', () => {
    const store = memoryStore();
    rememberLayout({ code: 'A1', title: 'OPA pump', atMs: 1 }, store);
    rememberLayout({ code: 'B2', title: 'THG line', atMs: 2 }, store);
    rememberLayout({ code: 'A1', title: 'OPA pump v2', atMs: 3 }, store);
    expect(recentLayouts(store).map((r) => [r.code, r.title])).toEqual([
      ['A1', 'OPA pump v2'],
      ['B2', 'THG line'],
    ]);
    for (let i = 0; i < MAX_RECENT + 5; i++) rememberLayout({ code: `C${i}`, title: '', atMs: 10 + i }, store);
    expect(recentLayouts(store)).toHaveLength(MAX_RECENT);
  });

  it('searches code and title, every word, any case', () => {
    const list = [
      { code: 'K7Q2', title: 'OPA pump line', atMs: 1 },
      { code: 'ZZ91', title: 'THG and OPA', atMs: 2 },
      { code: 'M3M3', title: 'Oscillator', atMs: 3 },
    ];
    expect(searchLayouts(list, '').map((r) => r.code)).toEqual(['K7Q2', 'ZZ91', 'M3M3']);
    expect(searchLayouts(list, 'opa').map((r) => r.code)).toEqual(['K7Q2', 'ZZ91']);
    expect(searchLayouts(list, 'opa pump').map((r) => r.code)).toEqual(['K7Q2']);
    expect(searchLayouts(list, 'k7q').map((r) => r.code)).toEqual(['K7Q2']);
    expect(searchLayouts(list, 'laser')).toEqual([]);
  });
});

describe('edit links', () => {
  it('carry the token in the fragment and read it back', () => {
    const token = 'abcDEF012345_-xyzABCDEF0123456789';
    const link = editLink('https://toolbox.example', 'K7Q2', token);
    expect(link).toBe(`https://toolbox.example/planner/K7Q2#edit=${token}`);
    expect(editTokenFromHash(new URL(link).hash)).toBe(token);
    expect(editTokenFromHash('#edit=')).toBeUndefined();
    expect(editTokenFromHash('#other=abcdefghij')).toBeUndefined();
    expect(editTokenFromHash('#edit=abc<script>')).toBeUndefined();
  });
});
