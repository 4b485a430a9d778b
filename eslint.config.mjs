import nx from '@nx/eslint-plugin';

// Dependency direction: app -> module/frontend -> platform/ui/api-client/session -> contracts/domain.
// Modules never import each other; they talk through commands, queries and events typed in contracts.
const depConstraints = [
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared', 'scope:tools'] },

  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:module', 'type:platform', 'type:frontend', 'type:ui', 'type:api-client', 'type:session', 'type:contracts', 'type:domain', 'type:testing'] },
  { sourceTag: 'type:module', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:domain', 'type:testing'] },
  { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
  { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:ui', 'type:api-client', 'type:session', 'type:contracts', 'type:domain'] },
  { sourceTag: 'type:session', onlyDependOnLibsWithTags: ['type:api-client', 'type:contracts', 'type:domain'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
  { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
  // libs/testing (API tests) and libs/testing-web (component tests: fake fetch, socket, grid).
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:ui', 'type:api-client', 'type:session'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:module', 'type:platform', 'type:contracts', 'type:domain', 'type:testing'] },
];

// The web areas' tests, and only their tests, may use the web test support (libs/testing-web).
const depConstraintsTestsWeb = depConstraints.map((c) =>
  c.sourceTag === 'type:frontend' ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:testing'] } : c,
);

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', 'data/**', 'tmp/**', '**/vite.config.*.timestamp*'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontends/*/test/**/*.ts', 'frontends/*/test/**/*.tsx', 'frontends/**/*.spec.ts', 'frontends/**/*.spec.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints: depConstraintsTestsWeb },
      ],
    },
  },
  {
    // Build and test configuration reaches shared presets by path; it is not product code.
    files: ['**/jest.config.js', '**/vite.config.*', 'jest.preset.js', 'jest.config.js', 'tools/test/**/*.js'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
