/**
 * One TypeScript project per runtime (tsconfig.json references them; `npm run typecheck` runs `tsc -b`):
 * a file of the visitor's browser cannot import Node, and a host function cannot reach for the DOM.
 * Proven with each project's own options on a file of the tests' making, through TypeScript's API.
 * And Node 24 wherever a version is named.
 */
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { readRepoFile, repoRoot } from '../helpers/minimal-content.ts'

/** The errors TypeScript gives `code`, checked as a file of the project `config`. */
function errorsAs(config: string, code: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(repoRoot, config), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!parsed) throw new Error(`${config} cannot be read`)
  const file = join(repoRoot, 'src', 'runtime-probe.ts')
  const host = ts.createCompilerHost(parsed.options)
  const readFile = host.readFile.bind(host)
  host.readFile = (name) => (name === file ? code : readFile(name))
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (name) => name === file || fileExists(name)
  const program = ts.createProgram({ rootNames: [file], options: parsed.options, host })
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

test('a browser file cannot import Node, nor use its globals', { timeout: 30_000 }, () => {
  expect(errorsAs('tsconfig.browser.json', "import { readFileSync } from 'node:fs'\nexport const text = readFileSync('x', 'utf8')\n").join('\n')).toMatch(/node:fs/)
  expect(errorsAs('tsconfig.browser.json', 'export const where = process.cwd()\n').join('\n')).toMatch(/process/)
  expect(errorsAs('tsconfig.browser.json', "export const here = window.location.href\n")).toEqual([])
})

test('a host function cannot use the DOM, and has Node and the Web’s fetch', { timeout: 30_000 }, () => {
  expect(errorsAs('tsconfig.functions.json', 'export const here = window.location.href\n').join('\n')).toMatch(/window/)
  expect(errorsAs('tsconfig.functions.json', "import { join } from 'node:path'\nexport const answer = async () => new Response(join('a', 'b'))\n")).toEqual([])
})

test('Node 24: npm refuses an older one, the types are its, the host builds and CI tests on it', () => {
  const pkg = JSON.parse(readRepoFile('package.json')) as { engines: { node: string }; devDependencies: Record<string, string> }
  expect(pkg.engines.node).toBe('>=24')
  expect(readRepoFile('.npmrc')).toMatch(/^engine-strict=true$/m)
  expect(pkg.devDependencies['@types/node']).toMatch(/^\^24\./)
  expect(readRepoFile('netlify.toml')).toMatch(/^\s*NODE_VERSION = "24"$/m)
  expect(readRepoFile('.ci/run')).toContain('node@24')
})
