const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'tarifario-module', rootDir: __dirname };
