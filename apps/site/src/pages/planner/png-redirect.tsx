import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';

/** Placeholder of /planner/png/:id, which redirects to the stored layout image once the planner exists. */
export default function PlannerPngRedirect() {
  const { id } = useParams();
  usePageTitle('Layout image');
  return (
    <div className="tool-page">
      <h1>Layout image</h1>
      <p>The image of layout {id} is coming soon.</p>
    </div>
  );
}
