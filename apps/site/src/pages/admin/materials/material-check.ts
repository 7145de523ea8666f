/**
 * The editor's checks and preview of a material JSON text, with optics-engine's validator
 * (materialIssues: every issue names its field) and compiled dispersion (n(lambda) per axis).
 */
import { compileMaterial, type Material, materialIssues, nmToUm, umToNm } from '@optics-toolbox/optics-engine';
import type { ChartLine } from '@optics-toolbox/ui';

export interface MaterialIssueAt {
  field: string;
  message: string;
}

export interface MaterialCheck {
  material?: Material;
  issues: MaterialIssueAt[];
}

/** Parses and validates the editor text; a JSON syntax error is an issue of field 'JSON'. */
export function checkMaterialText(text: string): MaterialCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { issues: [{ field: 'JSON', message: `JSON: ${(e as Error).message}` }] };
  }
  let issues: MaterialIssueAt[];
  try {
    issues = materialIssues(raw);
  } catch (e) {
    issues = [{ field: 'parameters', message: `parameters: ${(e as Error).message}` }];
  }
  return issues.length ? { issues } : { material: raw as Material, issues };
}

/** Points per axis in the preview plot. */
const PREVIEW_POINTS = 200;

/** n(lambda) of each axis over its range, wavelength in nm (the preview plot's lines). */
export function previewLines(m: Material): ChartLine[] {
  const compiled = compileMaterial(m);
  return compiled.axes.map((axis) => {
    const x: number[] = [];
    const y: number[] = [];
    for (let s = 0; s <= PREVIEW_POINTS; s++) {
      const um = axis.minUm + ((axis.maxUm - axis.minUm) * s) / PREVIEW_POINTS;
      x.push(umToNm(um));
      y.push(axis.n(um));
    }
    return { label: `n${compiled.axes.length > 1 ? `_${axis.key}` : ''}`, x, y };
  });
}

/** The index of each axis at `wavelengthNm`, or undefined outside that axis's range. */
export function indicesAt(m: Material, wavelengthNm: number): { key: string; n: number | undefined }[] {
  const um = nmToUm(wavelengthNm);
  return compileMaterial(m).axes.map((a) => ({ key: a.key, n: um >= a.minUm && um <= a.maxUm ? a.n(um) : undefined }));
}
