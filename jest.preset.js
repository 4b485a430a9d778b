// Shared jest settings. Projects pick `node` (API, modules, pure libs) or `web` (React, jsdom).
const path = require('node:path');

const root = __dirname;

// Tests import workspace packages from source, so no build is needed to run them.
const workspaceSources = {
  '^@recepcion/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
  '^@recepcion/domain$': path.join(root, 'libs/domain/src/index.ts'),
  '^@recepcion/api-client$': path.join(root, 'libs/api-client/src/index.ts'),
  '^@recepcion/ui$': path.join(root, 'libs/ui/src/index.ts'),
  '^@recepcion/session$': path.join(root, 'libs/session/src/index.ts'),
  '^@recepcion/testing$': path.join(root, 'libs/testing/src/index.ts'),
  '^@recepcion/testing-web$': path.join(root, 'libs/testing-web/src/index.ts'),
  '^@recepcion/platform$': path.join(root, 'modules/platform/src/index.ts'),
  '^@recepcion/([a-z-]+)-module$': path.join(root, 'modules/$1/src/index.ts'),
};

const swcNode = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
    module: { type: 'commonjs' },
  },
];

const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const node = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: workspaceSources,
  transform: {
    '^.+\\.(t|j)sx?$': swcNode,
    // PGlite ships ESM-in-CJS that needs a transform under plain jest.
    'node_modules/@electric-sql/pglite/dist/.+\\.cjs$': swcNode,
  },
  // ESM-only packages that Node 20 loads through require(esm) but jest cannot.
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|content-disposition)/)'],
  globalSetup: path.join(root, 'tools/test/global-setup.js'),
  globalTeardown: path.join(root, 'tools/test/global-teardown.js'),
  testTimeout: 60000,
};

const web = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.e2e\\.spec\\.tsx?$'],
  moduleNameMapper: { ...workspaceSources, '\\.css(\\?inline)?$': path.join(root, 'tools/test/style-stub.js') },
  transform: { '^.+\\.(t|j)sx?$': swcWeb },
  setupFilesAfterEnv: [path.join(root, 'tools/test/setup-web.js')],
  testTimeout: 20000,
};

module.exports = { node, web, root };
