/**
 * The web editor's fields, built from the content model (src/content/schema.ts)
 * by one walk of it (src/content/model.ts): a field's label, help and kind
 * come from its declaration, and its rules are the schema's own, run on each
 * value before a save, with her facts filled in; a text also may not repeat a
 * word its fact already says (« {radius} km »), nor hold a name in braces
 * nothing fills (src/content/slots.ts; in an e-mail's text, the names the
 * e-mails' composer fills there, found by composing them when the editor is
 * built). So the editor refuses at the field, in French, what a field's own
 * rules refuse. Three kinds of mistake pass a save. Two because a Keystatic
 * field knows only its own value: a rule between two fields of an item (a
 * period ending before it starts), marked « ⚠ » in its list; and a rule
 * between items or files (scripts/build/content/cross-rules.ts, the legal
 * pages' mentions), such as a fact written with a word its texts already say
 * (« sous 24 h »). The third, an emptied list,
 * because Keystatic's rule on a list's length speaks English, so it is not
 * used. The build's check refuses them on publication, in French, and the
 * live site stays as it was (content/README.md says so).
 *
 * Keystatic's own text and number fields validate in English and only what
 * their few options say (a length, a pattern): the texts and numbers here
 * are Keystatic form fields of our own (its documented `kind: 'form'` shape),
 * drawn with Keystatic's own UI library. Choices, days, groups and lists are
 * Keystatic's fields. A list marks each item that has a mistake (« ⚠ … ») in
 * its own label, since Keystatic closes an item's dialog without checking it.
 */
import { fields, type ComponentSchema, type FormFieldStoredValue } from '@keystatic/core'
import { VStack } from '@keystar/ui/layout'
import { Notice } from '@keystar/ui/notice'
import { NumberField } from '@keystar/ui/number-field'
import { TextArea, TextField } from '@keystar/ui/text-field'
import { Text } from '@keystar/ui/typography'
import { imageSize } from 'image-size'
import { useState, type ReactElement } from 'react'
import type { ChoiceLists } from '../content/choices.ts'
import { walkSchema, type ChoicesFrom, type FieldNode } from '../content/model.ts'
import { photoRules, photoWords, portraitRules, portraitWords } from '../content/photos.ts'
import { capitalized } from '../content/problems.ts'
import { contentFiles, explainIssue, type ContentFile } from '../content/schema.ts'
import { bracesOf, textVariables, unknownSlotText, unknownSlots, type Braces, type FilledNames } from '../content/slots.ts'
import { factFields, priceVariables, repeatedAtSlots } from '../content/facts.ts'
import { fill } from '../lib/format.ts'
import { frenchTypography } from '../lib/typography.ts'

/** What the editor's choices come from, read from the files as they are (`virtual:content/editor`, src/content/choices.ts). */
export interface EditorLists extends ChoiceLists {
  /** The practice's facts as pages show them, for a text's length with its « {radius} » filled. */
  facts: Readonly<Record<string, string>>
  /**
   * The names the e-mails' composer fills in each of her booking.yaml texts, by section and key, found by composing
   * them when the editor is built (scripts/build/content/unfilled-slots.ts); null while her content has a mistake:
   * the check then tells hers.
   */
  filled: FilledNames | null
}

/** A field's label and help as she reads them, typeset as the site's text is (no-break spaces before « : » and « ; », inside « »). */
const labelOf = (node: FieldNode): string => frenchTypography(node.meta?.label ?? '')
const helpOf = (node: FieldNode): string | undefined => node.meta?.help && frenchTypography(node.meta.help)

/* --------------------------------------------------------------- the rules */

/**
 * Which names in braces a text may hold: those of its entry's kind (`braces`), and the variables its help names, or
 * its list's. An e-mail text's (`'composed'`) are those its composer fills there (`filled`), of which the help's are
 * suggested; without them, its names are left to the check. A section of e-mail texts holds each one's, by key.
 */
interface TextSlots {
  braces: Braces
  named: readonly string[]
  filled?: readonly string[]
  section?: Readonly<Record<string, readonly string[]>>
}

function slotsOf(node: FieldNode, braces: Braces, list?: FieldNode, filled?: TextSlots['filled']): TextSlots {
  const named = textVariables(node, list)
  return { braces, named: filled ? named.filter((name) => filled.includes(name)) : named, filled }
}

/**
 * The French problem of one value of a text or number field, as the editor holds it ('' and null for empty); in
 * `slots`, the names in braces its text may hold.
 */
