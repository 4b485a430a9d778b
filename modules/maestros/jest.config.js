const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'maestros', rootDir: __dirname };
