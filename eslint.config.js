// The linter: typescript-eslint's recommended rules everywhere, and React's two rules of hooks in the code that runs
// in a browser (a hook called conditionally, an effect that reads a value it does not list). No formatter: tried at
// a width of 160 (the code's usual one, not enforced: her French messages stay on one line each), one rewrapped 163 of
// the 363 files then and added 1,600 lines to the tooling.
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default defineConfig(
  // Her content, and the folders .gitignore names (what is built or generated).
  { ignores: ['dist/', 'dist-ssr/', 'content/', 'functions-data/', 'outbox/', 'bench-results/', 'test-results/', 'playwright-report/', 'screenshots/'] },
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore names a value a signature requires and the code does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The host's functions and what they share run on the server, with no hook.
    ignores: ['src/functions/**', 'src/server/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
)
