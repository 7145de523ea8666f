import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeatMap } from '../src/heat-map.js';

const meta: Meta<typeof HeatMap> = { title: 'Display/HeatMap', component: HeatMap };
export default meta;

// Illustrative values only (not physics): a tilted surface with a region without values (gaps, hatched).
const xs = Array.from({ length: 30 }, (_, i) => 800 + i * 20);
const ys = Array.from({ length: 20 }, (_, j) => j * 10);
const values = ys.map((t) => xs.map((l) => (l + 4 * t > 1900 ? null : 20 + (l - 800) / 40 + t / 25)));

export const WithGaps: StoryObj = {
  render: () => (
    <HeatMap
      title="Example map"
      x={{ label: 'λ1', unit: 'nm', values: xs }}
      y={{ label: 'Temperature', unit: '°C', values: ys }}
      z={{ label: 'θ', unit: 'deg' }}
      values={values}
    />
  ),
};
