// How fast this machine runs right now: a fixed piece of JavaScript (arithmetic only: no I/O, no
// allocation, no garbage), timed in a fresh process. The machine is a shared virtual one whose
// speed drifts (the same loop took 0.70 s and 1.63 s within one hour of 2026-11-26): printed with
// every run, it tells a slow spell of the machine from a slower build.
const { execFileSync } = require('node:child_process');
const { percentil } = require('./lib');

const VUELTA = 'const t = process.hrtime.bigint(); let s = 0; for (let i = 0; i < 1e8; i++) s += i; process.stdout.write(`${Number(process.hrtime.bigint() - t) / 1e6} ${s}`);';

/** The loop's time in ms: the median of `veces` fresh processes. */
function velocidadMaquina(veces = 3) {
  const tiempos = Array.from({ length: veces }, () => Number(execFileSync(process.execPath, ['-e', VUELTA]).toString().split(' ')[0]));
  return percentil(tiempos.sort((a, b) => a - b), 50);
}

module.exports = { velocidadMaquina };

if (require.main === module) process.stdout.write(`${Math.round(velocidadMaquina())} ms\n`);
