/**
 * Reads, from content/, what the production build refuses to publish: the
 * example values the schema knows (src/content/examples.ts), found with their
 * file and line by scripts/content/load.ts, and the site address.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isMap, isPair, isScalar, LineCounter, parseDocument } from 'yaml'
import { loadContent } from '../content/load.ts'
import type { Example, LocatedValue } from './problems.ts'

/** Every value still an example, file by file, in reading order. */
export function readExamples(contentDir: string): Example[] {
  return loadContent(contentDir).examples
}

/** `siteUrl` in content/data/practice.yaml, whether still an example or not. */
export function readSiteUrl(contentDir: string): LocatedValue {
  const file = 'content/data/practice.yaml'
  let source = ''
  try {
    source = readFileSync(join(contentDir, 'data', 'practice.yaml'), 'utf8')
  } catch {
    return { file, value: '' }
  }
  const lines = new LineCounter()
  const doc = parseDocument(source, { lineCounter: lines })
  const pair = isMap(doc.contents) ? doc.contents.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === 'siteUrl') : undefined
  if (!pair || !isScalar(pair.key)) return { file, value: '' }
  const value = isScalar(pair.value) ? String(pair.value.value ?? '') : ''
  return { file, line: lines.linePos(pair.key.range?.[0] ?? 0).line, value }
}

/** What to do, in the words of the data files. */
export function fixForExample(example: Example): string {
  return `remplacez « ${example.value} » par la vraie information, sans rien d’autre autour.`
}
