import { calculators } from '@optics-toolbox/optics-engine';
import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PAGES, type PageSpec, presentSpec, type ToolEntry, toolOfSlug } from '../../tools.js';
import { CHART_PAGES } from '../charts/index.js';
import { CalculatorPage } from './calculator-page.js';

/** The engine's calculator of a tool page with its page's presentation (the catalogue comes from both). */
export function findCalculator(tool: ToolEntry): PageSpec | undefined {
  const spec = calculators.find((c) => c.id === tool.calculatorId);
  const page = PAGES[tool.calculatorId];
  return spec && page ? presentSpec(spec, page) : undefined;
}

/** /tools/:slug — the tool's calculator page, or home for an unknown slug. */
export default function ToolRoute(props: { slug?: string; clear?: boolean }) {
  const params = useParams();
  const slug = props.slug ?? params.slug ?? '';
  const tool = toolOfSlug(slug);
  const spec = tool && findCalculator(tool);
  if (!tool || !spec) return <Navigate to="/" replace />;
  // The light-source charts have their own pages (sliders with locks, overlays, PNG thumbnails).
  const ChartPage = CHART_PAGES[tool.slug];
  if (ChartPage)
    return (
      <Suspense fallback={null}>
        <ChartPage />
      </Suspense>
    );
  return <CalculatorPage key={tool.slug + (props.clear ? ':clear' : '')} tool={tool} spec={spec} clear={props.clear} />;
}
