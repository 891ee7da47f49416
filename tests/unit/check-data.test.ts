/**
 * `npm run check` on the values of the data files of broken copies of the tests' own content
 * (tests/helpers/check-cases.ts): offers, testimonials, practice, booking and the rest.
 */
import { describe, expect, test, vi } from 'vitest'
import { runCheck } from '../../scripts/build/check/index.ts'
import { formatProblem } from '../../src/content/problems.ts'
import type { ContentCopy } from '../helpers/content-copy.ts'
import { longConfirmation, twins, layThen, mistakes, accepted, brokenCopy, freshCopy } from '../helpers/check-cases.ts'
import { entryFields } from '../../src/admin/fields.tsx'
import { filledNames } from '../../scripts/build/content/unfilled-slots.ts'
import { siteContent } from '../../scripts/build/content/load.ts'
import { capitalized } from '../../src/content/problems.ts'
import { frenchTypography } from '../../src/lib/typography.ts'
import { confirmSlots } from '../../src/lib/email-payload.ts'

// Each check reads every file of a fresh copy; CI shares two cores with the build.
vi.setConfig({ testTimeout: 30_000 })

describe('the data files: their values', () => {
  const [offers, testimonials, practice, booking] = ['data/offers.yaml', 'data/testimonials.yaml', 'data/practice.yaml', 'data/booking.yaml'] as const
  mistakes('error', [
    { name: 'a price written in words', file: offers, edit: ['      - amount: 90\n', '      - amount: soixante-dix\n'],
      at: 'soixante-dix', title: 'Prix invalide', says: 'le prix de « Consultation d’allaitement prénatale étoilait » (« soixante-dix ») n’est pas un nombre entier positif.' },
    { name: 'a price with the euro sign', file: offers, edit: ['      - amount: 250\n', '      - amount: 250 €\n'], title: 'Prix invalide', says: 'sans le signe €' },
    { name: 'an unknown key, with the field a French word meant', file: offers, edit: ['    prices:\n      - amount: 70\n', '    prix:\n      - amount: 70\n'],
      at: 'prix:', title: 'Champ inconnu', says: 'vouliez-vous écrire « prices: » ?' },
    { name: 'a misspelt field: one message, not a second one for the field it meant', file: testimonials, edit: ['    babyLine: maman de Léo, 3 mois', '    babyLigne: maman de Léo, 3 mois'],
      at: 'babyLigne', title: 'Champ inconnu', says: 'vouliez-vous écrire « babyLine: » ?' },
    { name: 'an empty required field', file: practice, edit: ['city: Votre ville', 'city:'], at: 'city:', title: 'Texte manquant', says: '« city » de la fiche « Coordonnées du cabinet » est vide ou manquant.' },
    { name: 'a text’s line deleted from its part: told at the part’s name, to put back under it, not « write after » a line gone', file: 'data/ui.yaml',
      edit: (c) => c.lay('data/ui.yaml', { forms: { slotTaken: undefined } }), at: 'forms:', title: 'Texte manquant',
      says: ['la ligne « slotTaken: » de content/data/ui.yaml a disparu', 'remettez-la avec son texte, sous « forms: », décalée comme ses voisines'] },
    { name: 'an item’s dash pushed right: read as the text of the item above, two shown as one', file: offers,
      edit: ['      - Comprendre comment fonctionne l’allaitement\n', '      - Comprendre comment fonctionne l’allaitement\n        - Les positions et la mise au sein\n'],
      at: '        - Les positions', title: 'Élément collé', says: ['« Comprendre comment fonctionne l’allaitement - Les positions et la mise au sein »', 'alignez son tiret sur celui de la ligne au-dessus, 6 espaces devant'] },
    { name: 'an empty item in a list of texts says to write after the dash or delete the line', file: offers, edit: ['      - Comprendre comment fonctionne l’allaitement', '      -'],
      title: 'Texte manquant', also: ({ problems }) => expect(problems[0]?.fix).toBe('écrivez le texte après le tiret, ou supprimez la ligne.') },
    { name: 'a testimonial without text', file: testimonials, edit: [/\n {4}text: >-\n {6}La consultation à la maison[^]*?(?=\n {4}consultationDate)/, ''],
      at: 'name: Sarah', title: 'Témoignage incomplet', says: '« Sarah » n’a pas de « text »' },
    { name: 'a testimonial pasted twice: told at the copy', file: testimonials,
      edit: (c) => c.replace(testimonials, /^testimonials:\n(  - name: Marion\n(?: {4}.*\n)+)/m, 'testimonials:\n$1$1'),
      at: ['text: >-', 8], title: 'Témoignage en double', says: 'le témoignage de « Marion » a les mots d’un témoignage plus haut' },
    { name: 'an offer\'s line pasted twice: shown twice on its card, said at the copy', file: 'data/offers.yaml', at: ['      - Comprendre comment fonctionne l’allaitement', 1],
      edit: ['      - Comprendre comment fonctionne l’allaitement\n', '      - Comprendre comment fonctionne l’allaitement\n      - Comprendre comment fonctionne l’allaitement\n'],
      title: 'Ligne en double', says: ['« Comprendre comment fonctionne l’allaitement » est écrit deux fois dans « Points de la liste »', 'supprimez l’une des deux'] },
    { name: 'a price pasted twice under an offer: told by its amount', file: 'data/offers.yaml', at: ['      - amount: 70', 1],
      edit: ['      - amount: 70\n', '      - amount: 70\n      - amount: 70\n'], title: 'Ligne en double', says: '« 70 » est écrit deux fois dans' },
    { name: 'a situation pasted twice: listed twice, said at the copy', file: 'data/situations.yaml', at: ['- title: Jumeaux', 2],
      edit: (c) => c.lay('data/situations.yaml', { later: [...twins.later, ...twins.later] }),
      title: 'Ligne en double', says: '« Jumeaux » est écrit deux fois dans' },
    { name: 'a testimonial pasted from an e-mail with its signature: the family\'s address and phone would be published', file: testimonials, at: 'text: >-',
      edit: (c) => c.replace(testimonials, /(\n {4}text: >-\n(?: {6}.*\n)*?)( {4}consultationDate)/, '$1      Léa, lea.martin@orange.fr, 06 71 22 33 44\n$2'),
      title: 'Coordonnées dans un témoignage', says: ['contient une adresse e-mail ou un numéro de téléphone', 'retirez-les du texte'] },
    { name: 'a testimonial written between quotes, which the site adds: « « … » » on the page', file: testimonials, at: 'text: >-',
      edit: (c) => c.replace(testimonials, /(\n {4}text: >-\n {6})([\s\S]*?)(\n {4}consultationDate)/, '$1« $2 »$3'),
      title: 'Guillemets en double', says: ['est entre guillemets : le site les ajoute déjà', 'retirez les guillemets au début et à la fin du texte'] },
    { name: 'a rating out of 5', file: testimonials, edit: ['    rating: 5\n  - name: Sarah', '    rating: 6\n  - name: Sarah'], at: 'rating: 6', title: 'Note invalide', says: 'écrivez la note que la famille vous a donnée' },
    { name: 'a closed period that ends before it starts', file: booking, edit: ['  - from: 2027-01-01\n', '  - from: 2027-08-20\n    to: 2027-08-01\n'],
      at: 'to: 2027-08-01', title: 'Période à l’envers', says: 'la fermeture finit avant de commencer.' },
    { name: 'the New Year\'s holidays with the year of their last day not turned: the year to write, not a swap that would close the next weeks', file: booking,
      edit: ['  - from: 2027-01-01\n', '  - from: 2027-12-24\n    to: 2027-01-03\n'], at: 'to: 2027-01-03', title: 'Période à l’envers',
      says: ['elle passe le Nouvel An, et « to » a gardé l’année de « from »', 'écrivez l’année suivante dans « to », celle qui suit l’année de « from », et gardez son mois et son jour'] },
    { name: 'a closed day written « date: », in French: one message, with « from: »', file: booking, edit: ['  - from: 2026-12-25', '  - date: 2026-12-25'],
      at: 'date: 2026-12-25', title: 'Champ inconnu', says: 'vouliez-vous écrire « from: » ?' },
    // « du: … au: », in French: each its own field, not « to: » offered for both (the closest names by their letters).
    { name: 'a closed period starting « du: », in French: « from: »', file: booking, edit: ['  - from: 2027-01-01\n', '  - du: 2027-01-01\n'],
      at: 'du: 2027-01-01', title: 'Champ inconnu', says: 'vouliez-vous écrire « from: » ?' },
    { name: 'a closed period ending « au: », in French: « to: »', file: booking, edit: ['  - from: 2027-01-01\n', '  - from: 2027-01-01\n    au: 2027-01-03\n'],
      at: 'au: 2027-01-03', title: 'Champ inconnu', says: 'vouliez-vous écrire « to: » ?' },
    { name: 'a closed period with its end but no start: said missing, not « la date (vide) »', file: booking, edit: ['  - from: 2027-01-01\n', '  - to: 2027-01-03\n'],
      at: '- to: 2027-01-03', title: 'Date invalide', says: 'il manque « from » à l’élément n° 2 de « closedDays ».', also: ({ text }) => expect(text).not.toContain('(vide)') },
    { name: 'a part of a file whose lines are all deleted, its name left: missing too', file: 'pages.yaml',
      edit: (c) => c.replace('pages.yaml', /^notFound:\n(?: {2}.*\n)+/m, 'notFound:\n'), at: 'notFound:', title: 'Partie manquante',
      says: ['la partie « notFound: » de content/pages.yaml est vide', 'remettez sous « notFound: », décalées de deux espaces de plus, ses lignes « title: … », « description: … » et « file: … » ;'] },
    { name: 'an offer’s duration emptied, « duration: » left: its line named, and the way to write none', file: 'data/offers.yaml',
      edit: (c) => c.replace('data/offers.yaml', /( {4}duration:\n)(?: {6}.*\n)+/, '$1'), at: 'duration:', title: 'Partie manquante',
      says: ['ses lignes (par exemple « from: … »), ou écrivez « duration: {} » s’il n’en faut aucune'] },
    { name: 'a whole part of a file deleted: missing, not « n’a pas la forme attendue »', file: 'pages.yaml',
      edit: (c) => c.replace('pages.yaml', /^notFound:\n(?: {2}.*\n)+/m, ''), title: 'Partie manquante', says: ['la partie « notFound: » de content/pages.yaml a disparu', 'l’historique du dépôt la garde'] },
    { name: 'a closed day written right that no calendar has: said not to exist, not « écrit AAAA-MM-JJ »', file: booking, edit: ['from: 2026-12-25', 'from: 2027-02-29'], at: '2027-02-29',
      title: 'Date invalide', says: ['la date « 2027-02-29 » (from) n’existe pas', 'février a 28 jours'] },
    { name: 'a closed day with its day and month swapped: the form to write, not « ce mois n’a pas ce jour-là »', file: booking, edit: ['from: 2026-12-25', 'from: 2027-31-08'], at: '2027-31-08',
      title: 'Date invalide', says: 'n’est pas un jour du calendrier écrit AAAA-MM-JJ', also: ({ text }) => expect(text).not.toContain('ce mois') },
    { name: 'a fact written with its braces doubled in the interface\'s words: the visitor would read braces around it', file: 'data/ui.yaml',
      edit: layThen('data/ui.yaml', { footer: { promises: ['Une réponse sous {responseDelay}'] } }, 'sous {responseDelay}', 'sous {{responseDelay}}'),
      at: 'sous {{responseDelay}}', title: 'Variable inconnue', says: ['ces accolades s’afficheraient telles quelles', 'gardez une seule paire d’accolades autour de son nom : « {city} », pas « {{city}} »'] },
    { name: 'words put in braces in the interface\'s words, not a fact: the braces to take out, no pair « de trop »', file: 'data/ui.yaml',
      edit: layThen('data/ui.yaml', { footer: { promises: ['Une réponse sous {responseDelay}'] } }, 'sous {responseDelay}', 'sous {un jour ou deux}'),
      at: 'sous {un jour ou deux}', title: 'Variable inconnue', says: ['« {un jour ou deux} » : ces accolades s’afficheraient telles quelles', 'sinon, retirez les accolades'],
      also: ({ text }) => expect(text).not.toContain('de trop') },
    { name: 'the home visits\' radius set to 0: a whole number, told that it must be 1 or more', file: 'data/practice.yaml', edit: (c) => c.lay('data/practice.yaml', { travelRadiusKm: 0 }),
      at: 'travelRadiusKm: 0', title: 'Nombre invalide', says: '(« 0 ») doit être un nombre entier, 1 ou plus.' },
    { name: 'the home visits\' radius typed in metres, which every page would promise in kilometres', file: 'data/practice.yaml', edit: (c) => c.lay('data/practice.yaml', { travelRadiusKm: 30000 }),
      at: 'travelRadiusKm: 30000', title: 'Nombre invalide', says: ['« 30000 », se lit en kilomètres, et dépasse 200 km', '« travelRadiusKm: 30 » pour 30 km'] },
    { name: 'a duration with a zero too many: 15 h shown on the card', file: 'data/offers.yaml', edit: ['      to: 90', '      to: 900'], at: 'to: 900', title: 'Durée invalide',
      says: 'dépasse 8 h : un zéro de trop ?' },
    { name: 'a duration typed in hours, which the site would show as minutes', file: 'data/offers.yaml', edit: ['      from: 90', '      from: 1'], at: 'from: 1', title: 'Durée invalide',
      says: ['se lit en minutes, pas en heures', '« 60 » pour 1 h'] },
    { name: 'a closed day written the French way: the form to write', file: booking, edit: ['from: 2026-12-25', 'from: 25/12/2026'], at: '25/12/2026',
      title: 'Date invalide', says: ['n’est pas un jour du calendrier écrit AAAA-MM-JJ', 'avec des tirets'] },
    { name: 'a slot not written as HH:MM', file: booking, at: '9h30', title: 'Créneau invalide',
      edit: layThen(booking, { timeSlots: ['09:00', '09:30'] }, "'09:30'", '9h30'),
      says: 'le créneau « 9h30 » n’est pas une heure écrite HH:MM.' },
    { name: 'the closed weekdays\' list name deleted: its days joined the slots above, and the missing line is told', file: booking, at: '  - dimanche',
      edit: layThen(booking, { timeSlots: ['09:00', '09:30'] }, 'closedWeekdays:\n', ''), title: 'Nom de liste manquant',
      says: ['« - dimanche » est un élément de « Jours de la semaine fermés » (closedWeekdays), pas de « Créneaux proposés » (timeSlots)',
        'remettez la ligne « closedWeekdays: », alignée sur « timeSlots: », juste au-dessus de « - dimanche »'] },
    { name: 'the types of consultation\'s list name deleted: its items, of several fields, told once, not each field as unknown', file: booking, at: '  - label: ',
      edit: ['bookingServices:\n', ''], title: 'Nom de liste manquant', says: 'remettez la ligne « bookingServices: »' },
    { name: 'the closed days\' list name deleted: a closed day joined the weekdays above, and the missing line is told', file: booking, at: '  - from: 2026-12-25',
      edit: ['closedDays:\n', ''], title: 'Nom de liste manquant', says: ['« - from: 2026-12-25 » est un élément de « Jours fermés » (closedDays)', 'remettez la ligne « closedDays: »'] },
    { name: 'a list’s name written in French, as the editor labels it: one unknown field, with the name it stands for, not also the list as missing', file: 'data/situations.yaml',
      edit: (c) => c.replace('data/situations.yaml', /^later:/m, 'plus tard:'), at: 'plus tard:', title: 'Champ inconnu', says: 'vouliez-vous écrire « later: » ?' },
    { name: 'a list’s name deleted, its items of the same shape as the list’s above: told at that list, not as empty at the file’s top', file: 'data/situations.yaml',
      edit: (c) => c.replace('data/situations.yaml', /^firstWeeks:\n/m, ''), at: 'beforeBirth:', title: 'Nom de liste manquant',
      says: ['sa ligne « firstWeeks: » a disparu ; si ses éléments sont encore là, ils se lisent comme ceux d’« ', 'remettez la ligne « firstWeeks: », alignée sur « beforeBirth: »'] },
    { name: 'a slot written twice: one button the form would show twice, said at the second', file: booking, at: ["- '10:00'", 1], title: 'Créneau en double',
      edit: (c) => c.lay(booking, { timeSlots: ['09:00', '10:00', '10:00'] }), says: 'le créneau de 10\u00a0h est écrit deux fois.' },
    { name: 'a slot written twice, added at the end after a later one: said at its own line, in her order', file: booking, at: ["- '08:30'", 3], title: 'Créneau en double',
      edit: (c) => c.lay(booking, { timeSlots: ['08:30', '10:00', '17:00', '08:30'] }), says: 'le créneau de 8\u00a0h\u00a030 est écrit deux fois.' },
    { name: 'a type of consultation copied with only its label changed: its value twice, said at the copy', file: booking, at: ['label: Visite copiée', 1], title: 'Identifiant en double',
      edit: ['    value: consultations-prenatales\n    place: home\n', '    value: consultations-prenatales\n    place: home\n  - label: Visite copiée\n    value: consultations-prenatales\n    place: home\n'],
      says: 'deux types de consultation ont l’identifiant « consultations-prenatales ».' },
    { name: 'two subjects of the contact form with one value', file: booking, at: ['label: Autre sujet', 1], title: 'Identifiant en double',
      edit: (c) => c.lay(booking, { contactServices: [{ label: 'Une question', value: 'question' }, { label: 'Autre sujet', value: 'question' }] }),
      says: 'deux sujets du formulaire de contact ont l’identifiant « question ».' },
    { name: 'two price notes with one number: said at the second', file: offers, at: ['- number: 1', 2], title: 'Note en double',
      edit: ['  - number: 2\n', '  - number: 1\n    text: Une autre note.\n  - number: 2\n'], says: 'deux notes de prix ont le numéro 1' },
    { name: 'a note’s number typed as another’s: one message at it, not also one at each price citing the number it lost', file: offers, at: ['- number: 1', 2],
      title: 'Note en double', edit: ['  - number: 2\n', '  - number: 1\n'], says: 'deux notes de prix ont le numéro 1' },
    { name: 'a closed weekday that is not a day', file: booking, edit: ['  - dimanche\n', '  - dimanch\n'], at: '- dimanch', title: 'Valeur non prévue' },
    { name: 'an offer whose booking option is not in the form, with the likely intended one', file: offers, edit: ['booking: teleconsultation-allaitement', 'booking: teleconsultation-allaitment'],
      at: 'teleconsultation-allaitment', title: 'Valeur non prévue', says: 'vouliez-vous écrire « teleconsultation-allaitement » ?' },
    { name: 'an offer copied with a typo in its booking option: one message at the first, with the type the other offers name', file: offers,
      edit: (c) => ['first', 'second'].forEach(() => c.replace(offers, 'booking: consultations-prenatales', 'booking: consultation-prenatale')),
      at: 'booking: consultation-prenatale', title: 'Valeur non prévue', says: ['2 offres (', 'vouliez-vous écrire « consultations-prenatales », comme vos autres offres de ce type ?'] },
    { name: 'a type of consultation deleted while offers still choose it: one message where it was, no other type offered in its place', file: booking,
      edit: ['  - label: Consultation d’allaitement prénatale\n    value: consultations-prenatales\n    place: home\n', ''],
      at: 'bookingServices:', title: 'Type de consultation manquant', says: ['3 offres de offers.yaml', 'choisissent d’avance le type « consultations-prenatales »', 'remettez ce type dans bookingServices'],
      also: ({ text }) => expect(text).not.toContain('vouliez-vous') },
    { name: 'a type of consultation renamed in booking.yaml: at the new spelling, with the one its offers use', file: booking,
      edit: ['value: consultations-prenatales', 'value: consultation-prenatale'], at: 'value: consultation-prenatale', title: 'Type de consultation manquant',
      says: 'vouliez-vous écrire « value: consultations-prenatales » ici ?' },
    { name: 'a duration written as one figure: the form it takes, not « Texte manquant »', file: offers, edit: [/duration:\n {6}from: 60\n( {6}to: \d+\n)?/, 'duration: 60\n'],
      at: 'duration: 60', title: 'Valeur non prévue', says: 'des lignes « nom: valeur » en dessous' },
    { name: 'a yes-or-no written « oui »: true or false, in French words', file: offers, edit: ['    featured: false', '    featured: oui'],
      at: 'featured: oui', title: 'Valeur non prévue', says: ['vaut « oui » : ce champ', 'écrivez « featured: true » pour oui'] },
    { name: 'an id used twice, which only the whole file shows: named where the editor shows it', file: offers, edit: ['    id: prenatale-etoilait', '    id: prenatale-allaitement'],
      at: ['title: Consultation d’allaitement prénatale étoilait', 4], title: 'Identifiant en double', says: 'Dans l’éditeur : Tarifs et consultations › Offres › « Consultation d’allaitement prénatale étoilait' },
    { name: 'a type of consultation with no offer: no price, no auto-reply, no « Confirmer »', file: booking,
      edit: ['bookingServices:\n', 'bookingServices:\n  - label: Atelier portage\n    value: atelier-portage\n    place: home\n'],
      at: 'value: atelier-portage', title: 'Type sans offre', says: 'ajoutez dans offers.yaml une offre avec « booking: atelier-portage »' },
    { name: 'more prices in one type of consultation than her e-mail has « Confirmer » buttons: said at the type', file: booking,
      edit: (c) => c.replace(offers, '    prices:\n      - amount: 70\n', `    prices:\n${Array.from({ length: confirmSlots + 1 }, (_, index) => `      - amount: ${70 + index}\n`).join('')}`),
      at: 'value: consultations-prenatales', title: 'Trop de prix', says: `n’a de place que pour ${confirmSlots} boutons « Confirmer »` },
    { name: 'a name with its braces doubled in one of her e-mails’ texts: the pair to remove, not the sample value the check composes with', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { subject: 'Confirmé le {{date}} à {time}' } }),
      at: '  subject:', title: 'Variable inconnue', says: ['« {{date}} » : une paire d’accolades de trop', 'écrivez « {date} », avec une seule paire d’accolades.'] },
    { name: 'a misspelt name in braces in one of her e-mails’ texts, with the name it meant', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { subject: 'Confirmé le {dat} à {time}' } }),
      at: '  subject:', title: 'Variable inconnue', says: ['« {dat} » n’est remplacé par rien : le parent le lirait tel quel.', 'vouliez-vous écrire « {date} » ? Sinon, écrivez une des variables de ce texte ({date} ou {time})'] },
    { name: 'a variable of an e-mail written in French, « {heure} »: the one meant', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { subject: 'Confirmé le {date} à {heure}' } }),
      at: '  subject:', title: 'Variable inconnue', says: 'vouliez-vous écrire « {time} » ?' },
    { name: 'a misspelt name in a text read inside another (her payment words, in place of the confirmation’s {payment}): blamed there, not suggesting the slot it fills', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { paymentConsultation: 'Règlement {paymentDu}, par {paymentMethods}.' } }),
      at: '  paymentConsultation:', title: 'Variable inconnue', says: ['« {paymentDu} » n’est remplacé par rien', 'vouliez-vous écrire « {paymentDue} » ? Sinon, écrivez une information de vos coordonnées sous son nom'] },
    { name: 'a misspelt fact in her signature, read under the confirmation and the acknowledgement: the SIRET would reach the parent as typed', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { signature: '{name}, EI, SIRET {sirett}' } }),
      at: '  signature:', title: 'Variable inconnue', says: 'vouliez-vous écrire « {siret} » ?' },
    { name: 'her payment words naming the slot they are read in place of: blamed there, not in the texts that read them', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { paymentConsultation: 'Règlement {payment}.' } }),
      at: '  paymentConsultation:', title: 'Variable inconnue', says: ['« {payment} » n’est remplacé par rien', 'écrivez une information de vos coordonnées sous son nom'] },
    { name: 'a fact in braces doubled in a home visit’s contract: the SIRET between braces on the paper', file: booking,
      edit: (c) => c.lay(booking, { homeContract: { identity: 'SIRET {{siret}}' } }),
      at: '  identity:', title: 'Variable inconnue', says: 'ces accolades s’afficheraient telles quelles' },
    { name: 'the parent’s town in the words of a video consultation: blamed there, not in the home visit’s, which fill it', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { atHome: 'chez vous, à {town}', byVideo: 'en visio depuis {town}' } }),
      at: '  byVideo:', title: 'Variable inconnue', says: '« {town} » n’est remplacé par rien' },
    { name: 'a misspelt name in braces in the auto-reply’s subject, which the host’s function sends', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { autoReplySubject: 'Votre demande du {dat}' } }),
      at: '  autoReplySubject:', title: 'Variable inconnue', says: 'vouliez-vous écrire « {date} » ?' },
    { name: 'a name close to the template’s {{subject}}, which the help quotes: never offered as a variable of hers', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { autoReplySubject: 'Votre demande : {subjet}' } }),
      at: '  autoReplySubject:', title: 'Variable inconnue', says: '« {subjet} » n’est remplacé par rien', also: ({ text }) => expect(text).not.toContain('{subject}') },
    { name: 'a name in braces that one text fills and another does not: blamed only where it is not filled', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { text: 'Le {date} à {time}, {place}. Prestation : {offer}.', information: 'Prestation : {offer}. {offers} {payment} {conditions} Rétractation sous 14 jours. {withdrawalForm}' } }),
      at: '  information:', title: 'Variable inconnue', says: ['« {offer} » n’est remplacé par rien', 'vouliez-vous écrire « {offers} » ?'] },
    // Her other texts: her facts are filled anywhere, a text's own variables where its help names them.
    { name: 'a fact misspelt in the footer, which every page shows: the fact meant, by its French label too', file: 'data/ui.yaml',
      edit: (c) => c.lay('data/ui.yaml', { footer: { zone: 'Dans un rayon de {radius} autour de {ville}.' } }),
      at: '  zone:', title: 'Variable inconnue', says: ['« {ville} » n’est remplacé par rien : les visiteurs le liraient tel quel.', 'vouliez-vous écrire « {city} » ?', 'une variable de ce texte (« {radius} » ou « {city} »)'] },
    { name: 'a text’s own variable misspelt: « {dat} » would reach the parent as typed', file: 'data/ui.yaml',
      edit: (c) => c.lay('data/ui.yaml', { forms: { slotLetGo: 'Le créneau du {dat} à {time} n’est plus libre.' } }), at: '  slotLetGo:', title: 'Variable inconnue', says: 'vouliez-vous écrire « {date} » ?' },
    { name: 'a variable the text is for, misspelt: « dès {prix} » would show no price, told as missing, to write exactly so', file: 'data/ui.yaml',
      edit: (c) => c.lay('data/ui.yaml', { offers: { lowestPrice: 'dès {prix}' } }), at: '  lowestPrice:', title: 'Variable manquante',
      says: ['« lowestPrice » doit garder {price} : sans elle, la formule n’aurait plus de prix.', 'remettez {price} dans ce texte, écrit exactement ainsi, à sa place'] },
    { name: 'a variable of another text: nothing fills « {price} » in the footer', file: 'data/ui.yaml',
      edit: (c) => c.lay('data/ui.yaml', { footer: { zone: 'Dès {price}, autour de {city}.' } }), at: '  zone:', title: 'Variable inconnue', says: '« {price} » n’est remplacé par rien' },
    { name: 'an unknown name in a page’s description, which search engines show: the fact its help gives as an example', file: 'pages.yaml',
      edit: ['    description: Les mots des familles', '    description: Réponse sous {delai}. Les mots des familles'],
      at: 'Réponse sous {delai}', title: 'Variable inconnue', says: 'vouliez-vous écrire « {responseDelay} » ?' },
    { name: 'an unknown name in a page’s title, whose help names no variable: no guess, how to write a fact', file: 'pages.yaml',
      edit: ['    title: Témoignages\n', '    title: Témoignages {zzz}\n'],
      at: 'title: Témoignages {zzz}', title: 'Variable inconnue', says: 'À faire : écrivez une information des coordonnées du cabinet sous son nom, comme « {city} » ou « {phone} », ou retirez les accolades.' },
    { name: 'a fact in braces in practice.yaml itself, where facts are written, not filled: the value asked for, not the same name', file: 'data/practice.yaml',
      edit: ['urgentTime: 24 h, hors dimanches et jours fériés', 'urgentTime: 24 h, hors dimanches et jours fériés {city}'], at: 'urgentTime:', title: 'Variable inconnue',
      says: ['n’est remplacé par rien dans vos coordonnées', 'écrivez la valeur elle-même'], also: ({ text }) => expect(text).not.toContain('vouliez-vous') },
    { name: 'an unknown name in an item of her training: at the item', file: 'data/training.yaml',
      edit: (c) => c.lay('data/training.yaml', { training: [{ period: '2027', title: 'Formation en lactation, session {session}' }] }),
      at: 'session {session}', title: 'Variable inconnue', says: 'vouliez-vous écrire « {ibclcSession} » ?' },
    { name: 'a unit written after a fact that has it: « {radius} km » would read « 30 km km »', file: 'data/ui.yaml',
      edit: (c) => c.lay('data/ui.yaml', { footer: { zone: 'Dans un rayon de {radius} km autour de {city}.' } }),
      at: '  zone:', title: 'Mot en double', says: ['« {radius} » s’écrit déjà', 'retirez « km » après « {radius} ».'] },
    { name: 'a unit in words after a fact that has its sign: « {radius} kilomètres » would read « 30 km kilomètres »', file: 'data/ui.yaml',
      edit: (c) => c.lay('data/ui.yaml', { footer: { zone: 'Dans un rayon de {radius} kilomètres autour de {city}.' } }),
      at: '  zone:', title: 'Mot en double', says: 'retirez « kilomètres » après « {radius} ».' },
    { name: 'a euro sign after a price the site writes with its own: « dès {price} € » would read « 130 € € »', file: 'data/ui.yaml',
      edit: (c) => c.lay('data/ui.yaml', { offers: { lowestPrice: 'dès {price} €' } }),
      at: '  lowestPrice:', title: 'Mot en double', says: ['« {price} » s’écrit déjà « … € »', 'retirez « € » après « {price} ».'] },
    { name: 'a euro sign after <PriceFrom />, which writes a price: « dès 60 € € »', file: 'accueil.mdx',
      edit: ['dès <PriceFrom />', 'dès <PriceFrom /> €'], at: 'dès <PriceFrom /> €', title: 'Mot en double', says: ['<PriceFrom /> s’écrit déjà « … € »', 'retirez « € » après <PriceFrom />.'] },
    { name: 'a title writing « km » after the radius in bold: the fact found inside « ** »', file: 'a-propos.mdx',
      edit: ['## Mon histoire', '## Chez vous, **à <Fact of="radius" /> km**'], at: '## Chez vous', title: 'Mot en double', says: 'retirez « km » après <Fact of="radius" />.' },
    { name: 'a page writing « km » after the radius, which the site writes already: « 30 km km »', file: 'a-propos.mdx',
      edit: ['<Fact of="radius" /> autour', '<Fact of="radius" /> km autour'], at: '<Fact of="radius" /> km', title: 'Mot en double',
      says: ['<Fact of="radius" /> s’écrit déjà', 'retirez « km » après <Fact of="radius" />.'] },
    { name: 'a word her pages only say before a fact, written in the fact too: told once, at the fact, counting them', file: practice,
      edit: ['urgentTime: 24 h', 'urgentTime: sous 24 h'], at: 'urgentTime:', title: 'Mot en double',
      says: ['3 phrases de vos pages écrivent déjà « sous » avant <Fact of="urgentDelay" /> : on y lirait « sous sous 24', 'retirez « sous » du début de cette valeur.'] },
    { name: 'a word the texts say before a fact, written in the fact too: told once, at the fact', file: practice,
      edit: ['responseTime: 24 h', 'responseTime: sous 24 h'], at: 'responseTime:', title: 'Mot en double',
      says: ['un texte écrit déjà « sous » avant « {responseDelay} » : on y lirait « sous sous 24', 'retirez « sous » du début de cette valeur.'] },
    { name: 'a fact ending with its own period where a data text goes on (« consultation., par »): told once, at the fact', file: practice,
      edit: (c) => {
        c.lay(practice, { paymentDue: 'à la fin de chaque consultation.' })
        c.lay('data/booking.yaml', { confirmation: { paymentConsultation: 'Règlement {paymentDue}, par {paymentMethods}.' } })
      },
      at: 'paymentDue:', title: 'Point en trop',
      says: ['cette valeur finit par un point, et un texte continue la phrase après « {paymentDue} » : on y lirait « consultation., par ».', 'retirez le point à la fin de cette valeur.'] },
    { name: 'a fact ending with its own period where a page goes on (« consultation.. Merci »)', file: practice,
      edit: (c) => {
        c.lay(practice, { paymentDue: 'à la fin de chaque consultation.' })
        c.replace('conditions.mdx', '<Fact of="paymentDue" />', 'Le règlement se fait <Fact of="paymentDue" />. Merci.')
      },
      at: 'paymentDue:', title: 'Point en trop', says: 'une phrase de vos pages met son propre point après <Fact of="paymentDue" /> : on y lirait « consultation.. Merci ».' },
    { name: '« dès <PriceFrom /> » with no offer left in the prenatal or postnatal groups: the sentence would end on « dès »', file: 'accueil.mdx',
      edit: (c) => {
        c.replace(offers, /group: (prenatal|postnatal)/g, 'group: packages')
        c.replace('blocs/consultations.mdx', '<PriceTable group="prenatal" />', '')
      },
      at: '<PriceFrom', title: 'Prix introuvable', says: 'la phrase finirait sur « dès », sans prix' },
    { name: 'the offers of a group all deleted, its <PriceTable /> left: its title above nothing', file: 'blocs/consultations.mdx',
      edit: (c) => c.replace(offers, /group: complementary/g, 'group: packages'), at: '<PriceTable group="complementary" />', title: 'Groupe sans offre',
      says: ['<PriceTable group="complementary" /> n’a rien à montrer', 'retirez <PriceTable group="complementary" /> avec le titre et le texte qui l’annoncent'] },
    { name: 'the offers of a group all deleted, its <PriceTable /> written on two lines, its value in single quotes', file: 'blocs/consultations.mdx',
      edit: (c) => {
        c.replace(offers, /group: complementary/g, 'group: packages')
        c.replace('blocs/consultations.mdx', '<PriceTable group="complementary" />', '<PriceTable\n  group=\'complementary\'\n/>')
      },
      at: ["group='complementary'", -1], title: 'Groupe sans offre', says: '<PriceTable group="complementary" /> n’a rien à montrer' },
    { name: 'no offer marked main any more, <FeaturedOffers /> left on a page: its words above nothing', file: 'accueil.mdx',
      edit: (c) => {
        c.replace('accueil.mdx', '## Comment se passe une consultation ?', 'Voici les principales.\n\n<FeaturedOffers />\n\n## Comment se passe une consultation ?')
        c.replace(offers, /featured: true/g, 'featured: false')
      },
      at: '<FeaturedOffers />', title: 'Aucune offre principale', says: ['aucune offre de offers.yaml n’est plus marquée « featured: true »', 'cochez « Offre principale »'] },
    { name: 'no gift card left, their page kept: its heading above nothing, and in the menu', file: 'cartes-cadeaux.mdx',
      edit: (c) => {
        c.lay('data/offers.yaml', { giftCards: [] })
        c.replace('conditions.mdx', /Essai : <Fact of="giftCard\w+" \/>/g, '')
      },
      at: '<GiftCardOffers />', title: 'Aucune carte cadeau', says: ['la liste « giftCards » de offers.yaml est vide', 'retirez leur page de content/pages.yaml'] },
    // Each of the four the law asks in writing, dropped alone from her information before the contract.
    { name: 'the information before the contract without its withdrawal paragraph: the 14 days no longer given in writing', file: booking, at: '  information:',
      edit: (c) => c.lay(booking, { confirmation: { information: '{offers}\n{payment}\nMes conditions de vente : {conditions}.\n{withdrawalForm}' } }),
      title: 'Mention obligatoire absente', says: ['« information » ne dit plus le délai de rétractation de 14 jours', 'remettez le paragraphe « Droit de rétractation »'] },
    ...['{offers}', '{payment}', '{conditions}', '{withdrawalForm}'].map((dropped) => ({
      name: `her information before the contract without ${dropped}: the parent would not get it in writing`, file: booking,
      edit: (c: ContentCopy) => c.lay(booking, { confirmation: { information: ['{offers}', '{payment}', 'Mes conditions de vente : {conditions}.', 'Rétractation sous 14 jours.', '{withdrawalForm}'].filter((line) => !line.includes(dropped)).join('\n') } }),
      at: '  information:', title: 'Mention obligatoire absente' as const, says: ['« information » doit garder {offers}, {payment}, {conditions} et {withdrawalForm}', 'remettez dans ce texte ceux qui manquent'],
    })),
    // A variable her words are for: without it, a text that says nothing of what it is for, or a wrong price.
    { name: 'her confirmation without {time}: the parent would not know when she is expected', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { text: 'Bonjour {parent},\n\nRendez-vous confirmé le {date}, {place}.\n\nPrestation : {offer}.' } }),
      at: '  text:', title: 'Variable manquante', says: ['« text » doit garder {date}, {time}, {place} et {offer}', 'le parent ne saurait pas quand, où ni pour quelle prestation'] },
    { name: 'a gift card’s price range with {max} twice: another price than hers', file: 'data/ui.yaml', edit: [/priceFrom: .*/, 'priceFrom: de {max} à {max}'],
      at: 'priceFrom:', title: 'Variable manquante', says: ['« priceFrom » doit garder {min} et {max}', 'remettez {min} et {max} dans ce texte'] },
    { name: 'a confirmation too long for a mail app to open its « Confirmer » link: at the text, with how many of its characters to cut, enough once cut', file: booking,
      edit: (c) => c.lay(booking, { confirmation: { text: longConfirmation } }),
      at: '  text:', title: 'Texte trop long', says: ['le lien « Confirmer » de l’e-mail d’une demande ferait', 'raccourcissez ce texte d’environ'],
      also: async ({ text }) => {
        const cut = Number(/raccourcissez ce texte d’environ (\d+) caractère/.exec(text)?.[1])
        expect(cut).toBeGreaterThan(0)
        brokenCopy().lay(booking, { confirmation: { text: longConfirmation.slice(0, -cut) } })
        expect((await runCheck(brokenCopy().dir)).problems.map(formatProblem)).toEqual([])
      } },
    { name: 'a privacy policy that no longer quotes a recipient the site sends to: the fact named, at the page', file: 'politique-de-confidentialite.mdx',
      edit: (c) => c.replace('politique-de-confidentialite.mdx', 'Essai : <Fact of="mailboxProvider" />', ''), title: 'Mention obligatoire absente', says: '<Fact of="mailboxProvider" />' },
    { name: 'the rights’ words gone from their paragraph, « supprimer » still in another: refused', file: 'politique-de-confidentialite.mdx',
      edit: (c) => c.replace('politique-de-confidentialite.mdx', 'vous pouvez accéder à vos données, les corriger ou les effacer ; ', 'vous pouvez m’écrire ;\n\nJe supprime les brouillons et corrige les fautes.\n\nAccès libre au site.\n\n'),
      title: 'Mention obligatoire absente', says: 'ne dit plus les droits de chacun sur ses données' },
    { name: 'a privacy policy that no longer gives the consent box’s legal basis', file: 'politique-de-confidentialite.mdx',
      edit: (c) => c.replace('politique-de-confidentialite.mdx', 'article 9.2.a du RGPD', 'mon accord'), title: 'Mention obligatoire absente', says: 'article 9.2.a du RGPD' },
    { name: 'a privacy policy whose paragraph on each person’s rights was deleted (access, correction, erasure)', file: 'politique-de-confidentialite.mdx',
      edit: (c) => c.replace('politique-de-confidentialite.mdx', 'vous pouvez accéder à vos données, les corriger ou les effacer ; ', ''), title: 'Mention obligatoire absente',
      says: ['votre politique de confidentialité ne dit plus les droits de chacun sur ses données', 'à les faire corriger ou effacer'] },
    { name: 'no page at « / »: the site would have no home page', file: 'pages.yaml', edit: ['    path: /\n', '    path: /bienvenue\n'],
      at: ['pages:', 1], title: 'Page d’accueil manquante', says: 'donnez l’adresse « path: / »' },
    { name: 'a legal notice that no longer quotes her SIRET: told at her notice', file: 'mentions-legales.mdx',
      edit: ['SIRET : <Fact of="siret" />', 'SIRET : 123'], title: 'Mention obligatoire absente', says: 'la page de vos mentions légales ne cite plus le numéro SIRET (<Fact of="siret" />)' },
    { name: 'a legal notice that no longer names the mediator, though her conditions do: the notice is read on its own', file: 'mentions-legales.mdx',
      edit: ['<Fact of="mediatorName" />, ', ''], title: 'Mention obligatoire absente', says: '<Fact of="mediatorName" />' },
    { name: 'her legal notice no longer linked at the foot of the pages: one message at the page list, not her conditions blamed', file: 'pages.yaml',
      edit: ['file: mentions-legales\n    kind: legal\n', 'file: mentions-legales\n'], title: 'Mention obligatoire absente', says: 'remettez « kind: legal » à vos mentions légales' },
    { name: 'a gift card fact her conditions no longer quote while she sells gift cards', file: 'conditions.mdx',
      edit: ['Essai : <Fact of="giftCardValidity" />', ''], title: 'Mention obligatoire absente', says: 'la durée de validité de la carte cadeau' },
    { name: 'no page marked as legal any more: one message, how to mend it, not one per fact', file: 'pages.yaml',
      edit: (c) => c.replace('pages.yaml', /\n {4}kind: legal/g, ''), title: 'Mention obligatoire absente', says: 'remettez « kind: legal »' },
    { name: 'the withdrawal form’s section of the conditions emptied: the form the auto-reply copies is asked back', file: 'conditions.mdx',
      edit: ['> Formulaire de rétractation, pour l’essai.', 'À venir.'], title: 'Mention obligatoire absente', says: 'n’a plus le modèle de formulaire de rétractation' },
    { name: 'conditions of sale that no longer cite the article the express request rests on', file: 'conditions.mdx',
      edit: ['L221-25 et ', ''], title: 'Mention obligatoire absente', says: ['ne cite plus l’article L221-25', 'repose sur lui'] },
    { name: 'a gift card that quotes an offer that does not exist', file: offers, edit: ['      - pack-complet\n', '      - pack-complete\n'], at: 'pack-complete', title: 'Offre inconnue',
      says: 'À faire : vouliez-vous écrire « pack-complet » ? Écrivez l’identifiant d’une offre' },
    // With nothing close to guess, the fix goes on after « À faire : » without a capital.
    { name: 'a gift card that quotes an offer like none', file: offers, edit: ['      - pack-complet\n', '      - zzz\n'], at: 'zzz', title: 'Offre inconnue',
      says: 'À faire : écrivez l’identifiant d’une offre de la liste' },
    { name: 'a price that points to a note that does not exist', file: offers, edit: ['      - amount: 150\n        footnote: 2', '      - amount: 150\n        footnote: 3'],
      at: 'footnote: 3', title: 'Note invalide' },
    { name: 'a phone number with a digit missing: the call and SMS buttons would dial another number', file: practice, edit: ['phone: 06 00 00 00 00', 'phone: 06 00 00 00 0'],
      at: 'phone: 06', title: 'Numéro invalide', says: 'ses 10 chiffres' },
    { name: 'a phone number with the letter O for a zero', file: practice, edit: ['phone: 06 00 00 00 00', 'phone: O6 00 00 00 00'], at: 'phone: O6', title: 'Numéro invalide' },
    { name: 'an e-mail address cut short: its own title, not « Texte manquant »', file: practice, edit: (c) => c.replace(practice, /^email: .*$/m, 'email: contact@'),
      at: 'email: contact@', title: 'Adresse e-mail invalide', says: 'nom@domaine.fr' },
    { name: 'a SIRET with 13 digits', file: practice, edit: ['siret: 000 000 000 00000', 'siret: 000 000 000 0000'], at: 'siret:', title: 'Numéro invalide', says: '14 chiffres' },
    { name: 'a SIRET with one digit copied wrong: its key does not hold', file: practice, edit: ['siret: 000 000 000 00000', 'siret: 812 345 678 00012'], at: 'siret:', title: 'Numéro invalide',
      says: ['le numéro SIRET (« 812 345 678 00012 ») n’existe pas : son dernier chiffre, la clé de contrôle, ne va pas avec les autres', 'annuaire-entreprises.data.gouv.fr'] },
    { name: 'a testimonial dated before its consultation', file: testimonials, edit: (c) => c.replace(testimonials, /date: 20\d\d-\d\d-\d\d/, 'date: 2001-01-01'),
      at: 'date: 2001-01-01', title: 'Date invalide', says: 'avant sa consultation' },
    { name: 'a testimonial dated years ahead, which would stay first', file: testimonials, edit: (c) => c.replace(testimonials, /\n(\s+)date: 20\d\d-\d\d-\d\d/, '\n$1date: 2062-09-14'),
      at: 'date: 2062-09-14', title: 'Date invalide', says: 'ni après aujourd’hui' },
    { name: 'a testimonial whose consultation is dated ahead: told at the consultation’s date, the one to mend', file: testimonials,
      edit: (c) => c.replace(testimonials, /consultationDate: 20\d\d-\d\d-\d\d\n(\s+)date: 20\d\d-\d\d-\d\d/, 'consultationDate: 2062-09-14\n$1date: 2062-09-15'),
      at: 'consultationDate: 2062-09-14', title: 'Date invalide', says: ['la consultation de « ', 'après aujourd’hui', 'écrivez dans « consultationDate »'] },
    { name: 'a site address that is not https', file: practice, edit: ['siteUrl: https://www.example.com', 'siteUrl: http://www.mon-cabinet.fr/'], at: 'siteUrl:', title: 'Adresse du site invalide' },
    { name: 'a site address with a page after its domain: the page named as the cause', file: practice, edit: ['siteUrl: https://www.example.com', 'siteUrl: https://www.mon-cabinet.fr/accueil'],
      at: 'siteUrl:', title: 'Adresse du site invalide', says: 'suivi du nom de domaine seul : sans espace, sans « / » ni rien après lui' },
    { name: 'an urgent delay that does not name a closed weekday: the words to add', file: practice, edit: ['urgentTime: 24 h, hors dimanches et jours fériés', 'urgentTime: 24 h'],
      at: 'urgentTime:', title: 'Promesse sans réserve', says: 'hors dimanches' },
    { name: 'the header’s short button on a phone: a short label that is not part of the full one', file: 'data/ui.yaml', edit: ['  ctaShort: Rendez-vous\n', '  ctaShort: RDV\n'],
      at: '  ctaShort:', title: 'Bouton court', says: ['« RDV »', 'par exemple « Rendez-vous »'] },
    { name: 'an e-mail address ended by a sentence\'s period: the period to take out', file: practice, edit: (c) => c.replace(practice, /^email: (.*)$/m, 'email: $1.'),
      at: 'email:', title: 'Adresse e-mail invalide', says: 'retirez le point à la fin de l’adresse' },
    { name: 'a type of consultation\'s place named in French: the field it meant, once', file: booking, edit: ['    place: home\n', '    lieu: home\n'],
      at: 'lieu: home', title: 'Champ inconnu', says: 'vouliez-vous écrire « place: » ?' },
    { name: 'an offer\'s points pasted with « • » bullets: the bullet named, a dash to write', file: 'data/offers.yaml',
      edit: ['      - Comprendre comment fonctionne l’allaitement\n', '      • Comprendre comment fonctionne l’allaitement\n'],
      at: '• Comprendre', title: 'Tiret manquant', says: ['« • »', 'remplacez chaque « • » par un tiret « - »'] },
    { name: 'a morning written as one slot « 09:00-12:00 »: a slot is a start time, one per line', file: booking, at: "'09:00-12:00'", title: 'Créneau invalide',
      edit: layThen(booking, { timeSlots: ['09:00', '14:00'] }, "'09:00'", "'09:00-12:00'"), says: ['un créneau est l’heure où commence un rendez-vous', 'une ligne par heure de début'] },
    { name: 'two pages with one name in the menu: the menu would show it twice', file: 'pages.yaml', edit: ['  - nav: À propos\n', '  - nav: Consultations\n'],
      at: ['  - nav: Consultations', 8], title: 'Nom de menu en double', says: ['les pages /a-propos et /consultations s’appellent toutes deux « Consultations »', '« Consultations » deux fois'] },
  ])
  mistakes('warning', [
    { name: 'a consultation named « en visio » whose place says at home: the form would ask the parent’s town', file: 'data/booking.yaml',
      edit: ['    place: video', '    place: home'], at: ['value: teleconsultation-allaitement', 1], title: 'Lieu à vérifier',
      says: ['le nom « Consultation d’allaitement en visio » annonce une consultation en visio, mais son lieu est « À domicile » (place: home)', 'écrivez « place: video »'] },
    { name: 'an offer copied for a new one, its title kept: two cards alike', file: 'data/offers.yaml',
      edit: (c) => {
        const [, offer = ''] = /^offers:\n(  - title: .*\n(?: {4}.*\n)+)/m.exec(c.read('data/offers.yaml')) ?? []
        c.replace('data/offers.yaml', `offers:\n${offer}`, `offers:\n${offer}${offer.replace(/id: (.*)/, 'id: $1-copie')}`)
      },
      at: ['-copie', -2], title: 'Nom en double', says: ['deux offres s’appellent', 'donnez à chaque offre un nom qui la distingue'] },
    { name: 'a subject of the contact form named as another', file: 'data/booking.yaml', edit: (c) => c.lay('data/booking.yaml', { contactServices: [{ label: 'Allaitement', value: 'allaitement' }, { label: 'Allaitement', value: 'sevrage' }] }),
      at: ['  - label: Allaitement', 2], title: 'Nom en double', says: 'deux sujets du formulaire de contact s’appellent « Allaitement »' },
    // A family known to all, beside what it says of breastfeeding: a surname, an initial, the baby's day of birth.
    { name: 'a testimonial signed with a surname', file: testimonials, edit: ['  - name: Marion\n', '  - name: Marion Lefèvre\n'],
      at: 'name: Marion Lefèvre', title: 'Famille reconnaissable', says: ['« Marion Lefèvre » donne plus qu’un prénom', 'sans nom de famille ni initiale'] },
    { name: 'a testimonial signed with an initial', file: testimonials, edit: ['  - name: Marion\n', '  - name: Marion L.\n'],
      at: 'name: Marion L.', title: 'Famille reconnaissable', says: '« Marion L. » donne plus qu’un prénom' },
    { name: 'a baby named with its surname in the family line', file: testimonials, edit: ['maman de Léo, 3 mois', 'maman de Léo Martin, 3 mois'],
      at: 'babyLine: maman de Léo Martin', title: 'Famille reconnaissable', says: ['« maman de Léo Martin,', '» donne plus qu’un prénom'] },
    { name: 'the baby’s day of birth in the family line', file: testimonials, edit: ['maman de Léo, 3 mois', 'maman de Léo, né le 12 juin'],
      at: 'babyLine: maman de Léo, né', title: 'Famille reconnaissable', says: ['donne le jour de naissance du bébé', 'écrivez l’âge du bébé'] },
    { name: 'the IBCLC session she prepares, past: the site would still say she prepares it', file: 'data/practice.yaml',
      edit: (c) => c.lay('data/practice.yaml', { ibclcSession: 'avril 2020' }), at: 'ibclcSession:', title: 'Session passée',
      says: ['la session de l’examen IBCLC, « avril 2020 », est passée', 'Après l’examen IBCLC'] },
    { name: 'the list of her testimonials taken off their page: read whole nowhere, the page’s introduction above nothing', file: 'data/testimonials.yaml',
      edit: (c) => c.replace('temoignages.mdx', '<TestimonialList />', ''), at: ['testimonials:', 1], title: 'Témoignages non affichés',
      says: ['aucune page ne place plus <TestimonialList />', 'remettez <TestimonialList /> sur la page des témoignages'] },
    { name: 'her phone a landline: the urgent SMS and the follow-up by SMS would reach nobody', file: 'data/practice.yaml',
      edit: (c) => c.lay('data/practice.yaml', { phone: '04 78 12 34 56' }), at: 'phone:', title: 'Numéro fixe',
      says: ['04 78 12 34 56 est un numéro de fixe', 'écrivez le numéro de votre portable (06 ou 07)'] },
    { name: 'her city written where a text names the parent’s town: each e-mail of a visit at home would name her town', file: 'data/booking.yaml',
      edit: (c) => c.lay('data/booking.yaml', { confirmation: { atHome: 'chez vous, à {city}' } }), at: 'atHome:', title: 'Ville à la place de la commune',
      says: ['ce texte écrit « {city} », votre ville, et pas « {town} »', 'écrivez « {town} » à la place de « {city} »'] },
    { name: 'the prices page\'s role moved to a page without a price table: search engines told her prices are there', file: 'pages.yaml',
      edit: (c) => {
        c.replace('pages.yaml', '    file: consultations\n    role: offers\n', '    file: consultations\n')
        c.replace('pages.yaml', '    path: /a-propos\n    file: a-propos\n', '    path: /a-propos\n    file: a-propos\n    role: offers\n')
      },
      at: ['file: a-propos', 1], title: 'Page des tarifs sans prix', says: ['la page /a-propos a « role: offers »', 'elle ne montre aucun tableau de prix'] },
    { name: 'a group\'s <PriceTable /> deleted, its offers kept: bookable, their prices on no page', file: 'data/offers.yaml',
      edit: (c) => c.replace('blocs/consultations.mdx', '<PriceTable group="complementary" />', ''), at: 'group: complementary', title: 'Groupe sur aucune page',
      says: ['aucune page ne montre le groupe « Services complémentaires » (group: complementary)', 'placez <PriceTable group="complementary" />'] },
    { name: 'her lowest price typed « à partir de », after a space', file: 'a-propos.mdx', at: 'à partir de 45',
      edit: ['<Portrait />', '<Portrait />\n\nUne consultation à partir de 45 € seulement.'], title: 'Prix différent', says: '« à partir de 45 € » : votre consultation la moins chère' },
    { name: 'her lowest price typed by hand, « dès 50 € », another than her offers\'', file: 'accueil.mdx', at: 'Consultation dès 50',
      edit: ['* Consultation dès <PriceFrom />', '* Consultation dès 50 €'], title: 'Prix différent', says: ['« dès 50 € » : votre consultation la moins chère est à', 'écrivez « dès <PriceFrom /> »'] },
    { name: 'an urgent delay typed by hand in a page, another promise than her details’ (« sous 2 h, 7 jours sur 7 »)', file: 'blocs/urgence.mdx', at: 'sous 2 h',
      edit: ['sous <Fact of="urgentDelay" />', 'sous 2 h, 7 jours sur 7'], title: 'Délai écrit à la main',
      says: ['cette phrase promet « sous 2 h », écrit à la main', 'écrivez « sous <Fact of="responseDelay" /> » pour une réponse, ou « sous <Fact of="urgentDelay" /> »'] },
    { name: 'a delay of answer typed by hand in a text of the data files', file: 'data/ui.yaml', at: '  townHint:',
      edit: (c) => c.lay('data/ui.yaml', { forms: { townHint: 'Je vous réponds sous 48 heures.' } }), title: 'Délai écrit à la main', says: '« sous 48 heures »' },
    { name: 'an afternoon slot typed the 12-hour way, « 03:00 » for 15:00: offered as a morning slot', file: 'data/booking.yaml', at: "- '03:00'",
      edit: (c) => c.lay('data/booking.yaml', { timeSlots: ['09:00', '03:00'] }), title: 'Créneau inhabituel',
      says: ['le créneau de 03:00 serait proposé aux parents chaque jour ouvert', "vouliez-vous écrire « '15:00' » ?"] },
    { name: 'her e-mail at « gmial.com »: a mail service that does not exist, the one it likely meant', file: 'data/practice.yaml', at: 'email:',
      edit: (c) => c.lay('data/practice.yaml', { email: 'marie.dupont@gmial.com' }), title: 'Adresse e-mail à vérifier',
      says: ['« gmial.com » ressemble à « gmail.com »', 'vouliez-vous écrire « marie.dupont@gmail.com » ?'] },
    { name: 'a price with a zero too many: far from her other prices, the amount it likely meant', file: 'data/offers.yaml', at: 'amount: 700',
      edit: ['      - amount: 70\n', '      - amount: 700\n'], title: 'Prix inhabituel', says: ['700 € pour « Consultation d’allaitement prénatale » est loin des autres prix', 'vouliez-vous écrire 70 ?'] },
    { name: 'a price with a zero lost', file: 'data/offers.yaml', at: '- amount: 7',
      edit: ['      - amount: 70\n', '      - amount: 7\n'], title: 'Prix inhabituel', says: 'vouliez-vous écrire 70 ?' },
    { name: 'a price typed in a sentence naming an offer, other than its price: two prices for one offer', file: 'a-propos.mdx',
      edit: ['<Portrait />', '<Portrait />\n\nLa consultation en visio est à 55 €, et je me déplace.'], at: 'à 55 €', title: 'Prix différent',
      says: ['cette phrase nomme “Consultation en visio” (60 €), d’après offers.yaml, sans écrire son prix, et écrit « 55 € »', 'corrigez le montant, ou retirez-le'] },
    { name: 'a price typed in a sentence naming an offer, an address between them: the address\'s dots end no sentence', file: 'a-propos.mdx',
      edit: ['<Portrait />', '<Portrait />\n\nLa consultation en visio (voir www.ameli.fr) est à 55 €.'], at: 'à 55 €', title: 'Prix différent',
      says: 'cette phrase nomme “Consultation en visio” (60 €), d’après offers.yaml, sans écrire son prix, et écrit « 55 € »' },
    { name: 'two offers, one with its price, the other with a wrong one: the wrong one alone told, in a part saying it is not refunded', file: 'a-propos.mdx',
      edit: ['<Portrait />', '<Portrait />\n\nConsultation en visio : 60 €, Pack complet : 240 €, non remboursé.'], at: 'Pack complet : 240', title: 'Prix différent',
      says: ['“Pack complet” (250 €)', 'et écrit « 240 € »'] },
    { name: 'a price typed beside a formula whose name another offer\'s name begins: the formula the sentence names', file: 'a-propos.mdx',
      edit: ['<Portrait />', '<Portrait />\n\nMa Consultation d’allaitement prénatale étoilait coûte 70\u00a0€.'], at: 'coûte 70', title: 'Prix différent',
      says: '“Consultation d’allaitement prénatale étoilait” (90 €)' },
    { name: 'the emergency number with its digits swapped in the interface\'s words: the one it likely meant', file: 'data/ui.yaml', at: 'appelez le 51',
      edit: layThen('data/ui.yaml', { urgent: { emergency: 'Si votre bébé va mal, appelez le 15.' } }, 'appelez le 15', 'appelez le 51'),
      title: 'Numéro d’urgence inconnu', says: ['« 51 » n’est pas un numéro d’urgence', 'vouliez-vous écrire « 15 » (le SAMU) ?'] },
    { name: 'the suicide prevention line mistyped in a page, in bold', file: 'a-propos.mdx', at: 'appelez le **3141**',
      edit: ['<Portrait />', '<Portrait />\n\nSi vous allez très mal, appelez le **3141**, jour et nuit.'],
      title: 'Numéro d’urgence inconnu', says: 'vouliez-vous écrire « 3114 » (la prévention du suicide) ?' },
    ...[['Vous pouvez m’appeler au 06 96 88 77 66.', 'Numéro différent'], ['Mon numéro : 06 99 88 77 66.', 'Numéro différent'], ['Pour me joindre : 06 98 88 77 66.', 'Numéro différent'],
      ['Vous pouvez m’écrire à marie.dupont@gmail.com.', 'Adresse différente'], ['Écrivez-moi : marie@gmail.com.', 'Adresse différente']].map(([sentence, title]) => ({
      name: `her contact typed the common ways: « ${sentence} »`, file: 'cartes-cadeaux.mdx', at: sentence!.slice(0, 10), title: title as 'Numéro différent',
      edit: ['## Comment offrir', `${sentence}\n\n## Comment offrir`] as [string, string],
    })),
    { name: 'a call link to another number than hers, in a sentence about her', file: 'cartes-cadeaux.mdx', at: 'tel:0612345679',
      edit: ['## Comment offrir', 'Pour en parler, [appelez-moi](tel:0612345679).\n\n## Comment offrir'], title: 'Numéro différent', says: '« 0612345679 » est donné comme votre numéro' },
    { name: 'her e-mail typed in a page with a typo, other than her details\'', file: 'cartes-cadeaux.mdx', at: 'Écrivez-moi à',
      edit: ['## Comment offrir', 'Écrivez-moi à marie.dupont@gmial.com pour en parler.\n\n## Comment offrir'], title: 'Adresse différente',
      says: ['« marie.dupont@gmial.com » est donnée comme votre adresse e-mail', 'écrivez <Fact of="email" />'] },
    { name: 'another number typed in the interface\'s words, which speak for her alone', file: 'data/ui.yaml', at: 'Appeler le 06 12 34 56 79',
      edit: layThen('data/ui.yaml', { urgent: { call: 'Appeler' } }, 'call: Appeler', 'call: Appeler le 06 12 34 56 79'), title: 'Numéro différent', says: 'dans un texte des données : {phone}' },
    { name: 'her phone typed in a page, another number than her details\': visitors would read two numbers', file: 'cartes-cadeaux.mdx',
      edit: ['## Comment offrir', 'Appelez-moi au 06 12 34 56 78 pour en parler.\n\n## Comment offrir'], at: 'Appelez-moi au', title: 'Numéro différent',
      says: ['« 06 12 34 56 78 »', 'écrivez <Fact of="phone" />'], also: ({ text }) => expect(text).toContain(`ce n’est pas celui de vos coordonnées`) },
    { name: 'every closed period deleted by hand, « closedDays: » left alone: the empty list, its layout told', file: booking,
      edit: (c) => c.replace(booking, /^closedDays:\n(?: {2}.*\n)+/m, 'closedDays:\n'), at: 'closedDays:', title: 'Fichier à remettre en forme' },
    { name: 'a price written in quotes, as the time slots are: still her figure, its layout told', file: 'data/offers.yaml',
      edit: ['      - amount: 70\n', "      - amount: '70'\n"], at: "amount: '70'", title: 'Fichier à remettre en forme' },
  ])
  accepted([
    { name: 'each person’s rights in other words: « consulter », « modifier », « supprimer »', file: 'politique-de-confidentialite.mdx',
      edit: (c) => c.replace('politique-de-confidentialite.mdx', 'vous pouvez accéder à vos données, les corriger ou les effacer', 'vous pouvez consulter vos données, les modifier ou les supprimer') },
    { name: 'a parent’s own title in a testimonial: hers to say', file: 'data/testimonials.yaml',
      edit: (c) => c.lay('data/testimonials.yaml', {
        testimonials: [{ name: 'Zoé', babyLine: 'maman de Lou', text: 'Je suis infirmière et pourtant j’étais perdue. Merci.', consultationDate: '2026-11-02', date: '2026-11-10', rating: 5 }],
      }) },
    { name: 'a refund’s delay, the law’s, after « sous » in her conditions', file: 'conditions.mdx',
      edit: (c) => c.replace('conditions.mdx', 'Essai : rétractation', 'Je vous rembourse sous 14 jours. Essai : rétractation') },
    { name: 'her e-mail at a real mail service one letter from another (« ymail.com », « gmail.com »)', file: 'data/practice.yaml',
      edit: (c) => c.lay('data/practice.yaml', { email: 'marie.dupont@ymail.com' }) },
    { name: 'an IBCLC session of this year, the year alone written; or two sessions, the last to come', file: 'data/practice.yaml',
      edit: (c) => c.lay('data/practice.yaml', { ibclcSession: `2020 ou ${new Date().getFullYear()}` }) },
    { name: 'an IBCLC session in one of two months of this year, the last written to come', file: 'data/practice.yaml',
      edit: (c) => c.lay('data/practice.yaml', { ibclcSession: `janvier ou décembre ${new Date().getFullYear()}` }) },
    { name: 'her city in a text that speaks of her area, or beside the parent’s town', file: 'data/ui.yaml',
      edit: (c) => {
        c.lay('data/ui.yaml', { forms: { townHint: 'Pour une visite autour de {city}.' } })
        c.lay('data/booking.yaml', { confirmation: { atHome: 'chez vous, à {town} (près de {city})' } })
      } },
    { name: 'a fact ending with its own period where sentences end: a paragraph’s end, a data text’s, before a line break; « etc. » before a comma', file: 'data/practice.yaml',
      edit: (c) => {
        c.lay('data/practice.yaml', { paymentDue: 'à la fin de chaque consultation.', paymentMethods: 'espèces, chèque, etc.' })
        c.lay('data/booking.yaml', { confirmation: { paymentConsultation: 'Par {paymentMethods}, en une fois.\nRèglement {paymentDue}\n\nMerci' } })
      } },
    { name: 'a link to a site whose name has an accent', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](https://www.allaitement-bébé.fr/conseils)'] },
    ...['Si vous ne souhaitez pas vous rétracter, vous n’avez rien à faire.', 'Un rendez-vous déplacé ne vous fait pas perdre votre droit de rétractation.',
      'Je ne vous demande pas de justifier votre rétractation.', 'Passé ce délai, sans rétractation de votre part, le rendez-vous est maintenu.',
      'Si vous annulez pendant les 2 jours qui précèdent le rendez-vous, la consultation est due : je ne rembourse pas le paiement.',
      'Pour une consultation en visio, le paiement se fait au plus tard 2 jours avant, et pas de paiement avant 3 jours après la réservation.'].map((sentence) => ({
      name: `her conditions stating the law or a clause of hers, not denying it: « ${sentence} »`, file: 'conditions.mdx',
      edit: ['rétractation sous 14 jours, ', `rétractation sous 14 jours, à lire plus bas.\n\n${sentence}\n\nSuite : `] as [string, string],
    })),
    { name: 'the information before the contract giving the delay in the words of the law\'s model form, « quatorze jours »', file: 'data/booking.yaml',
      edit: (c) => c.lay('data/booking.yaml', { confirmation: { information: '{offers}\n{payment}\nConditions : {conditions}\nVous avez le droit de vous rétracter sans donner de motif dans un délai de quatorze jours.\n\n{withdrawalForm}' } }) },
    { name: 'emergency lines written as a page gives them, and a phone number after « appelez le »', file: 'a-propos.mdx',
      edit: ['<Portrait />', '<Portrait />\n\nAppelez le 15 tout de suite, ou composez le 116 117 la nuit ; appelez aussi le **3114** si besoin. Appelez le 01 23 45 67 89 pour l’association.'] },
    { name: 'the withdrawal right lost for a consultation fully given, and one without fees: not a denial', file: 'data/ui.yaml',
      edit: (c) => c.lay('data/ui.yaml', { forms: { terms: 'Vous pouvez vous rétracter sans frais. Une fois la consultation entièrement réalisée, vous ne pourrez plus vous rétracter.' } }) },
    { name: 'her tool for bookings taken elsewhere on a page of her own, as she has it', file: 'pages.yaml', edit: (c) => {
      c.replace('pages.yaml', '\nnotFound:', '\n  - title: Rendez-vous pris hors du site\n    description: Mon outil.\n    path: /hors-site\n    file: hors-site\n    kind: private\nnotFound:')
      c.write('hors-site.mdx', '# Rendez-vous pris hors du site\n\n<OffsiteBooking />\n')
    } },
    { name: 'a payment due days before a consultation, which promises nothing about a contract signed at home', file: 'data/booking.yaml',
      edit: (c) => c.lay('data/booking.yaml', { homeContract: { payment: '{payment} Je ne vous demande aucun paiement pour ce contrat avant 7 jours.' }, confirmation: { information: '{offers}\n{payment} Le paiement du solde se fait avant 2 jours de la consultation.\nConditions : {conditions}\nRétractation sous 14 jours.\n\n{withdrawalForm}' } }) },
    { name: 'other starting prices than her consultations\', typed by hand', file: 'a-propos.mdx',
      edit: ['<Portrait />', '<Portrait />\n\nLes formules d’accompagnement global sont proposées dès 130 €. La location d’un tire-lait est possible dès 12 € par mois.'] },
    { name: 'a colleague\'s number in a sentence of hers, and a form\'s example address', file: 'cartes-cadeaux.mdx', edit: (c) => {
      c.replace('cartes-cadeaux.mdx', '## Comment offrir', 'En mon absence, appelez ma collègue Julie Martin au 06 12 34 56 78.\n\n## Comment offrir')
      c.lay('data/ui.yaml', { forms: { errors: { emailInvalid: 'Écrivez une adresse e-mail complète, comme prenom.nom@exemple.fr.' } } })
    } },
    { name: 'another association\'s address and number in a page, not given as hers', file: 'cartes-cadeaux.mdx',
      edit: ['## Comment offrir', 'La Leche League répond à contact@lllfrance.org et au 01 39 58 45 84. [Écrivez-leur](mailto:contact@lllfrance.org).\n\n## Comment offrir'] },
    { name: 'another service\'s number in a page, and hers written as a fact', file: 'cartes-cadeaux.mdx',
      edit: ['## Comment offrir', 'La nuit, SOS Allaitement répond au 01 23 45 67 89. Appelez-moi au <Fact of="phone" />.\n\n## Comment offrir'] },
    { name: 'a fact in any text, and a text’s own variable in its own text', file: 'pages.yaml',
      edit: (c) => {
        c.lay('pages.yaml', { notFound: { description: 'Cette page n’existe pas. Je reçois autour de {city}.' } })
        c.lay('data/ui.yaml', { offers: { lowestPrice: 'dès {price}' }, footer: { promises: ['Une réponse sous {responseDelay}'] } })
      } },
    { name: 'prices typed beside the offers they are, in euros or with cents, and an amount in a sentence naming no offer', file: 'a-propos.mdx',
      edit: ['<Portrait />', '<Portrait />\n\nLa Formule ETOILAIT coûte 130 € ou 150,00 euros ; la consultation en visio, 60 €. Certaines mutuelles remboursent 50 €.'] },
    { name: 'amounts beside an offer\'s own price: a saving, a fee, a price before tax; and a refund of a named consultation', file: 'a-propos.mdx',
      edit: ['<Portrait />', '<Portrait />\n\nLa Formule ETOILAIT coûte 130 €, soit 10 € d’économie. La consultation en visio est à 60 € TTC, 50 € HT, frais 0 €.\n\nLa consultation en visio est remboursée jusqu’à 40 € par certaines mutuelles.'] },
    { name: 'an offer\'s price in a sentence naming another offer too, whose price it does not write', file: 'a-propos.mdx',
      edit: ['<Portrait />', '<Portrait />\n\nLa Formule ETOILAIT (130 €) comprend une Consultation d’allaitement prénatale.'] },
    { name: 'the price tables in a block that a block of the prices page places', file: 'consultations.mdx', edit: (c) => {
      c.write('blocs/tarifs.mdx', '---\n{}\n---\n<Consultations />\n')
      c.replace('consultations.mdx', '<Consultations />', '<Tarifs />')
      c.replace('accueil.mdx', '<Consultations />', '<Tarifs />')
    } },
    { name: 'no offer marked main, and no <FeaturedOffers /> on any page', file: 'data/offers.yaml', edit: (c) => c.replace('data/offers.yaml', /featured: true/g, 'featured: false') },
    { name: 'no gift card sold any more: her conditions need not speak of them', file: 'conditions.mdx',
      edit: (c) => {
        c.lay('data/offers.yaml', { giftCards: [] })
        c.replace('cartes-cadeaux.mdx', '<GiftCardOffers />', '')
        c.replace('conditions.mdx', /Essai : <Fact of="giftCard\w+" \/>/g, '')
      } },
    { name: 'no formula sold any more: her conditions need not say how formulas are paid', file: 'conditions.mdx',
      edit: (c) => {
        c.replace('data/offers.yaml', /group: packages/g, 'group: complementary')
        c.replace('blocs/consultations.mdx', '<PriceTable group="packages" />', '')
        c.replace('conditions.mdx', /Essai : <Fact of="package\w+" \/>/g, '')
      } },
  ])
})

