/** Types of azar.js, for the TypeScript tests that draw seeded numbers. */
export function generadorConSemilla(semilla: number): () => number;
