const { web } = require('../../jest.preset');
module.exports = { ...web, displayName: 'testing-web', rootDir: __dirname };
