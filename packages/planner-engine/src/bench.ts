/**
 * @optics-toolbox/planner-engine/bench: the fixture scene of the planner benchmark
 * (`bench/move-snap-clamp.mjs`, `npm run bench`). Not part of the planner's API.
 */
export { type BenchScene, createBenchScene } from './bench-scene.js';
