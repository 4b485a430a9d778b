const { node } = require('../../jest.preset');
module.exports = { ...node, displayName: 'informes-module', rootDir: __dirname };
