/**
 * @optics-toolbox/optics-engine: headless optics for ultrafast-laser and nonlinear-optics work.
 * Explicit public API; code inside the package never imports this barrel.
 */

export { parseInputs, parseNumber } from './calculators/parse-inputs.js';
export { calculators } from './calculators/registry.js';
export { getCalculator, type RunResult, runCalculator } from './calculators/run.js';
export type {
  CalcContext,
  CalculatorCategory,
  CalculatorSpec,
  Formula,
  InputKind,
  InputSpec,
  OutputSpec,
  Series,
  SeriesLine,
} from './calculators/spec.js';
export { EngineError, type ErrorCode, InputError, isEngineError, PhysicsError } from './errors.js';
export {
  assertInRange,
  axisByKey,
  type CompiledAxis,
  type CompiledMaterial,
  compileMaterial,
  evaluateIndexBatch,
  indexOf,
  type RayKey,
} from './materials/compile.js';
export { createMaterialLibrary, type MaterialLibrary } from './materials/context.js';
export { builtinLibrary, builtinMaterials } from './materials/database.js';
export {
  type DispersionAt,
  dispersionAt,
  evaluateGvdTodBatch,
  gvdFromDerivatives,
  todFromDerivatives,
  zeroGvdUm,
} from './materials/dispersion.js';
export { compileFormula, type IndexFunction } from './materials/formulas.js';
export {
  type ImportedAxis,
  type ImportOptions,
  importMaterial,
  parseRefractiveIndexYaml,
} from './materials/import-rii.js';
export { biaxialEigenIndices, type EigenIndices, uniaxialExtraordinaryIndex } from './materials/index-ellipsoid.js';
export type {
  BirefringenceType,
  Material,
  MaterialAxisParameters,
  MaterialGroup,
  MaterialListRow,
  WavelengthRangeUm,
} from './materials/types.js';
export { type MaterialIssue, materialIssues, validateMaterial } from './materials/validate.js';
export { createMonotoneCubic, evaluateMonotoneCubic } from './math/monotone-cubic.js';
export { allRoots, brent } from './math/roots.js';
export * from './units.js';
