/** @optics-toolbox/ui: the React building blocks of the toolbox pages. No physics lives here. */
export { Alert, BusyIndicator } from './alert.js';
export { Chart, type ChartProps } from './chart.js';
export {
  type ChartAxis,
  type ChartLine,
  type ChartRow,
  chartCsv,
  chartRows,
  MAX_ZOOM_IN,
  selectionWindow,
  xExtent,
  zoomWindow,
} from './chart-data.js';
export {
  type ChartAnnotations,
  composeChartSvg,
  flowRows,
  wrapText,
} from './chart-export.js';
export { chartExportSvg, downloadBlob, svgText, svgToPng } from './download.js';
export { type FormatOptions, formatNumber } from './format.js';
export { HeatMap, type HeatMapProps } from './heat-map.js';
export { colourOf, type MapAxis, mapCsv, niceTicks, valueExtent } from './heat-map-data.js';
export { Formula, type FormulaItem, InfoModal, type InfoModalProps } from './info-modal.js';
export { loadPlot, type PlotModule } from './load-plot.js';
export { filterMaterials, type MaterialOption, MaterialSelect, type MaterialSelectProps } from './material-select.js';
export { clampText, NumberField, type NumberFieldProps, rangeInWords } from './number-field.js';
export { Panel, type PanelProps } from './panel.js';
export { type ResultRow, ResultTable, type ResultTableProps } from './result-table.js';
export { useElementWidth } from './use-element-width.js';
export { WavelengthField, type WavelengthFieldProps } from './wavelength-field.js';
export { WavelengthSlider, type WavelengthSliderProps } from './wavelength-slider.js';
