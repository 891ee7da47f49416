/** Reads a `_headers` text as a host would: with Netlify's own parser, which reads files only. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readHeaderRules } from '../../scripts/tools/static-server.ts'

/** The rules of that `_headers` text, written to a throwaway file for the parser, removed once read. */
export async function headerRulesOf(text: string) {
  const folder = mkdtempSync(join(tmpdir(), 'headers-'))
  try {
    const file = join(folder, '_headers')
    writeFileSync(file, text)
    return await readHeaderRules(file)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
