// Lint rules for fw's TypeScript sources and tests, type-aware through one program over all of
// them (tsconfig.eslint.json): the declaration files they share are parsed and checked once, not
// once per package's source and test projects.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-test/**',
      '**/node_modules/**',
      // Folders tests make beside their sources while they run.
      '**/tmp-*/**',
      'fixtures/**',
      'bench/**',
      'examples/**',
      '**/*.mjs',
      '**/*.js',
      '**/*.d.mts',
    ],
  },
  {
    files: ['packages/*/src/**/*.ts', 'packages/*/src/**/*.mts', 'packages/*/test/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'packages/*/tsconfig.json', noWarnOnMultipleProjects: true }),
      ],
    },
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A caught value passed on to reject() unchanged (a pipeline forwarding what a handler threw,
      // whatever it is) is allowed as only-throw-error allows rethrowing it; literals still must be Errors.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Import cycles among the packages' sources (a test importing sources adds no cycle of its own,
    // and checking from each test walks the sources' graph again).
    files: ['packages/*/src/**/*.ts', 'packages/*/src/**/*.mts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests read parsed JSON and spy on methods: the rules about values typed `any` flowing on
    // would make every assertion on a response body a cast. `any` itself stays forbidden.
    files: ['packages/*/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Each package's one adapter file, where another project's untyped internals are met.
    files: ['packages/*/src/adapters/**/*.ts', 'packages/runtime/src/any.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
