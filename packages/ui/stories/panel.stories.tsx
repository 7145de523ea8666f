import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, BusyIndicator } from '../src/alert.js';
import { Panel } from '../src/panel.js';
import { ResultTable } from '../src/result-table.js';

const meta: Meta<typeof Panel> = { title: 'Layout/Panel', component: Panel };
export default meta;

export const Results: StoryObj = {
  render: () => (
    <Panel title="Results">
      <ResultTable
        columns={[
          { key: 'o', label: 'Ordinary' },
          { key: 'e', label: 'Extraordinary' },
        ]}
        rows={[
          { id: 'byRay.*.n', label: 'Refractive index', cells: ['1.714', '1.730'] },
          { id: 'byRay.*.gvdFs2PerMm', label: 'GVD (fs²/mm)', cells: ['57.143', '59.210'] },
        ]}
      />
    </Panel>
  ),
};
export const Alerts: StoryObj = {
  render: () => (
    <Panel title="States">
      <Alert>No phase match found!</Alert>
      <Alert tone="warn">Wavelength out of bounds!</Alert>
      <BusyIndicator label="Loading materials…" />
    </Panel>
  ),
};
