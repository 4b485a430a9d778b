const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'canales-module', rootDir: __dirname };
