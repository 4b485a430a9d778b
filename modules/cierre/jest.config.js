const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'cierre-module', rootDir: __dirname };
