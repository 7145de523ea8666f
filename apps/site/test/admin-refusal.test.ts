/** The server's reasons for a refused product save or upload, put beside their fields. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/pages/admin/admin-api.js';
import { refusalOf } from '../src/pages/admin/products/refusal.js';

// Error bodies as the API sends them (apps/api/src/http/errors.ts and the image routes).
const tooLarge = new ApiError(413, {
  field: 'file',
  message: 'file is larger than 5 MiB, the largest file the server accepts',
});
const notSvg = new ApiError(400, { field: 'file', message: 'file is not a valid SVG: it is not well-formed XML' });

describe('refusalOf', () => {
  it('puts an upload refusal beside its file input, in words', () => {
    expect(refusalOf(tooLarge, 'description')).toEqual({
      field: 'descriptionImage',
      message: 'This file is larger than 5 MiB, the largest file the server accepts.',
    });
    expect(refusalOf(notSvg, 'svg')).toEqual({
      field: 'svgImage',
      message: 'This file is not a valid SVG: it is not well-formed XML.',
    });
    const doctype = new ApiError(400, {
      field: 'file',
      message: 'file: DOCTYPE and ENTITY declarations are not allowed',
    });
    expect(refusalOf(doctype, 'svg').message).toBe(
      'This file was refused: DOCTYPE and ENTITY declarations are not allowed.',
    );
  });

  it("maps the register form's part names and the update's field names to the inputs", () => {
    const image = new ApiError(413, {
      field: 'Image',
      message: 'Image is larger than 5 MiB, the largest file the server accepts',
    });
    expect(refusalOf(image, 'register')).toEqual({
      field: 'descriptionImage',
      message: 'This file is larger than 5 MiB, the largest file the server accepts.',
    });
    const svg = new ApiError(400, {
      field: 'SvgImage',
      message: 'SvgImage is not a valid SVG: it is not well-formed XML',
    });
    expect(refusalOf(svg, 'register').field).toBe('svgImage');
    const taken = new ApiError(409, { field: 'name', message: 'name: another product is named MM-1' });
    expect(refusalOf(taken, 'update')).toEqual({ field: 'name', message: 'Another product is named MM-1.' });
    const width = new ApiError(400, { field: 'body.width', message: 'body.width must be >= 0' });
    expect(refusalOf(width, 'update').field).toBe('width');
  });

  it('keeps a refusal about no field for the form as a whole', () => {
    const r = refusalOf(new ApiError(429, { field: 'request', message: 'request: too many requests' }), 'update');
    expect(r.field).toBeNull();
    expect(r.message).toBe('Request: too many requests.');
    expect(refusalOf(new TypeError('Failed to fetch'), 'update').field).toBeNull();
  });
});
