import { type CalculatorSpec, calculators } from '@optics-toolbox/optics-engine';
import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';
import { TOOLS, type ToolEntry, toolPath } from '../../tools.js';
import { CHART_PAGES } from '../charts/index.js';
import { CalculatorPage } from './calculator-page.js';

/** The engine's calculator of a tool page: by the catalogue's id, else by its spec's route. */
export function findCalculator(tool: ToolEntry): CalculatorSpec | undefined {
  const path = toolPath(tool).toLowerCase();
  return (
    calculators.find((c) => c.id === tool.calculatorId) ?? calculators.find((c) => c.route?.toLowerCase() === path)
  );
}

function ComingSoon({ tool }: { tool: ToolEntry }) {
  usePageTitle(tool.title);
  return (
    <div className="tool-page">
      <h1>{tool.title}</h1>
      <p className="tool-summary">{tool.summary}</p>
      <div className="ot-alert ot-warn coming-soon" role="status">
        Coming soon: this calculator is not in the engine yet.
      </div>
    </div>
  );
}

/** /tools/:slug — the tool's calculator page, a coming-soon note, or home for an unknown slug. */
export default function ToolRoute(props: { slug?: string; clear?: boolean }) {
  const params = useParams();
  const slug = props.slug ?? params.slug ?? '';
  const tool = TOOLS.find((t) => t.slug.toLowerCase() === slug.toLowerCase());
  if (!tool) return <Navigate to="/" replace />;
  // The light-source charts have their own pages (sliders with locks, overlays, PNG thumbnails).
  const ChartPage = CHART_PAGES[tool.slug];
  if (ChartPage)
    return (
      <Suspense fallback={null}>
        <ChartPage />
      </Suspense>
    );
  const spec = findCalculator(tool);
  if (!spec) return <ComingSoon tool={tool} />;
  return <CalculatorPage key={tool.slug + (props.clear ? ':clear' : '')} tool={tool} spec={spec} clear={props.clear} />;
}
