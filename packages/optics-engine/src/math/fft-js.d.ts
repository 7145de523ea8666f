/** Types of the fft.js package (indutny/fft.js, MIT), which ships none: the calls this engine makes. */
declare module 'fft.js' {
  export default class FFT {
    constructor(size: number);
    readonly size: number;
    /** Forward transform X_k = sum_n x_n exp(-2 pi i k n / N) of an interleaved complex array (re, im, ...). */
    transform(out: Float64Array, data: Float64Array): void;
    /** Inverse transform x_n = (1/N) sum_k X_k exp(+2 pi i k n / N) (normalised by 1/N). */
    inverseTransform(out: Float64Array, data: Float64Array): void;
  }
}
