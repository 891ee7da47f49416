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
import { contentFileNames, contentFiles, type ContentFile } from '../../../src/content/schema.ts'
import { assetsBeside, editorResave } from './keystatic-yaml.ts'
import { quoteFacts, readFacts } from './load.ts'

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
 * A file out of the editor's bytes that is left as it is: it holds a mistake, or its rewrite
 * would not say the same (the editor drops a photo whose file is missing, say).
 */
interface LeftAsIs {
  file: ContentFile
  why: 'mistake' | 'meaning'
}

/**
 * What the editor would write for `file`, when that differs from what is on
 * disk and says the same: undefined when the file is already in the
 * editor's bytes or absent; left as it is when the editor cannot open it or
 * the check refuses it (the check reports the mistake itself), or when the
 * rewrite would change what it says.
 */
function editorLayout(contentDir: string, file: ContentFile, assets: ReturnType<typeof assetsBeside>, facts: Readonly<Record<string, string>>): EditorLayout | LeftAsIs | undefined {
  const path = join(contentDir, file)
  if (!existsSync(path)) return undefined
  const source = readFileSync(path, 'utf8')
  let text: string
  try {
    text = editorResave(file, source, assets)
  } catch {
    return { file, why: 'mistake' }
  }
  if (text === source) return undefined
  // Only a change of layout: the file must mean exactly what it meant, read as the build reads it (YAML 1.2), her
  // facts filled: a page's description is not « too long » because of a « {trainingHours} » the build fills.
  const read = (yaml: string) => contentFiles[file].schema.safeParse(file === 'data/practice.yaml' ? parse(yaml) : quoteFacts(parse(yaml), facts))
  const before = read(source)
  if (!before.success) return { file, why: 'mistake' }
  const after = read(text)
  if (!after.success || !isDeepStrictEqual(before.data, after.data)) return { file, why: 'meaning' }
  return { file, text, ...differingLines(source, text) }
}

/** Every data file of `contentDir` not in the editor's bytes: those a rewrite puts in them, and those it leaves. */
export function filesOutOfEditorLayout(
  contentDir: string,
  assets = assetsBeside(contentDir),
  facts = readFacts(contentDir),
): { layouts: EditorLayout[]; leftAsIs: LeftAsIs[] } {
  const found = contentFileNames.flatMap((file) => editorLayout(contentDir, file, assets, facts) ?? [])
  return { layouts: found.filter((each) => 'text' in each), leftAsIs: found.filter((each) => 'why' in each) }
}

/** `npm run format:content`: rewrites what it can, and says in French what it did and what it left; exit code 1 when it left a file. */
export function formatContent(contentDir: string, assets = assetsBeside(contentDir)): { lines: string[]; exitCode: number } {
  const { layouts, leftAsIs } = filesOutOfEditorLayout(contentDir, assets)
  for (const layout of layouts) writeFileSync(join(contentDir, layout.file), layout.text)
  if (layouts.length === 0 && leftAsIs.length === 0) {
    return { lines: ['Tous vos fichiers de données sont déjà écrits comme l’éditeur du site les écrit\u00a0: rien à changer.'], exitCode: 0 }
  }
  const lines = layouts.map(
    (layout) =>
      `content/${layout.file}\u00a0: remis en forme comme l’éditeur du site l’écrit (${layout.line === layout.lastLine ? `ligne ${layout.line}` : `lignes ${layout.line} à ${layout.lastLine}`}), sans rien changer à ce qu’il dit.`,
  )
  for (const { file, why } of leftAsIs) {
    lines.push(
      why === 'mistake'
        ? `content/${file}\u00a0: laissé tel quel, car il contient une erreur. Lancez «\u00a0npm run check\u00a0», corrigez ce qu’il signale, puis relancez «\u00a0npm run format:content\u00a0».`
        : `content/${file}\u00a0: laissé tel quel, car le remettre en forme changerait ce qu’il dit. Lancez «\u00a0npm run check\u00a0» et corrigez ce qu’il signale dans ce fichier (une photo manquante, par exemple)\u202f; s’il n’y signale rien, gardez-le tel quel\u00a0: le site l’affiche bien.`,
    )
  }
  return { lines, exitCode: leftAsIs.length > 0 ? 1 : 0 }
}
