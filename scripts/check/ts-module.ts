/**
 * Loads one of the consultant's TypeScript files (content/pages.ts,
 * content/data/*.ts) for the check: syntax errors in French first, then the
 * module's values, then helpers to report a wrong value at its line.
 */
import { readFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import type ts from 'typescript'
import { lineText, type Problem } from './problems.ts'
import { locate, parseSource, syntaxErrors, type Step, type SyntaxError } from './ts-source.ts'

export interface LoadedModule {
  file: string
  source: string
  tree: ts.SourceFile
  /** Its exports, or nothing when it could not be read (the problem is already reported). */
  exports?: Readonly<Record<string, unknown>>
}

function translateTsSyntax(errors: readonly SyntaxError[]): { line: number; message: string; fix: string } | undefined {
  const [first] = errors
  if (!first) return undefined
  const sameLine = errors.filter((error) => error.line === first.line || error.line === first.line + 1)
  if (sameLine.some((error) => error.reason.startsWith('Unterminated string literal'))) {
    return {
      line: first.line,
      message: 'un texte entre apostrophes n’est pas refermé, ou contient lui-même une apostrophe droite (\').',
      fix: 'dans un texte, écrivez l’apostrophe typographique ’ (comme dans « l’allaitement »), et vérifiez que chaque texte commence et finit par \'.',
    }
  }
  if (first.reason === "',' expected.") {
    return {
      line: first.line,
      message: 'il manque une virgule.',
      fix: `ajoutez une virgule à la fin de la ligne ${first.line - 1} ou juste avant l’endroit indiqué : chaque valeur d’une liste, et chaque « nom: valeur », se termine par une virgule.`,
    }
  }
  if (first.reason === 'Invalid character.') {
    return {
      line: first.line,
      message: 'un caractère n’est pas permis à cet endroit (par exemple le signe € après un prix).',
      fix: 'écrivez les nombres seuls, en chiffres (amount: 70), et les textes entre apostrophes (\'…\').',
    }
  }
  if (first.reason === "':' expected.") {
    return {
      line: first.line,
      message: 'une valeur n’a pas la forme « nom: valeur » (un nombre à virgule, comme 70,5, en est une cause fréquente).',
      fix: 'écrivez « nom: valeur », et les nombres à virgule avec un point : 70.5.',
    }
  }
  return {
    line: first.line,
    message: `le fichier n’a plus une forme valable (message technique : ${first.reason}).`,
    fix: 'comparez cette ligne à ses voisines : une accolade { }, un crochet [ ], une apostrophe ou une virgule manque ou est en trop. En cas de doute, reprenez la dernière version qui marchait.',
  }
}

export async function loadModule(path: string, file: string, problems: Problem[]): Promise<LoadedModule> {
  const source = await readFile(path, 'utf8').catch(() => undefined)
  if (source === undefined) {
    problems.push({
      severity: 'error',
      file,
      title: 'Fichier illisible',
      message: 'ce fichier est introuvable : le site en a besoin.',
      fix: 'remettez-le à sa place (reprenez-le dans la dernière version qui marchait), sans changer son nom.',
    })
    return { file, source: '', tree: parseSource('', path) }
  }
  const tree = parseSource(source, path)
  const loaded: LoadedModule = { file, source, tree }
  const syntax = translateTsSyntax(syntaxErrors(source, path))
  if (syntax) {
    problems.push({ severity: 'error', file, title: 'Fichier illisible', ...syntax, excerpt: lineText(source, syntax.line) })
    return loaded
  }
  try {
    const exports: Record<string, unknown> = await import(pathToFileURL(path).href)
    return { ...loaded, exports }
  } catch (error) {
    const unknownName = error instanceof ReferenceError ? /^(\S+) is not defined/.exec(error.message)?.[1] : undefined
    const line = unknownName === undefined
      ? undefined
      : source.split('\n').findIndex((text) => new RegExp(`[:,\\[(]\\s*${unknownName}\\b`).test(text)) + 1 || undefined
    problems.push({
      severity: 'error',
      file,
      line,
      excerpt: line === undefined ? undefined : lineText(source, line),
      title: 'Fichier illisible',
      message: unknownName
        ? `« ${unknownName} » n’est ni un nombre ni un texte entre apostrophes.`
        : `le fichier ne peut pas être chargé (message technique : ${error instanceof Error ? error.message : String(error)}).`,
      fix: unknownName
        ? `écrivez les textes entre apostrophes ('${unknownName}') et les nombres en chiffres.`
        : 'reprenez la dernière version qui marchait, puis refaites la modification pas à pas.',
    })
    return loaded
  }
}

/** Reports a wrong value of an export at its line in the source. */
export function reporter(module: LoadedModule, problems: Problem[]) {
  return (exportName: string, path: readonly Step[], rest: Omit<Problem, 'file' | 'line' | 'excerpt' | 'severity'>) => {
    const line = locate(module.tree, exportName, path)
    problems.push({
      severity: 'error',
      file: module.file,
      line,
      excerpt: line === undefined ? undefined : lineText(module.source, line),
      ...rest,
    })
  }
}

export type Report = ReturnType<typeof reporter>

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const asList = (value: unknown): readonly unknown[] | undefined => (Array.isArray(value) ? value : undefined)

export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** How the value was written, for messages: « -70 », « '70' », « rien ». */
export function shown(value: unknown): string {
  if (value === undefined) return 'rien'
  if (typeof value === 'string') return `'${value}'`
  return String(value)
}
