/**
 * Display rounding (docs/product.md §1): the engine's one number-writing rule (fixed decimals, 3 unless a page says
 * otherwise; exponent notation for magnitudes from 1e6 and for ones the decimals would show as zero), re-exported
 * for the building blocks. Only for display: values stay at full precision everywhere else.
 */
export { type FormatOptions, formatNumber } from '@optics-toolbox/optics-engine';
