const { web } = require('../../jest.preset');
module.exports = { ...web, displayName: 'reservar', rootDir: __dirname };
