const path = require('node:path');
const { web } = require('../../jest.preset');

module.exports = {
  ...web,
  displayName: 'informes',
  rootDir: __dirname,
  setupFilesAfterEnv: [...web.setupFilesAfterEnv, path.join(__dirname, 'test/setup.ts')],
  moduleNameMapper: {
    // Handsontable needs a real layout: in jsdom the Grid shows a plain table fed the same props.
    '^\\./hot-grid$': path.join(__dirname, '../../libs/testing-web/src/hot-grid-falso.tsx'),
    // libs/session's live lists connect through this one: the test drives the channel.
    '^socket\\.io-client$': path.join(__dirname, '../../libs/testing-web/src/socket-io-falso.ts'),
    '^\\./socket-ligero$': path.join(__dirname, '../../libs/testing-web/src/socket-ligero-falso.ts'),
    ...web.moduleNameMapper,
  },
};
