/**
 * The facts of practice.yaml that pages quote (`<Fact of="radius" />`) and
 * data texts quote (`{radius}`), each written once as the site shows it:
 * « 30 km », « 24 h », « 202 heures ». Which fields are facts, under which
 * name and how each reads, is declared with the field in
 * src/content/files/practice.ts; this module only reads those declarations.
 *
 * Build-time and editor-time: the pages get the texts written in place at
 * build (scripts/build/mdx/remark-facts.ts, through the content plugin's
 * `api.facts()`), the editor from `virtual:content/editor` (`facts`).
 */
import { phoneHref } from '../lib/format.ts'
import type { z } from 'zod'
import { fieldsOf, walkSchema, type FactMeta, type FieldPath } from './model.ts'
import { practiceSchema } from './schema.ts'

interface FactField {
  name: string
  label: string
  /** What it is, as a French noun phrase: « le nom de l’hébergeur ». */
  what: string
  path: FieldPath
  meta: FactMeta
}

/** The fields of a schema declared as facts, in the schema's order. */
export function factFieldsOf(schema: z.ZodType): FactField[] {
  return fieldsOf(walkSchema(schema)).flatMap(({ path, node }) =>
    node.meta?.fact
      ? [{ name: node.meta.fact.name, label: node.meta.label, what: node.meta.fact.what ?? node.meta.example?.what ?? `« ${node.meta.label} »`, path, meta: node.meta.fact }]
      : [],
  )
}

export const factFields: readonly FactField[] = factFieldsOf(practiceSchema)

export const factNames: readonly string[] = factFields.map((fact) => fact.name)

/** A fact as a page shows it: its text, and where it leads when it is a link. */
export interface FactText {
  text: string
  href?: string
}

function valueAt(practice: object, path: FieldPath): unknown {
  return path.reduce<unknown>((value, step) => (value as Record<string, unknown> | undefined)?.[step], practice)
}

const hrefs: Record<NonNullable<FactMeta['link']>, (value: string) => string> = {
  tel: phoneHref,
  mailto: (email) => `mailto:${email}`,
  web: (url) => url,
}

/** Every fact of `practice`, by name, as its words alone: a text's length with « {radius} » filled, the e-mails' form. */
export const factWords = (practice: object, words: { trainingHours: string }): Record<string, string> =>
  Object.fromEntries(Object.entries(factTexts(practice, words)).map(([name, fact]) => [name, fact.text]))

/** Every fact of `practice`, by name, as the site shows it; `words` are the interface's (ui.yaml). */
export function factTexts(practice: object, words: { trainingHours: string }, fields: readonly FactField[] = factFields): Record<string, FactText> {
  return Object.fromEntries(
    fields.map(({ name, path, meta }) => {
      const value = valueAt(practice, path)
      // Each field's `show` takes that field's value, which the schema has checked: the registry's one type cannot say which.
      const text = meta.show ? meta.show(value as never, words) : String(value)
      return [name, meta.link ? { text, href: hrefs[meta.link](String(value)) } : { text }]
    }),
  )
}

/** A word written around a « {…} » that its value already has: « {radius} km », radius written « 30 km ». */
export interface RepeatedWord {
  name: string
  word: string
  /** Where the text has the word: just before the slot, or just after. */
  side: 'before' | 'after'
  /** How a reader would read it: « 30 km km ». */
  reads: string
}

/** A unit as a value writes it, by the words a text may write it in: « 30 km kilomètres » is a word said twice. */
const units: Readonly<Record<string, string>> = { kilomètre: 'km', kilomètres: 'km', euro: '€', euros: '€', heure: 'h', heures: 'h', minute: 'min', minutes: 'min' }

/** The words of a text, as compared: without punctuation around them (« € » and « % » are words), in lower case, a unit as its sign. */
const wordsOf = (text: string) =>
  text
    .split(/[\s\u00a0\u202f]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}€%]+|[^\p{L}\p{N}€%]+$/gu, '').toLocaleLowerCase('fr'))
    .filter((word) => word !== '')
    .map((word) => units[word] ?? word)

/**
 * The variables the site writes as a price (« 130 € »), as a reader would read them beside her words: « dès {price} € »
 * and « Consultation dès <PriceFrom /> € » read « 130 € € ». Their figure is not known here, only that they end so.
 */
