// `npm test` runs every project's jest config in one run (see tools/test/run-tests.js).
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const projects = ['apps', 'modules', 'libs', 'frontends', 'tools']
  .flatMap((group) => (existsSync(path.join(__dirname, group)) ? readdirSync(path.join(__dirname, group)).map((p) => path.join(__dirname, group, p)) : []))
  .filter((dir) => existsSync(path.join(dir, 'jest.config.js')));

module.exports = { projects, maxWorkers: 2, testTimeout: 60000 };
