/**
 * A comment that names a file of the repository must lead to it (« see
 * src/lib/drafts.ts »), or, named alone, be the name of one (« drafts.ts »),
 * as the docs must (tests/unit/docs.test.ts): a comment that points to a
 * moved or vanished file sends the next reader nowhere. So must a name of the
 * code that a comment or a document writes in backticks (`inlineStyles`,
 * `IslandTree`), and a name written beside a path must be in that file
 * (« `parisDay` of src/lib/booking-days.ts »). Comments are read with
 * TypeScript's own parser, so a `//` inside a string or an address is not
 * taken for one.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { pathExists, pathIn } from '../helpers/markdown.ts'
import { readRepoFile, repoRoot } from '../helpers/minimal-content.ts'

/** The project's own code: src/, scripts/, tests/ (their fixtures aside) and the top-level config (JavaScript reads as TypeScript). */
const codeFiles = (): string[] => [
  'vite.config.ts',
  'eslint.config.js',
  ...['src', 'scripts', 'tests']
    .flatMap((folder) => readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' }).map((path) => `${folder}/${path}`))
    .filter((path) => /\.(ts|tsx|mts)$/.test(path) && !path.startsWith('tests/fixtures/')),
]

/** A source text as TypeScript parses it (JavaScript reads as TypeScript). */
const sourceOf = (text: string, fileName: string) =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)

/** Every comment of a source text, each once. */
function commentsOf(text: string, fileName: string): string[] {
  const source = sourceOf(text, fileName)
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

/** The repository paths a comment names that are not there. */
const missingIn = (comment: string) => comment.split(/\s+/).flatMap((word) => pathIn(word, { topLevel: false }) ?? []).filter((path) => !pathExists(repoRoot, path))

const files = codeFiles()
/** Each comment of the code with its file, each file parsed once. */
const comments = files.flatMap((file) => commentsOf(readRepoFile(file), file).map((comment) => [file, comment] as const))
/** The comments and each document (README.md, docs/), with its file: what names a name of the code. */
const texts = [...comments, ...['README.md', ...readdirSync(join(repoRoot, 'docs')).map((name) => `docs/${name}`)].map((file) => [file, readRepoFile(file)] as const)]

test('every path a comment of src/, scripts/, tests/ or the top-level config names exists', () => {
  expect(files.length).toBeGreaterThan(100)
  const missing = comments.flatMap(([file, comment]) => missingIn(comment).map((path) => `${file}: ${path}`))
  expect([...new Set(missing)]).toEqual([])
})

/** Every identifier of the code, and every word of its strings and of package.json: what a comment may name. */
function codeNames(files: readonly string[]): Set<string> {
  const names = new Set(readRepoFile('package.json').match(/[\w$]+/g))
  for (const file of files) {
    const text = readRepoFile(file)
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) names.add(node.text)
      else if (ts.isStringLiteralLike(node)) for (const word of node.text.match(/[\w$]+/g) ?? []) names.add(word)
      node.forEachChild(visit)
    }
    visit(sourceOf(text, file))
  }
  return names
}

/** The names in backticks that read as code, camelCase or PascalCase: `readBusyTimes`, `IslandTree`, `inlineStyles()`. */
const namesIn = (text: string) => [...text.matchAll(/`([A-Za-z_$][\w$]*)(?:\(\))?`/g)].flatMap((match) => (/[a-z][A-Z]/.test(match[1]!) ? [match[1]!] : []))

/** Keystatic's internals, which scripts/build/content/keystatic-yaml.ts restates: not ours to call. */
const othersCode = new Set(['parseProps', 'serializeProps'])

test('every name of the code that a comment or a document writes in backticks is in the code', () => {
  const names = codeNames(files)
  const unknown = texts.flatMap(([file, text]) => namesIn(text).filter((name) => !names.has(name) && !othersCode.has(name)).map((name) => `${file}: ${name}`))
  expect([...new Set(unknown)]).toEqual([])
  expect(namesIn('see `outputPath` in it, `inlineStyles()` and `npm test`')).toEqual(['outputPath', 'inlineStyles'])
})

