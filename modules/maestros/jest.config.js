const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'maestros-module', rootDir: __dirname };
