const { web } = require('../../jest.preset');
module.exports = { ...web, displayName: 'ui', rootDir: __dirname };
