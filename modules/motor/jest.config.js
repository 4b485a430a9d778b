const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'motor-module', rootDir: __dirname };
