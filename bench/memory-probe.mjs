// Preloaded into a server the benchmark measures (node --expose-gc --import …/memory-probe.mjs),
// never part of the product: on SIGUSR2 it runs a full garbage collection and writes
// process.memoryUsage() to MEMORY_PROBE_FILE, so "memory per socket" compares settled heaps, not
// whatever garbage happened to be waiting. The benchmark reads RSS itself from /proc.
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
let readings = 0;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    // Written whole, then renamed: the reader never sees half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify({ ...process.memoryUsage(), reading: ++readings }));
    renameSync(`${file}.tmp`, file);
  });
}
