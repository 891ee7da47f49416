/**
 * A throwaway copy of content/ to break on purpose. src/ is linked beside it,
 * because the data files import src/lib/placeholder.ts and the types.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

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

export function copyContent(): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'))
  const dir = join(root, 'content')
  cpSync(join(repoRoot, 'content'), dir, { recursive: true })
  symlinkSync(join(repoRoot, 'src'), join(root, 'src'), 'dir')
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
