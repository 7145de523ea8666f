import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type MaterialOption, MaterialSelect } from '../src/material-select.js';

const meta: Meta<typeof MaterialSelect> = { title: 'Inputs/MaterialSelect', component: MaterialSelect };
export default meta;

const options: MaterialOption[] = [
  { key: 'fused_silica', name: 'Fused silica', type: 'glass' },
  { key: 'BK7', name: 'N-BK7', type: 'glass' },
  { key: 'CaF2', name: 'Calcium fluoride', type: 'crystal' },
  { key: 'BaB2O4', name: 'beta-Barium borate', type: 'nonlinear', alias: ['BBO'] },
  { key: 'my_glass', name: 'My glass', type: 'custom', custom: true },
];

function Live() {
  const [v, setV] = useState('fused_silica');
  return <MaterialSelect options={options} value={v} onChange={setV} />;
}
export const Default: StoryObj = { render: () => <Live /> };
