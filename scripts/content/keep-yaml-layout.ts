/**
 * Writes the data a web-editor save produced into the YAML file as it was,
 * instead of the editor's own serialization: the French comments, the order
 * of the fields, the quotes and the blank lines stay; only changed values
 * change. fast-json-patch lists the differences (RFC 6902), and the YAML
 * parser's own document API applies each one to the file's document.
 * (yaml-diff-patch does the same but folds every long line at 80 columns.)
 */
import fastJsonPatch, { type Operation } from 'fast-json-patch'
import { isDeepStrictEqual } from 'node:util'
import { isSeq, parse, parseDocument, type Document } from 'yaml'

type Value = unknown

const isPlainObject = (value: Value): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isEmpty = (value: Value) =>
  value === '' || value === null || value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0)

/**
 * The saved data, without the empty values the editor writes for fields she
 * left blank: an optional field cleared is removed, and one the file never
 * had stays absent (an empty list of points, a duration with no minutes).
 */
export function withoutEmptyFields(saved: Value, before: Value): Value {
  if (Array.isArray(saved)) {
    return saved.map((item, index) => withoutEmptyFields(item, Array.isArray(before) ? before[index] : undefined))
  }
  if (!isPlainObject(saved)) return saved
  const previous = isPlainObject(before) ? before : {}
  const result: Record<string, Value> = {}
  for (const [key, value] of Object.entries(saved)) {
    const kept = withoutEmptyFields(value, previous[key])
    const hadIt = Object.hasOwn(previous, key)
    if (kept === '' || kept === null || kept === undefined) continue
    if (isEmpty(kept) && !hadIt) continue
    result[key] = kept
  }
  return result
}

/** « /testimonials/0/name » → ['testimonials', 0, 'name'] (RFC 6901). */
function pathOf(pointer: string): (string | number)[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

function apply(document: Document, operation: Operation): void {
  const path = pathOf(operation.path)
  switch (operation.op) {
    case 'replace':
      document.setIn(path, operation.value)
      break
    case 'remove':
      document.deleteIn(path)
      break
    case 'add': {
      const parent = document.getIn(path.slice(0, -1), true)
      const index = path.at(-1)
      if (isSeq(parent) && typeof index === 'number') parent.items.splice(index, 0, document.createNode(operation.value))
      else if (isSeq(parent)) parent.items.push(document.createNode(operation.value))
      else document.setIn(path, operation.value)
      break
    }
    default:
      throw new Error(`keepYamlLayout: unexpected patch operation ${operation.op}`)
  }
}

/** The file's new text: `before` with the values of `saved`, or `before` itself when nothing changed. */
export function keepYamlLayout(before: string, saved: string): string {
  const old = parse(before) as Value
  const next = withoutEmptyFields(parse(saved) as Value, old)
  if (isDeepStrictEqual(old, next)) return before
  const document = parseDocument(before)
  for (const operation of fastJsonPatch.compare(old as object, next as object)) apply(document, operation)
  // No folding: a long sentence stays on its line, as she wrote it.
  return document.toString({ lineWidth: 0 })
}
