const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'root', rootDir: __dirname };
