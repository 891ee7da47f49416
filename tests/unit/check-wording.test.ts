/**
 * The wording rules alone: what a lactation consultant must not publish, and
 * the sentences that only look like it (a disclaimer, the privacy policy).
 */
import { expect, test } from 'vitest'
import { wordingHits } from '../../scripts/build/check/wording.ts'

const titles = (text: string) => wordingHits(text).map((hit) => `${hit.title} ${text.slice(hit.index).split(/[\s,.]/)[0]}`)

test.each([
  ['Je vais soigner vos crevasses.', 'Promesse médicale soigner'],
  ['Pour guérir une mastite, consultez-moi.', 'Promesse médicale guérir'],
  ['Un traitement adapté à chaque maman.', 'Promesse médicale traitement'],
  ['Je traite les douleurs.', 'Promesse médicale traite'],
  ['Un diagnostic précis de la succion.', 'Promesse médicale diagnostic'],
  ['Je diagnostique un frein de langue.', 'Promesse médicale diagnostique'],
  ['Une guérison rapide.', 'Promesse médicale guérison'],
])('a medical claim is flagged: %s', (text, expected) => expect(titles(text)).toEqual([expected]))

test.each([
  'Je ne pose pas de diagnostic et je ne prescris pas de traitement.',
  'Je ne soigne pas et je ne diagnostique jamais : je vous oriente.',
  'Pas de diagnostic : je n’en pose pas.',
  'Un accompagnement sans traitement médicamenteux.',
  'Qui traite vos données ?',
  'Comment sont traitées les informations que vous envoyez.',
  'Ce service peut traiter les données hors de l’Union européenne.',
  'Le service agit en tant que sous-traitant.',
  'Un trait d’union, un traiteur, un portrait.',
  'Prendre soin de vous et de votre bébé.',
])('what only looks like a claim is not flagged: %s', (text) => expect(wordingHits(text)).toEqual([]))

test.each([
  'Consultante IBCLC depuis 2020.',
  'Examen en préparation.\nJe suis certifiée IBCLC depuis 2020.',
  'Certifiée IBCLC. Préparation à l’allaitement en groupe.',
])('IBCLC held as a title: %s', (text) => expect(titles(text)).toEqual(['Titre IBCLC IBCLC']))

test.each([
  'Certification IBCLC en préparation.',
  'Certification IBCLC prévue en 2026.',
  'Je prépare la certification IBCLC.',
])('IBCLC pending: %s', (text) => expect(wordingHits(text)).toEqual([]))

// The names of the medical visits the Assurance maladie reimburses, which hers are not (L121-2).
const visitNames = (text: string) =>
  wordingHits(text).filter((hit) => hit.title === 'Nom d’une visite remboursée').map((hit) => /«\s(.+?)\s»/u.exec(hit.message)?.[1])

test.each([
  ['Consultation prénatale : 70 €.', 'Consultation prénatale'],
  ['Une consultation postnatale initiale, chez vous.', 'consultation postnatale'],
  ['Nos consultations prénatales, pendant la grossesse.', 'consultations prénatales'],
  ['## Consultations postnatales', 'Consultations postnatales'],
])('the name of a reimbursed visit is flagged: %s', (text, found) => expect(visitNames(text)).toEqual([found]))

test.each([
  'Consultation d’allaitement prénatale : 70 €.',
  'Consultations d’allaitement postnatales.',
  'Un suivi postnatal par téléphone.',
  'Une préparation prénatale à l’allaitement.',
])('a consultation named for what it is passes: %s', (text) => expect(visitNames(text)).toEqual([]))

// « téléconsultation », a word of télémédecine: hers by video is « en visio »; an id (« teleconsultation-allaitement ») is no word of a page.
const telemedicine = (text: string) => wordingHits(text).filter((hit) => hit.title === 'Mot de la télémédecine').length

test.each(['Une téléconsultation de 45 minutes.', 'Les Téléconsultations du jeudi.', 'Par télé-consultation.'])('the word of télémédecine is flagged: %s', (text) =>
  expect(telemedicine(text)).toBe(1),
)

test.each(['Une consultation en visio.', 'teleconsultation-allaitement', '/images/teleconsultation.jpg', 'https://exemple.fr/teleconsultation'])('a consultation by video, an id, a file or an address passes: %s', (text) => expect(telemedicine(text)).toBe(0))

// A protected title (sage-femme, infirmière puéricultrice, médecin…) presented as hers.
test.each([
  ['Je suis Marie, sage-femme et consultante en lactation.', 'Titre protégé sage-femme'],
  ['Je suis infirmière puéricultrice de formation.', 'Titre protégé infirmière'],
  ['En tant que pédiatre, je vous accompagne.', 'Titre protégé pédiatre'],
  ['Je suis une sage femme libérale.', 'Titre protégé sage'],
])('a protected title presented as hers is flagged: %s', (text, expected) => expect(titles(text)).toEqual([expected]))

test('her profession, written under her name, is a title standing alone', () => {
  expect(wordingHits('Sage-femme et consultante en lactation', { ownTitle: true }).map((hit) => hit.title)).toEqual(['Titre protégé'])
  expect(wordingHits('Consultante en lactation, en lien avec votre sage-femme', { ownTitle: true })).toEqual([])
})

test.each([
  'Je suis consultante en lactation, pas sage-femme ni médecin.',
  'Je ne suis pas médecin : je vous oriente vers votre sage-femme.',
  'Je suis là pour vous, en lien avec votre sage-femme ou votre médecin.',
  'Je suis formée par des pédiatres et des sages-femmes.',
  'Parlez-en à votre médecin.',
  'Ma sage-femme m’a conseillé de l’appeler.',
  'Médecins et sages-femmes restent vos premiers interlocuteurs.',
  '## Sage-femme ou consultante en lactation ?',
  'Sage-femme libérale, pédiatre, PMI : je travaille avec eux.',
  'Je suis maman de deux enfants, et mon conjoint est médecin.',
  'Je suis consultante en lactation, en lien avec pédiatres et sages-femmes.',
])('a protected title that is someone else’s, or denied, is not flagged: %s', (text) => expect(wordingHits(text)).toEqual([]))
