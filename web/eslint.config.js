import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint/layers.js';
import { consolePlugin } from './eslint/console.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/api/schema.d.ts', 'test-results'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Shipped code imports down the layers only; tests may render a higher layer around
    // what they test.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { layers: layersPlugin, console: consolePlugin },
    rules: { 'layers/no-upward-imports': 'error', 'console/separate-console': 'error' },
  },
  {
    files: ['vite.config.ts', 'vite.landers.config.ts', 'vite.sw.config.ts', 'eslint.config.js', 'playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
