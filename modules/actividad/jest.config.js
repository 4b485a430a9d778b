const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'actividad-module', rootDir: __dirname };
