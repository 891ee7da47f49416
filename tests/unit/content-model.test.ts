/**
 * One declaration per field: on a small schema of the test's own, a field
 * declared once with `field(…, meta)` is, with nothing else written, a
 * labelled field of the web editor that refuses what the build refuses, an
 * example the production build refuses with its stand-in, and a fact pages
 * can quote. The real schema's derived files (the virtual modules' types)
 * are what the schema writes.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { editorField, entryFields, problemOf, type EditorLists } from '../../src/admin/fields.tsx'
import { exampleRulesOf } from '../../src/content/examples.ts'
import { factFields, factFieldsOf, factTexts } from '../../src/content/facts.ts'
import { editorPath, field, fieldsOf, walkSchema } from '../../src/content/model.ts'
import { contentModuleTypes, typesFile } from '../../scripts/build/content/types.ts'

const noLists: EditorLists = { bookingServices: [], offers: [], chosen: { bookingServices: [], offers: [] }, facts: {}, filled: null }

/** A practice of two fields, the second added the way the guide says: one declaration. */
const practice = z.strictObject({
  city: field(z.string().min(1, { error: 'vide' }), { label: 'Ville', fact: { name: 'city' } }),
  parking: field(z.string().trim().min(1, { error: 'vide' }), {
    label: 'Stationnement',
    help: 'Où se garer pour une consultation au cabinet.',
    multiline: true,
    example: { values: ['Parking à préciser'], what: 'le stationnement' },
    fact: { name: 'parking', show: (text: string) => text.toUpperCase() },
  }),
  visits: field(z.array(z.strictObject({ day: field(z.string(), { label: 'Jour' }) })), {
    label: 'Visites',
    itemLabel: (visit) => String(visit.day ?? ''),
  }),
})

describe('a field declared once', () => {
  const root = walkSchema(practice)

  test('is a field of the tree with its kind, its place and its metadata, wrappers looked through', () => {
    expect(root.kind).toBe('group')
    const fields = fieldsOf(root).map(({ path, node }) => [path.join('.'), node.kind, node.meta?.label])
    expect(fields).toEqual([
      ['', 'group', undefined],
      ['city', 'text', 'Ville'],
      ['parking', 'text', 'Stationnement'],
      ['visits', 'list', 'Visites'],
      ['visits.*', 'group', undefined],
      ['visits.*.day', 'text', 'Jour'],
    ])
    const optional = walkSchema(z.strictObject({ note: field(z.string(), { label: 'Note' }).optional() }))
    expect(optional.kind === 'group' && optional.fields.note).toMatchObject({ kind: 'text', optional: true, meta: { label: 'Note' } })
  })

  test('is a field of the editor with its label and rules, named in the check’s messages as the editor does', () => {
    const parking = root.kind === 'group' ? root.fields.parking! : root
    const editor = editorField(parking, noLists) as { kind: string; label: string; validate: (value: string) => string; serialize: (value: string) => { value: unknown } }
    expect(editor).toMatchObject({ kind: 'form', label: 'Stationnement' })
    expect(() => editor.validate('   ')).toThrow()
    expect(editor.validate('Rue de la Gare')).toBe('Rue de la Gare')
    // An empty text is no line at all in the file, as Keystatic writes it.
    expect(editor.serialize('')).toEqual({ value: undefined })
    // A date: refused empty by the model's French words, not Keystatic's English ones.
    const dayNode = walkSchema(field(z.string().min(1, { error: 'Date manquante' }), { label: 'Date', input: 'date' }))
    const day = editorField(dayNode, noLists) as { validate: (value: string | null) => string | null }
    expect(() => day.validate(null)).toThrow(problemOf(dayNode, null, {}))
    expect(problemOf(dayNode, null, {})).toMatch(/^Cette valeur/)
    expect(day.validate('2026-12-03')).toBe('2026-12-03')
    // Items by their label.
    expect(editorPath('Fiche', root, ['visits', 1, 'day'], { visits: [{ day: 'lundi' }, { day: 'mardi' }] })).toBe('Fiche › Visites › « mardi » › Jour')
  })

  test('is an example where the schema says so', () => {
    expect(exampleRulesOf({ 'data/fiche.yaml': { schema: practice } })).toEqual([
      { file: 'data/fiche.yaml', path: ['parking'], values: ['Parking à préciser'], what: 'le stationnement' },
    ])
  })

  test('is a fact pages can quote, shown as declared', () => {
    const facts = factFieldsOf(practice)
    expect(facts.map((fact) => fact.name)).toEqual(['city', 'parking'])
    expect(factTexts({ city: 'Nantes', parking: 'rue de la gare' }, { trainingHours: '' }, facts)).toEqual({
      city: { text: 'Nantes' },
      parking: { text: 'RUE DE LA GARE' },
    })
  })
})

test('the editor runs the schema’s rules: one with no French explanation refuses in a general sentence', () => {
  const root = walkSchema(z.strictObject({ n: field(z.number().int({ error: 'not-explained' }), { label: 'N' }) }))
  const node = root.kind === 'group' ? root.fields.n! : root
  expect(problemOf(node, 1.5, {})).toBe('Cette valeur n’est pas acceptée par le site.')
  expect(problemOf(node, 2, {})).toBeUndefined()
})

