/**
 * Her page for bookings made off the site (src/lib/offsite.ts): the links
 * that carry the information and the confirmation, and the paper contract of
 * an offer agreed at the parent's home. Words of the tests' own
 * (tests/helpers/confirmation-words.ts), marked so a test sees where each went; and her
 * real words, read from her files, whole in each link.
 */
import { describe, expect, it } from 'vitest'
import type { ConfirmationTerms, PriceChoice } from '../../src/lib/confirmation.ts'
import { priceChoices } from '../../src/lib/confirmation.ts'
import { homeContract, type HomeContractWords, type OffsiteAgreement, offsiteLinks } from '../../src/lib/offsite.ts'
import { offerTermsOf } from '../../src/content/offer-terms.ts'
import { confirmationSlice } from '../../scripts/build/content/functions-data.ts'
import { booking, content, contentDir, practice } from '../helpers/content.ts'
import { consultation, formula, terms as testTerms, words } from '../helpers/confirmation-words.ts'
import { opened } from '../helpers/mailto.ts'

/** The tests' words, with markers where these tests look for the confirmation, the express request and the information. */
const terms: ConfirmationTerms = {
  ...testTerms,
  words: {
    ...words,
    text: 'CONFIRMATION {parent} {date} {time} {place}\n{offer}\n{payment}\n{expressRequest}',
    expressRequest: 'DEMANDE-EXPRESSE',
    information: 'INFORMATIONS {parent}\n{offers}\n{payment}\n{withdrawalForm}',
  },
  withdrawalForm: 'FORMULAIRE-DE-RÉTRACTATION',
}
const offsite = { informationSubject: 'Informations : {date}', informationOpening: 'COMME-CONVENU {parent}, {date} à {time}, {place}' }
const contractWords: HomeContractWords = {
  title: 'CONTRAT',
  parties: 'ENTRE Sophie Test ET {parent}',
  offer: 'PRESTATION {offer} PRIX {price} LE {date} À {time}, {place}',
  payment: '{payment} RIEN AVANT 7 JOURS',
  withdrawal: '14 JOURS',
  expressRequest: 'JE DEMANDE EXPRESSÉMENT',
  identity: 'ASSUREUR MÉDIATEUR {conditions}',
  signed: 'FAIT À {town} LE {today}',
  signatures: 'SIGNATURE DE {who}',
  cutHere: 'À DÉCOUPER',
}

const [, longFormula] = priceChoices([formula]) as [PriceChoice, PriceChoice]

const agreement: OffsiteAgreement = {
  choice: priceChoices([consultation])[0]!,
  day: '2026-12-03', slot: '14:00', place: 'phone', town: '', parent: 'Julie Martin', email: 'julie@example.fr', phone: '06 11 22 33 44', today: '2026-11-26',
}

describe('the links of a booking made by phone', () => {
  it('with an e-mail: two e-mails in order, 1 the information under her off-site opening (not the receipt of a request), then 2 the confirmation', () => {
    const { mail, sms } = offsiteLinks(agreement, terms, offsite)
    expect(mail.map((link) => link.carries)).toEqual(['information', 'confirmation'])
    const [information, confirmation] = mail.map((link) => opened(link.href))
    expect(information!.to).toBe('julie@example.fr')
    expect(information!.subject).toBe('Informations : jeudi 3 décembre')
    expect(information!.body).toMatch(/^COMME-CONVENU Julie Martin, jeudi 3 décembre 2026 à 14\u00a0h, par téléphone(\r\n)+INFORMATIONS Julie Martin\r\n/)
    expect(information!.body).not.toContain('ACCUSÉ-DE-RÉCEPTION')
    for (const part of ['70\u00a0€', 'FORMULAIRE-DE-RÉTRACTATION']) expect(information!.body).toContain(part)
    expect(confirmation!.subject).toBe('Confirmé : jeudi 3 décembre à 14\u00a0h')
    expect(confirmation!.body).toContain('CONFIRMATION Julie Martin')
    expect(confirmation!.body).not.toContain('FORMULAIRE-DE-RÉTRACTATION')
    // The information went by e-mail: the SMS carries the confirmation only.
    expect(sms.map((link) => link.carries)).toEqual(['confirmation'])
    expect(opened(sms[0]!.href).protocol).toBe('sms:')
  })

  it('with a phone only: two SMS in order, the information (with the withdrawal form) then the confirmation; no e-mail', () => {
    const { mail, sms } = offsiteLinks({ ...agreement, email: '' }, terms, offsite)
    expect(mail).toEqual([])
    expect(sms.map((link) => link.carries)).toEqual(['information', 'confirmation'])
    expect(sms[0]!.href).toMatch(/^sms:\+33611223344\?body=/)
    expect(opened(sms[0]!.href).body).toMatch(/^COMME-CONVENU Julie Martin[^]*FORMULAIRE-DE-RÉTRACTATION/)
    expect(opened(sms[1]!.href).body).toContain('CONFIRMATION')
  })

  it('counts the 14 days from today, the day she confirms: the express request up to 14 days ahead, not after', () => {
    const body = (day: string) => offsiteLinks({ ...agreement, email: '', day }, terms, offsite).sms[1]!.text
    expect(body('2026-11-27')).toContain('DEMANDE-EXPRESSE')
    expect(body('2026-12-10')).toContain('DEMANDE-EXPRESSE')
    expect(body('2026-12-11')).not.toContain('DEMANDE-EXPRESSE')
  })

  it('names a formula’s one price that applies, with its payment words, in the information and the confirmation', () => {
    const { mail } = offsiteLinks({ ...agreement, choice: longFormula }, terms, offsite)
    for (const { body } of mail.map((link) => opened(link.href))) {
      expect(body).toContain('Formule Test · 150\u00a0€ (avec la consultation longue)')
      expect(body).not.toContain('130')
      expect(body).toContain('PAIEMENT-FORMULE')
    }
  })
})

