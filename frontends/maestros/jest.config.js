const { web } = require('../../jest.preset');
module.exports = { ...web, displayName: 'maestros', rootDir: __dirname };
