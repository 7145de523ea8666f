/** Headless optical-table layout planner. */
export const PLANNER_ENGINE_VERSION = '0.1.0';
