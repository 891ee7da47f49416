/**
 * The texts around an appointment (src/lib/confirmation.ts) in words of the
 * tests' own, each slot her words may use marked so a test sees where it went,
 * and two offers to price: the unit tests of confirmation.ts and offsite.ts.
 */
import type { ConfirmationTerms, ConfirmationWords, OfferTerms } from '../../src/lib/confirmation.ts'

/** Words of the tests' own, with every slot the texts fill. */
export const words: ConfirmationWords = {
  subject: 'Confirmé : {date} à {time}',
  text: 'Bonjour {parent},\nLe {date} à {time}, {place}.\nPrestation : {offer}.\n{payment}\nRÉTRACTATION 14 JOURS\n{expressRequest}\n{calendar}\n{signature}',
  paymentConsultation: 'PAIEMENT-CONSULTATION',
  paymentPackage: 'PAIEMENT-FORMULE',
  paymentGiftCard: 'PAIEMENT-CARTE',
  expressRequest: 'DEMANDE EXPRESSE : répondez « oui ». PRORATA. SANS OUI : UNE DATE APRÈS LE DÉLAI.',
  signature: 'Sophie Test, EI, SIRET 123',
  calendar: 'Agenda : {google} ou {ics}',
  acknowledgeSubject: 'Votre demande expresse du {date}',
  acknowledgeText: 'Bonjour {parent},\nJ’ai bien reçu votre demande expresse pour le {date} à {time}.\n{signature}',
  autoReplySubject: 'Reçu : {date}',
  autoReply: 'Bonjour {parent},\n{date} à {time}, {place}.\nACCUSÉ-DE-RÉCEPTION',
  information: 'PRESTATIONS\n{offers}\nRÈGLEMENT\n{payment}\nIDENTITÉ EI SIRET ASSUREUR MÉDIATEUR\nConditions : {conditions}\n{withdrawalForm}',
  atHome: 'chez vous, à {town}',
  byVideo: 'en visio',
  byPhone: 'par téléphone',
  proposeSubject: 'Votre demande du {date}',
  proposeText: 'Bonjour {parent},\nLe {date} à {time} n’est pas possible.',
  calendarTitle: '{offer} : {parent}',
  parentCalendarTitle: '-',
  parentCalendarNoOffer: '-',
  parentCalendarAtHome: '-',
  parentCalendarReminder: '-',
}
export const terms: ConfirmationTerms = {
  words,
  withdrawalForm: 'MODÈLE DE FORMULAIRE\n\nÀ l’attention de Sophie Test',
  replyDays: 1,
  closed: { closedDays: [], closedWeekdays: ['dimanche'] },
  name: 'Sophie Test',
  siteUrl: 'https://www.exemple-test.fr',
  conditions: 'https://www.exemple-test.fr/conditions',
}

export const consultation: OfferTerms = { id: 'postnatale', title: 'Consultation postnatale', kind: 'consultation', duration: { from: 60, to: 90 }, place: 'home', prices: [{ amount: 70 }] }
export const formula: OfferTerms = {
  id: 'formule', title: 'Formule Test', kind: 'package', place: 'home',
  prices: [{ amount: 130, note: 'Avec la consultation courte.' }, { amount: 150, note: 'Avec la consultation longue.' }],
}