describe('the contract agreed at the parent’s home', () => {
  const sheet = homeContract({ ...agreement, choice: longFormula, place: 'home', town: 'Rezé' }, terms, contractWords)

  it('is dated today, names the parent, the offer, its one price and when it applies, the first appointment and where', () => {
    expect(sheet.parties).toBe('ENTRE Sophie Test ET Julie Martin')
    expect(sheet.offer).toBe('PRESTATION Formule Test PRIX 150\u00a0€ (avec la consultation longue) LE jeudi 3 décembre 2026 À 14\u00a0h, chez vous, à Rezé')
    expect(sheet.signed).toBe('FAIT À Rezé LE jeudi 26 novembre 2026')
  })

  it('gives the formula’s payment words with the 7-day rule, the withdrawal form, the express request and both signatures', () => {
    expect(sheet.payment).toBe('PAIEMENT-FORMULE RIEN AVANT 7 JOURS')
    expect(sheet.withdrawalForm).toBe(terms.withdrawalForm)
    expect(sheet.expressRequest).toBe('JE DEMANDE EXPRESSÉMENT')
    expect(sheet.identity).toBe(`ASSUREUR MÉDIATEUR ${terms.conditions}`)
    expect(sheet.signatures).toEqual(['SIGNATURE DE Sophie Test', 'SIGNATURE DE Julie Martin'])
  })

  it('a consultation agreed at home: the consultation’s payment words', () => {
    expect(homeContract({ ...agreement, place: 'home', town: 'Rezé' }, terms, contractWords).payment).toBe('PAIEMENT-CONSULTATION RIEN AVANT 7 JOURS')
  })
})

it('with her real words, every slot of her contract is filled: no « { » left', () => {
  const herTerms: ConfirmationTerms = { ...terms, words: booking.confirmation, name: practice.name }
  for (const choice of priceChoices(offerTermsOf(content.offers, content.booking.bookingServices))) {
    const sheet = homeContract({ ...agreement, choice, place: 'home', town: 'Rezé' }, herTerms, booking.homeContract)
    for (const part of Object.values(sheet).flat()) expect(part).not.toMatch(/\{\w+\}/)
  }
})

it('with her real words and her withdrawal form: two e-mail links, information first, each opening its whole text, the form in the information', () => {
  const herTerms: ConfirmationTerms = { ...confirmationSlice(contentDir, content).terms, replyDays: 0 }
  expect(herTerms.withdrawalForm).not.toBe('')
  const { mail } = offsiteLinks(agreement, herTerms, booking.offsiteMail)
  expect(mail.map((link) => link.carries)).toEqual(['information', 'confirmation'])
  for (const link of mail) expect(opened(link.href).body).toBe(link.text.replace(/\r?\n/g, '\r\n'))
  expect(mail[0]!.text).toContain(herTerms.withdrawalForm.trim().split('\n')[0]!.trim())
})

it('with her real words, the information e-mail opens with her off-site words, then her information, never her receipt of a request', () => {
  const herTerms: ConfirmationTerms = { ...terms, words: booking.confirmation, name: practice.name }
  const words = (text: string) => text.replace(/\s+/g, ' ')
  // The words of a text of hers between its « {…} » slots, spaces made one.
  const fixed = (template: string) => words(template).split(/\{\w+\}/).map((part) => part.trim()).filter((part) => part.length > 12)
  for (const choice of priceChoices(offerTermsOf(content.offers, content.booking.bookingServices))) {
    const body = words(offsiteLinks({ ...agreement, choice }, herTerms, booking.offsiteMail).mail[0]!.text)
    const opening = fixed(booking.offsiteMail.informationOpening)
    expect(opening.length).toBeGreaterThan(0)
    for (const part of opening) expect(body.slice(0, words(booking.offsiteMail.informationOpening).length + 200)).toContain(part)
    for (const part of fixed(booking.confirmation.information)) expect(body).toContain(part)
    for (const part of fixed(booking.confirmation.autoReply)) expect(body).not.toContain(part)
    expect(body).not.toMatch(/\{\w+\}/)
  }
})
