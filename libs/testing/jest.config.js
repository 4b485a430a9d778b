const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'testing', rootDir: __dirname };
