// The seeds' tests: plain Node over the built API (npm test builds first), no transform.
module.exports = {
  displayName: 'seed',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.js'],
  transform: {},
  testTimeout: 60000,
};
