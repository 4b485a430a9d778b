const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'domain', rootDir: __dirname };
