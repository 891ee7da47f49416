/**
 * `tsx scripts/build/check.ts` as `npm run check` runs it: the exit code the build
 * relies on, and what the consultant reads in her terminal.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { copyForTest, repoRoot } from '../helpers/content-copy.ts'

function runCli(args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/build/check.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  })
  return { status: result.status, output: result.stdout + result.stderr }
}

// The real content passing, and the summary it prints: tests/unit/site-check.test.ts.
test('a broken copy given with --content: exit code 1, the message, then the count', { timeout: 60_000 }, () => {
  const copy = copyForTest()
  copy.replace('blocs/consultations.mdx', 'group="prenatal"', 'group="prenatale"')
  const { status, output } = runCli(['--content', copy.dir])
  expect(status).toBe(1)
  expect(output).toMatch(/✖ Erreur — content\/blocs\/consultations.mdx, ligne \d+\n  Valeur non prévue : « prenatale » n’est pas une valeur prévue/)
  expect(output).toContain('1 erreur. Corrigez les erreurs ci-dessus avant de publier')
})

test('warnings alone, in a copy given with CONTENT_DIR: exit code 0, and the warning is shown', { timeout: 60_000 }, () => {
  const copy = copyForTest()
  copy.replace('pourquoi-consulter.mdx', 'vous aide à trouver', 'vous aide à soigner')
  const { status, output } = runCli([], { CONTENT_DIR: copy.dir })
  expect(output).toMatch(/⚠ Avertissement — content\/pourquoi-consulter.mdx, ligne \d+\n  Promesse médicale : « soigner »/)
  expect(output).toContain('Aucune erreur, 1 avertissement')
  expect(status).toBe(0)
})
