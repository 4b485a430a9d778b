const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'reservas-module', rootDir: __dirname };
