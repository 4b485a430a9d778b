// Preloaded into the API (`node --require`, allowed in NODE_OPTIONS where --cpu-prof is not): a
// V8 CPU profile of the whole process, written to BENCH_PERFIL_DIR as a .cpuprofile at exit
// (open it in Chrome DevTools or speedscope).
const inspector = require('node:inspector');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const sesion = new inspector.Session();
sesion.connect();
sesion.post('Profiler.enable');
sesion.post('Profiler.setSamplingInterval', { interval: 1000 });
sesion.post('Profiler.start');
process.on('exit', () => {
  // An in-thread session answers synchronously: the profile is written before the process ends.
  sesion.post('Profiler.stop', (error, { profile } = {}) => {
    if (error || !profile) return;
    const carpeta = process.env.BENCH_PERFIL_DIR ?? '.';
    mkdirSync(carpeta, { recursive: true });
    writeFileSync(path.join(carpeta, `api-${process.pid}.cpuprofile`), JSON.stringify(profile));
  });
});
