/**
 * A comment that names a file of the repository (« see src/lib/drafts.ts »)
 * must lead to it, as the docs must (tests/unit/docs.test.ts): a comment
 * that points to a moved or vanished file sends the next reader nowhere.
 * Comments are read with TypeScript's own parser, so a `//` inside a string
 * or an address is not taken for one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { pathExists, pathIn } from '../helpers/markdown.ts'
import { repoRoot } from '../helpers/minimal-content.ts'

/** The project's own code: src/, scripts/, tests/ (their fixtures aside) and the top-level config. */
function codeFiles(): string[] {
  const files = ['vite.config.ts']
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(repoRoot, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`
      if (entry.isDirectory()) {
        if (path !== 'tests/fixtures') walk(path)
      } else if (/\.(ts|tsx|mts)$/.test(entry.name)) files.push(path)
    }
  }
  for (const folder of ['src', 'scripts', 'tests']) walk(folder)
  return files
}

/** Every comment of a source text, each once. */
export function commentsOf(text: string, fileName: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const seen = new Map<number, string>()
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end))
  }
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()))
    take(ts.getTrailingCommentRanges(text, node.getEnd()))
    node.forEachChild(visit)
  }
  visit(source)
  take(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()))
  return [...seen.values()]
}

/** The repository paths a source text's comments name that are not there. */
export function missingInComments(text: string, fileName: string): string[] {
  const named = commentsOf(text, fileName).flatMap((comment) => comment.split(/\s+/).flatMap((word) => pathIn(word, { topLevel: false }) ?? []))
  return [...new Set(named.filter((path) => !pathExists(repoRoot, path)))]
}

test('every path a comment of src/, scripts/ or tests/ names exists', () => {
  const files = codeFiles()
  expect(files.length).toBeGreaterThan(100)
  const missing = files.flatMap((file) => missingInComments(readFileSync(join(repoRoot, file), 'utf8'), file).map((path) => `${file}: ${path}`))
  expect(missing).toEqual([])
})

test('the check reads comments only, and reports a path that is not there', () => {
  const code = [
    '/** Drafts live in src/lib/drafts.ts; the old src/lib/nowhere.ts is gone. */',
    "const address = 'src/lib/also-nowhere.ts // not a comment'",
    '// see `src/components/<Name>/<Name>.tsx` and (scripts/tools/gone.ts).',
    'export {}',
  ].join('\n')
  expect(missingInComments(code, 'x.ts').sort()).toEqual(['scripts/tools/gone.ts', 'src/lib/nowhere.ts'])
  expect(relative(repoRoot, join(repoRoot, 'src'))).toBe('src')
})
