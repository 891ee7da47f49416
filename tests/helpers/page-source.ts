/**
 * Her page files as she wrote them, for the browser tests (tests/helpers/site.ts, on content/) and for her
 * week of edits (on a copy's content/): a page's text with the blocks it places, as the site renders them.
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