const codeName = String.raw`\`([A-Za-z_$][\w$]*)(?:\(\))?\``
const codePath = String.raw`\`?((?:src|scripts|tests)/[\w./<>-]+?\.(?:ts|tsx|mts))\`?`
/**
 * A name of the code written beside a path, « `sendEmail` of src/lib/email-client.ts »,
 * « src/lib/offsite.ts's `requestOf` », « `parisDay` (src/lib/booking-days.ts) »: the name and the file it is said to be in.
 */
function namesBesidePaths(text: string): { name: string; path: string }[] {
  const found: { name: string; path: string }[] = []
  for (const match of text.matchAll(new RegExp(`${codeName}\\s+(?:of|in|from)\\s+${codePath}`, 'g'))) found.push({ name: match[1]!, path: match[2]! })
  for (const match of text.matchAll(new RegExp(`${codeName}\\s+\\(${codePath}`, 'g'))) found.push({ name: match[1]!, path: match[2]! })
  for (const match of text.matchAll(new RegExp(`${codePath}[’']s\\s+${codeName}`, 'g'))) found.push({ name: match[2]!, path: match[1]! })
  return found
}

test('a name of the code written beside a path is in that file', () => {
  const pairs = texts.flatMap(([file, text]) => namesBesidePaths(text.replace(/\s*\n\s*(?:\*\s*|\/\/\s*)?/g, ' ')).map((pair) => ({ file, ...pair })))
  expect(pairs.length).toBeGreaterThan(10)
  const elsewhere = pairs.filter(({ name, path }) => !path.includes('<') && pathExists(repoRoot, path) && !new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(readRepoFile(path)))
  expect(elsewhere.map(({ file, name, path }) => `${file}: \`${name}\` is not in ${path}`)).toEqual([])
  expect(namesBesidePaths('see `sendEmail` of src/lib/email-client.ts, src/lib/offsite.ts\'s `requestOf` and `parisDay` (src/lib/booking-days.ts)')).toEqual([
    { name: 'sendEmail', path: 'src/lib/email-client.ts' },
    { name: 'parisDay', path: 'src/lib/booking-days.ts' },
    { name: 'requestOf', path: 'src/lib/offsite.ts' },
  ])
})

/** Every file name of the repository (node_modules, dist and the like aside), for a comment that names a file alone. */
function fileNames(): Set<string> {
  const folders = ['src', 'scripts', 'tests', 'content', 'public', 'docs', '.ci']
  const nested = folders.flatMap((folder) => readdirSync(join(repoRoot, folder), { recursive: true, withFileTypes: true }))
  return new Set([...nested, ...readdirSync(repoRoot, { withFileTypes: true })].filter((entry) => !entry.isDirectory()).map((entry) => entry.name))
}

/** The file names a text writes alone, « booking-days.ts », « netlify.toml », « photos.yaml »: a word with a code or data file's ending. */
const bareNamesIn = (text: string) =>
  text.split(/\s+/).flatMap((word) => {
    const name = word.replace(/^[(['"`«]+/, '').replace(/[)\]'"`»,.;:]+$/, '').replace(/[’']s$/, '')
    return /^[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mts|js|json|toml|yaml|mdx)$/.test(name) ? [name] : []
  })

test('every file a comment names alone, without its folder, is a file of the repository', () => {
  // A package's name may look like a file's (ical.js).
  const pkg = JSON.parse(readRepoFile('package.json')) as Record<'dependencies' | 'devDependencies', Record<string, string>>
  const names = new Set([...fileNames(), ...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })])
  const unknown = comments.flatMap(([file, comment]) => bareNamesIn(comment).filter((name) => !names.has(name)).map((name) => `${file}: ${name}`))
  expect([...new Set(unknown)]).toEqual([])
  expect(bareNamesIn('see (booking-days.ts), « netlify.toml », photos.yaml\'s list; not a name: e.g. a .css.ts file.')).toEqual(['booking-days.ts', 'netlify.toml', 'photos.yaml'])
})

test('the check reads comments only, and reports a path that is not there', () => {
  const code = [
    '/** Drafts live in src/lib/drafts.ts; the old src/lib/nowhere.ts is gone. */',
    "const address = 'src/lib/also-nowhere.ts // not a comment'",
    '// see `src/components/<Name>/<Name>.tsx` and (scripts/tools/gone.ts).',
    'export {}',
  ].join('\n')
  expect([...new Set(commentsOf(code, 'x.ts').flatMap(missingIn))].sort()).toEqual(['scripts/tools/gone.ts', 'src/lib/nowhere.ts'])
})
