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
  /**
   * refractiveindex.info formula 1-9; 10 = biaxial XC/YC/ZC (each formula 4); 11 = Sellmeier with fitted pole exponents
   * (docs/formulas.md); 0 with n_defined false = tabulated.
   */
  formula: number;
  /** false: the index is tabulated in data_n_wl/data_n. Default true. */
  n_defined?: boolean;
  /** The database's coefficient list verbatim (C1, C2, ... in file order). */
  sellmeier_coeffs?: number[];
  data_n_wl?: number[];
  data_n?: number[];
  /** Tabulated extinction coefficient k at data_k_wl (um; left out: at data_n_wl), where the source gives it. */
  data_k_wl?: number[];
  data_k?: number[];
  XC?: number[];
  YC?: number[];
  ZC?: number[];
  /** Optional label of the axis: o, e, x, y, z. */
  axis?: string;
  /** Where the coefficients come from. */
  reference?: string;
  /**
   * How the index of this axis changes with temperature (docs/temperature.md). Absent: the data hold at
   * the material's reference temperature only.
   */
  thermal?: ThermalModel;
}

/**
 * SCHOTT's formula A for the absolute index change of a glass (SCHOTT TIE-19), lambda in um, dT = T - T_ref:
 *   dn_abs = (n^2 - 1)/(2 n) * (D0 dT + D1 dT^2 + D2 dT^3 + (E0 dT + E1 dT^2)/(lambda^2 - lambdaTK^2)).
 */
export interface SchottThermalModel {
  model: 'schott';
  D0: number;
  D1?: number;
  D2?: number;
  E0?: number;
  E1?: number;
  /** lambda_TK in um. */
  lambdaTK_um?: number;
}

/** One term c * lambda^p of a thermal polynomial (lambda in um). */
export type ThermalTerm = readonly [coefficient: number, lambdaPower: number];

/**
 * An additive temperature term, dT = T - T_ref in kelvin:
 *   dn = dT * sum(linear c lambda^p) + dT^2 * sum(quadratic c lambda^p)
 * or, with `of: 'n2'`, the same sum added to n^2. A constant dn/dT is one term with p = 0.
 */
export interface DnDtThermalModel {
  model: 'dn/dT';
  linear: readonly ThermalTerm[];
  quadratic?: readonly ThermalTerm[];
  /** 'n' (default): the sums give dn; 'n2': they give d(n^2). */
  of?: 'n' | 'n2';
}

/**
 * Sellmeier coefficients that depend on temperature: coefficient i of the axis's `formula` is the
 * polynomial sum_k coefficients[i][k] * tau^k in a temperature variable tau:
 *   'dT'   T - T_ref (kelvin);   'T_C'  T in degrees Celsius;   'T_K'  T in kelvin;
 *   { product: [a, b] }  (T - a)(T + b) with T in degrees Celsius (e.g. Jundt's and Gayer's f).
 * The axis's `sellmeier_coeffs`, when given, must be these coefficients at the reference temperature.
 */
export interface CoefficientThermalModel {
  model: 'coefficients';
  variable: 'dT' | 'T_C' | 'T_K' | { product: readonly [number, number] };
  coefficients: readonly (readonly number[])[];
}

/**
 * Ghosh's thermo-optic form (G. Ghosh, Handbook of Thermo-Optic Coefficients of Optical Materials with
 * Applications, Academic Press 1998, and his crystal papers), lambda in um:
 *   2 n dn/dT = G(T) R + H(T) R^2,   R = lambda^2 / (lambda^2 - lambdaIg^2),
 * lambdaIg the isentropic band gap wavelength; G(T) = sum_k G[k] (T - centre_C)^k and H(T) likewise, in
 * per-kelvin units (a constant G or H is a one-element list). Since 2 n dn/dT = d(n^2)/dT, the form is
 * integrated exactly on n^2 from the reference temperature:
 *   n^2(T) = n^2(T_ref) + R [P_G(T) - P_G(T_ref)] + R^2 [P_H(T) - P_H(T_ref)],
 *   P(T) = sum_k c_k (T - centre_C)^(k+1) / (k+1).
 */
export interface GhoshThermalModel {
  model: 'ghosh';
  /** lambda_ig in um. */
  lambdaIg_um: number;
  /** Coefficients of G(T) per K, per K^2, ... (absent: no G term). */
  G?: readonly number[];
  /** Coefficients of H(T) per K, per K^2, ... (absent: no H term). */
  H?: readonly number[];
  /** The temperature the G and H polynomials are expanded about, degrees Celsius (default: the reference). */
  centre_C?: number;
}

/**
 * The temperature change of a second dispersion equation added to the axis's own index:
 *   n(lambda, T) = n_axis(lambda) + [n_F(lambda, T) - n_F(lambda, T_ref)],
 * n_F being refractiveindex.info formula `formula` whose coefficient i is the polynomial
 * sum_k coefficients[i][k] * tau^k in `variable` (as in a coefficient model). For a room-temperature
 * Sellmeier fit whose temperature dependence another author published as a temperature-dependent
 * Sellmeier equation of his own: SNLO's KD*P (Kirby & DeShazer's indices, Ghosh & Bhar's temperature
 * dependence).
 */
