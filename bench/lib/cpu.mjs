/**
 * Linux CPU accounting, to tell how much of the machine other processes used while a step ran
 * (figures taken on a busy machine are inflated) and to wait for a quiet machine before a step.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Clock ticks per second of /proc/stat (USER_HZ; 100 on every mainstream Linux). */
const HZ = 100;

/** Busy and total CPU seconds of the whole machine so far, or undefined off Linux. */
export function machineCpu() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already counted in user)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
    const busy = user + nice + system + irq + softirq + (steal ?? 0);
    return { busyS: busy / HZ, totalS: (busy + idle + iowait) / HZ };
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) used so far by a running process, from /proc/<pid>/stat. */
export function processCpuS(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / HZ; // utime, stime (fields 14 and 15)
  } catch {
    return undefined;
  }
}

/**
 * Share (%) of the machine's CPU capacity used by everything except the measured process between
 * two machineCpu() snapshots. `measuredCpuS` is the measured process's own CPU time over the span.
 */
export function otherCpuPercent(before, after, measuredCpuS) {
  if (!before || !after || measuredCpuS === undefined) return undefined;
  const capacity = after.totalS - before.totalS;
  if (capacity <= 0) return undefined;
  const others = Math.max(0, after.busyS - before.busyS - measuredCpuS);
  return Math.round((others / capacity) * 1000) / 10;
}

/** Busy share (%) of the whole machine over `ms`. */
export async function busyPercent(ms = 2000) {
  const before = machineCpu();
  await sleep(ms);
  const after = machineCpu();
  if (!before || !after) return undefined;
  return Math.round(((after.busyS - before.busyS) / (after.totalS - before.totalS)) * 1000) / 10;
}

/**
 * Wait (at most `maxS` seconds) until the machine is below `thresholdPercent` busy over 2 s.
 * Returns the last busy share measured and how long it waited.
 */
export async function waitForIdle(maxS, thresholdPercent = 20) {
  const started = performance.now();
  let busy = await busyPercent();
  while (busy !== undefined && busy > thresholdPercent && performance.now() - started < maxS * 1000) {
    busy = await busyPercent();
  }
  return { busyPercent: busy, waitedS: Math.round((performance.now() - started) / 100) / 10, cpus: os.cpus().length };
}
