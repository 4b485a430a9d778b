const path = require('node:path');
const { web } = require('../../jest.preset');

module.exports = {
  ...web,
  displayName: 'calendario',
  rootDir: __dirname,
  moduleNameMapper: {
    // libs/session's live lists connect through this one: in jsdom it never connects.
    '^socket\\.io-client$': path.join(__dirname, '../../libs/testing-web/src/socket-io-falso.ts'),
    '^\\./socket-ligero$': path.join(__dirname, '../../libs/testing-web/src/socket-ligero-falso.ts'),
    ...web.moduleNameMapper,
  },
};