export interface DifferenceThermalModel {
  model: 'difference';
  formula: number;
  variable: CoefficientThermalModel['variable'];
  coefficients: readonly (readonly number[])[];
}

/** One term of a 'poles' model: a polynomial in T - centre_C times 1/(lambda^2 - pole_um2)^power. */
export interface PoleThermalTerm {
  /** Coefficients of the polynomial in (T - centre_C), per K, per K^2, ... (the d(n^2)/dT of this term). */
  c: readonly number[];
  /** The pole in um^2 (needed when power is 1 or 2). */
  pole_um2?: number;
  /** 0 (a constant in lambda), 1 or 2; default 1 with a pole, 0 without. */
  power?: 0 | 1 | 2;
}

/**
 * d(n^2)/dT as a sum of polynomials in the temperature times inverse powers of (lambda^2 - pole), lambda in
 * um, integrated exactly on n^2 from the reference temperature:
 *   n^2(T) = n^2(T_ref) + sum_terms [P(T) - P(T_ref)] / (lambda^2 - pole)^power,
 *   P(T) = sum_k c_k (T - centre_C)^(k+1) / (k+1).
 * Mangin et al.'s normalized thermo-optic coefficients of RbTiOPO4 (J. Opt. Soc. Am. B 28, 873 (2011)), as
 * SNLO uses them with the poles of Mikami's Sellmeier equation.
 */
export interface PoleThermalModel {
  model: 'poles';
  terms: readonly PoleThermalTerm[];
  /** The temperature the polynomials are expanded about, degrees Celsius (default: the reference). */
  centre_C?: number;
}

export type ThermalModel =
  | SchottThermalModel
  | DnDtThermalModel
  | CoefficientThermalModel
  | GhoshThermalModel
  | DifferenceThermalModel
  | PoleThermalModel;

/** Temperature data of a material, in degrees Celsius. */
export interface MaterialTemperature {
  /** The temperature at which the axes' coefficients (or tables) give the index. */
  reference_C: number;
  /** The range in which the thermal model holds, where the source states one. */
  min_C?: number;
  max_C?: number;
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
  /**
   * The chemical substance, when neither the catalogue book nor the key's first part names it: materials of one
   * substance are offered for each other (a material with thermal data for one without).
   */
  substance?: string;
  /**
   * Kerr coefficient table: wavelengths (um) and n2 (m^2/W) for the o and e rays. Input may give one number for a
   * single measurement; normalizeMaterial makes it a one-element list.
   */
  n2_wl?: number[];
  n2_o?: number[];
  n2_e?: number[];
  n2_source?: string;
  /** References of the dispersion data (one per source). */
  references?: string[];
  /** Reference temperature and valid temperature range (degrees Celsius); absent: 20 °C, no thermal data. */
  temperature?: MaterialTemperature;
  /** Where a material of the refractiveindex.info catalogue comes from, and what its page holds besides n. */
  catalogue?: CataloguePageInfo;
  /** SNLO's name of the crystal (docs/crystal-format.md). */
  snlo?: string;
  /** Fundamental wavelength (um) at which d was measured: the reference of Miller scaling. */
  d_wavelength_um?: number;
  /** Transparency range, um. */
  transparency_um?: { min: number; max: number };
  /** Linear thermal expansion per crystal axis: L(T) = L(T0) [1 + alpha dT + beta dT^2], dT from 20 °C. */
  thermal_expansion?: Partial<Record<'x' | 'y' | 'z', { alpha_perK: number; beta_perK2?: number }>>;
  /** Periodically poled or orientation-patterned (quasi-phase matching). */
  qpm?: boolean;
  /** True only where the literature gives no thermal data (`info` says so). */
  temperature_independent?: boolean;
}

/** The refractiveindex.info page (or, for a combined crystal, pages) a catalogue material comes from. */
export interface CataloguePageInfo {
  /** `shelf/book/page` (or `shelf/book/author` for axes combined into one crystal). */
  address: string;
  shelf: string;
  book: string;
  page: string;
  /** The shelf's, book's and page's names as the catalogue shows them (markup removed). */
  shelfName?: string;
  bookName?: string;
  pageName?: string;
  /** The pages of the axes, in axis order, for a combined crystal. */
  pages?: string[];
  /** The data file in the database's `data/` folder (one per axis for a combined crystal). */
  files?: string[];
  comments?: string;
  /** CONDITIONS of the page(s) verbatim: temperature (K), pressure (Pa), ... */
  conditions?: Record<string, unknown>;
  /** PROPERTIES of the page verbatim: nd, Vd, glass_code, thermal_dispersion, thermal_expansion, density, ... */
  properties?: Record<string, unknown>;
  /** Why the page's thermal_dispersion is not used, when it is not. */
  thermalNote?: string;
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
