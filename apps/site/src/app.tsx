import { BusyIndicator } from '@optics-toolbox/ui';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './components/layout.js';
import { MaterialsProvider } from './materials/materials-context.js';
import { HomePage } from './pages/home.js';

const ToolRoute = lazy(() => import('./pages/tool/tool-route.js'));
const PlannerPage = lazy(() => import('./pages/planner/planner-page.js'));
const PlannerReportPage = lazy(() => import('./pages/planner/report-page.js'));
const PlannerPngRedirect = lazy(() => import('./pages/planner/png-redirect.js'));
const AdminRoutes = lazy(() => import('./pages/admin/admin-routes.js'));

const busy = <BusyIndicator label="Loading page…" />;

/** The routes of docs/product.md §2; unknown paths go to /. Every page is its own chunk. */
export function App() {
  return (
    <MaterialsProvider>
      <Routes>
        <Route path="/planner/pdf/:id" element={<Suspense fallback={busy}>{<PlannerReportPage />}</Suspense>} />
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="/tools/unitconverter/clear" element={<ToolRoute slug="unitconverter" clear />} />
          <Route path="/tools/:slug" element={<ToolRoute />} />
          <Route path="/planner" element={<PlannerPage />} />
          <Route path="/planner/png/:id" element={<PlannerPngRedirect />} />
          <Route path="/planner/:name" element={<PlannerPage />} />
          <Route path="/admin/*" element={<AdminRoutes />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </MaterialsProvider>
  );
}
