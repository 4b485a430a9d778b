const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'platform', rootDir: __dirname };
