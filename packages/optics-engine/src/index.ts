/**
 * @optics-toolbox/optics-engine: headless optics for ultrafast-laser and nonlinear-optics work.
 * Explicit public API, every name listed (no `export *`); code inside the package never imports this
 * barrel. Solver internals (root finders, splines, phase-matching solvers, index-ellipsoid algebra) stay
 * inside the package: reach them through the calculators. Sub-path: `./bench` (internals timed by
 * `npm run bench`, no stability promise). What is not physics (CSV cells, the edit order of linked fields, chart
 * colours and ticks) is @optics-toolbox/conventions'.
 * Add new names to the group of their topic, one `export` per module.
 */

export { getCalculator, runCalculator } from './calculators/by-id.js';
// Calculators: the registry, the typed runner and the spec types.
export { describeCalculator } from './calculators/describe.js';
export { flattenOutputs } from './calculators/flatten-outputs.js';
// One calculator on demand: a page (or a Web Worker) that shows one calculator does not carry the registry.
export { loadCalculator } from './calculators/load.js';
// The `mixing` calculator's spec on its own, so that a Web Worker parses its inputs without carrying the registry.
export { mixing as mixingCalculator } from './calculators/mixing.js';
export { parseInputs, parseNumber } from './calculators/parse-inputs.js';
export {
  ELEMENT_FIELDS,
  ELEMENT_KINDS,
  numericFieldsOf,
  type OptimizeInput,
  type OptimizeTarget,
  PULSE_FIELDS,
  type PulseInput,
} from './calculators/pulse-path-inputs.js';
export { type CalculatorId, type CalculatorSpecOf, calculators } from './calculators/registry.js';
export { collectingWarnings, type RunOptions, type RunResult, runSpec } from './calculators/run.js';
export type {
  CalcContext,
  CalculatorCategory,
  CalculatorSpec,
  Formula,
  GridMap,
  InputKind,
  InputSpec,
  InputValue,
  InputValues,
  Layer,
  OutputSpec,
  ParsedInputs,
  Series,
  SeriesLine,
} from './calculators/spec.js';
export { parseSpectrum } from './calculators/spectrum-text.js';
export type {
  CalculatorInputs,
  CalculatorOutputs,
  CalculatorParsedInputs,
  MaterialRef,
  RawInputValue,
} from './calculators/typed.js';
// Errors and warnings as data.
export {
  type AllowedRange,
  EngineError,
  type EngineWarning,
  type ErrorCode,
  engineWarning,
  fmt,
  InputError,
  isEngineError,
  isPhysicsError,
  PhysicsError,
  type PhysicsErrorCode,
  type Problem,
  problemJson,
  rangeWords,
  renderProblem,
  type WarningCode,
} from './errors.js';
export { type FormatOptions, formatNumber } from './format-number.js';
// Light sources: spec types, validation, samples, the pump link.
export {
  DEFAULT_PUMP_STATE,
  linkPump,
  PUMP_FIELDS,
  PUMP_LOCKS,
  type PumpEdit,
  type PumpField,
  type PumpLinkResult,
  type PumpLock,
  type PumpRanges,
  type PumpState,
} from './light-sources/pump-link.js';
export type { LightSourceContext } from './light-sources/resolve.js';
export { SAMPLE_HARMONIC_SPECS, SAMPLE_NOTE, SAMPLE_PRODUCT_SPECS } from './light-sources/samples.js';
export {
  type HarmonicCoefficients,
  type HarmonicInfo,
  type HarmonicModuleSpec,
  type ProductSpec,
  TUNING_SPEC_UNITS,
  type TuningInteraction,
  type TuningPoint,
  type ValueRange,
} from './light-sources/types.js';
export {
  harmonicSpecIssues,
  isHarmonicModuleSpec,
  isProductSpec,
  productSpecIssues,
  type SpecIssue,
} from './light-sources/validate.js';
// Materials: the record, validation, the library, the database, compilation, dispersion, import.
export {
  type CatalogueLibrary,
  type CatalogueLibraryOptions,
  catalogueRefusal,
  createCatalogueLibrary,
  type LoadCatalogueChunk,
} from './materials/catalogue.js';
export {
  CATALOGUE_FLAG,
  type CatalogueChunk,
  type CatalogueCrystalRow,
  type CatalogueEntry,
  type CatalogueIndex,
  type CataloguePageKind,
  type CataloguePageRow,
  decodeCatalogueIndex,
} from './materials/catalogue-format.js';
export { type CatalogueHit, searchCatalogue } from './materials/catalogue-search.js';
export {
  type CompiledAxis,
  type CompiledMaterial,
  compileMaterial,
  dnDtPerK,
  evaluateIndexBatch,
  indexOf,
  type RayKey,
} from './materials/compile.js';
export { createMaterialLibrary, type MaterialLibrary } from './materials/context.js';
export { builtinLibrary, builtinMaterials } from './materials/database.js';
export {
  type DispersionAt,
  dispersionAt,
  evaluateDispersionBatch,
  evaluateGroupIndexBatch,
  evaluateGvdBatch,
  evaluateGvdTodBatch,
  evaluateTodBatch,
  zeroGvdUm,
} from './materials/dispersion.js';
export { absorptionCoefficientPerCm, extinctionAt } from './materials/extinction.js';
export type { DispersionBatchOut } from './materials/formulas.js';
export {
  type ImportedAxis,
  type ImportedPage,
  type ImportOptions,
  importMaterial,
  kelvinToCelsius,
  parseRefractiveIndexPage,
  parseRefractiveIndexYaml,
  type TabulatedK,
} from './materials/import-rii.js';
export type { IndexFunction } from './materials/index-function.js';
export type { TableDerivatives } from './materials/table-fit.js';
export {
  atTemperature,
  REFERENCE_INDEX_SPAN_K,
  thermalAlternatives,
} from './materials/temperature-policy.js';
export type {
  BirefringenceType,
  CataloguePageInfo,
  CoefficientThermalModel,
  DnDtThermalModel,
  GhoshThermalModel,
  Material,
  MaterialAxisParameters,
  MaterialGroup,
  MaterialListRow,
  MaterialTemperature,
  SchottThermalModel,
  ThermalModel,
  ThermalTerm,
  WavelengthRangeUm,
} from './materials/types.js';
export { type MaterialIssue, materialIssues, normalizeMaterial, validateMaterial } from './materials/validate.js';
// Mixing in time: the run behind the `mixing` calculator, with progress and cancellation (for a worker).
export type { MixingResult } from './mixing/results.js';
export {
  DEFAULT_TOLERANCE as MIXING_DEFAULT_TOLERANCE,
  type MixingCallbacks,
  MixingCancelled,
  type MixingProgress,
  type MixingRunOptions,
  mixingSteps,
  simulateMixing,
} from './mixing/simulate.js';
export type {
  AbsentWave,
  BeamProfile,
  MixingInputs,
  MixingOutputs,
  MixingWarning,
  WaveInput,
  WaveResult,
  WavesInput,
} from './mixing/types.js';
// Optics: closed-form models with user quantities in, results out.
export {
  beamRadiusMm,
  curvatureRadiusMm,
  divergenceHalfAngleRad,
  type FocusedWaist,
  GAUSSIAN_FWHM_PER_E2,
  gouyPhaseRad,
  peakFluenceUjPerCm2,
  rayleighLengthMm,
  superGaussianEffectiveArea,
  superGaussianFwhmPerE2,
  thinLensWaist,
} from './optics/beams.js';
export { type FresnelReflectance, fresnelReflectance } from './optics/fresnel.js';
export {
  diffractionAngleRad,
  littrowAngleRad,
  maxLittrowOrder,
  propagatingOrders,
} from './optics/gratings.js';
export { bIntegralRad, hasN2, n2At } from './optics/kerr.js';
export {
  hasTypedUnit,
  type ParsedWavelength,
  parseWavelength,
  WAVELENGTH_UNITS,
  type WavelengthUnit,
  wavelengthInUnit,
  wavelengthNmOf,
} from './optics/parse-wavelength.js';
export { cePhaseShiftRad, groupDelayPs, type PlateRay, plateRay } from './optics/plates.js';
export {
  bandwidthPerCmFromDurationFs,
  durationFsFromBandwidthPerCm,
  GAUSSIAN_PEAK_FACTOR,
  gaussianDispersedDurationFs,
  PULSE_SHAPES,
  type PulseShape,
  SECH2_PEAK_FACTOR,
  TIME_BANDWIDTH_PRODUCT,
} from './optics/pulses.js';
export {
  brewsterAngleRad,
  minimumDeviationApexRad,
  type PrismRay,
  planoLensFocalLength,
  planoLensRadius,
  refractionAngleRad,
  traceThroughPrism,
} from './optics/refraction.js';
export {
  BANDWIDTH_TYPES,
  type BandwidthType,
  bandwidthFromFwhm,
  bandwidthNmFromPerCm,
  bandwidthPerCmFromNm,
  bandwidthToFwhm,
  FWHM_PER_BANDWIDTH,
  PHOTON_QUANTITIES,
  type PhotonQuantities,
  type PhotonQuantity,
  photonQuantities,
  SPEED_OF_LIGHT_CM_PER_FS,
  wavelengthNmFrom,
} from './optics/spectra.js';
export {
  completeWavelengthTriple,
  DEFAULT_WAVELENGTH_TRIPLE,
  differenceWavelength,
  resolveTriple,
  sfgTripleReducer,
  solveTriple,
  sumWavelength,
  TRIPLE_FIELDS,
  type TripleEdit,
  type TripleField,
  type TripleInputs,
  type WavelengthTriple,
} from './optics/wavelength-triple.js';
export { parseDecimal } from './parse-decimal.js';
// Pulses: the element kinds of a beam path (pulse-path).
export type { ElementInput, ElementKind, RayChoice } from './pulse/elements/types.js';
// Units.
export {
  degToRad,
  FWHM_PER_SIGMA,
  nmToUm,
  nmToWavenumberPerCm,
  radToDeg,
  SPEED_OF_LIGHT_M_PER_S,
  SPEED_OF_LIGHT_MM_PER_FS,
  SPEED_OF_LIGHT_NM_PER_FS,
  umToNm,
  unitSymbol,
  WAVENUMBER_PER_CM_PER_EV,
  wavenumberPerCmToNm,
} from './units.js';
