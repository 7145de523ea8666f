import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook of the ui kit: one story file per component under stories/. */
const config: StorybookConfig = {
  stories: ['../stories/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};
export default config;
