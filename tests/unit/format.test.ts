import { describe, expect, it } from 'vitest'
import type { Price } from '../../src/content/schema.ts'
import { fill, formatDuration, formatMinutes, formatOfferPrice, formatPrice, longestMinutes, NBSP, phoneHref } from '../../src/lib/format.ts'
import { visible } from '../helpers/text.ts'

it('formatPrice writes euros after the amount, joined by a no-break space, without the footnote of a package price (the marker is shown apart)', () => {
  expect(formatPrice({ amount: 70 })).toBe(`70${NBSP}€`)
  expect(visible(formatPrice({ amount: 250 }))).toBe('250°€')
  const packagePrice: Price = { amount: 130, footnote: 1 }
  expect(visible(formatPrice(packagePrice))).toBe('130°€')
})

it('longestMinutes counts the longest duration of the offers, the end of a range included, and one hour when none says', () => {
  expect(longestMinutes([{ duration: { from: 60, to: 90 } }, { duration: { from: 120 } }])).toBe(120)
  expect(longestMinutes([{ duration: { from: 60, to: 90 } }])).toBe(90)
  expect(longestMinutes([{}, { duration: { from: 45 } }])).toBe(45)
  expect(longestMinutes([{}])).toBe(60)
  expect(longestMinutes([])).toBe(60)
})

describe('formatDuration', () => {
  it.each([
    [{ from: 30 }, '30°min'],
    [{ from: 60 }, '1°h'],
    [{ from: 90 }, '1°h°30'],
    [{ from: 65 }, '1°h°05'],
    [{ from: 120 }, '2°h'],
    [{ from: 60, to: 90 }, '1°h à 1°h°30'],
    [{ from: 90, to: 120 }, '1°h°30 à 2°h'],
  ])('writes %o as « %s », never split across lines inside a figure', (duration, expected) => {
    expect(visible(formatDuration(duration))).toBe(expected)
  })

  it('writes minutes under an hour with « min » and whole hours without minutes', () => {
    expect(visible(formatMinutes(45))).toBe('45°min')
    expect(visible(formatMinutes(180))).toBe('3°h')
  })
})

it.each([
  ['replaces every named slot, numbers included', '{rating} étoiles sur 5', { rating: 5 }, '5 étoiles sur 5'],
  ['replaces every named slot, numbers included', 'À {radius} km autour de {city}', { radius: 30, city: 'Lyon' }, 'À 30 km autour de Lyon'],
  ['replaces a slot used twice each time', '{n} et {n}', { n: 2 }, '2 et 2'],
  ['leaves an unknown slot visible, so a typo shows on the page', 'Réponse sous {responseHour} h', { responseHours: 24 }, 'Réponse sous {responseHour} h'],
  ['inserts values literally: no second pass', '{a}', { a: '{b}', b: 'x' }, '{b}'],
  ['inserts values literally: no $-patterns', 'Tarif : {price}', { price: '$& 70 €' }, 'Tarif : $& 70 €'],
  ['leaves a text without slots unchanged', 'Prendre RDV', {}, 'Prendre RDV'],
])('fill %s: « %s »', (_, text, values, expected) => expect(fill(text, values)).toBe(expected))

it.each([
  ['06 12 34 56 78', 'tel:+33612345678'],
  ['06.12.34.56.78', 'tel:+33612345678'],
  ['06-12-34-56-78', 'tel:+33612345678'],
  ['+33 6 12 34 56 78', 'tel:+33612345678'],
  ['+33 (0)6 12 34 56 78', 'tel:+33612345678'],
  ['00 33 6 12 34 56 78', 'tel:+33612345678'],
  ['0 800 123 456', 'tel:+33800123456'],
])('phoneHref turns « %s » into the international link %s', (phone, href) => {
  expect(phoneHref(phone)).toBe(href)
})

it('formatOfferPrice states the rule of a price next to its figure, in brackets, when the offer has one', () => {
  expect(visible(formatOfferPrice({ prices: [{ amount: 50 }], priceNote: 'selon le temps passé' }, 'ou'))).toBe('50°€ (selon le temps passé)')
  expect(visible(formatOfferPrice({ prices: [{ amount: 50 }, { amount: 60 }] }, 'ou'))).toBe('50°€ ou 60°€')
})
