/**
 * @optics-toolbox/optics-engine: headless optics for ultrafast-laser and nonlinear-optics work.
 * Explicit public API; code inside the package never imports this barrel.
 */

export { describeCalculator } from './calculators/describe.js';
export { flattenOutputs } from './calculators/flatten-outputs.js';
export { parseInputs, parseNumber } from './calculators/parse-inputs.js';
export { calculators } from './calculators/registry.js';
export { getCalculator, type RunResult, runCalculator } from './calculators/run.js';
export type {
  CalcContext,
  CalculatorCategory,
  CalculatorMenu,
  CalculatorPresentation,
  CalculatorSpec,
  Formula,
  GridMap,
  InputKind,
  InputSpec,
  OutputSpec,
  Precision,
  Series,
  SeriesLine,
} from './calculators/spec.js';
export { csvCell } from './csv-cell.js';
export { EngineError, type ErrorCode, InputError, isEngineError, PhysicsError } from './errors.js';
export * from './light-sources/chart-style.js';
export * from './light-sources/harmonics.js';
export * from './light-sources/pump-link.js';
export * from './light-sources/resolve.js';
export * from './light-sources/samples.js';
export * from './light-sources/tuning-curves.js';
export * from './light-sources/types.js';
export * from './light-sources/validate.js';
export { recordEdit } from './linked-fields.js';
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
  assertInRange,
  atTemperature,
  atTemperatureUnchecked,
  axisByKey,
  type CompiledAxis,
  type CompiledMaterial,
  compileMaterial,
  dnDtPerK,
  evaluateIndexBatch,
  indexOf,
  type RayKey,
  referenceTemperatureC,
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
  gvdFromDerivatives,
  todFromDerivatives,
  zeroGvdUm,
} from './materials/dispersion.js';
export { absorptionCoefficientPerCm, extinctionAt } from './materials/extinction.js';
export { compileFormula, type DispersionBatchOut, type IndexFunction } from './materials/formulas.js';
export {
  type ImportedAxis,
  type ImportedPage,
  type ImportOptions,
  importMaterial,
  kelvinToCelsius,
  parseRefractiveIndexPage,
  parseRefractiveIndexYaml,
  type TabulatedK,
  thermalFromProperties,
} from './materials/import-rii.js';
export { biaxialEigenIndices, type EigenIndices, uniaxialExtraordinaryIndex } from './materials/index-ellipsoid.js';
export { coefficientsAt, temperatureVariable, ZERO_CELSIUS_K } from './materials/thermal.js';
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
export { type MaterialIssue, materialIssues, validateMaterial } from './materials/validate.js';
export { type CubicSpline, createCubicSpline, evaluateCubicSplineDerivatives } from './math/cubic-spline.js';
export { gamma } from './math/gamma.js';
export { createMonotoneCubic, evaluateMonotoneCubic } from './math/monotone-cubic.js';
export { allRoots, brent } from './math/roots.js';
export {
  acceptanceWidth,
  DELTA_K_FWHM_TIMES_LENGTH,
  firstOrderWidthTimesLength,
  SINC2_HALF_MAX,
  spectralAcceptanceNmCm,
} from './nonlinear/acceptance.js';
export { phaseMatchBiaxial, phaseMatchPrincipalPlane } from './nonlinear/biaxial.js';
export { deffFromFields, dTensor } from './nonlinear/d-tensor.js';
export { generalMismatch, phaseMatchBiaxialAt } from './nonlinear/general-phase-matching.js';
export { type InteractionOptions, type InteractionSolution, solveInteractions } from './nonlinear/interactions.js';
export { type LocusCrossing, type LocusMap, locusMap } from './nonlinear/locus.js';
export { mismatchRadPerMm, sinc2 } from './nonlinear/mismatch.js';
export {
  type NoncollinearInput,
  type NoncollinearResult,
  noncollinearSfg,
  phaseMatchedCuts,
  refractIntoUniaxial,
} from './nonlinear/noncollinear.js';
export {
  PLANE_AXES,
  type PlanarWaves,
  planarIndex,
  planarMismatch,
  planarWaves,
  solvePlanar,
} from './nonlinear/planar-phase-matching.js';
export { principalIndicesAt, principalTriple } from './nonlinear/principal.js';
export {
  GENERAL_TYPES,
  type GeneralType,
  NEGATIVE_TYPES,
  PLANAR_TYPES,
  type PlanarType,
  POSITIVE_TYPES,
  type PrincipalPlane,
  typeMask,
} from './nonlinear/types.js';
export { phaseMatchUniaxial, uniaxialTypeIAngle } from './nonlinear/uniaxial.js';
export { eigenIndex, type WaveField, type WavePick, waveField } from './nonlinear/wave-field.js';
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
  diffractedSin,
  diffractionAngleRad,
  type GratingPairDispersion,
  gratingPairDispersion,
  incidenceForDeviationRad,
  littrowAngleRad,
  maxLittrowOrder,
  propagatingOrders,
} from './optics/gratings.js';
export { bIntegralRad, hasN2, n2At } from './optics/kerr.js';
export { cePhaseShiftRad, groupDelayPs, type PlateRay, plateRay } from './optics/plates.js';
export {
  entry2FromApexMm,
  type PrismPairDispersion,
  type PrismPairGeometry,
  placePrismPair,
  prismPairDispersion,
  rayInBounds,
} from './optics/prism-pair.js';
export {
  bandwidthPerCmFromDurationFs,
  durationFsFromBandwidthPerCm,
  GAUSSIAN_PEAK_FACTOR,
  gaussianDispersedDurationFs,
  PEAK_POWER_FACTOR_SPEC,
  PULSE_SHAPES,
  type PulseShape,
  peakFromIntegral,
  SECH2_PEAK_FACTOR,
  TIME_BANDWIDTH_PRODUCT,
} from './optics/pulses.js';
export { axisIndex, directionWaves, principalWaves, type WaveIndex, type WaveKey } from './optics/ray-index.js';
export {
  brewsterAngleRad,
  cosDeg,
  minimumDeviationApexRad,
  type PrismRay,
  planoLensFocalLength,
  planoLensRadius,
  refractionAngleRad,
  sinDeg,
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
  tripleUmIn,
  type WavelengthTriple,
} from './optics/wavelength-triple.js';
export { parseDecimal } from './parse-decimal.js';
export * from './units.js';
