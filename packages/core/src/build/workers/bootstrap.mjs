// Worker entry: hand over to the worker module named in workerData.module. That is a .js file when
// Folio runs compiled (dist/), or a .ts file, for which the TypeScript loader is registered first.
// Tinypool calls the default export once per task.
import { workerData } from 'node:worker_threads';

if (workerData[1].module.endsWith('.ts')) await import('../../../bin/register-ts.mjs');
else process.setSourceMapsEnabled(true);

// Tinypool passes [its own data, ours].
const mod = await import(workerData[1].module);
export default mod.default;
