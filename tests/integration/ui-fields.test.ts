/**
 * Every field of ui.yaml is read by the site or its build: a field nothing reads would still reach her
 * editor, with help that promises what no page does. TypeScript's own « find references » decides, through
 * every alias and destructuring; here and not in the unit tier, as its language service over the project
 * takes about 12 s.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { repoRoot } from '../helpers/minimal-content.ts'

const uiFile = join(repoRoot, 'src/content/files/ui.ts')

/** Fields the code reads where references cannot follow, and where: by a computed key, or through a type of its own. */
const readByKey: Readonly<Record<string, string>> = {
  'forms.summary.home': 'BookingSummary.tsx, words[service.place]',
  'forms.summary.video': 'BookingSummary.tsx, words[service.place]',
  'forms.summary.phone': 'BookingSummary.tsx, words[service.place]',
  'about.trainingHours': 'src/content/files/practice.ts, ui.trainingHours, typed by model.ts’s `show`',
}

/** The fields of uiSchema (`section` groups them) and where each is declared. */
function fieldsOf(source: ts.SourceFile): { path: string; at: number }[] {
  const fields: { path: string; at: number }[] = []
  const walk = (node: ts.Node, path: readonly string[]): void => {
    if (!ts.isPropertyAssignment(node) || !ts.isIdentifier(node.name)) return void ts.forEachChild(node, (child) => walk(child, path))
    const { initializer: value, name } = node
    const isSection = ts.isCallExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === 'section'
    if (isSection) ts.forEachChild(value.arguments[1]!, (child) => walk(child, [...path, name.text]))
    else fields.push({ path: [...path, name.text].join('.'), at: name.getStart() })
  }
  walk(source, [])
  return fields
}

test('every field of ui.yaml is read by the site or its build, not only by a test', { timeout: 60_000 }, () => {
  // The browser's code and the build's, each project as `tsc -b` reads it; the browser's settings for all.
  const [browser, node] = ['tsconfig.browser.json', 'tsconfig.node.json'].map(
    (config) => ts.getParsedCommandLineOfConfigFile(join(repoRoot, config), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!,
  )
  // A test naming a field does not read it for a visitor.
  const files = new Set([...browser!.fileNames, ...node!.fileNames].filter((file) => !file.startsWith(join(repoRoot, 'tests'))))
  const service = ts.createLanguageService({
    getScriptFileNames: () => [...files],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => (ts.sys.fileExists(file) ? ts.ScriptSnapshot.fromString(readFileSync(file, 'utf8')) : undefined),
    getCurrentDirectory: () => repoRoot,
    getCompilationSettings: () => browser!.options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
  })
  const fields = fieldsOf(service.getProgram()!.getSourceFile(uiFile)!)
  expect(fields.length).toBeGreaterThan(100)
  const read = (at: number) => (service.findReferences(uiFile, at) ?? []).some(({ references }) => references.some((each) => each.fileName !== uiFile))
  expect(fields.filter(({ path, at }) => !read(at) && !(path in readByKey)).map(({ path }) => path)).toEqual([])
  // A field listed as read by its key that TypeScript now sees, or that is gone, leaves the list.
  expect(Object.keys(readByKey).filter((path) => fields.every((field) => field.path !== path) || read(fields.find((field) => field.path === path)!.at))).toEqual([])
})
