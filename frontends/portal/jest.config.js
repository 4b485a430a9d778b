const { web } = require('../../jest.preset');
module.exports = { ...web, displayName: 'portal', rootDir: __dirname };
