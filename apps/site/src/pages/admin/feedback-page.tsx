/** /admin/dashboard/feedback: the feedback visitors sent (newest first), for admins. */
import { BusyIndicator } from '@optics-toolbox/ui';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../page-title.js';
import { type FeedbackItem, listFeedback } from './admin-api.js';

/** docs/product.md §9: en-GB medium date with short time. */
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export default function FeedbackPage() {
  usePageTitle('Admin: feedback');
  const [items, setItems] = useState<FeedbackItem[]>();
  const [error, setError] = useState('');
  useEffect(() => {
    listFeedback()
      .then(setItems)
      .catch(() => setError('The feedback could not be loaded.'));
  }, []);
  return (
    <section className="admin-page">
      <h1>Feedback</h1>
      {error && (
        <p className="ot-error" role="alert">
          {error}
        </p>
      )}
      {!items && !error && <BusyIndicator label="Loading feedback…" />}
      {items && items.length === 0 && <p>No feedback yet.</p>}
      {items && items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Message</th>
              <th scope="col">Email</th>
              <th scope="col">Page</th>
            </tr>
          </thead>
          <tbody>
            {items.map((f) => (
              <tr key={f.id}>
                <td>{DATE.format(new Date(f.created))}</td>
                <td className="admin-message">{f.message}</td>
                <td>{f.email && <a href={`mailto:${f.email}`}>{f.email}</a>}</td>
                <td>{f.page}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
