const path = require('node:path');
const { node } = require('../../jest.preset');

// Browser flows against the built product, only *.e2e.spec.ts files. One product server (its own
// database, no demo hotel) and one Chromium serve every file of the run: src/support/global-setup.ts.
module.exports = {
  ...node,
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.spec.ts'],
  globalSetup: path.join(__dirname, 'src/support/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src/support/global-teardown.ts'),
  testTimeout: 60000,
};
