// The architecture rules: plain Node over the source tree, no database and no transform.
module.exports = {
  displayName: 'arquitectura',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.js'],
  transform: {},
  testTimeout: 30000,
};
