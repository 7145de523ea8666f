import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';

/** Placeholder of the table layout planner (/planner, /planner/:name); the planner work replaces it. */
export default function PlannerPage() {
  const { name } = useParams();
  usePageTitle('Optical Layout Planner');
  return (
    <div className="tool-page">
      <h1>Optical Layout Planner</h1>
      <p>The planner is coming soon.{name ? ` Layout ${name} will open here.` : ''}</p>
    </div>
  );
}
