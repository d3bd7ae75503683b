import { readdirSync, readFileSync } from 'node:fs';

/** Map of pid -> parent pid for every live process, read from /proc/<pid>/stat. */
function parentMap() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may contain spaces, so split after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // The process exited between readdir and read.
    }
  }
  return parents;
}

export function descendantsOf(rootPid) {
  const parents = parentMap();
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

function rssBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Sum of resident memory of a process and all its descendants, in bytes. */
export function treeRss(rootPid) {
  return descendantsOf(rootPid).reduce((sum, pid) => sum + rssBytes(pid), 0);
}

/**
 * Samples the tree every `intervalMs` until stop() is called. Summing the tree matters
 * because `npm run build` runs its real work in child and worker processes; a single
 * process's max RSS (what `time -v` reports) would undercount.
 */
export function startRssSampler(rootPid, intervalMs = 200) {
  let peak = 0;
  let samples = 0;
  const sample = () => {
    peak = Math.max(peak, treeRss(rootPid));
    samples += 1;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakBytes: peak, samples };
    },
  };
}
