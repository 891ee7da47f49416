/**
 * Her page files as she wrote them, for the tests of her pages (tests/helpers/site-pages.ts, on content/) and for the
 * tests on a copy's content/ (her week of edits, the production build): a page's text with the blocks it
 * places, as the site renders them, and which of her pages place something.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { blockFileName } from '../../src/content/blocks.ts'

/** `<contentDir>/<file>.mdx` as she wrote it. */
export const mdxIn = (contentDir: string, file: string) => readFileSync(join(contentDir, `${file}.mdx`), 'utf8')

/** A page's file with the blocks it places (`<Urgence />` is blocs/urgence.mdx). */
export function pageWithBlocks(contentDir: string, file: string): string {
  const source = mdxIn(contentDir, file)
  const blocks = [...source.matchAll(/<([A-Z]\w*)\s*\/>/g)].map((match) => `blocs/${blockFileName(match[1] ?? '')}`)
  return [source, ...blocks.filter((block) => existsSync(join(contentDir, `${block}.mdx`))).map((block) => mdxIn(contentDir, block))].join('\n')
}

/** The addresses of `pages` whose text, blocks included, matches `pattern` (`/<TestimonialList\b/`), wherever she puts it. */
export const pathsMatching = (contentDir: string, pages: readonly { path: string; file: string }[], pattern: RegExp): string[] =>
  pages.filter((page) => pattern.test(pageWithBlocks(contentDir, page.file))).map((page) => page.path)
