import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chart } from '../src/chart.js';

const meta: Meta<typeof Chart> = { title: 'Display/Chart', component: Chart };
export default meta;

// Illustrative curves only (not physics): a parabola and a line, to show lines, legend, tooltips and zoom.
const xs = Array.from({ length: 101 }, (_, i) => 400 + i * 10);
const lines = [
  { label: 'ordinary', x: xs, y: xs.map((v) => ((v - 900) / 100) ** 2) },
  { label: 'extraordinary', x: xs, y: xs.map((v) => (v - 400) / 100) },
];

export const Lines: StoryObj = {
  render: () => <Chart title="Example" x={{ label: 'Wavelength', unit: 'nm' }} y={{ label: 'Value' }} lines={lines} />,
};
export const LogLog: StoryObj = {
  render: () => (
    <Chart
      title="Log axes"
      x={{ label: 'Duration', unit: 'fs', log: true }}
      y={{ label: 'Value', unit: 'fs', log: true }}
      lines={[{ label: 'y = x', x: [2, 10, 100, 1000, 5000], y: [2, 10, 100, 1000, 5000] }]}
    />
  ),
};
