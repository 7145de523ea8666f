import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { InfoModal } from '../src/info-modal.js';

const meta: Meta<typeof InfoModal> = { title: 'Display/InfoModal', component: InfoModal };
export default meta;

function Live() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="ot-button" onClick={() => setOpen(true)}>
        Info
      </button>
      <InfoModal
        title="Material dispersion"
        open={open}
        onClose={() => setOpen(false)}
        formulas={[
          { tex: 'n_g = n - \\lambda \\frac{dn}{d\\lambda}', text: 'group index' },
          {
            tex: '\\mathrm{GVD} = \\frac{\\lambda^3}{2\\pi c^2} \\frac{d^2 n}{d\\lambda^2}',
            text: 'GVD per unit length',
          },
        ]}
        model="n(λ) from the material's dispersion formula."
        references={['Diels and Rudolph, Ultrashort Laser Pulse Phenomena (2006)']}
      />
    </>
  );
}
export const Open: StoryObj = { render: () => <Live /> };
