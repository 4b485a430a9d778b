const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * ES module source that re-exports a CommonJS module: its default export and every key as a
 * named export (`import { useState } from 'react'` must work in the browser). The keys are read
 * at build time with `Object.keys(require(specifier))`.
 * @param {string} specifier
 * @param {readonly string[]} keys
 * @returns {string}
 */
export function reexportSource(specifier, keys) {
  const names = [...new Set(keys)].filter((key) => key !== 'default' && IDENTIFIER.test(key)).sort();
  const lines = [`import m from ${JSON.stringify(specifier)};`, 'export default m;'];
  if (names.length > 0) lines.push(`export const { ${names.join(', ')} } = m;`);
  return `${lines.join('\n')}\n`;
}

/**
 * ES module source for a package that already ships ESM.
 * @param {string} specifier
 * @returns {string}
 */
export function passThroughSource(specifier) {
  return `export * from ${JSON.stringify(specifier)};\n`;
}
