import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, SvgRejected, sanitizeSvg } from '../src/images/sanitize-svg.js';

const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps drawing elements and presentation attributes', () => {
    const src = wrap(
      '<g transform="rotate(90)"><path d="M0 0L10 10" stroke="#000" stroke-width="0.5"/><text x="1">A &amp; B</text></g>',
    );
    expect(sanitizeSvg(src)).toBe(src);
  });

  // Vectors from the OWASP XSS filter evasion cheat sheet adapted to SVG.
  it.each([
    ['script element', wrap('<script>alert(1)</script>'), 'alert'],
    ['namespaced script', wrap('<svg:script>alert(1)</svg:script>'), 'alert'],
    ['event handler', wrap('<rect onmouseover="alert(1)"/>'), 'alert'],
    ['upper-case handler', wrap('<rect ONLOAD="alert(1)"/>'), 'alert'],
    ['javascript href', wrap('<a href="javascript:alert(1)"><rect/></a>'), 'javascript'],
    ['entity-encoded javascript', wrap('<use href="&#106;avascript:alert(1)"/>'), 'avascript'],
    ['tab inside scheme', wrap('<use href="java&#9;script:alert(1)"/>'), 'script'],
    ['external use', wrap('<use href="https://evil.example/s.svg#x"/>'), 'evil'],
    ['foreignObject', wrap('<foreignObject><iframe src="https://evil.example"/></foreignObject>'), 'evil'],
    ['animate to javascript', wrap('<a><set attributeName="href" to="javascript:alert(1)"/></a>'), 'javascript'],
    ['css import', wrap('<style>@import url(https://evil.example/x.css);</style>'), null],
    ['css url in style attribute', wrap('<rect style="fill:url(https://evil.example/a)"/>'), 'evil'],
    ['css escape', wrap('<rect style="background:u\\72l(https://evil.example)"/>'), 'evil'],
    ['data:text/html', wrap('<image href="data:text/html;base64,PHNjcmlwdD4="/>'), 'data:text'],
    ['xml:base', wrap('<g xml:base="https://evil.example/"><use href="#x"/></g>'), 'evil'],
  ])('removes %s', (_name, src, forbidden) => {
    let out: string | undefined;
    try {
      out = sanitizeSvg(src);
    } catch (err) {
      expect(err).toBeInstanceOf(SvgRejected);
      return;
    }
    if (forbidden) expect(out.toLowerCase()).not.toContain(forbidden);
    expect(out).not.toMatch(/<script|\son\w+=|evil\.example/i);
  });

  // Five payloads that passed the earlier hand-written sanitiser.
  const XLINK = 'http://www.w3.org/1999/xlink';
  const withFoo = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:foo="${XLINK}">${inner}</svg>`;
  it.each([
    ['XLink href under another prefix on <use>', withFoo('<use foo:href="https://evil.example/s.svg#x"/>')],
    ['XLink href under another prefix on <image>', withFoo('<image foo:href="https://evil.example/a.png"/>')],
    // CSS escapes (CSS Syntax 3, 4.3.7): "\i" is "i", "\75 " is "u", "\72" is "r"
    ['@import hidden by escapes in <style>', wrap('<style>@\\import "https://evil.example/x.css";</style>')],
    ['url( hidden by escapes in <style>', wrap('<style>rect{fill:\\75 \\r\\l(https://evil.example/a)}</style>')],
    ['url( hidden by escapes in style=', wrap('<rect style="fill:u\\r\\l(https://evil.example/a)"/>')],
  ])('removes %s', (_name, src) => {
    let out = '';
    try {
      out = sanitizeSvg(src);
    } catch (err) {
      expect(err).toBeInstanceOf(SvgRejected);
      return;
    }
    expect(out).not.toContain('evil.example');
  });

  it('keeps an XLink href to an internal id and harmless CSS', () => {
    const src = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="${XLINK}"><style>rect{fill:#c00}</style><rect id="r" style="stroke:red"/><use xlink:href="#r"/></svg>`;
    const out = sanitizeSvg(src);
    expect(out).toContain('xlink:href="#r"');
    expect(out).toContain('rect{fill:#c00}');
    expect(out).toContain('style="stroke:red"');
  });

  it('keeps internal references and inline raster images', () => {
    const src = wrap(
      '<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><image href="data:image/png;base64,AAAA"/>',
    );
    const out = sanitizeSvg(src);
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('data:image/png;base64,AAAA');
  });

  it.each([
    ['DOCTYPE', '<!DOCTYPE svg [<!ENTITY a "b">]><svg/>'],
    ['not svg', '<html/>'],
    ['unclosed', '<svg><g></svg>'],
    ['two roots', '<svg/><svg/>'],
    ['text', 'hello'],
    ['unquoted attribute', '<svg width=5/>'],
  ])('rejects %s', (_name, src) => {
    expect(() => sanitizeSvg(src)).toThrow(SvgRejected);
  });

  it('decodes numeric and XML entities only', () => {
    expect(decodeEntities('&#106;&#x61;&lt;&amp;&nbsp;')).toBe('ja<&&nbsp;');
  });

  it('property: whatever the input, the output has no script, handler or javascript: URL', () => {
    const piece = fc.constantFrom(
      '<script>x</script>',
      '<rect onload="x"/>',
      '<a href="javascript:x">',
      '</a>',
      '<g>',
      '</g>',
      '<use href="&#x6A;avascript:x"/>',
      '<rect fill="url(java&#x0A;script:x)"/>',
      '<style>a{}</style>',
      '<!-- c -->',
      '<![CDATA[<script>]]>',
      'text &amp; more',
      '<SCRIPT>',
      '</SCRIPT>',
      '<set attributeName="onclick" to="x"/>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        let out: string;
        try {
          out = sanitizeSvg(wrap(pieces.join('')));
        } catch (err) {
          return err instanceof SvgRejected;
        }
        // Markup is checked raw (escaped text is harmless); attribute values as a browser reads them.
        if (/<script|\son\w+=/i.test(out)) return false;
        const values = [...out.matchAll(/="([^"]*)"/g)].map((m) =>
          decodeEntities(m[1]).replace(/\s+/g, '').toLowerCase(),
        );
        return values.every((v) => !v.includes('javascript:'));
      }),
      { seed: 20261121, numRuns: 500 },
    );
  });
});
