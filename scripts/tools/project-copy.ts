/**
 * A throwaway copy of the whole project, to build without touching dist/:
 * the tests build a production site from it, and `npm run bench` measures one.
 * node_modules is linked, not copied. Local .env files stay behind, so a copy
 * builds as a fresh clone would, whatever keys this machine holds.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

/** What is installed, built, generated or private to this machine: Git's folder and the folders .gitignore names. */
const skipped = new Set([
  '.git',
  ...readFileSync(join(projectRoot, '.gitignore'), 'utf8')
    .split('\n')
    .flatMap((line) => (/^[\w.-]+\/$/.test(line.trim()) ? [line.trim().slice(0, -1)] : [])),
])
const isLocalEnv = (name: string) => name.startsWith('.env') && name !== '.env.example'

export interface ProjectCopy {
  root: string
  remove: () => void
}

export function copyProject(prefix = 'site-copy-'): ProjectCopy {
  const root = mkdtempSync(join(tmpdir(), prefix))
  for (const entry of readdirSync(projectRoot)) {
    if (!skipped.has(entry) && !isLocalEnv(entry)) cpSync(join(projectRoot, entry), join(root, entry), { recursive: true })
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir')
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}
