const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'cuenta', rootDir: __dirname };
