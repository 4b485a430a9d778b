const { web } = require('../../jest.preset');

// The entry generator is plain ESM (.mjs) because vite.config.mjs imports it.
const [transformer] = Object.values(web.transform);
module.exports = {
  ...web,
  displayName: 'vendor',
  rootDir: __dirname,
  transform: { ...web.transform, '^.+\\.mjs$': transformer },
};
