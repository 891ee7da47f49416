/**
 * Her data files in the bytes the web editor writes (keystatic-yaml.ts
 * computes them): a file in those bytes changes, on her next online save,
 * only on the lines she changes. A file edited by hand (an 82-character list
 * item the editor folds, a `|-` block it writes `>-`) would instead come back
 * with every such line rewritten, and her one-price change would read as
 * eleven. The check names such a file (a warning: the site is right, only
 * its layout differs); `npm run format:content` rewrites it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { parse } from 'yaml'
import { contentFiles, type ContentFile } from '../../../src/content/schema.ts'
import { assetsBeside, editorResave } from './keystatic-yaml.ts'

export interface EditorLayout {
  file: ContentFile
  /** The file as the editor would write it. */
  text: string
  /** The first line of the file that the editor's next save would rewrite though she changed nothing, from 1. */
  line: number
  /** The last such line (the same one when there is one). */
  lastLine: number
}

/** Where `before` starts and stops differing from `after` (line numbers from 1), the common start and end aside. */
function differingLines(before: string, after: string): { line: number; lastLine: number } {
  const a = before.split('\n')
  const b = after.split('\n')
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1
  return { line: start + 1, lastLine: Math.max(start + 1, a.length - end) }
}

/**
 * What the editor would write for `file`, when that differs from what is on
 * disk and says the same: undefined when the file is already in the
 * editor's bytes, absent, or refused (the check reports the mistake itself,
 * and a file the editor cannot open is left as it is).
 */
function editorLayout(contentDir: string, file: ContentFile, assets = assetsBeside(contentDir)): EditorLayout | undefined {
  const path = join(contentDir, file)
  if (!existsSync(path)) return undefined
  const source = readFileSync(path, 'utf8')
  let text: string
  try {
    text = editorResave(file, source, assets)
  } catch {
    return undefined
  }
  if (text === source) return undefined
  // Only a change of layout: the file must mean exactly what it meant, read as the build reads it (YAML 1.2).
  const schema = contentFiles[file].schema
  const before = schema.safeParse(parse(source))
  const after = schema.safeParse(parse(text))
  if (!before.success || !after.success || !isDeepStrictEqual(before.data, after.data)) return undefined
  return { file, text, ...differingLines(source, text) }
}

/** Every data file of `contentDir` not in the editor's bytes. */
export function filesOutOfEditorLayout(contentDir: string): EditorLayout[] {
  const assets = assetsBeside(contentDir)
  return (Object.keys(contentFiles) as ContentFile[]).flatMap((file) => editorLayout(contentDir, file, assets) ?? [])
}

/** Rewrites each given layout to disk. */
export function writeEditorLayouts(contentDir: string, layouts: readonly EditorLayout[]): void {
  for (const layout of layouts) writeFileSync(join(contentDir, layout.file), layout.text)
}
