const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'calendario-module', rootDir: __dirname };
