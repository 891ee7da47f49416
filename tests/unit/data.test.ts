/**
 * The facts of content/data/, checked against the specification (section 9)
 * figure by figure: a price or a slot that drifts fails here, with its name.
 */
import { describe, expect, it } from 'vitest'
import { bookingServices, contactServices, timeSlots } from '../../content/data/booking.ts'
import {
  complementaryServices,
  packageFootnotes,
  packages,
  postnatalConsultations,
  prenatalConsultations,
  pricingNotes,
  specificConsultations,
} from '../../content/data/offers.ts'
import { practice } from '../../content/data/practice.ts'
import { babySituations, motherSituations, specialSituations, whenToConsult } from '../../content/data/situations.ts'
import { testimonials } from '../../content/data/testimonials.ts'
import { training } from '../../content/data/training.ts'
import type { Duration, Package, Price } from '../../src/types/content.ts'

/** Every priced item that has a duration, with the name a visitor reads. */
const timedItems: readonly { name: string; duration: Duration; price: Price }[] = [
  ...prenatalConsultations.map((c) => ({ name: c.name, duration: c.duration, price: c.price })),
  ...postnatalConsultations.map((c) => ({ name: c.name, duration: c.duration, price: c.price })),
  ...complementaryServices.map((s) => ({ name: s.title, duration: s.duration, price: s.price })),
  ...specificConsultations.map((s) => ({ name: s.title, duration: s.duration, price: s.price })),
]

const allPackagePrices = packages.flatMap((p): readonly Price[] => p.prices)

function item(name: string) {
  const found = timedItems.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`No offer named « ${name} » in content/data/offers.ts`)
  return found
}

function pack(id: string): Package {
  const found = packages.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`No package « ${id} » in content/data/offers.ts`)
  return found
}

describe('prices and durations', () => {
  it('are positive whole euros, and every consultation and service has a duration', () => {
    const prices: readonly Price[] = [...timedItems.map((i) => i.price), ...allPackagePrices]
    for (const price of prices) {
      expect(Number.isInteger(price.amount)).toBe(true)
      expect(price.amount).toBeGreaterThan(0)
    }
    for (const { name, duration } of timedItems) {
      expect(duration.from, name).toBeGreaterThan(0)
      if (duration.to !== undefined) expect(duration.to, name).toBeGreaterThan(duration.from)
    }
  })

  it.each([
    ['Consultation prénatale en allaitement', 70, { from: 60, to: 90 }],
    ['Consultation prénatale étoilait', 90, { from: 90, to: 120 }],
    ['Consultation postnatale initiale', 70, { from: 60, to: 90 }],
    ['Consultation postnatale allaitement long', 60, { from: 60 }],
    ['Téléconsultation', 60, { from: 60 }],
    ['Téléconsultation de suivi', 30, { from: 30 }],
    ['Atelier tire-allaitement réussi', 60, { from: 60 }],
    ['Comprendre les tire-laits', 60, { from: 60 }],
  ] as const)('%s costs %i € and lasts as §9 says', (name, amount, duration) => {
    expect(item(name).price.amount).toBe(amount)
    expect(item(name).duration).toEqual(duration)
  })

  it('has the eight timed offers of §9 in their groups: 2 prenatal, 2 postnatal, 2 complementary, 2 specific', () => {
    expect(prenatalConsultations).toHaveLength(2)
    expect(postnatalConsultations).toHaveLength(2)
    expect(complementaryServices).toHaveLength(2)
    expect(specificConsultations).toHaveLength(2)
  })

  it('says the teleconsultation rate is adapted to the time needed', () => {
    const teleconsultation = complementaryServices.find((s) => s.title === 'Téléconsultation')
    expect(teleconsultation && 'priceNote' in teleconsultation ? teleconsultation.priceNote : '').toMatch(/adapté au temps/)
  })
})

