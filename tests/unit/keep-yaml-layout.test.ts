/**
 * What a save from the web editor writes into a data file: the editor's own
 * YAML serializer knows no comments, so the dev server writes the saved
 * data into the file as it was (scripts/content/keep-yaml-layout.ts).
 * On a file of the tests' own, so her edits never change what is tested.
 */
import { describe, expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { keepYamlLayout, withoutEmptyFields } from '../../scripts/content/keep-yaml-layout.ts'

const file = `# Les offres. Chaque prix est en euros.
#   id     son identifiant

offers:
  # La première, mise en avant.
  - id: prenatale
    title: "Consultation prénatale : pour se préparer"
    text: Une phrase assez longue pour qu’un sérialiseur la plie à la quatre-vingtième colonne, comme le fait celui de l’éditeur.
    features:
      - Comprendre l’allaitement
    duration:
      from: 60
    prices:
      - amount: 70

  - id: pack
    title: Pack complet
    text: Un accompagnement.
    prices:
      - amount: 250
    priceNote: Payable en deux fois
`

/** The editor's way of writing: its own quotes, lines folded at 40 columns, no comments, every field. */
const asTheEditorWrites = (data: unknown) => stringify(data, { lineWidth: 40, defaultStringType: 'QUOTE_DOUBLE' })

type Offers = { offers: Record<string, unknown>[] }
const edited = (change: (data: Offers) => void) => {
  const data = parse(file) as Offers
  change(data)
  return asTheEditorWrites(data)
}

describe('a save from the editor', () => {
  test('that changes nothing leaves every byte of the file', () => {
    expect(asTheEditorWrites(parse(file))).not.toBe(file)
    expect(keepYamlLayout(file, asTheEditorWrites(parse(file)))).toBe(file)
  })

  test('that changes a price changes that line only, comments and folding kept', () => {
    const result = keepYamlLayout(file, edited((data) => ((data.offers[0]!.prices as { amount: number }[])[0]!.amount = 75)))
    expect(result).toBe(file.replace('- amount: 70', '- amount: 75'))
  })

  test('that writes the empty fields she left blank keeps them out of the file', () => {
    const saved = edited((data) => {
      const pack = data.offers[1]!
      Object.assign(pack, { features: [], appointments: null, duration: { from: null, to: null } })
      Object.assign(data.offers[0]!, { priceNote: '', duration: { from: 60, to: null } })
    })
    expect(keepYamlLayout(file, saved)).toBe(file)
  })

  test('that clears an optional field removes its line', () => {
    const result = keepYamlLayout(file, edited((data) => (data.offers[1]!.priceNote = '')))
    expect(result).toBe(file.replace('    priceNote: Payable en deux fois\n', ''))
  })

  test('that adds an item appends it, and one that removes an item takes it out', () => {
    const added = keepYamlLayout(file, edited((data) => data.offers.push({ id: 'atelier', title: 'Atelier', text: 'En groupe.', prices: [{ amount: 40 }] })))
    expect(added.startsWith(file)).toBe(true)
    expect(parse(added).offers.at(-1)).toEqual({ id: 'atelier', title: 'Atelier', text: 'En groupe.', prices: [{ amount: 40 }] })
    const removed = keepYamlLayout(file, edited((data) => data.offers.pop()))
    expect(parse(removed)).toEqual({ offers: [parse(file).offers[0]] })
    expect(removed).toContain('# La première, mise en avant.')
  })

  test('keeps a long sentence it changes on one line', () => {
    const sentence = 'Une autre phrase, assez longue elle aussi pour dépasser largement les quatre-vingts colonnes.'
    const result = keepYamlLayout(file, edited((data) => (data.offers[1]!.text = sentence)))
    expect(result).toContain(`    text: ${sentence}\n`)
  })
})

test('empty fields: absent before, they stay absent; present before and emptied, they go', () => {
  expect(withoutEmptyFields({ a: '', b: null, c: [], d: { e: null }, f: 'x' }, {})).toEqual({ f: 'x' })
  expect(withoutEmptyFields({ c: [], g: '' }, { c: ['y'], g: 'z' })).toEqual({ c: [] })
})
