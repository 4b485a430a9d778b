const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'root-module', rootDir: __dirname };
