import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NumberField } from '../src/number-field.js';

const meta: Meta<typeof NumberField> = { title: 'Inputs/NumberField', component: NumberField };
export default meta;

function Live(props: { initial: string; min?: number; max?: number; error?: string }) {
  const [v, setV] = useState(props.initial);
  return (
    <NumberField
      label="Pulse energy (uJ)"
      value={v}
      onChange={setV}
      min={props.min}
      max={props.max}
      step={1}
      error={props.error}
    />
  );
}

export const Default: StoryObj = { render: () => <Live initial="40" min={0} /> };
export const Clamped: StoryObj = { render: () => <Live initial="150" min={0} max={90} /> };
export const WithError: StoryObj = { render: () => <Live initial="abc" error='energyUj "abc" is not a number' /> };
export const ReadOnly: StoryObj = {
  render: () => <NumberField label="Peak power, Gaussian (GW)" value="0.188" readOnly />,
};
