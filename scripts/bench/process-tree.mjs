// Runs a command and samples the resident memory of its whole process tree (Linux /proc).
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';

function childrenOf() {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

function rssKiB(pid) {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function treeRssKiB(root) {
  const children = childrenOf();
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += rssKiB(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** @returns {Promise<{code: number, seconds: number, peakRssMiB: number, output: string}>} */
export function runMeasured(command, args, options = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], ...options});
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssKiB(child.pid));
    }, 100);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({code: code ?? 1, seconds, peakRssMiB: peak / 1024, output});
    });
  });
}
