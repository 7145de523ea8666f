import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { WavelengthSlider } from '../src/wavelength-slider.js';

const meta: Meta<typeof WavelengthSlider> = { title: 'Inputs/WavelengthSlider', component: WavelengthSlider };
export default meta;

function Live() {
  const [v, setV] = useState('1030');
  return <WavelengthSlider value={v} onChange={setV} min={210} max={6700} />;
}
export const Default: StoryObj = { render: () => <Live /> };