export function problemOf(node: FieldNode, value: unknown, facts: Readonly<Record<string, string>>, slots = slotsOf(node, 'facts')): string | undefined {
  const empty = value === '' || value === null || value === undefined
  if (empty && node.optional) return undefined
  const { braces } = slots
  const accepted = braces === 'composed' ? slots.filled : slots.named
  const [unknown] = typeof value === 'string' && accepted ? unknownSlots(value, accepted, braces) : []
  if (unknown) {
    const { message, fix } = unknownSlotText(unknown, slots.named, braces)
    return frenchTypography(`${capitalized(message)} ${capitalized(fix)}`)
  }
  const input = empty ? undefined : typeof value === 'string' && value.includes('{') ? fill(value, facts) : value
  const [repeated] = typeof value === 'string' ? repeatedAtSlots(value, { ...priceVariables, ...facts }) : []
  if (repeated) {
    const where = repeated.side === 'after' ? 'après' : 'avant'
    // The fact's field, when it holds the word as written (« sous 24 h »), not a figure the site writes with its unit (« 30 km »).
    const fact = factFields.find((each) => each.name === repeated.name && each.meta.show === undefined)
    return frenchTypography(
      `On lirait « ${repeated.reads} » : retirez « ${repeated.word} » ${where} {${repeated.name}}${fact ? `, ou ${repeated.side === 'after' ? 'à la fin' : 'au début'} de « ${fact.label} » (Coordonnées du cabinet)` : ''}.`,
    )
  }
  const result = node.schema.safeParse(input)
  if (result.success) return undefined
  const [issue] = result.error.issues
  return issue && frenchTypography(explainIssue(issue, input).editor)
}

/**
 * A value as the editor holds it, as it will be written: empty texts, numbers
 * and choices left out, as Keystatic leaves them out of the file. Figures in
 * braces are filled, as the build fills them before its rules.
 */
function storedValue(value: unknown, facts: Readonly<Record<string, string>>): unknown {
  if (value === '' || value === null || value === undefined) return undefined
  if (typeof value === 'string') return value.includes('{') ? fill(value, facts) : value
  if (Array.isArray(value)) return value.map((item) => storedValue(item, facts) ?? null)
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, child]) => {
        const stored = storedValue(child, facts)
        return stored === undefined ? [] : [[key, stored]]
      }),
    )
  }
  return value
}

/** Every problem under an item of a list, as the editor holds it, in field order; `slots` as for `problemOf`. */
export function problemsIn(node: FieldNode, value: unknown, facts: Readonly<Record<string, string>>, slots = slotsOf(node, 'facts')): string[] {
  switch (node.kind) {
    case 'text':
    case 'number': {
      const problem = problemOf(node, value, facts, slots)
      return problem ? [problem] : []
    }
    case 'group': {
      const record = (value ?? {}) as Record<string, unknown>
      const inside = Object.entries(node.fields).flatMap(([key, child]) => problemsIn(child, record[key], facts, slotsOf(child, slots.braces, undefined, slots.section?.[key])))
      if (inside.length > 0) return inside
      // The group's own rules (a period that ends before it starts), once each field is right.
      const result = node.schema.safeParse(storedValue(value ?? {}, facts))
      if (result.success) return []
      const [issue] = result.error.issues
      return issue ? [frenchTypography(explainIssue(issue, value).editor)] : []
    }
    case 'list':
      return Array.isArray(value) ? value.flatMap((item) => problemsIn(node.item, item, facts, slotsOf(node.item, slots.braces, node))) : []
    default:
      return []
  }
}

/** The values behind Keystatic's preview props (what `itemLabel` receives): `{ fields }`, `{ elements }` or `{ value }`. */
function previewValue(props: unknown): unknown {
  if (props === null || typeof props !== 'object') return props
  if ('fields' in props && props.fields && typeof props.fields === 'object') {
    return Object.fromEntries(Object.entries(props.fields as Record<string, unknown>).map(([key, child]) => [key, previewValue(child)]))
  }
  if ('elements' in props && Array.isArray(props.elements)) return props.elements.map(previewValue)
  if ('discriminant' in props) return undefined
  return 'value' in props ? props.value : undefined
}

/* ------------------------------------------------------------- the inputs */

interface TextOptions {
  label: string
  help: string | undefined
  multiline: boolean
  problem: (value: string) => string | undefined
  /** Marked as required beside its label (and to screen readers). */
  required?: boolean
}

