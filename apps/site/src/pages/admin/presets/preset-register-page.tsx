/**
 * /admin/dashboard/presets/register: the planner in preset mode for a new preset. The planner's
 * new-layout dialog offers the existing presets as starting points; its preset bar (title and
 * category required) registers the layout on the canvas as a new preset.
 */
import { usePageTitle } from '../../../page-title.js';
import { EmbeddedPlanner } from '../embedded-planner.js';

export default function PresetRegisterPage() {
  usePageTitle('Admin: new preset');
  return (
    <section className="admin-page">
      <h1>New preset</h1>
      <EmbeddedPlanner presetMode />
    </section>
  );
}
