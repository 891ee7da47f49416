/**
 * The bytes the web editor writes for a data file, computed in Node: the
 * editor's own fields (src/admin/fields.tsx, built from the content model)
 * parse each value and serialize it back, and js-yaml, the library Keystatic
 * writes YAML with, dumps the result with Keystatic's options (none).
 *
 * Keystatic does this in the browser and exports neither step; the walk
 * below follows its `parseProps` and `serializeProps` (form fields parse and
 * serialize themselves, groups drop what serializes to nothing, lists keep
 * their order). The browser test (tests/e2e/editor.spec.ts) holds this copy
 * to the real editor on the bytes it sends, for one data file.
 *
 * Data files are stored in these bytes, so that a save from the editor, in
 * `npm run dev` as on the live site through GitHub, changes only the lines
 * she changed: tests/unit/keystatic-yaml.test.ts checks the tests' content,
 * tests/unit/editor-bytes.test.ts her own files (the check's « Fichier à
 * remettre en forme »).
 */
import type { ComponentSchema } from '@keystatic/core'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { dump, load } from 'js-yaml'
import { entryFields } from '../../../src/admin/fields.tsx'
import { choiceLists } from '../../../src/content/choices.ts'
import type { ContentFile } from '../../../src/content/schema.ts'
import { keptBy } from '../kept.ts'

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * The versions whose serializer this file follows. package.json pins them
 * exactly; tests/unit/keystatic-version.test.ts fails, saying what to redo,
 * when another version is installed, and tests/e2e/editor.spec.ts holds
 * these bytes to the bytes the real editor sends.
 */
export const followedVersions = { '@keystatic/core': '0.6.9', '@keystar/ui': '0.10.0', 'js-yaml': '4.3.2' } as const

type Field = ComponentSchema & {
  formKind?: string
  directory?: string
  parse?: (value: unknown, extra?: { asset: Uint8Array | undefined; slug: undefined }) => unknown
  serialize?: (value: unknown, extra?: { suggestedFilenamePrefix: string | undefined; slug: undefined }) => { value: unknown }
  filename?: (value: unknown, extra: { suggestedFilenamePrefix: undefined; slug: undefined }) => string | undefined
  fields?: Record<string, Field>
  element?: Field
}

/** Reads a file the editor keeps beside the data (her photo in public/images/), by its folder and name. */
export type AssetReader = (directory: string, filename: string) => Uint8Array | undefined

/** The files beside a content/ folder (its project's public/images/, say), for what the editor reads beside the data. */
export function assetsBeside(contentDir: string): AssetReader {
  const root = dirname(contentDir)
  return (directory, filename) => {
    const path = join(root, directory, filename)
    return existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined
  }
}

/** The project's own files. */
export const projectAssets = assetsBeside(join(projectRoot, 'content'))

function parse(field: Field, raw: unknown, assets: AssetReader): unknown {
  const value = raw === null ? undefined : raw
  switch (field.kind) {
    case 'form':
      if (field.formKind === 'asset') {
        // A photo: the editor opens it with its bytes, from the file the value names.
        const filename = field.filename!(value, { suggestedFilenamePrefix: undefined, slug: undefined })
        const asset = filename && field.directory ? assets(field.directory, filename) : undefined
        return field.parse!(value, { asset, slug: undefined })
      }
      return field.parse!(value)
    case 'object': {
      const record = (value ?? {}) as Record<string, unknown>
      for (const key of Object.keys(record)) {
        if (!(key in field.fields!)) throw new Error(`the editor cannot open a file with the key « ${key} »`)
      }
      return Object.fromEntries(Object.entries(field.fields!).map(([key, child]) => [key, parse(child, record[key], assets)]))
    }
    case 'array':
      return ((value ?? []) as unknown[]).map((item) => parse(field.element!, item, assets))
    default:
      throw new Error(`no field of kind ${field.kind} in a data file`)
  }
}

function serialize(field: Field, value: unknown, key?: string): unknown {
  switch (field.kind) {
    case 'form':
      // A photo is written under its field's name (`portrait.jpg`), as Keystatic names it in a singleton.
      return field.serialize!(value, { suggestedFilenamePrefix: key, slug: undefined }).value
    case 'object':
      return Object.fromEntries(
        Object.entries(field.fields!).flatMap(([childKey, child]) => {
          const serialized = serialize(child, (value as Record<string, unknown>)[childKey], childKey)
          return serialized === undefined ? [] : [[childKey, serialized]]
        }),
      )
    case 'array':
      return (value as unknown[]).map((item) => serialize(field.element!, item) ?? null)
    default:
      throw new Error(`no field of kind ${field.kind} in a data file`)
  }
}

/** The editor's fields of a file, kept by the file and the choices its values make (`keptBy`): building them labels every field. */
const keptFields = keptBy<Record<string, ComponentSchema>>(100)

/** The editor's fields of `file`, with the choices its own values make. */
function editorFieldsOf(file: ContentFile, data: unknown): Record<string, ComponentSchema> {
  const lists = { ...choiceLists({ [file]: data }), facts: {}, filled: null }
  return keptFields(`${file}\n${JSON.stringify(lists)}`, () => entryFields(file, lists))
}

/** The text the editor writes for `data` as content/`file`; `assets` reads her photos beside it. */
export function editorText(file: ContentFile, data: unknown, assets: AssetReader = projectAssets): string {
  const fields = editorFieldsOf(file, data)
  // The file as Keystatic's singleton holds it: an object field of its fields, with nothing else an object field may say.
  const root = { kind: 'object', fields } as Field
  return dump(serialize(root, parse(root, data, assets)))
}

/** What a save of content/`file`, opened and left unchanged in the editor, would write. */
export function editorResave(file: ContentFile, source: string, assets: AssetReader = projectAssets): string {
  return editorText(file, load(source), assets)
}
