/**
 * A throwaway copy of a content folder to break on purpose.
 * By default the tests' own fixture (tests/fixtures/content, a frozen copy
 * of the site's content): tests of the check's mechanisms must not depend on
 * the consultant's texts and prices, which she changes. `from: 'site'`
 * copies the real content/, for tests of her site as it is.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
export const fixtureContent = join(repoRoot, 'tests', 'fixtures', 'content')

export interface ContentCopy {
  /** The copied content/ folder. */
  dir: string
  read: (file: string) => string
  write: (file: string, text: string) => void
  /** Replaces text that must be in the file, so a test cannot silently break nothing. */
  replace: (file: string, from: string | RegExp, to: string) => void
  delete: (file: string) => void
  remove: () => void
}

export function copyContent({ from = 'fixture' }: { from?: 'fixture' | 'site' } = {}): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'))
  const dir = join(root, 'content')
  cpSync(from === 'site' ? join(repoRoot, 'content') : fixtureContent, dir, { recursive: true })
  const read = (file: string) => readFileSync(join(dir, file), 'utf8')
  const write = (file: string, text: string) => writeFileSync(join(dir, file), text)
  return {
    dir,
    read,
    write,
    replace(file, from, to) {
      const text = read(file)
      const changed = text.replace(from, to)
      if (changed === text) throw new Error(`The test expected « ${String(from)} » in content/${file}.`)
      write(file, changed)
    },
    delete: (file) => rmSync(join(dir, file)),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}
