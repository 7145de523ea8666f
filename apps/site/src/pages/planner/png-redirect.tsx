import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';
import { schemeImageUrl } from './planner-api.js';

/** /planner/png/{id}: replaces the page with the layout's stored image (docs/product.md §2). */
export default function PlannerPngRedirect() {
  const { id = '' } = useParams();
  usePageTitle('Layout image');
  const url = schemeImageUrl(id);
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <div className="tool-page">
      <p>
        Opening the image of layout {id}… <a href={url}>Open it</a> if nothing happens.
      </p>
    </div>
  );
}
