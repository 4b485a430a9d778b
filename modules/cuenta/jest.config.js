const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'cuenta-module', rootDir: __dirname };
