const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'tarifario', rootDir: __dirname };