interface InputProps<Value> {
  value: Value
  onChange(value: Value): void
  autoFocus: boolean
  forceValidation: boolean
}

/**
 * A text box whose French problem shows as soon as she has touched it, when a
 * save is refused, or at once when the file already holds a wrong value.
 */
function TextInput({ value, onChange, autoFocus, forceValidation, label, help, multiline, problem, required }: InputProps<string> & TextOptions) {
  const [touched, setTouched] = useState(false)
  const found = problem(value)
  const shown = forceValidation || touched || value !== '' ? found : undefined
  const Box = multiline ? TextArea : TextField
  return (
    <Box
      label={label}
      description={help}
      isRequired={required}
      value={value}
      autoFocus={autoFocus}
      onChange={(next: string) => {
        setTouched(true)
        onChange(next)
      }}
      onBlur={() => setTouched(true)}
      errorMessage={shown}
    />
  )
}

function NumberInput({ value, onChange, autoFocus, forceValidation, label, help, problem }: InputProps<number | null> & Omit<TextOptions, 'multiline' | 'problem'> & { problem: (value: number | null) => string | undefined }) {
  const [touched, setTouched] = useState(false)
  const found = problem(value)
  const shown = forceValidation || touched || value !== null ? found : undefined
  return (
    <NumberField
      label={label}
      description={help}
      value={value ?? undefined}
      autoFocus={autoFocus}
      onChange={(next: number) => {
        setTouched(true)
        onChange(Number.isNaN(next) ? null : next)
      }}
      onBlur={() => setTouched(true)}
      errorMessage={shown}
    />
  )
}

/* ------------------------------------------------------------- the fields */

/** A refused value: Keystatic keeps the save from happening, the field shows why. */
function refuse(problem: string | undefined): void {
  if (problem !== undefined) throw new Error(problem)
}

/**
 * A text the page editor checks (a button's address, a language's code, a section's name): Keystatic's own rule
 * would say « must not be empty », in English; this one says it in French, under the field, with `rule`'s word on a
 * value written. An optional one may stay empty.
 */
export function checkedText(label: string, help: string | undefined, { required = true, rule = () => undefined }: { required?: boolean; rule?: (value: string) => string | undefined } = {}): ComponentSchema {
  const base = fields.text({ label, description: help })
  const problem = (value: string) => (value.trim() === '' ? (required ? 'Écrivez ce texte\u00a0: il est obligatoire.' : undefined) : rule(value))
  return {
    ...base,
    Input: (props: InputProps<string>): ReactElement => <TextInput {...props} label={label} help={help} multiline={false} problem={problem} required={required} />,
    validate: (value: string) => {
      refuse(problem(value))
      return base.validate(value, undefined)
    },
  }
}

function textField(node: FieldNode, lists: EditorLists, slots: TextSlots): ComponentSchema {
  const label = labelOf(node)
  const problem = (value: string) => problemOf(node, value, lists.facts, slots)
  const parse = (value: unknown): string => {
    if (value === undefined || value === null) return ''
    // YAML reads a figure alone (« period: 2026 ») as a number: it is a text here, as for the build.
    if (typeof value === 'number') return String(value)
    if (typeof value === 'string') return value
    throw new Error(`«\u00a0${label}\u00a0» n’est pas un texte dans le fichier.`)
  }
  return {
    kind: 'form',
    label,
    Input: (props: InputProps<string>): ReactElement => (
      <TextInput {...props} label={label} help={helpOf(node)} multiline={node.meta?.multiline ?? false} problem={problem} />
    ),
    defaultValue: () => '',
    parse,
    serialize: (value: string) => ({ value: value === '' ? undefined : value }),
    validate: (value: string) => {
      refuse(problem(value))
      return value
    },
    reader: { parse },
  }
}

function numberField(node: FieldNode, lists: EditorLists): ComponentSchema {
  const label = labelOf(node)
  const problem = (value: number | null) => problemOf(node, value, lists.facts)
  const parse = (value: unknown): number | null => {
    if (typeof value === 'number') return value
    // A figure in quotes is still her figure; anything else opens empty, to be written again.
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
    return null
  }
  return {
    kind: 'form',
    label,
    Input: (props: InputProps<number | null>): ReactElement => <NumberInput {...props} label={label} help={helpOf(node)} problem={problem} />,
    defaultValue: () => null,
    parse,
    serialize: (value: number | null) => ({ value: value === null ? undefined : value }),
    validate: (value: number | null) => {
      refuse(problem(value))
      return value
    },
    reader: { parse },
  }
}

