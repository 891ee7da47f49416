/**
 * What the web editor writes: data files stored in the editor's own bytes
 * change, on a save, only where she changed them, in `npm run dev` as on the
 * live site where the browser commits the bytes itself
 * (scripts/build/content/keystatic-yaml.ts computes them as the editor does;
 * tests/e2e/editor.spec.ts holds it to the real editor). Proven on the tests'
 * own content, written in those bytes as the site ships hers
 * (tests/helpers/minimal-content.ts): opened and saved again, every file
 * keeps them; a file she edits by hand is taken up again by the editor's next
 * save.
 * And the editor refuses, at the field and in French, what the build refuses.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, test } from 'vitest'
import { editorResave, editorText } from '../../scripts/build/content/keystatic-yaml.ts'
import { problemOf, problemsIn } from '../../src/admin/fields.tsx'
import { nodeAt, walkSchema, type FieldNode } from '../../src/content/model.ts'
import { contentFileNames, contentFiles, maxDescription, type ContentFile } from '../../src/content/schema.ts'
import { changedLines } from '../helpers/editor.ts'
import { fixtureAssets, fixtureContent } from '../helpers/content-copy.ts'

const files = contentFileNames
const source = (file: ContentFile) => readFileSync(join(fixtureContent, file), 'utf8')

describe('every data file is stored as the editor writes it', () => {
  test.each(files)('content/%s: opened and saved unchanged, not one byte changes', (file) => {
    expect(editorResave(file, source(file), fixtureAssets)).toBe(source(file))
  })

  test('a file with nothing to choose from yet (no offer, no gift card) opens and saves unchanged', () => {
    const empty = 'offers: []\nfootnotes: []\nnotes: []\ngiftCards: []\n'
    expect(editorResave('data/offers.yaml', empty, fixtureAssets)).toBe(empty)
  })

  test('one price changed is one line changed', () => {
    const data = load(source('data/offers.yaml')) as { offers: { prices: { amount: number }[] }[] }
    const price = data.offers[0]!.prices[0]!
    const before = price.amount
    price.amount = before + 5
    expect(changedLines(source('data/offers.yaml'), editorText('data/offers.yaml', data))).toEqual({
      removed: [`      - amount: ${before}`],
      added: [`      - amount: ${before + 5}`],
    })
  })
})

/** The node of a field of a data file, by its place (`0` for an item). */
const nodeOf = (file: ContentFile, ...path: (string | number)[]): FieldNode => {
  const node = nodeAt(walkSchema(contentFiles[file].schema), path)
  if (!node) throw new Error(`no field at ${path.join('.')}`)
  return node
}

