/**
 * Reads, from content/, what the production build refuses to publish: the
 * values still wrapped in `placeholder('label', 'value')` in content/data/*.ts,
 * and the site address. The one place that knows how examples are written:
 * when the data moves to another format, only this file changes.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { parseSource } from '../check/ts-source.ts'
import type { Example, LocatedValue } from './problems.ts'

/** The file whose examples are sample reviews rather than missing facts. */
const testimonialsFile = 'testimonials.ts'
const practiceFile = 'practice.ts'

function lineOf(file: ts.SourceFile, node: ts.Node): number {
  return file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
}

function isPlaceholderCall(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'placeholder'
}

/** The text of a literal argument, or the argument as written. */
function textOf(file: ts.SourceFile, node: ts.Expression | undefined): string {
  if (!node) return ''
  return ts.isStringLiteralLike(node) ? node.text : node.getText(file)
}

function examplesIn(dataDir: string, name: string): Example[] {
  const file = parseSource(readFileSync(join(dataDir, name), 'utf8'), name)
  const found: Example[] = []
  const visit = (node: ts.Node): void => {
    if (isPlaceholderCall(node)) {
      found.push({
        file: `content/data/${name}`,
        line: lineOf(file, node),
        label: textOf(file, node.arguments[0]),
        value: textOf(file, node.arguments[1]),
        kind: name === testimonialsFile ? 'testimonial' : 'fact',
      })
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** Every value still marked as an example, file by file, in reading order. */
export function readExamples(contentDir: string): Example[] {
  const dataDir = join(contentDir, 'data')
  const names = readdirSync(dataDir).filter((name) => name.endsWith('.ts')).sort()
  return names.flatMap((name) => examplesIn(dataDir, name))
}

/** `siteUrl` in content/data/practice.ts, whether still an example or not. */
export function readSiteUrl(contentDir: string): LocatedValue {
  const file = parseSource(readFileSync(join(contentDir, 'data', practiceFile), 'utf8'), practiceFile)
  let found: LocatedValue = { file: `content/data/${practiceFile}`, value: '' }
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'siteUrl') {
      const value = isPlaceholderCall(node.initializer) ? node.initializer.arguments[1] : node.initializer
      found = { ...found, line: lineOf(file, node), value: textOf(file, value) }
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** What to do in this format, as practice.ts's own instructions say it. */
export function fixForExample(example: Example): string {
  return `remplacez placeholder('${example.label}', '${example.value}') par la vraie information seule, entre apostrophes droites : '…'.`
}
