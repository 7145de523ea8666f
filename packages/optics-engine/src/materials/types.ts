/**
 * The Material record of docs/product.md §3, field names as written there (the historical spelling
 * `birefrigerence_type` included). Wavelengths in micrometres; n2 in m^2/W; d in pm/V.
 */
export interface WavelengthRangeUm {
  min: number;
  max: number;
}

/** Dispersion data of one principal axis (or, with formula 10, of all three axes). */
export interface MaterialAxisParameters {
  /** Range in micrometres where the data hold; outside it the index is undefined. */
  wl_n_range: WavelengthRangeUm;
  /** refractiveindex.info formula 1-9; 10 = biaxial XC/YC/ZC (each formula 4); 0 with n_defined false = tabulated. */
  formula: number;
  /** false: the index is tabulated in data_n_wl/data_n. Default true. */
  n_defined?: boolean;
  /** The database's coefficient list verbatim (C1, C2, ... in file order). */
  sellmeier_coeffs?: number[];
  data_n_wl?: number[];
  data_n?: number[];
  XC?: number[];
  YC?: number[];
  ZC?: number[];
  /** Optional label of the axis: o, e, x, y, z. */
  axis?: string;
  /** Where the coefficients come from. */
  reference?: string;
}

export type BirefringenceType = 'positive' | 'negative';

export interface Material {
  key: string;
  alias?: string[];
  type: string;
  name: string;
  info?: string;
  birefrigerence_type?: BirefringenceType;
  /** 0 isotropic, 1 uniaxial, 2 biaxial. */
  NumberOfAxis: 0 | 1 | 2;
  parameters: MaterialAxisParameters[];
  /** Point group, e.g. 3m, mm2, -42m. */
  class?: string;
  /** Second-order tensor in contracted notation, pm/V, e.g. { d22: 2.2, d31: 0.08 }. */
  d?: Record<string, number>;
  /** Where d comes from. */
  d_source?: string;
  /** Kerr coefficient table: wavelengths (um) and n2 (m^2/W) for the o and e rays. */
  n2_wl?: number[];
  n2_o?: number[];
  n2_e?: number[];
  n2_source?: string;
  /** References of the dispersion data (one per source). */
  references?: string[];
}

/** Materials grouped by type, as GET /api/materials returns them. */
export interface MaterialGroup {
  type: string;
  materials: Material[];
}

/** A row of the admin's material list. */
export interface MaterialListRow {
  name: string;
  info: string;
  type: string;
  n2_defined: boolean;
  birefrigerence_type: string;
}
