const { web } = require('../../jest.preset');
module.exports = { ...web, displayName: 'api-client', rootDir: __dirname };
