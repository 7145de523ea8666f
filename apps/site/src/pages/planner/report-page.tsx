import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';

/** Placeholder of the printable layout report (/planner/pdf/:id); the planner work replaces it. */
export default function PlannerReportPage() {
  const { id } = useParams();
  usePageTitle(`Layout report ${id ?? ''}`.trim());
  return (
    <main className="site-main">
      <h1>Layout report</h1>
      <p>The printable report of layout {id} is coming soon.</p>
    </main>
  );
}
