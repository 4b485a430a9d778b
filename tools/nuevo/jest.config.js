// The generator's tests: plain Node, no database and no transform (tools/nuevo is CommonJS).
module.exports = {
  displayName: 'nuevo',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.js'],
  transform: {},
  testTimeout: 30000,
};