describe('packages', () => {
  it('prices ETOILAIT (2 appointments) 130 € with the standard prenatal (1) or 150 € with étoilait (2)', () => {
    const etoilait = pack('formule-etoilait')
    expect(etoilait.title).toBe('Formule ETOILAIT')
    expect(etoilait.appointments).toBe(2)
    expect(etoilait.prices).toEqual([
      { amount: 130, footnote: 1 },
      { amount: 150, footnote: 2 },
    ])
  })

  it('prices ETOILAIT+ (3 appointments) 185 € (1) or 200 € (2)', () => {
    const plus = pack('formule-etoilait-plus')
    expect(plus.title).toBe('Formule ETOILAIT+')
    expect(plus.appointments).toBe(3)
    expect(plus.prices).toEqual([
      { amount: 185, footnote: 1 },
      { amount: 200, footnote: 2 },
    ])
  })

  it('prices the complete pack 250 €, with a weekly 15-minute call during the first 3 months', () => {
    const complete = pack('pack-complet')
    expect(complete.prices).toEqual([{ amount: 250 }])
    expect(complete.includes.join(' ')).toMatch(/15 minutes chaque semaine pendant les 3 premiers mois/)
  })

  it('explains each footnote marker: (1) the standard prenatal, (2) the étoilait prenatal', () => {
    expect(packageFootnotes[1]).toMatch(/prénatale en allaitement/)
    expect(packageFootnotes[2]).toMatch(/prénatale étoilait/)
    const used = new Set(allPackagePrices.map((price) => price.footnote))
    expect([...used].filter((id) => id !== undefined).sort()).toEqual([1, 2])
  })
})

describe('the À NOTER box', () => {
  it('holds the four notes of §9, in order', () => {
    expect(pricingNotes).toHaveLength(4)
    expect(pricingNotes[0]).toMatch(/pas prises en charge par la Sécurité sociale/)
    expect(pricingNotes[1]).toMatch(/facture.*mutuelle/)
    expect(pricingNotes[2]).toMatch(/compte rendu écrit.*accord.*professionnels de santé/)
    expect(pricingNotes[3]).toMatch(/Tous les tarifs comprennent un suivi ponctuel par SMS ou messagerie/)
  })
})

describe('booking constants', () => {
  it('offers exactly the 13 time slots of §9, in order', () => {
    expect(timeSlots).toEqual([
      '09:00', '09:30', '10:00', '10:30', '11:00', '11:30',
      '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00',
    ])
  })

  it('offers the contact form subjects allaitement, preparation, postnatal, consultation, each labelled', () => {
    expect(contactServices.map((option) => option.value)).toEqual(['allaitement', 'preparation', 'postnatal', 'consultation'])
    for (const option of contactServices) expect(option.label.trim()).not.toBe('')
  })

  it('offers the four booking services of §9, each labelled', () => {
    expect(bookingServices.map((option) => option.value)).toEqual([
      'consultations-prenatales',
      'consultations-postnatales',
      'teleconsultation-allaitement',
      'tire-allaitement',
    ])
    for (const option of bookingServices) expect(option.label.trim()).not.toBe('')
  })
})

describe('testimonials', () => {
  it('are four, each rated 5 with a name, a text and a baby line', () => {
    expect(testimonials).toHaveLength(4)
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5)
      expect(testimonial.name.trim()).not.toBe('')
      expect(testimonial.text.trim()).not.toBe('')
      expect(testimonial.babyLine.trim()).not.toBe('')
    }
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(4)
  })
})

describe('the practice and its claims', () => {
  it('holds the limits of §1 and §9', () => {
    expect(practice.travelRadiusKm).toBe(30)
    expect(practice.responseHours).toBe(24)
    expect(practice.urgentHours).toBe(24)
    expect(practice.familiesSupported).toBe(500)
    expect(practice.trainingHours).toBe(202)
    expect(practice.ibclcPlannedYear).toBe(2026)
  })

  it('never lists IBCLC as a title held: every training entry that names it says it is in preparation', () => {
    for (const entry of training) {
      if (/IBCLC/.test(entry.title)) expect(entry.title).toMatch(/en préparation|prévue/)
    }
    expect(training.map((entry) => entry.title).join(' ')).toMatch(/202 heures/)
  })

  it('says when to consult: before birth, from birth, at any time', () => {
    expect(whenToConsult.map((situation) => situation.title)).toEqual(['Avant la naissance', 'Dès la naissance', 'À tout moment'])
  })

  it('has situations on the baby side, the mother side, special ones and when to consult', () => {
    for (const group of [babySituations, motherSituations, specialSituations, whenToConsult]) {
      expect(group.length).toBeGreaterThan(0)
      for (const situation of group) {
        expect(situation.title.trim()).not.toBe('')
        expect(situation.description.trim()).not.toBe('')
      }
    }
  })
})
