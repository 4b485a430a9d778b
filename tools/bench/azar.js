/**
 * A small seeded pseudo-random generator (mulberry32): numbers in [0, 1), the same sequence for the
 * same seed, so a scale seed or a storm of writes is the same on every run.
 */
function generadorConSemilla(semilla) {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

module.exports = { generadorConSemilla };
