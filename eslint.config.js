import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import { readdirSync } from 'node:fs'

const webMustNotImportServer = {
  regex: '(^|/|#)server(/|$)',
  message: 'web/ must never import server code; share shapes through contracts/.',
}

/** Each web feature folder may import web/src/{components,hooks,lib} and contracts, never another feature. */
const featureBoundaries = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    files: [`web/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webMustNotImportServer,
            {
              regex: `^\\.\\./(?!${name}/)[a-z0-9-]+/|features/`,
              message: `A feature does not import another feature (docs/ARCHITECTURE.md): move what ${name} shares to web/src/components, web/src/hooks or web/src/lib.`,
            },
          ],
        },
      ],
    },
  }))

const formsAreNoValidate = {
  selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='noValidate']))",
  message:
    "A form is noValidate: its fields show the project's message under them (FieldMessage), never the browser's bubbles.",
}

const apiAddressMessage =
  'A feature names no /api/ address: call the endpoint declared in contracts/<contract>-api.ts (callApi, apiQuery, apiKey; decision 0052).'
const noApiAddresses = [
  { selector: 'Literal[value=/^\\/api\\//]', message: apiAddressMessage },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: apiAddressMessage },
]

const serverMustNotImportWeb = {
  regex: '(^|/|#)web(/|$)',
  message: 'server/ must never import browser code; share shapes through contracts/.',
}

/**
 * The server's layers (docs/ARCHITECTURE.md), lowest first: http/, db/, jobs/, lib/ and plugins/
 * serve the domains and import none of them; the domains serve the app shell (pages and their
 * heads) and do not import it; app.ts, main.ts and the demo farm put them together. Tests may
 * cross layers: they build the whole app.
 */
const lowerLayer = {
  regex: '(^|/)(domains|app-shell|demo-farm)(/|$)|(^|/)app$',
  message:
    'A lower layer of the server (http, db, jobs, lib, plugins, providers) imports no domain and no app shell: take what it needs as an option or parameter, given by server/app.ts.',
}
const domainLayer = {
  regex: '(^|/)(app-shell|demo-farm)(/|$)|(^|/)app$',
  message:
    'A domain does not import the app shell, the demo farm or app.ts: they are built from the domains.',
}
const serverLayers = {
  files: ['http', 'db', 'jobs', 'lib', 'plugins', 'providers'].map(
    (folder) => `server/${folder}/**/*.ts`,
  ),
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [serverMustNotImportWeb, lowerLayer] }],
  },
}

/**
 * A domain imports another domain only through its public module (`server/domains/<d>/public.ts`):
 * what a domain offers the others is said in one place (decision 0051). Tests are exempt.
 */
const domainBoundaries = readdirSync(new URL('./server/domains', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    files: [`server/domains/${name}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverMustNotImportWeb,
            domainLayer,
            {
              regex: `^(#server/domains/|\\.\\./|\\.\\./\\.\\./domains/)(?!${name}/)[a-z0-9-]+/(?!public$)`,
              message: `A domain imports another only through its public module: import from '#server/domains/<domain>/public', and export there what ${name} needs.`,
            },
          ],
        },
      ],
    },
  }))

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'data/**',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // Node code: server, scripts, end-to-end tests and config files.
  {
    files: ['**/*.{js,mjs,cjs,ts}'],
    ignores: ['web/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Browser code.
  {
    files: ['web/**/*.{js,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Issue 22: one way of showing a field's problem, the inline message (FieldMessage).
    files: ['web/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', formsAreNoValidate] },
  },
  {
    // Decision 0052: a feature calls the API through the endpoints declared in contracts/.
    files: ['web/src/features/**/*.{ts,tsx}'],
    // Tests and the stand-in servers they share (checkout-test-server.ts) match requests by address.
    ignores: ['**/*.test.{ts,tsx}', '**/*-test-server.ts', '**/*-test-api.ts'],
    rules: { 'no-restricted-syntax': ['error', formsAreNoValidate, ...noApiAddresses] },
  },

  // Boundaries: contracts/, server/ and web/ only talk through contracts and HTTP.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [webMustNotImportServer],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverMustNotImportWeb] }],
    },
  },
  serverLayers,
  ...domainBoundaries,
  {
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(zod(/.*)?|date-fns(/.*)?|@date-fns/tz|\\./.*)$)',
              message:
                'contracts/ imports nothing but zod, date-fns (farm-time maths) and sibling contract files (./x).',
            },
          ],
        },
      ],
    },
  },
)
