/** What a process costs the machine, read from /proc (Linux): memory, descriptors, CPU. */
import { readFileSync, readdirSync } from 'node:fs';

/** A process's resident memory (MB, to a tenth) and its open descriptors (sockets included). */
export function memoryOf(pid: number): { rssMb: number; descriptors: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return {
    rssMb: Math.round(rssKb / 102.4) / 10,
    descriptors: readdirSync(`/proc/${pid}/fd`).length,
  };
}

/** The fields of /proc/<pid>/stat after the command name, which may hold spaces. */
function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds a process has used (user and system). */
export function cpuSecondsOf(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of every process in the process group `pgid` (a run and all it started), MB. */
export function groupRssMB(pgid: number): number {
  let pages = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = statFields(pid);
      if (Number(fields[2]) === pgid) pages += Number(fields[21]);
    } catch {
      // the process ended meanwhile
    }
  }
  return (pages * 4096) / 1e6;
}

/** The machine's load average over 1, 5 and 15 minutes (it is shared). */
export const loadAverage = (): string =>
  readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
