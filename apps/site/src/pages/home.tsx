import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { setMeta, usePageTitle } from '../page-title.js';
import { GROUPS, TOOLS, toolPath } from '../tools.js';

const DESCRIPTION =
  'Optics toolbox: free calculators for ultrafast-laser and nonlinear-optics work — unit and bandwidth converters, pulse intensity, Gaussian beams, material dispersion, compressors, phase matching and an optical table layout planner.';

/** Home dashboard: tool cards grouped as in docs/product.md §2. */
export function HomePage() {
  usePageTitle(undefined);
  useEffect(() => {
    setMeta('meta[name="description"]', 'name', 'description', DESCRIPTION);
    setMeta('meta[property="og:title"]', 'property', 'og:title', 'Optics Toolbox');
    setMeta('meta[property="og:description"]', 'property', 'og:description', DESCRIPTION);
  }, []);
  return (
    <div className="home">
      <h1>Optics Toolbox</h1>
      <p className="lead">
        Calculators for ultrafast lasers and nonlinear optics. Everything computes in your browser.
      </p>
      {GROUPS.map((g) => (
        <section key={g.id} className="home-group" aria-labelledby={`group-${g.id}`}>
          <h2 id={`group-${g.id}`}>{g.title}</h2>
          <ul className="cards">
            {TOOLS.filter((t) => t.group === g.id).map((t) => (
              <li key={t.slug}>
                <Link className="card" to={toolPath(t)}>
                  <span className="card-glyph" aria-hidden="true">
                    {t.glyph}
                  </span>
                  <span className="card-title">{t.title}</span>
                  <span className="card-summary">{t.summary}</span>
                </Link>
              </li>
            ))}
            {g.id === 'other' && (
              <li>
                <Link className="card" to="/planner">
                  <span className="card-glyph" aria-hidden="true">
                    ⊞
                  </span>
                  <span className="card-title">Optical layout planner</span>
                  <span className="card-summary">Arrange products on an optical table; save, share and print.</span>
                </Link>
              </li>
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
