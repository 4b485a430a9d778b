const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'live-module', rootDir: __dirname };
