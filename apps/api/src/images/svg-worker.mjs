// Worker thread of the SVG sanitiser: parsing and sanitising a large drawing (jsdom + DOMPurify)
// takes CPU seconds that must not stall the server's event loop.
import { parentPort } from 'node:worker_threads';
import { SvgRejected, sanitizeSvg } from './svg-sanitize-core.mjs';

parentPort?.on('message', (job) => {
  try {
    parentPort?.postMessage({ id: job.id, svg: sanitizeSvg(job.text, job.maxElements) });
  } catch (err) {
    const rejected = err instanceof SvgRejected;
    parentPort?.postMessage({
      id: job.id,
      error: rejected ? err.message : String(err),
      status: rejected ? err.status : 500,
    });
  }
});
