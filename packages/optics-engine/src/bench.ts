/**
 * @optics-toolbox/optics-engine/bench: solver internals that `npm run bench` (bench/engine.mjs) times on
 * their own. Not a public API: names and signatures here may change in any release.
 */
export { createCubicSpline } from './math/cubic-spline.js';
export { fftForward } from './math/fft.js';
export { phaseMatchBiaxial } from './nonlinear/biaxial.js';
export { phaseMatchUniaxial, uniaxialTypeIAngle } from './nonlinear/uniaxial.js';
