import { type CalculatorId, loadCalculator } from '@optics-toolbox/optics-engine';
import { type LazyExoticComponent, lazy, type ReactElement, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PAGES, presentSpec, type ToolEntry, toolOfSlug } from '../../tools.js';
import { CHART_PAGES } from '../charts/index.js';
import { CalculatorPage } from './calculator-page.js';

interface PageProps {
  tool: ToolEntry;
  clear?: boolean;
}

/**
 * One lazy page per calculator: its spec comes from the engine's loader, so a page carries the code of its own
 * calculator only (and the modules it shares with others), not the whole registry. Made once per calculator.
 */
const PAGE_OF = new Map<string, LazyExoticComponent<(p: PageProps) => ReactElement>>();

function pageOf(calculatorId: string): LazyExoticComponent<(p: PageProps) => ReactElement> {
  let page = PAGE_OF.get(calculatorId);
  if (!page) {
    page = lazy(async () => {
      const spec = presentSpec(await loadCalculator(calculatorId as CalculatorId), PAGES[calculatorId]);
      return { default: (p: PageProps) => <CalculatorPage tool={p.tool} spec={spec} clear={p.clear} /> };
    });
    PAGE_OF.set(calculatorId, page);
  }
  return page;
}

/** /tools/:slug — the tool's calculator page, or home for an unknown slug. */
export default function ToolRoute(props: { slug?: string; clear?: boolean }) {
  const params = useParams();
  const slug = props.slug ?? params.slug ?? '';
  const tool = toolOfSlug(slug);
  if (!tool || !PAGES[tool.calculatorId]) return <Navigate to="/" replace />;
  // The light-source charts have their own pages (sliders with locks, overlays, PNG thumbnails).
  const ChartPage = CHART_PAGES[tool.slug];
  if (ChartPage)
    return (
      <Suspense fallback={null}>
        <ChartPage />
      </Suspense>
    );
  // While the calculator loads, the layout's "Loading page…" shows.
  const Page = pageOf(tool.calculatorId);
  return <Page key={tool.slug + (props.clear ? ':clear' : '')} tool={tool} clear={props.clear} />;
}