export const priceVariables: Readonly<Record<string, string>> = { price: '… €', min: '… €', max: '… €', priceFrom: '… €' }

/** A value ending with an abbreviation: « etc. », « Inc. », « S.A. ». */
const abbreviation = /(?:\b(?:etc|Inc|Ltd|Co|Corp|art|cf)\.|(?:\b\p{L}\.){2,})$/u

/**
 * Each word of `template` beside a slot, only spaces (or none) between, that the slot's value starts or ends with:
 * a reader would read it twice. A sign between them makes a label (« Adresse : {address} »), not a word said twice.
 * A value's final period where the text goes on after the slot (« {paymentDue}, par … », « {paymentDue}. Moyens »)
 * is its `word` « . »: « consultation., par ». Not an abbreviation's (« etc. », « Netlify, Inc. »), which a comma may follow.
 */
export function repeatedAtSlots(template: string, values: Readonly<Record<string, string>>): RepeatedWord[] {
  return [...template.matchAll(/\{(\w+)\}/g)].flatMap((match) => {
    const name = match[1]!
    const value = values[name]
    if (value === undefined) return []
    const inValue = wordsOf(value)
    const rest = template.slice(match.index + match[0].length)
    const beforeWritten = /([\p{L}\p{N}€%][\p{L}\p{N}’'-]*)[\s\u00a0\u202f]*$/u.exec(template.slice(0, match.index))?.[1] ?? ''
    const afterWritten = /^[\s\u00a0\u202f]*([\p{L}\p{N}€%][\p{L}\p{N}’'-]*)/u.exec(rest)?.[1] ?? ''
    const before = wordsOf(beforeWritten).at(-1)
    const after = wordsOf(afterWritten)[0]
    // What follows the slot up to its next word, when the sentence goes on: a sign (and the word after it), or a word in lower case.
    const goesOn = /^[\s\u00a0\u202f]*[.,;:)](?:[^\p{L}\p{N}{\n]*\p{L}[\p{L}’'-]*)?|^[\s\u00a0\u202f]+\p{Ll}[\p{L}’'-]*/u.exec(rest)
    const period = /[^.]\.$/.test(value) && !abbreviation.test(value) && goesOn !== null
    return [
      ...(before !== undefined && before === inValue[0] ? [{ name, word: beforeWritten, side: 'before' as const, reads: `${beforeWritten} ${value}` }] : []),
      ...(after !== undefined && after === inValue.at(-1) ? [{ name, word: afterWritten, side: 'after' as const, reads: `${value} ${afterWritten}` }] : []),
      ...(period ? [{ name, word: '.', side: 'after' as const, reads: `${value.split(/[\s\u00a0\u202f]/).at(-1)}${goesOn![0]}` }] : []),
    ]
  })
}

/**
 * How a word written in a fact and around its slots is told at the fact: the word she added at its start or end, or
 * its final period where the sentence goes on. `texts` counts the texts that say it (« 2 textes écrivent »), `slot`
 * names it as they write it.
 */
export function toldAtFact({ word, side, reads }: RepeatedWord, texts: readonly [one: string, many: string], count: number, slot: string) {
  const who = count > 1 ? `${count} ${texts[1]}` : texts[0]
  if (word === '.') {
    return {
      title: 'Point en trop' as const,
      // « consultation.. Moyens »: the text's own period after the fact's; else the sentence goes on.
      message: `cette valeur finit par un point, et ${who} ${reads.includes('..') ? `${count > 1 ? 'mettent' : 'met'} son propre point` : `${count > 1 ? 'continuent' : 'continue'} la phrase`} après ${slot} : on y lirait « ${reads} ».`,
      fix: 'retirez le point à la fin de cette valeur.',
    }
  }
  return {
    title: 'Mot en double' as const,
    message: `${who} ${count > 1 ? 'écrivent' : 'écrit'} déjà « ${word} » ${side === 'after' ? 'après' : 'avant'} ${slot} : on y lirait « ${reads} ».`,
    fix: `retirez « ${word} » ${side === 'after' ? 'de la fin' : 'du début'} de cette valeur.`,
  }
}
