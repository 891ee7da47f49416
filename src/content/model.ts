/**
 * How a field of the consultant's data is declared, and the one walk of the
 * schema that everything else derives from.
 *
 * A field is declared once, in src/content/files/<file>.ts: its zod type and rules,
 * and here its metadata (a zod registry, zod 4's way of attaching data to a
 * schema): the French label and help the editor shows, the example value a
 * production build refuses (a test copy fills it from
 * tests/helpers/stand-ins.ts), the fact a page may quote. `walkSchema` reads both into a plain tree of
 * fields, which the web editor (src/admin/fields.tsx), the examples, the
 * facts, the check's field names and the virtual modules' types are built
 * from.
 *
 * Build-time and editor-time only: no visitor page imports it.
 */
import { z } from 'zod'

/** A value shipped in place of one of hers (her name, a sample testimonial…): listed by the check, refused in production. */
export interface ExampleMeta {
  /** The shipped value or values, exactly as written in the file. */
  values: readonly string[]
  /** What it is, as the subject of a French sentence: « le téléphone ». */
  what: string
  /** A sample of her words (a testimonial) rather than a fact: the check says it is not a real family's. */
  sample?: true
}

/** A fact of practice.yaml that pages quote, `<Fact of="radius" />`, and data texts quote, « {radius} ». */
export interface FactMeta {
  /** The name pages and texts use. */
  name: string
  /** How it reads in a sentence, from the field's value (and the interface's words). */
  show?: (value: never, ui: { trainingHours: string }) => string
  /** A fact that is also a link where a page quotes it. */
  link?: 'tel' | 'mailto' | 'web'
  /**
   * The pages the law asks to quote it: her legal notice (her page with `kind: legal` and no role), her conditions
   * of sale and her privacy policy (by their role). `npm run check` names it when one of them does not.
   */
  quotedOn?: readonly ('legal' | 'terms' | 'privacy')[]
  /** Asked of her conditions of sale only while she sells them: her formulas (offers of the group « packages »), her gift cards. */
  onlyIfSold?: 'packages' | 'giftCards'
  /** What it is, as a French noun phrase, where the field has no example that says it, or says it otherwise here (« votre statut juridique »). */
  what?: string
}

/** Where the editor finds the values a field may choose, when they come from another file. */
export type ChoicesFrom = 'bookingServices' | 'offers'

export interface FieldMeta {
  /** Its name in the web editor, and in the check's messages. */
  label: string
  /** The editor's help under the field: what it is, where it shows, how to write it. */
  help?: string
  /** A paragraph rather than a line. */
  multiline?: boolean
  example?: ExampleMeta
  fact?: FactMeta
  /** The French name of each value of a choice. */
  options?: Readonly<Record<string, string>>
  /** A text whose value is one of another file's (an offer's booking option, a gift card's offers). */
  choicesFrom?: ChoicesFrom
  /** How the editor shows the field: a calendar for a day, a file picker for a photo of public/images/. */
  input?: 'date' | 'image'
  /** A component prop's text checked beyond its type: a page of the site, a section of the page, an id, a fact of practice.yaml. */
  kind?: 'path' | 'anchor' | 'id' | 'fact'
  /**
   * How the editor names each item of a list, from the item's values;
   * `nameOf` gives the name of a value taken from another file (an offer's
   * title for its id), or the value itself where no list is at hand.
   */
  itemLabel?: (item: Readonly<Record<string, unknown>>, nameOf: (from: ChoicesFrom, value: string) => string) => string
}

/** The metadata of every field of her data files and every prop of the page components: one registry. */
export const fieldMeta = z.registry<FieldMeta>()

/** A name the site writes into addresses and ids: lowercase letters without accents, digits, single hyphens (« consultation-prenatale »). */
export const namePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * A heading's id, from its words: lower case, no accents, words joined by
 * hyphens (« Qui traite vos données ? » → « qui-traite-vos-donnees »), so
 * an address reads like the section. Home-made, in a few lines:
 * github-slugger, the common one, keeps accents, and an address with « é »
 * is harder to type and to read aloud.
 */
export function sectionId(text: string): string {
  const id = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return id || 'section'
}

/** Declares a field (or a component's prop): its schema and its metadata, in one place. */
export function field<Schema extends z.ZodType>(schema: Schema, meta: FieldMeta): Schema {
  // A schema object built once and reused (a helper's result) would share its metadata:
  // each declaration registers its own copy.
  const own = schema.clone() as Schema
  fieldMeta.add(own, meta)
  return own
}

/* -------------------------------------------------------------------- walk */

interface NodeBase {
  meta: FieldMeta | undefined
  /** The field may be absent (or empty, in the editor). */
  optional: boolean
  /** The whole schema of the field, wrappers included: what a value of it must pass. */
  schema: z.ZodType
}

export interface TextNode extends NodeBase {
  kind: 'text'
}
export interface NumberNode extends NodeBase {
  kind: 'number'
  min?: number
  max?: number
}
export interface ChoiceNode extends NodeBase {
  kind: 'choice'
  values: readonly string[]
}
export interface FlagNode extends NodeBase {
  kind: 'flag'
}
export interface GroupNode extends NodeBase {
  kind: 'group'
  fields: Readonly<Record<string, FieldNode>>
}
export interface ListNode extends NodeBase {
  kind: 'list'
  item: FieldNode
}

export type FieldNode = TextNode | NumberNode | ChoiceNode | FlagNode | GroupNode | ListNode