/** Where the editor writes her photos, and the address the site knows them by. */
const photoFolder = { directory: 'public/images', publicPath: '/images/' } as const

interface ImageValue {
  data: Uint8Array
  extension: string
  filename: string
}

/**
 * The build's rules for her photos (scripts/build/photos.ts), read from the
 * file's first bytes before anything is saved: a real JPEG, PNG or WebP (a
 * HEIC photo renamed .jpg is not), at least 640 × 800 for the portrait and
 * 1200 × 800 for an optional photo, once turned upright. An optional photo
 * may stay empty.
 */
export function photoProblem(value: ImageValue | null, kind: 'portrait' | 'optional' = 'portrait'): string | undefined {
  const problem = photoRuleBroken(value, kind)
  return problem && frenchTypography(problem)
}

function photoRuleBroken(value: ImageValue | null, kind: 'portrait' | 'optional'): string | undefined {
  if (value === null) return kind === 'portrait' ? 'Choisissez votre photo : le site a besoin d’un portrait.' : undefined
  let size: ReturnType<typeof imageSize>
  try {
    size = imageSize(value.data)
  } catch {
    return `${capitalized(portraitWords.unreadable)} ${capitalized(portraitWords.unreadableFix)}`
  }
  const type = size.type === 'jpg' ? 'jpeg' : size.type
  if (!portraitRules.formats.some((format) => format === type)) return `${capitalized(portraitWords.unreadable)} ${capitalized(portraitWords.unreadableFix)}`
  // A phone photo taken upright is often stored sideways, with an EXIF orientation (5 to 8) to turn it.
  const turned = (size.orientation ?? 1) >= 5
  const [width, height] = turned ? [size.height, size.width] : [size.width, size.height]
  const { minimumSize } = kind === 'portrait' ? portraitRules : photoRules
  const words = kind === 'portrait' ? portraitWords : photoWords
  if (width < minimumSize.width || height < minimumSize.height) return `${capitalized(words.tooSmall(width, height))} ${capitalized(words.tooSmallFix)}`
  return undefined
}

/** Keystatic's image field, in public/images/, with the build's rules and their French words under it. */
function imageField(node: FieldNode): ComponentSchema {
  const label = labelOf(node)
  const kind = node.optional ? 'optional' : 'portrait'
  // No Keystatic `isRequired`: its « is required » is English; the portrait's French refusal is photoProblem's.
  const base = fields.image({ label, description: helpOf(node), ...photoFolder })
  const BaseInput = base.Input
  return {
    ...base,
    Input: (props: InputProps<ImageValue | null>): ReactElement => {
      const problem = photoProblem(props.value, kind)
      return (
        <VStack gap="regular">
          <BaseInput {...props} />
          {problem && (props.forceValidation || props.value !== null) ? <Text color="critical">{problem}</Text> : null}
        </VStack>
      )
    },
    validate: (value: ImageValue | null) => {
      refuse(photoProblem(value, kind))
      return base.validate(value)
    },
  }
}

/**
 * A list to choose from, plus the values the files choose today that it lacks
 * (a renamed offer, a mistyped id): Keystatic opens a file only when each
 * chosen value is in its list, so she can open the file and choose a right
 * one. `npm run check` explains the wrong one.
 */
function withChosen(options: readonly { value: string; label: string }[], chosen: readonly string[]) {
  return [
    ...options,
    ...[...new Set(chosen)]
      .filter((value) => !options.some((option) => option.value === value))
      .map((value) => ({ value, label: `${value} (introuvable)` })),
  ]
}

function choiceField(node: FieldNode, options: readonly { value: string; label: string }[]): ComponentSchema {
  const label = labelOf(node)
  const description = helpOf(node)
  if (!node.optional) {
    // Keystatic refuses a select with nothing to choose (no booking option written yet): one empty choice keeps the file open.
    const choices = options.length > 0 ? options : [{ value: '', label: '—' }]
    return fields.select({ label, description, options: choices, defaultValue: choices[0]!.value })
  }
  // Keystatic's select always writes a value: « none » is ours, written as no line at all.
  const select = fields.select({ label, description, options: [{ value: '', label: '—' }, ...options], defaultValue: '' })
  return {
    ...select,
    parse: (value: FormFieldStoredValue) => (value === undefined ? '' : select.parse(value)),
    serialize: (value: string) => ({ value: value === '' ? undefined : value }),
  }
}

