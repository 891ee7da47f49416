/** Reads a `_headers` text as a host would: with Netlify's own parser, which reads files only. */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readHeaderRules } from '../../scripts/tools/static-server.ts'

/** The rules of that `_headers` text, written to a throwaway file for the parser. */
export function headerRulesOf(text: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'headers-')), '_headers')
  writeFileSync(file, text)
  return readHeaderRules(file)
}
