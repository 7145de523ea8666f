/** Observable Plot, loaded on the first chart, so pages without charts never pay for it. */
export type PlotModule = typeof import('@observablehq/plot');

let plotPromise: Promise<PlotModule> | undefined;

export const loadPlot = (): Promise<PlotModule> => {
  plotPromise ??= import('@observablehq/plot');
  return plotPromise;
};
