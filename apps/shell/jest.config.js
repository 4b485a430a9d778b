const { web } = require('../../jest.preset');
module.exports = { ...web, displayName: 'shell', rootDir: __dirname };