test('the editor refuses a word written beside a fact that the fact already says, naming both places it may be', () => {
  const root = walkSchema(z.strictObject({ zone: field(z.string(), { label: 'Zone' }) }))
  const node = root.kind === 'group' ? root.fields.zone! : root
  // « 30 km »: a figure the site writes with its unit, which her field does not hold.
  expect(problemOf(node, 'Dans un rayon de {radius} km.', { radius: '30\u00a0km' })).toBe('On lirait «\u00a030\u00a0km km\u00a0»\u00a0: retirez «\u00a0km\u00a0» après {radius}.')
  // « sous 24 h »: her words, which the field holds as written.
  const delay = factFields.find((fact) => fact.name === 'responseDelay')!.label
  expect(problemOf(node, 'Réponse sous {responseDelay}.', { responseDelay: 'sous 24\u00a0h' })).toBe(
    `On lirait «\u00a0sous sous 24\u00a0h\u00a0»\u00a0: retirez «\u00a0sous\u00a0» avant {responseDelay}, ou au début de «\u00a0${delay}\u00a0» (Coordonnées du cabinet).`,
  )
  expect(problemOf(node, 'Dans un rayon de {radius}km.', { radius: '30\u00a0km' })).toMatch(/^On lirait «\u00a030\u00a0km km\u00a0»/)
  expect(problemOf(node, 'Dans un rayon de {radius}.', { radius: '30\u00a0km' })).toBeUndefined()
  // A unit in words: « 30 km kilomètres ».
  expect(problemOf(node, 'Dans un rayon de {radius} kilomètres.', { radius: '30\u00a0km' })).toMatch(/^On lirait «\u00a030\u00a0km kilomètres\u00a0»\u00a0: retirez «\u00a0kilomètres\u00a0» après \{radius\}/)
  // Words that only look alike are not words said twice: « kms », a word further away; nor a label before its value.
  expect(problemOf(node, 'À {radius} kms, {radius} environ km.', { radius: '30\u00a0km' })).toBeUndefined()
  expect(problemOf(node, 'Adresse : {insurerAddress}', { insurerAddress: 'Adresse de l’assureur' })).toBeUndefined()
})

test('the editor refuses a name in braces that nothing fills, with the one she meant: her facts and the variables the help names pass', () => {
  const root = walkSchema(
    z.strictObject({
      from: field(z.string(), { label: 'Prix le plus bas', help: '« dès 130 € » : {price} est le plus bas.' }),
      lines: field(z.array(field(z.string(), { label: 'Ligne' })), { label: 'Lignes', help: 'Une par ligne ; {count} est leur nombre.' }),
    }),
  )
  if (root.kind !== 'group' || root.fields.lines?.kind !== 'list') throw new Error('a group with a list')
  const from = root.fields.from!
  for (const text of ['dès {price}', 'À {city}, dès {price}.', 'Sans accolades.']) expect(problemOf(from, text, {}), text).toBeUndefined()
  expect(problemOf(from, 'À {ville}.', {})).toBe(
    '«\u00a0{ville}\u00a0» n’est remplacé par rien\u00a0: les visiteurs le liraient tel quel. Vouliez-vous écrire «\u00a0{city}\u00a0»\u202f? Sinon, écrivez une variable de ce texte («\u00a0{price}\u00a0»), une autre information des coordonnées du cabinet sous son nom, ou retirez les accolades.',
  )
  expect(problemOf(from, 'dès {prix}', {})).toMatch('Vouliez-vous écrire «\u00a0{price}\u00a0»')
  // Braces doubled: the fact is filled, the visitor would read the other pair.
  expect(problemOf(from, 'À {{city}}.', {})).toMatch(/^«\u00a0\{\{city\}\}\u00a0»\u00a0: une paire d’accolades de trop.*Écrivez «\u00a0\{city\}\u00a0», avec une seule paire d’accolades\./)
  // A list's item reads its list's help, at its field and in the item's « ⚠ » label.
  const lines = editorField(root.fields.lines, noLists) as { element: { validate: (value: string) => unknown }; itemLabel: (props: unknown) => string }
  expect(lines.element.validate('{count} lignes')).toBe('{count} lignes')
  expect(() => lines.element.validate('{conut} lignes')).toThrow(/«\u00a0\{conut\}\u00a0» n’est remplacé par rien.*Vouliez-vous écrire «\u00a0\{count\}\u00a0»/)
  expect(lines.itemLabel({ value: '{conut} lignes' })).toMatch(/^⚠ Nouvel élément — à corriger\u00a0: «\u00a0\{conut\}/)
})

test('her details hold her facts as written, not in braces; her e-mails\' names are the check\'s, which composes them', () => {
  type Form = { fields: Record<string, Form>; element?: Form; validate: (value: string) => unknown }
  const practice = entryFields('data/practice.yaml', noLists) as unknown as Record<string, Form>
  const booking = entryFields('data/booking.yaml', noLists) as unknown as Record<string, Form>
  const legalStatus = practice.legalStatus!
  expect(() => legalStatus.validate('EI à {city}')).toThrow(/^«\u00a0\{city\}\u00a0» n’est remplacé par rien dans vos coordonnées.*Écrivez la valeur elle-même/)
  // Without the table of the names the e-mails' composer fills (her content has a mistake), an e-mail's names are the
  // check's to tell; with it, tests/unit/check-data.test.ts.
  for (const text of ['Bonjour {parent},', 'Bonjour {parnet},']) expect(booking.confirmation!.fields.subject!.validate(text)).toBe(text)
  // booking.yaml's other texts are checked as any other.
  expect(() => booking.contactServices!.element!.fields.label!.validate('À {ville}')).toThrow(/Vouliez-vous écrire «\u00a0\{city\}\u00a0»/)
})

test('the types of the virtual content modules are those the schema writes (npm run typecheck rewrites them)', () => {
  expect(readFileSync(typesFile, 'utf8')).toBe(contentModuleTypes())
})
