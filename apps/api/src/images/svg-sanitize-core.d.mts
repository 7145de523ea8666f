/** Types of svg-sanitize-core.mjs (plain JavaScript so the worker thread runs it unbuilt). */
export declare class SvgRejected extends Error {
  constructor(message: string, status?: number);
  /** 400, or 413 when the file has too many elements. */
  readonly status: number;
}
export declare const MAX_SVG_ELEMENTS: number;
export declare function decodeCss(css: string): string;
export declare function unsafeCss(css: string): boolean;
export declare function sanitizeSvg(input: string, maxElements?: number): string;
