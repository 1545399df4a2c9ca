/**
 * Preloaded into every Folio process the benchmark starts (`node --import <this file> ...`).
 *
 * It records the process's own peak resident set size, `process.resourceUsage().maxRSS` (KB, i.e.
 * getrusage(RUSAGE_SELF).ru_maxrss). That figure covers every thread of the process, so Folio's
 * worker threads (Tinypool) and Rolldown's native threads are included; separate child processes
 * (such as an esbuild service) are not.
 *
 * The process's CPU time (user + system, all threads) is recorded alongside, so the benchmark can
 * tell how busy the rest of the machine was.
 *
 * The figures are written, as JSON, to the file named by FOLIO_BENCH_RSS_FILE:
 *   - on 'exit' (normal end, process.exit, Vite's own SIGTERM handler exiting);
 *   - on SIGTERM, before anything else runs. If nobody else handles SIGTERM (Vite registers its own
 *     handler that closes the server and exits), the process exits shortly after.
 * Without the variable this file does nothing.
 */
import { writeFileSync } from 'node:fs';

const target = process.env.FOLIO_BENCH_RSS_FILE;

function record(reason) {
  try {
    const usage = process.resourceUsage();
    const cpuS = (usage.userCPUTime + usage.systemCPUTime) / 1e6; // all threads, like maxRSS
    writeFileSync(target, JSON.stringify({ maxRssKB: usage.maxRSS, cpuS, reason, pid: process.pid }));
  } catch {
    // The benchmark reports a missing figure; never let this break the process being measured.
  }
}

if (target) {
  // Children the process starts must not inherit the variable and overwrite our figure.
  delete process.env.FOLIO_BENCH_RSS_FILE;
  process.on('exit', () => record('exit'));
  process.on('SIGTERM', () => {
    record('SIGTERM');
    // Vite's handler (registered later, with `once`) closes the server and exits; this only
    // guarantees termination when there is no such handler.
    setTimeout(() => process.exit(143), 5000).unref();
    if (process.listenerCount('SIGTERM') <= 1) process.exit(143);
  });
}
