/**
 * Reading the project's Markdown (the French guides content/*.md, the
 * developers' README.md and docs/*.md) to hold it to the code: its code
 * blocks, its headings' anchors, the npm scripts and the repository paths it
 * names.
 */
import { globSync, readFileSync } from 'node:fs'
import { posix } from 'node:path'

/** The fenced code blocks of the French guides (content/*.md), in order, with where each starts. */
export function codeBlocks(text: string): { start: number; body: string }[] {
  return [...text.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((match) => ({ start: match.index, body: match[1] ?? '' }))
}

/** A text without its fenced blocks, whose `# …` lines are comments, not headings. */
const withoutFences = (text: string) => text.replace(/^```[a-z]*\n[\s\S]*?^```$/gm, '')

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-')
export const anchorsOf = (text: string) => new Set([...withoutFences(text).matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')))

/** What a text shows as code: its fenced blocks and its inline code spans. */
function codeOf(text: string): string[] {
  const fenced = codeBlocks(text).map((block) => block.body)
  const outside = withoutFences(text)
  const inline = [...outside.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '')
  return [...fenced, ...inline]
}

/** npm's own commands, which are no script of package.json (`npm ci`, `npm install`…). */
const npmCommands = new Set([
  'access', 'audit', 'cache', 'ci', 'config', 'dedupe', 'doctor', 'exec', 'explain', 'fund', 'help', 'i', 'init', 'install',
  'link', 'login', 'logout', 'ls', 'outdated', 'pack', 'pkg', 'prune', 'publish', 'query', 'rebuild', 'run', 'run-script',
  'uninstall', 'update', 'version', 'view', 'whoami', 'why',
])

/**
 * The package.json scripts a text tells someone to run: `npm run X` anywhere,
 * and `npm X` in code (`npm test`; npm's own commands such as `npm ci` are
 * not scripts).
 */
export function npmScriptsNamed(text: string): string[] {
  const named = [...text.matchAll(/\bnpm (?:run|run-script) ([\w:.][\w:.-]*)/g)].map((match) => match[1] ?? '')
  for (const code of codeOf(text)) {
    for (const [, command = ''] of code.matchAll(/\bnpm ([a-z][\w:.-]*)/g)) {
      if (!npmCommands.has(command)) named.push(command)
    }
  }
  return [...new Set(named)]
}

/** The scripts a text names that `root`/package.json lacks. */
export function unknownScripts(text: string, root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(posix.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  return npmScriptsNamed(text).filter((name) => !Object.hasOwn(scripts, name))
}

/** The folders of the repository a path in code starts from. */
const roots = ['src/', 'scripts/', 'tests/', 'content/', 'public/', 'docs/', '.ci/']
/** A file at the top level, named alone: `package.json`, `vite.config.ts`, `.env.example`. */
const topLevelFile = /^\.?[\w-]+(?:\.[\w-]+)*\.(?:md|json|toml|ts|tsx|mts|js|mjs|yaml|yml|example)$/

/**
 * A word of code as a repository path, or undefined when it is none. With
 * `topLevel: false`, a bare file name is not read as one (a comment's
 * « booking.yaml » means content/data/booking.yaml, not a top-level file).
 */
export function pathIn(word: string, { topLevel = true } = {}): string | undefined {
  const trailing = /[)\]'"`»,.;:]+$/
  const path = word.replace(/^[(['"`«]+/, '').replace(trailing, '').replace(/[’']s$/, '').replace(trailing, '').replace(/#.*$/, '')
  // An address, or a path built in code (content/`file`, `${folder}/x.ts`), names no one file.
  if (path.includes('://') || /[`$]/.test(path)) return undefined
  if (roots.some((root) => path.startsWith(root))) return path
  if (topLevel && topLevelFile.test(path)) return path
  return undefined
}

/**
 * The repository paths a Markdown file names, relative to the repository's
 * root: in code (inline or fenced), from the root; in links, from the file's
 * own folder, with the heading (`#…`) a link names as its `anchor`.
 * `<name>` and `*` in a path stand for any part of a name.
 */
export function pathsNamed(text: string, file: string): { path: string; anchor?: string }[] {
  const named: { path: string; anchor?: string }[] = []
  for (const code of codeOf(text)) {
    for (const word of code.split(/\s+/)) {
      const path = pathIn(word)
      if (path) named.push({ path })
    }
  }
  const prose = text.replace(/^```[a-z]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]+`/g, '')
  for (const [, target = ''] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue
    const [where = '', anchor] = target.split('#')
    const path = where === '' ? file : posix.normalize(posix.join(posix.dirname(file), decodeURI(where)))
    named.push(anchor === undefined ? { path } : { path, anchor: decodeURIComponent(anchor) })
  }
  return named
}

/** Whether `path` (with `<name>` or `*` as wildcards) leads to a file or folder under `root`. */
export function pathExists(root: string, path: string): boolean {
  return !path.startsWith('../') && !path.startsWith('/') && globSync(path.replace(/<[^>]*>/g, '*'), { cwd: root }).length > 0
}

/**
 * What a Markdown file of the repository names that is not there: a path
 * (a file that moved) or a heading of a Markdown file (« guide.md#a-heading-gone »).
 * `file` is its place in the repository, « docs/hosting.md ».
 */
export function missingPaths(text: string, file: string, root: string): string[] {
  const missing = pathsNamed(text, file).flatMap(({ path, anchor }) => {
    if (path !== file && !pathExists(root, path)) return [path]
    if (anchor === undefined || !path.endsWith('.md')) return []
    const target = path === file ? text : readFileSync(posix.join(root, path), 'utf8')
    return anchorsOf(target).has(anchor) ? [] : [`${path}#${anchor}`]
  })
  return [...new Set(missing)]
}