function optionsOf(node: FieldNode, lists: EditorLists): { value: string; label: string }[] {
  const from = node.meta?.choicesFrom
  if (from) return withChosen(lists[from], lists.chosen[from])
  const values = node.kind === 'choice' ? node.values : []
  return values.map((value) => ({ value, label: node.meta?.options?.[value] ?? value }))
}

/** The editor's field for one node of the model; `slots` as for `problemOf`. */
export function editorField(node: FieldNode, lists: EditorLists, slots = slotsOf(node, 'facts')): ComponentSchema {
  const label = labelOf(node)
  const description = helpOf(node)
  switch (node.kind) {
    case 'text':
      if (node.meta?.choicesFrom) return choiceField(node, optionsOf(node, lists))
      if (node.meta?.input === 'date') {
        // Keystatic's own « required » says « … is required », in English: the model's rule refuses an empty
        // date instead, in French, at the save and in the item's « ⚠ » label.
        const date = fields.date({ label, description })
        return {
          ...date,
          validate: (value: string | null) => {
            refuse(problemOf(node, value, lists.facts, slots))
            return date.validate(value)
          },
        }
      }
      if (node.meta?.input === 'image') return imageField(node)
      return textField(node, lists, slots)
    case 'number':
      return numberField(node, lists)
    case 'choice':
      return choiceField(node, optionsOf(node, lists))
    case 'flag':
      return fields.checkbox({ label, description })
    case 'group':
      return fields.object(
        Object.fromEntries(Object.entries(node.fields).map(([key, child]) => [key, editorField(child, lists, slotsOf(child, slots.braces, undefined, slots.section?.[key]))])),
        { label, description },
      )
    case 'list': {
      if (node.item.kind === 'choice') {
        return fields.multiselect({ label, description, options: optionsOf(node.item, lists) })
      }
      const item = node.item
      const name = node.meta?.itemLabel ?? (() => '')
      const nameOf = (from: ChoicesFrom, value: string) => lists[from].find((option) => option.value === value)?.label ?? value
      const itemSlots = slotsOf(item, slots.braces, node)
      return fields.array(editorField(item, lists, itemSlots), {
        label,
        description,
        itemLabel: (props: unknown) => {
          const value = previewValue(props)
          const shown = name(item.kind === 'group' ? (value as Record<string, unknown>) : { value }, nameOf) || 'Nouvel élément'
          const [problem] = problemsIn(item, value, lists.facts, itemSlots)
          return problem ? `⚠ ${shown} — à corriger\u00a0: ${problem}` : shown
        },
      })
    }
  }
}

/* ------------------------------------------------------------ an entry */

/**
 * Keystatic refuses a save with a mistake anywhere in the entry, but says so
 * only at the fields it shows: one inside a list's item stays hidden behind
 * the item, and the save would seem to do nothing. This field, first in each
 * data entry, holds no value and writes nothing; when a save is refused
 * (Keystatic's `forceValidation`), it says so at the top, in French, and
 * points to the marked items.
 */
const refusedSaveNotice: ComponentSchema = {
  kind: 'form',
  label: '',
  Input: ({ forceValidation }: InputProps<null>): ReactElement | null =>
    forceValidation ? (
      <Notice tone="critical">
        Rien n’a été enregistré&nbsp;: une valeur est à corriger. Elle est signalée sous son champ, ou par «&nbsp;⚠&nbsp;…&nbsp;—&nbsp;à corriger&nbsp;» dans sa liste&#8239;; corrigez-la, puis enregistrez de nouveau.
      </Notice>
    ) : null,
  defaultValue: () => null,
  parse: () => null,
  serialize: () => ({ value: undefined }),
  validate: (value: null) => value,
  reader: { parse: () => null },
}

/** The key of that field in each entry: never a key of a file (they are plain words). */
const refusedSaveKey = '__refused'

/** The fields of the editor's entry of `file`: the notice of a refused save, then the file's fields in the schema's order. */
export function entryFields(file: ContentFile, lists: EditorLists): Record<string, ComponentSchema> {
  const root = walkSchema(contentFiles[file].schema)
  if (root.kind !== 'group') throw new Error('a data file is a group of fields')
  return {
    [refusedSaveKey]: refusedSaveNotice,
    ...Object.fromEntries(
      Object.entries(root.fields).map(([key, node]) => {
        const braces = bracesOf(file, key)
        return [key, editorField(node, lists, { ...slotsOf(node, braces), section: braces === 'composed' ? lists.filled?.[key] : undefined })]
      }),
    ),
  }
}
