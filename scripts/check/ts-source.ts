/**
 * Reads the TypeScript source of content/pages.ts and content/data/*.ts, so a
 * message can name the line of a wrong value and translate syntax errors.
 */
import ts from 'typescript'

export type Step = string | number

export function parseSource(source: string, fileName: string): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)
}

function lineOf(file: ts.SourceFile, node: ts.Node): number {
  return file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
}

/** `x as const satisfies T`, `(x)`, `placeholder('…', x)` → x */
function unwrap(node: ts.Expression): ts.Expression {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
    return unwrap(node.expression)
  }
  return node
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text
  return undefined
}

/**
 * The line of a value inside an exported constant: `locate(file, 'packages', [1, 'prices', 0, 'amount'])`.
 * When the path goes further than the source (a property she left out), the
 * line of the deepest part found: the object that lacks it.
 */
export function locate(file: ts.SourceFile, exportName: string, path: readonly Step[]): number | undefined {
  let found: ts.Node | undefined
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === exportName) found = declaration
    }
  }
  if (!found || !ts.isVariableDeclaration(found) || !found.initializer) return found && lineOf(file, found)
  let node: ts.Expression = unwrap(found.initializer)
  let deepest: ts.Node = node
  for (const step of path) {
    let next: ts.Expression | undefined
    if (typeof step === 'number' && ts.isArrayLiteralExpression(node)) {
      next = node.elements[step]
    } else if (ts.isObjectLiteralExpression(node)) {
      const property = node.properties.find(
        (candidate) => candidate.name !== undefined && propertyName(candidate.name) === String(step),
      )
      if (property && ts.isPropertyAssignment(property)) next = property.initializer
      else if (property) deepest = property
    }
    if (!next) break
    deepest = next
    node = unwrap(next)
  }
  return lineOf(file, deepest)
}

export interface StringLiteral {
  text: string
  line: number
}

/** Every string the site may show: literals that are values, not import paths or property names. */
export function stringLiterals(file: ts.SourceFile): StringLiteral[] {
  const found: StringLiteral[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent
      const isName = ts.isPropertyAssignment(parent) && parent.name === node
      if (!isName) found.push({ text: node.text, line: lineOf(file, node) })
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

export interface SyntaxError {
  line: number
  column: number
  /** The compiler's English message, such as « ',' expected. ». */
  reason: string
}

/** Syntax errors only: type errors are for `npm run typecheck`, and the check validates values itself. */
export function syntaxErrors(source: string, fileName: string): SyntaxError[] {
  const result = ts.transpileModule(source, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  const file = parseSource(source, fileName)
  return (result.diagnostics ?? []).map((diagnostic) => {
    const position = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
    return {
      line: position.line + 1,
      column: position.character + 1,
      reason: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
    }
  })
}