type AnyDef = {
  type: string
  innerType?: z.core.$ZodType
  in?: z.core.$ZodType
  out?: z.core.$ZodType
  shape?: Record<string, z.core.$ZodType>
  element?: z.core.$ZodType
  entries?: Record<string, string>
  options?: z.core.$ZodType[]
  values?: unknown[]
}
// Zod 4 types each kind's definition apart; the walker reads the fields any of them may have, hence one loose type.
const defOf = (schema: z.core.$ZodType): AnyDef => schema._zod.def as unknown as AnyDef

/**
 * The schema's fields as a tree: each field's kind (text, number, choice,
 * yes/no, group, list), whether it may be left out, and its metadata. Zod's
 * wrappers (optional, default, the typography's transform, preprocessing)
 * are looked through; metadata registered on any of them counts, the
 * outermost winning. Walked once per schema: the schemas and their metadata are
 * made when their modules load, and nothing changes a tree once made.
 */
export function walkSchema(schema: z.core.$ZodType): FieldNode {
  let node = walked.get(schema)
  if (!node) walked.set(schema, (node = walk(schema)))
  return node
}

const walked = new WeakMap<z.core.$ZodType, FieldNode>()

function walk(schema: z.core.$ZodType): FieldNode {
  const whole = schema as z.ZodType
  let current: z.core.$ZodType = schema
  let optional = false
  let meta: FieldMeta | undefined
  const collect = (layer: z.core.$ZodType) => {
    const found = fieldMeta.get(layer as z.ZodType)
    if (found) meta = { ...found, ...meta }
  }
  for (;;) {
    collect(current)
    const def = defOf(current)
    if ((def.type === 'optional' || def.type === 'default') && def.innerType) {
      optional = true
      current = def.innerType
    } else if (def.type === 'pipe' && def.in && def.out) {
      // A transform after the value (typography) or before it (preprocessing): the value is the other side.
      current = defOf(def.in).type === 'transform' ? def.out : def.in
    } else {
      break
    }
  }
  const base = { meta, optional, schema: whole }
  const def = defOf(current)
  switch (def.type) {
    case 'string':
      return { kind: 'text', ...base }
    case 'number':
      // Its rules (whole, positive…) are the schema's: the editor runs it on each value.
      return { kind: 'number', ...base }
    case 'union': {
      // A choice among numbers (a rating from 1 to 5) is a number with its bounds.
      const literals = (def.options ?? []).flatMap((option) => defOf(option).values ?? [])
      if (literals.length > 0 && literals.every((value) => typeof value === 'number')) {
        const numbers = literals as number[]
        return { kind: 'number', ...base, min: Math.min(...numbers), max: Math.max(...numbers) }
      }
      throw new Error(`walkSchema: unions other than of numbers are not supported (${meta?.label ?? 'unnamed field'})`)
    }
    case 'enum':
      return { kind: 'choice', ...base, values: Object.values(def.entries ?? {}) }
    case 'boolean':
      return { kind: 'flag', ...base }
    case 'object':
      return {
        kind: 'group',
        ...base,
        fields: Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, child]) => [key, walkSchema(child)])),
      }
    case 'array':
      return { kind: 'list', ...base, item: walkSchema(def.element!) }
    default:
      throw new Error(`walkSchema: a field of type « ${def.type} » is not supported (${meta?.label ?? 'unnamed field'})`)
  }
}

/** A place in a file: keys, and `'*'` for every item of a list. */
export type FieldPath = readonly (string | '*')[]

/** Every field of a tree with its place, depth first, in declaration order. */
export function fieldsOf(node: FieldNode, path: FieldPath = []): { path: FieldPath; node: FieldNode }[] {
  const here = [{ path, node }]
  if (node.kind === 'group') return [...here, ...Object.entries(node.fields).flatMap(([key, child]) => fieldsOf(child, [...path, key]))]
  if (node.kind === 'list') return [...here, ...fieldsOf(node.item, [...path, '*'])]
  return here
}

/** The node at a concrete path (list indexes standing for `'*'`), or undefined. */
export function nodeAt(node: FieldNode, path: readonly PropertyKey[]): FieldNode | undefined {
  let current: FieldNode | undefined = node
  for (const step of path) {
    if (current?.kind === 'group') current = current.fields[String(step)]
    else if (current?.kind === 'list') current = current.item
    else return undefined
  }
  return current
}

/**
 * How the editor names the field at `path` of a file: « Tarifs et
 * consultations › Offres › « <l’offre> · 130 € ou 150 € » › Prix ›
 * Montant (€) ». The check's messages quote it, so that she finds in the
 * editor the field a message is about. `data` is the file's data, to name
 * each item as the editor's list does.
 */
export function editorPath(fileLabel: string, root: FieldNode, path: readonly PropertyKey[], data?: unknown): string {
  const names = [fileLabel]
  let current: FieldNode | undefined = root
  let value: unknown = data
  for (const step of path) {
    const list: FieldNode | undefined = current
    if (current?.kind === 'group') current = current.fields[String(step)]
    else if (current?.kind === 'list') current = current.item
    else break
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[step] : undefined
    if (typeof step === 'string') {
      const label = current?.meta?.label
      // A file holding one list under the same name (« Témoignages »): said once.
      if (label && label !== names[names.length - 1]) names.push(label)
    } else if (list?.kind === 'list' && list.meta?.itemLabel && value !== undefined) {
      const item = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value }
      const name = list.meta.itemLabel(item, (_, id) => id)
      if (name) names.push(`« ${name} »`)
    }
  }
  return names.join(' › ')
}
