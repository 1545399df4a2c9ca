// Worker entry: register the TypeScript loader, then hand over to the worker module named in
// workerData.module (a .ts file). Tinypool calls the default export once per task.
import { workerData } from 'node:worker_threads';
import '../../bin/register-ts.mjs';

// Tinypool passes [its own data, ours].
const mod = await import(workerData[1].module);
export default mod.default;
