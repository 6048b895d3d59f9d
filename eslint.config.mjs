import { readdirSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import checkFile from 'eslint-plugin-check-file';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports go one way: pages → features → api, components, lib; api → lib; mocks → api schemas, lib.
const zones = [
  {
    target: './src/lib',
    from: ['./src/api', './src/features', './src/components', './src/app', './src/pages', './src/mocks'],
    message: 'src/lib is pure: no app code.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/components', './src/app', './src/pages', './src/mocks'],
    message: 'src/api may use only src/lib.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app', './src/pages', './src/mocks'],
    message: 'Shared components know no feature.',
  },
  {
    target: './src/mocks',
    from: ['./src/features', './src/components', './src/app', './src/pages'],
    message: 'Mocks use api schemas and lib only.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/pages', './src/mocks'],
    message: 'Features do not reach up to the app or the mocks.',
  },
  // Read from the folder, so a new feature cannot slip past the rule.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move shared pieces to src/components or src/lib.',
  })),
];

// eslint-plugin-react-hooks 7's rules that run the React Compiler (all but rules-of-hooks and exhaustive-deps).
const COMPILER_HOOK_RULES = [
  'static-components',
  'use-memo',
  'preserve-manual-memoization',
  'incompatible-library',
  'immutability',
  'globals',
  'refs',
  'set-state-in-effect',
  'error-boundaries',
  'purity',
  'set-state-in-render',
  'unsupported-syntax',
  'config',
  'gating',
].map((name) => `react-hooks/${name}`);

export default [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'public/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      'bench-results/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    plugins: { 'check-file': checkFile },
    // Import rules read no package's exports: packages are not ours to check, and parsing their type
    // declarations cost more than all our own files.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Only src/api talks HTTP.' },
            { name: 'js-cookie', message: 'Only src/lib/cookies touches cookies.' },
            {
              name: 'notistack',
              message: 'Toasts go through @/components/toasts/toasts (loaded on demand).',
            },
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        {
          'src/**/*.{ts,tsx}': 'KEBAB_CASE',
          'tests/**/*.{ts,tsx}': 'KEBAB_CASE',
          'e2e/**/*.ts': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/!(pages)/**/': 'KEBAB_CASE' }],
    },
  },
  // Import cycles in src/ are checked by scripts/lint/import-cycles.ts (run by `npm run lint`), the whole
  // module graph in a second: import/no-cycle was a third of lint's time.
  // The React Compiler-backed rules compile every function they see; tests and Playwright specs hold
  // no components to compile (rules-of-hooks and exhaustive-deps stay on everywhere).
  {
    files: ['tests/**', 'e2e/**'],
    rules: Object.fromEntries(COMPILER_HOOK_RULES.map((rule) => [rule, 'off'])),
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'js-cookie', message: 'Only src/lib/cookies touches cookies.' }] },
      ],
    },
  },
  { files: ['src/lib/cookies.ts'], rules: { 'no-restricted-imports': 'off' } },
  // The facade imports notistack's types only; the provider, loaded on demand, the package.
  {
    files: ['src/components/toasts/toast-provider.tsx', 'src/components/toasts/toasts.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // No HTML sinks and no code from strings: the token cookie is readable by script (docs/security.md).
  {
    files: ['src/**'],
    rules: {
      'react/no-danger': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'No HTML sinks: render with React.',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/][callee.object.name='document']",
          message: 'No HTML sinks: render with React.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'No HTML sinks: render with React.',
        },
      ],
    },
  },
  // Next's own file names (_app, _document, [id], [...tab]) are not ours to choose.
  { files: ['src/pages/**'], rules: { 'check-file/filename-naming-convention': 'off' } },
  {
    files: ['scripts/**', '*.config.*', 'eslint.config.mjs'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
];
