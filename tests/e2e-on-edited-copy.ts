/**
 * Proves that the browser tests pin nothing the consultant may change: on a
 * throwaway copy of the project (scripts/tools/project-copy.ts), apply a usual week
 * of her edits to content/, build it as `npm run test:build` does and run the whole browser
 * suite against that copy (the week is tests/helpers/week-of-edits.ts). Every test must pass as it does on her real
 * content. Not part of `npm test` (a second build and a second suite:
 * about 6 minutes on two cores, 3 December); run it after changing the browser tests:
 *
 *   npx tsx tests/e2e-on-edited-copy.ts [--keep] [playwright arguments…]
 *
 * It serves the copy's dist/ on port 4321 (E2E_PORT), so nothing else may
 * serve that port meanwhile. `--keep` leaves the copy on disk to look into.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { copyProject } from '../scripts/tools/project-copy.ts'
import { applyWeekOfEdits } from './helpers/week-of-edits.ts'

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n$ ${command} ${args.join(' ')}   (in ${cwd})`)
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

const args = process.argv.slice(2)
const copy = copyProject('edited-copy-e2e-')
try {
  console.log(`Copy: ${copy.root}\nHer week:`)
  for (const line of applyWeekOfEdits(join(copy.root, 'content')).lines) console.log(`  - ${line}`)
  const built = run('npm', ['run', 'test:build'], copy.root)
  const playwrightArgs = args.filter((arg) => arg !== '--keep')
  const playwright = ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--workers=2', ...playwrightArgs]
  process.exitCode = built !== 0 ? built : run('npx', playwright, copy.root, { CI: '1' })
} finally {
  if (args.includes('--keep')) console.log(`\nKept: ${copy.root}`)
  else copy.remove()
}
