/**
 * The planner page of apps/site/src/pages/planner, embedded in admin screens. It loads the layout
 * named by the route's `name` parameter (the admin's scheme and preset routes use that name).
 */
import { BusyIndicator } from '@optics-toolbox/ui';
import { lazy, Suspense } from 'react';

const PlannerPage = lazy(() => import('../planner/planner-page.js'));

export function EmbeddedPlanner() {
  return (
    <div className="admin-planner">
      <Suspense fallback={<BusyIndicator label="Loading the planner…" />}>
        <PlannerPage />
      </Suspense>
    </div>
  );
}