describe('the web editor, at the field of an e-mail text of booking.yaml: what the check refuses, in its words', () => {
  type Form = { fields: Record<string, { validate: (value: string) => unknown }> }
  const cases: { name: string; texts: Record<string, Record<string, string>> }[] = [
    { name: 'a misspelt name, a French one and braces doubled, in the confirmation’s subject', texts: { confirmation: { subject: 'Confirmé le {dat} à {heure} {{date}}' } } },
    { name: 'a misspelt fact in her signature, and her payment words naming the slot they are read in', texts: { confirmation: { signature: '{name}, EI, SIRET {sirett}', paymentConsultation: 'Règlement {payment}, {paymentDu}.' } } },
    { name: 'the parent’s town, filled in the home visit’s words and not in the video’s', texts: { confirmation: { atHome: 'chez vous, à {town}', byVideo: 'en visio depuis {town}' } } },
    { name: 'a name one text fills and another does not', texts: { confirmation: { text: 'Le {date} à {time}, {place}. Prestation : {offer}.', information: 'Prestation : {offer}. {offers} {payment} {conditions} Vous disposez de 14 jours pour vous rétracter. {withdrawalForm}' } } },
  ]
  for (const { name, texts } of cases) {
    test(name, async () => {
      const copy = freshCopy()
      // The editor as built from her files before the edit.
      const fields = entryFields('data/booking.yaml', { bookingServices: [], offers: [], chosen: { bookingServices: [], offers: [] }, facts: {}, filled: filledNames(siteContent(copy.dir)) }) as unknown as Record<string, Form>
      const atField = Object.entries(texts).flatMap(([section, words]) =>
        Object.entries(words).flatMap(([key, text]) => {
          try {
            fields[section]!.fields[key]!.validate(text)
            return []
          } catch (refusal) {
            return [(refusal as Error).message]
          }
        }),
      )
      copy.lay('data/booking.yaml', texts)
      const { problems } = await runCheck(copy.dir)
      expect(problems.length, problems.map(formatProblem).join('\n')).toBeGreaterThan(0)
      // Each text the check blames, refused at its field with its first message; each text it accepts, accepted.
      const firsts = problems.filter((problem, index) => problems.findIndex((each) => each.line === problem.line) === index)
      expect(atField.sort()).toEqual(firsts.map((problem) => frenchTypography(`${capitalized(problem.message)} ${capitalized(problem.fix)}`)).sort())
    })
  }
})
