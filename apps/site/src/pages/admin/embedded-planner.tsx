/**
 * The planner page of apps/site/src/pages/planner, embedded in admin screens: a scheme by its code,
 * or the planner's preset mode (title, category, save and delete preset) for a new or stored preset.
 */
import { BusyIndicator } from '@optics-toolbox/ui';
import { lazy, Suspense } from 'react';
import type { PlannerProps } from '../planner/planner-page.js';

const PlannerPage = lazy(() => import('../planner/planner-page.js'));

export function EmbeddedPlanner(props: PlannerProps) {
  return (
    <div className="admin-planner">
      <Suspense fallback={<BusyIndicator label="Loading the planner…" />}>
        <PlannerPage {...props} />
      </Suspense>
    </div>
  );
}