describe('the editor refuses what the build refuses, in French, at the field', () => {
  test('a page description longer than search engines show', () => {
    const description = nodeOf('pages.yaml', 'pages', 0, 'description')
    expect(problemOf(description, 'x'.repeat(maxDescription), {})).toBeUndefined()
    expect(problemOf(description, 'x'.repeat(maxDescription + 1), {})).toMatch(/^Raccourcissez-la à 160 caractères/)
    // Counted with its figures filled, as the build counts it.
    const almost = `${'x'.repeat(maxDescription - 4)}{city}`
    expect(problemOf(description, almost, { city: 'Lyon' })).toBeUndefined()
    expect(problemOf(description, almost, { city: 'Villeneuve' })).toBeDefined()
  })

  test('her phone as the call buttons would dial it, her SIRET\'s 14 digits, a testimonial dated before its consultation or ahead, or between the quotes the site adds, a photo described by its file name', () => {
    const phone = nodeOf('data/practice.yaml', 'phone')
    expect(problemOf(phone, '06 12 34 56 7', {})).toMatch(/^Écrivez les 10 chiffres/)
    expect(problemOf(phone, 'O6 12 34 56 78', {})).toBeDefined()
    for (const whole of ['06 12 34 56 78', '+33 (0)6 12 34 56 78', '0033 6 12 34 56 78']) expect(problemOf(phone, whole, {}), whole).toBeUndefined()
    const email = nodeOf('data/practice.yaml', 'email')
    expect(problemOf(email, 'marie@exemple.fr.', {})).toMatch(/^Retirez le point à la fin/)
    expect(problemOf(email, 'marie@exemple', {})).toMatch(/^Une adresse complète/)
    const siret = nodeOf('data/practice.yaml', 'siret')
    expect(problemOf(siret, '123 456 789 0001', {})).toMatch(/14 chiffres/)
    expect(problemOf(siret, '123 456 782 00010', {})).toBeUndefined()
    // One digit copied wrong: 14 digits whose key does not hold. La Poste's establishments have a key of their own.
    expect(problemOf(siret, '123 456 782 00011', {})).toMatch(/SIRET n’existe pas.*un chiffre a sans doute été mal recopié/)
    expect(problemOf(siret, '356 000 000 00056', {})).toBeUndefined()
    const testimonial = nodeOf('data/testimonials.yaml', 'testimonials', 0)
    const given = { name: 'Zoé', babyLine: 'maman de Lou', text: 'Merci.', consultationDate: '2026-11-02', rating: 5 }
    expect(problemsIn(testimonial, { ...given, date: '2026-11-20' }, {})).toEqual([])
    expect(problemsIn(testimonial, { ...given, date: '2026-10-20' }, {})).toEqual([expect.stringMatching(/pas avant la consultation/)])
    expect(problemsIn(testimonial, { ...given, date: '2999-01-01' }, {})).toEqual([expect.stringMatching(/ni après aujourd’hui/)])
    // A photo's description that is its file's name, refused at the field as the build refuses it.
    expect(problemOf(nodeOf('data/photos.yaml', 'visitAlt'), 'IMG_2034.jpg', {})).toMatch(/^Dites en une phrase ce que montre la photo, pas le nom de son fichier/)
    expect(problemOf(nodeOf('data/photos.yaml', 'visitAlt'), 'Une consultation à domicile.', {})).toBeUndefined()
    // A consultation dated ahead: told at its own field, not at the testimonial's date.
    expect(problemsIn(testimonial, { ...given, consultationDate: '2999-01-01', date: '2999-01-02' }, {})).toEqual([expect.stringMatching(/^Le jour de la consultation dont parle la famille\s: pas après aujourd’hui/)])
    // Her quotes around the words, which the site adds: refused at the field, in any of their three forms.
    for (const quoted of ['« Merci pour tout. »', '"Merci pour tout."', '“Merci pour tout.”']) {
      expect(problemsIn(testimonial, { ...given, text: quoted, date: '2026-11-20' }, {}), quoted).toEqual([expect.stringMatching(/^Retirez les guillemets au début et à la fin/)])
    }
    expect(problemsIn(testimonial, { ...given, text: '« Respirez », m’a-t-elle dit. Et ça a marché, « vraiment ».', date: '2026-11-20' }, {})).toEqual([])
    for (const signed of ['Merci ! Léa, lea.martin@orange.fr', 'Merci ! Léa, 06 71 22 33 44']) {
      expect(problemsIn(testimonial, { ...given, text: signed, date: '2026-11-20' }, {})).toEqual([expect.stringMatching(/^Retirez l’adresse e-mail ou le numéro de téléphone/)])
    }
  })

  test('a text without a variable it is for, or a price’s euro sign twice: a gift card’s price range, the confirmation’s time', () => {
    const range = nodeOf('data/ui.yaml', 'offers', 'priceFrom')
    expect(problemOf(range, 'de {max} à {max}', {})).toMatch(/^Gardez \{min\} et \{max\} dans ce texte.: sans l’une d’elles, la carte cadeau afficherait d’autres prix/)
    expect(problemOf(range, 'entre {min} et {max}', {})).toBeUndefined()
    // Nor with a euro sign of its own after a price the site writes with one: « dès 130 € € ».
    const lowest = nodeOf('data/ui.yaml', 'offers', 'lowestPrice')
    expect(problemOf(lowest, 'dès {price} €', {})).toMatch(/^On lirait «\s…\s€\s€\s»\s: retirez «\s€\s» après \{price\}/)
    expect(problemOf(lowest, 'dès {price}', {})).toBeUndefined()
    const confirmation = nodeOf('data/booking.yaml', 'confirmation', 'text')
    expect(problemOf(confirmation, 'Rendez-vous le {date}, {place} : {offer}.', {})).toMatch(/^Gardez \{date\}, \{time\}, \{place\} et \{offer\}/)
    expect(problemOf(confirmation, 'Rendez-vous le {date} à {time}, {place} : {offer}.', {})).toBeUndefined()
  })

  test('numbers in another unit: a radius in metres, a duration in hours', () => {
    const radius = nodeOf('data/practice.yaml', 'travelRadiusKm')
    expect(problemOf(radius, 30000, {})).toMatch(/^Un nombre de kilomètres, 200.au plus.: 30\.$/)
    expect(problemOf(radius, 200, {})).toBeUndefined()
    const duration = nodeOf('data/offers.yaml', 'offers', 0, 'duration', 'from')
    expect(problemOf(duration, 1, {})).toMatch(/^En minutes.: 60.pour 1.h/)
    expect(problemOf(duration, 10, {})).toBeUndefined()
    expect(problemOf(duration, 900, {})).toMatch(/^En minutes, 480.au plus/)
    expect(problemOf(duration, 480, {})).toBeUndefined()
  })

  test('the information before the contract without the 14 days of withdrawal', () => {
    const information = nodeOf('data/booking.yaml', 'confirmation', 'information')
    const kept = '{offers} {payment} {conditions} {withdrawalForm}'
    expect(problemOf(information, kept, {})).toMatch(/^Gardez le paragraphe sur le droit de rétractation de 14.jours/)
    expect(problemOf(information, `${kept} Vous disposez de 14 jours pour vous rétracter.`, {})).toBeUndefined()
  })

  test('a time slot not written HH:MM', () => {
    const slot = nodeOf('data/booking.yaml', 'timeSlots', 0)
    expect(problemOf(slot, '18h', {})).toMatch(/deux-points/)
    expect(problemOf(slot, '09:00-12:00', {})).toMatch(/^Une heure de début par ligne/)
    expect(problemOf(slot, '18:00', {})).toBeUndefined()
  })

  test('an emptied testimonial, and an emptied or decimal price, marked on the item that holds them', () => {
    const testimonial = nodeOf('data/testimonials.yaml', 'testimonials', 0)
    expect(problemsIn(testimonial, { name: 'Zoé', babyLine: 'maman de Lou', text: '', consultationDate: '2026-11-02', date: '2026-11-20', rating: 5 }, {})).toEqual([
      'Chaque témoignage a un prénom, une ligne sur la famille, un texte, la date de la consultation et sa date.',
    ])
    const price = nodeOf('data/offers.yaml', 'offers', 0, 'prices', 0)
    for (const amount of [null, 70.5]) expect(problemsIn(price, { amount, footnote: null }, {})).toEqual(['Un montant en euros, entier, sans centimes ni signe €\u00a0: 70.'])
    expect(problemsIn(price, { amount: 70, footnote: null }, {})).toEqual([])
    // And the offer that holds the price is marked too.
    const offer = nodeOf('data/offers.yaml', 'offers', 0)
    const value = { title: 'Consultation', text: 'Une phrase.', id: 'consultation', group: 'prenatal', booking: 'x', label: '', appointments: null, features: [], duration: { from: null, to: null }, prices: [{ amount: 70.5, footnote: null }], priceNote: '' }
    expect(problemsIn(offer, value, {})).toHaveLength(1)
  })

  test('a rule of a group: a closed period that ends before it starts', () => {
    const period = nodeOf('data/booking.yaml', 'closedDays', 0)
    expect(problemsIn(period, { from: '2026-08-20', to: '2026-08-01', reason: '' }, {})).toEqual(['Le dernier jour fermé vient après le premier.'])
    expect(problemsIn(period, { from: '2026-08-01', to: null, reason: '' }, {})).toEqual([])
    // Typeset as the site's text: no-break spaces inside « ».
    const duration = nodeOf('data/offers.yaml', 'offers', 0, 'duration')
    expect(problemsIn(duration, { from: 90, to: 60 }, {})).toEqual(['La durée la plus courte va dans «\u00a0De\u00a0», la plus longue dans «\u00a0À\u00a0».'])
  })
})
