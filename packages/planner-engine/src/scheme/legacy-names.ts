/**
 * Product codes of the previous planner mapped to this catalogue's codes (docs/product.md §3:
 * "Old product names are mapped to new names when loading legacy schemes"). Keys are the old
 * names exactly as legacy schemes store them; names not listed are kept unchanged.
 */
export const LEGACY_PRODUCT_NAMES: Readonly<Record<string, string>> = {
  TUBE16: 'TUBE-16',
  TUBE_16: 'TUBE-16',
  TUBE25: 'TUBE-25',
  TUBE_25: 'TUBE-25',
  TUBE32: 'TUBE-32',
  TUBE_32: 'TUBE-32',
  BLACKBOX: 'BLACK-BOX',
  BLACK_BOX: 'BLACK-BOX',
  BlackBox: 'BLACK-BOX',
  MirrorMount1: 'MM-1',
  MirrorMount2: 'MM-2',
  KinematicMount05: 'KM-05',
  KinematicMount1: 'KM-1',
  KinematicMount2: 'KM-2',
  LensMount1: 'LM-1',
  LensMount2: 'LM-2',
  BeamSplitterCube: 'BSC-25',
  BeamSplitterPlate: 'BSP-1',
  HalfWavePlate: 'WP-H-1',
  QuarterWavePlate: 'WP-Q-1',
  Polarizer: 'POL-GT',
  Periscope: 'PER-1',
  Iris: 'IR-1',
  BeamDump: 'BD-1',
  PowerMeter: 'PM-TH',
  TranslationStage: 'TS-25',
  LaserHead: 'LH-20',
  LaserHeadCompact: 'LH-6',
  OPA: 'OPA-IR',
  NOPA: 'OPA-NC',
  SHG: 'HG-2H',
  THG: 'HG-34H',
  Compressor: 'CMP-GR',
};

/** The current code for a legacy product name. */
export const mapLegacyProductName = (name: string): string => LEGACY_PRODUCT_NAMES[name] ?? name;
