const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'pisos-module', rootDir: __dirname };
