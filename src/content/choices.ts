/**
 * The editor's choice lists, derived from the model: a field declared with
 * `choicesFrom` (a gift card's offers, an offer's booking option) offers the
 * values of the list its source names, and every value the files choose
 * today, known or not, so a file with a mistyped one still opens to be
 * mended. Read from the files as they are, leniently: the dev server and the
 * deployed editor (scripts/build/vite-content.ts) and the editor's bytes
 * computed in Node (scripts/build/content/keystatic-yaml.ts) all call this.
 */
import { fieldsOf, walkSchema, type ChoicesFrom, type FieldPath } from './model.ts'
import { contentFileNames, contentFiles, type ContentFile } from './schema.ts'

/** Where each source of choices lives: the list of a data file, its items' value and the name shown for it. */
const choiceSources = {
  offers: { file: 'data/offers.yaml', list: 'offers', value: 'id', label: 'title' },
  bookingServices: { file: 'data/booking.yaml', list: 'bookingServices', value: 'value', label: 'label' },
} as const satisfies Record<ChoicesFrom, { file: ContentFile; list: string; value: string; label: string }>

export type ChoiceOption = { value: string; label: string }

export interface ChoiceLists {
  bookingServices: readonly ChoiceOption[]
  offers: readonly ChoiceOption[]
  /** The values the files choose today, known or not. */
  chosen: Readonly<Record<ChoicesFrom, readonly string[]>>
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The values at a place of a file's data, `'*'` standing for each item of a list. */
function valuesAt(data: unknown, path: FieldPath): unknown[] {
  if (path.length === 0) return [data]
  const [head, ...rest] = path
  if (head === '*') return Array.isArray(data) ? data.flatMap((item) => valuesAt(item, rest)) : []
  return isRecord(data) ? valuesAt(data[head!], rest) : []
}

/** The fields of each file that choose from a source, by their place. */
const choosingFields = contentFileNames.flatMap((file) =>
  fieldsOf(walkSchema(contentFiles[file].schema)).flatMap(({ path, node }) => (node.meta?.choicesFrom ? [{ file, path, from: node.meta.choicesFrom }] : [])),
)

/** The choice lists, from the files' data as read (a file missing or unreadable reads as undefined). */
export function choiceLists(data: Partial<Record<ContentFile, unknown>>): ChoiceLists {
  const optionsOf = (from: ChoicesFrom): ChoiceOption[] => {
    const source = choiceSources[from]
    const list = isRecord(data[source.file]) ? (data[source.file] as Record<string, unknown>)[source.list] : undefined
    return (Array.isArray(list) ? list : []).filter(isRecord).flatMap((item) => {
      const value = item[source.value]
      const label = item[source.label]
      return typeof value === 'string' && value !== '' ? [{ value, label: typeof label === 'string' ? label : '' }] : []
    })
  }
  const chosen = (from: ChoicesFrom) =>
    choosingFields
      .filter((each) => each.from === from)
      .flatMap(({ file, path }) => valuesAt(data[file], path).flatMap((value) => (Array.isArray(value) ? value : [value])))
      .filter((value): value is string => typeof value === 'string' && value !== '')
  return {
    bookingServices: optionsOf('bookingServices'),
    offers: optionsOf('offers'),
    chosen: { bookingServices: chosen('bookingServices'), offers: chosen('offers') },
  }
}
