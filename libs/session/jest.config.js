const { web } = require('../../jest.preset');
module.exports = { ...web, displayName: 'session', rootDir: __dirname };
