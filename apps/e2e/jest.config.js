const { node } = require('../../jest.preset');

// Browser flows against the built product: no database global setup, only *.e2e.spec.ts files.
module.exports = {
  ...node,
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.spec.ts'],
  globalSetup: undefined,
  globalTeardown: undefined,
  testTimeout: 60000,
};
