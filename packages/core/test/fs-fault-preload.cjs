// Preloaded with NODE_OPTIONS=--require into the folio CLI and its worker threads (a --require
// preload runs in workers, an --import one does not): the FOLIO_TEST_FAULT_AT-th write into a
// temporary output folder (`.tmp-<pid>`) fails with FOLIO_TEST_FAULT_CODE, as a full or read-only
// disk fails it. FOLIO_TEST_FAULT_THREAD=main or worker says whose writes are counted.
const fs = require('node:fs');
const { syncBuiltinESMExports } = require('node:module');
const { isMainThread } = require('node:worker_threads');

const code = process.env.FOLIO_TEST_FAULT_CODE;
const at = Number(process.env.FOLIO_TEST_FAULT_AT || '1');
const thread = process.env.FOLIO_TEST_FAULT_THREAD || 'main';
const active = Boolean(code) && (thread === 'main') === isMainThread;
let count = 0;

function fault(file, syscall) {
  if (!active || !String(file).includes('.tmp-') || ++count !== at) return undefined;
  return Object.assign(new Error(`${code}: injected fault, ${syscall} '${file}'`), { code, errno: -1, syscall, path: String(file) });
}

const { writeFileSync, writeFile } = fs;
fs.writeFileSync = function (file, ...rest) {
  const error = fault(file, 'open');
  if (error) throw error;
  return writeFileSync.call(this, file, ...rest);
};
fs.writeFile = function (file, ...rest) {
  const error = fault(file, 'open');
  if (error) return rest.at(-1)(error);
  return writeFile.call(this, file, ...rest);
};
// The write thread copies a chunk kept from the previous build instead of writing it (build/chunk-memo.ts): one of its writes.
const { copyFileSync } = fs;
if (!isMainThread) {
  fs.copyFileSync = function (from, to, ...rest) {
    const error = fault(to, 'copyfile');
    if (error) throw error;
    return copyFileSync.call(this, from, to, ...rest);
  };
}
const promised = fs.promises.writeFile;
fs.promises.writeFile = function (file, ...rest) {
  const error = fault(file, 'open');
  return error ? Promise.reject(error) : promised.call(this, file, ...rest);
};
syncBuiltinESMExports();
