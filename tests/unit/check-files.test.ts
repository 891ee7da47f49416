/**
 * `npm run check` on broken copies of the tests' own content (tests/helpers/check-cases.ts): the page list, the
 * data files' form (YAML), the calendar, blocks, example values, wording, and files that disappeared.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, test, vi } from 'vitest'
import { runCheck } from '../../scripts/build/check/index.ts'
import { formatProblem } from '../../src/content/problems.ts'
import { checkBroken, lineOf, twins, layThen, only, mistakes, accepted, brokenCopy, freshCopy } from '../helpers/check-cases.ts'

// Each check reads every file of a fresh copy; CI shares two cores with the build.
vi.setConfig({ testTimeout: 30_000 })

describe('the page list, content/pages.yaml', () => {
  const p = 'pages.yaml'
  mistakes('error', [
    { name: 'a backup copy of a page a computer made beside it: told to delete it, not to publish it', file: 'a-propos copie.mdx',
      edit: (c) => c.write('a-propos copie.mdx', c.read('a-propos.mdx')), title: 'Copie d’un fichier',
      says: ['semble une copie de content/a-propos.mdx', 'si c’est une sauvegarde, supprimez-le'], also: ({ text }) => expect(text).not.toContain('path: /a-propos-copie') },
    { name: 'a copy of a page named as a French cloud drive names it, « Copie de … »', file: 'Copie de accueil.mdx',
      edit: (c) => c.write('Copie de accueil.mdx', c.read('accueil.mdx')), title: 'Copie d’un fichier', says: 'semble une copie de content/accueil.mdx' },
    { name: 'a backup copy of a block: told to delete it, not to rename it and place it', file: 'blocs/urgence copie.mdx',
      edit: (c) => c.write('blocs/urgence copie.mdx', c.read('blocs/urgence.mdx')), title: 'Copie d’un fichier',
      says: 'semble une copie de content/blocs/urgence.mdx', also: ({ text }) => expect(text).not.toContain('renommez-le') },
    { name: 'a page in content/ that no entry uses', file: 'ateliers.mdx', edit: (c) => c.write('ateliers.mdx', '# Ateliers\n\nBientôt.\n'),
      title: 'Page absente de la liste', says: '« path: /ateliers » et « file: ateliers »' },
    { name: 'a page file named with capitals, an accent and a space: renamed first, so that its address is one the list accepts', file: 'Atelier portage bébé.mdx',
      edit: (c) => c.write('Atelier portage bébé.mdx', '# Atelier\n\nBientôt.\n'), title: 'Page absente de la liste',
      says: 'renommez-le content/atelier-portage-bebe.mdx (sans majuscule, accent ni espace), puis ajoutez dans content/pages.yaml une page avec « path: /atelier-portage-bebe » et « file: atelier-portage-bebe »' },
    { name: 'the home page kept « à moi seule »: the site would leave search engines', file: p, edit: ['    path: /\n    file: accueil\n', '    path: /\n    file: accueil\n    kind: private\n'],
      at: 'kind: private', title: 'Page privée impossible', says: ['c’est l’accueil ; le site disparaîtrait des moteurs de recherche', 'retirez la ligne « kind: private » de cette page.'] },
    { name: 'the booking page kept « à moi seule »: its role named as the cause', file: p, edit: ['    role: booking\n', '    role: booking\n    kind: private\n'], at: ['role: booking', 1], title: 'Page privée impossible',
      says: 'le site l’ouvre pour les visiteurs par son rôle (role)', also: ({ text }) => expect(text).not.toContain('c’est l’accueil') },
    { name: 'an empty title', file: p, edit: ['    title: Témoignages\n', '    title: ""\n'], at: 'title: ""', title: 'Titre manquant', says: '« /temoignages » n’a pas de titre (title)' },
    { name: 'a missing description', file: p, edit: [/\n {4}description: Les mots des familles[^\n]*/, ''], title: 'Description manquante' },
    { name: 'a description longer than 160 characters', file: p, edit: [/(leur allaitement)\./, `$1, ${'encore '.repeat(20)}.`],
      at: 'encore encore', title: 'Description trop longue', says: 'dépasse 160 caractères' },
    { name: 'an address holding a character she cannot see (a zero-width space, pasted): named', file: p, edit: ['path: /temoignages', 'path: /temoignages\u200b'],
      at: 'path: /temoignages', title: 'Adresse de page invalide', says: 'n’est pas valable. Un caractère invisible s’y trouve : effacez la valeur et retapez-la.' },
    { name: 'an offer’s id with a word processor’s non-breaking hyphen, which looks like « - »: named', file: 'data/offers.yaml',
      edit: (c) => c.replace('data/offers.yaml', /(id: [a-z]+)-/, '$1\u2011'), at: 'id: ', title: 'Identifiant invalide',
      says: 'Un trait d’union insécable, copié d’un traitement de texte, s’y trouve : remplacez-le par un « - » tapé au clavier.' },
    { name: 'two pages at the same address', file: p, edit: ['path: /temoignages', 'path: /a-propos'], at: ['file: temoignages', -1], title: 'Adresse de page invalide' },
    { name: 'the booking form deleted from the booking page, which every « Prendre rendez-vous » opens', file: 'rendez-vous.mdx', edit: (c) => c.replace('rendez-vous.mdx', '<BookingForm />', ''),
      title: 'Formulaire manquant', says: ['la page de rendez-vous (/rendez-vous) ne place plus <BookingForm />', 'remettez <BookingForm /> sur cette page'] },
    { name: 'her tool for bookings taken elsewhere pasted on the public booking page: shown to every visitor', file: 'rendez-vous.mdx',
      edit: (c) => c.replace('rendez-vous.mdx', '<BookingForm />', '<BookingForm />\n\n<OffsiteBooking />'), at: '<OffsiteBooking />',
      title: 'Outil sur une page publique', says: ['la page /rendez-vous est publique', 'remettez-lui « kind: private »'] },
    { name: 'a link to her page of her own from a page visitors read: they would land on her tool', file: 'location-tire-lait.mdx',
      edit: (c) => {
        c.replace('pages.yaml', '\nnotFound:', '\n  - title: Rendez-vous pris hors du site\n    description: Mon outil.\n    path: /hors-site\n    file: hors-site\n    kind: private\nnotFound:')
        c.write('hors-site.mdx', '# Rendez-vous pris hors du site\n\n<OffsiteBooking />\n\n[Retour à mon outil](/hors-site)\n')
        c.replace('location-tire-lait.mdx', '[consultations spécifiques](/consultations)', '[consultations spécifiques](/hors-site)')
      },
      at: '](/hors-site)', title: 'Lien vers votre page privée', says: ['mène à /hors-site, votre page « À moi seule »', 'retirez ce lien'] },
    { name: '« role: terms » moved one entry up, onto the legal notice: one message at the moved line, not the mentions of two pages', file: p,
      edit: (c) => {
        c.replace(p, '    kind: legal\n    role: terms\n', '    kind: legal\n')
        c.replace(p, '    file: mentions-legales\n    kind: legal\n', '    file: mentions-legales\n    kind: legal\n    role: terms\n')
      },
      at: 'role: terms', title: 'Rôle de page',
      says: ['« role: terms » est sur « Mentions légales » (/mentions-legales), qui ne dit pas ce que dit la page des conditions de vente', 'alors que « Conditions de vente » (/conditions, ligne ', 'déplacez la ligne « role: terms » sous « file: conditions »'] },
    { name: '« role: privacy » moved onto a page that is not a legal one', file: p,
      edit: (c) => {
        c.replace(p, '    role: privacy\n', '')
        c.replace(p, '    file: temoignages\n', '    file: temoignages\n    role: privacy\n')
      },
      at: 'role: privacy', title: 'Rôle de page', says: ['« role: privacy » est sur « Témoignages » (/temoignages)', 'sous « file: politique-de-confidentialite »'] },
    { name: 'no booking page: one page per role', file: p, edit: ['    role: booking\n', ''], title: 'Rôle de page', says: 'aucune page n’a « role: booking »' },
    { name: 'two offers pages: one page per role', file: p, edit: ['    file: temoignages\n', '    file: temoignages\n    role: offers\n'],
      at: ['file: temoignages', 1], title: 'Rôle de page', says: '2 pages ont « role: offers »' },
    { name: 'an address the editor, its sign-in or the build’s files use', file: p, edit: ['path: /temoignages', 'path: /keystatic-avis'],
      at: 'path: /keystatic-avis', title: 'Adresse de page invalide', says: 'commence comme celle d’une partie du site qui n’est pas une page' },
    { name: 'a page file saved with another ending (« .md »): renamed, it is the page', file: p,
      edit: (c) => {
        c.write('temoignages.md', c.read('temoignages.mdx'))
        c.delete('temoignages.mdx')
      },
      at: 'file: temoignages', title: 'Fichier de page manquant', says: ['c’est content/temoignages.md qui existe', 'renommez content/temoignages.md en content/temoignages.mdx.'] },
    { name: 'a misspelt field in the page list: one message, and its file still counts as used', file: p, edit: ['    title: Témoignages\n', '    titre: Témoignages\n'],
      at: 'titre:', title: 'Champ inconnu', says: 'vouliez-vous écrire « title: » ?' },
  ])

  test('her conditions emptied, their role kept: what they lack is told, the role not sent to her legal notice', async () => {
    const result = await checkBroken('conditions.mdx', (c) => c.write('conditions.mdx', '# Conditions de vente\n\nTexte à venir.\n'))
    expect(result.problems.map((problem) => problem.title)).not.toContain('Rôle de page')
    expect(result.text).toContain('la page de vos conditions de vente ne cite plus')
  })

  test('an entry whose file does not exist, with the likely intended one: one message, that file not also told unused', async () => {
    const result = await checkBroken(p, ['file: cartes-cadeaux', 'file: carte-cadeau'])
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({ title: 'Fichier de page manquant', file: 'content/pages.yaml', line: lineOf(p, 'file: carte-cadeau') })
    expect(result.text).toContain('annonce le fichier content/carte-cadeau.mdx, qui n’existe pas')
    expect(result.text).toContain('vouliez-vous écrire « cartes-cadeaux » ?')
    // An entry copied for a new page that kept the other page's file: one message, at the copy.
    const copied = await checkBroken(p, ['    file: a-propos\n', '    file: a-propos\n  - title: Ateliers\n    description: Mes ateliers.\n    path: /ateliers\n    file: a-propos\n'])
    expect(only(copied.problems)).toMatchObject({ title: 'Fichier de page en double', line: lineOf(p, 'path: /ateliers') + 1 })
    expect(copied.text).toContain('la page /ateliers reprend le fichier content/a-propos.mdx')
    // An entry pointed at another page's file, earlier or later in the list: one message at it, with its own file, not « Page absente » at that file.
    for (const [from, to, path, own] of [['file: temoignages', 'file: a-propos', '/temoignages', 'temoignages'], ['file: a-propos', 'file: temoignages', '/a-propos', 'a-propos']] as const) {
      const repointed = await checkBroken(p, [`    ${from}\n`, `    ${to}\n`])
      expect(only(repointed.problems)).toMatchObject({ title: 'Fichier de page en double', line: lineOf(p, `path: ${path}`) + 1 })
      expect(repointed.text).toContain(`vouliez-vous écrire « file: ${own} » ?`)
    }
    // Its name with « .mdx »: the same.
    const withExtension = await checkBroken(p, ['file: cartes-cadeaux', 'file: cartes-cadeaux.mdx'])
    expect(only(withExtension.problems)).toMatchObject({ title: 'Fichier de page manquant' })
    expect(withExtension.text).toContain('vouliez-vous écrire « cartes-cadeaux » ?')
  })
})

describe('the data files: their form (YAML)', () => {
  const practice = 'data/practice.yaml'
  mistakes('error', [
    { name: 'a text whose closing quote is forgotten: at the line it opens, not at the file’s end', file: practice,
      edit: ['responseTime: 24 h, hors dimanches', 'responseTime: "24 h, hors dimanches'], at: 'responseTime: "', title: 'Guillemet non fermé',
      says: 'le texte ouvert par un guillemet sur cette ligne n’est jamais refermé' },
    { name: 'an item of a list whose closing quote is forgotten, after a quoted text on two lines', file: 'pages.yaml',
      edit: (c) => {
        c.replace('pages.yaml', '    title: Témoignages\n', '    title: "Les mots\n      des familles"\n')
        c.replace('pages.yaml', '    description: Les mots des familles', '    description: "Les mots des familles')
      },
      at: 'description: "Les mots', title: 'Guillemet non fermé' },
    { name: 'a text that starts with a word in straight quotes: how to write it, not a generic syntax error', file: 'data/testimonials.yaml',
      edit: ['    babyLine: maman de Léo, 3 mois', '    babyLine: "Léo" et sa maman'], at: 'babyLine: "Léo"', title: 'Guillemets en début de texte',
      says: 'écrivez le mot entre guillemets français' },
    { name: 'an apostrophe inside a text in single quotes, which ends it: written twice, as the editor writes it', file: 'data/offers.yaml',
      edit: ['      - Comprendre comment fonctionne l’allaitement', "      - 'L'allaitement : vos questions'"], at: "'L'allaitement", title: 'Apostrophe entre guillemets',
      says: "écrivez cette apostrophe deux fois, comme l’éditeur l’écrit : « 'L''allaitement : vos questions' »" },
    { name: 'a text that starts with a brace, unquoted: her line given back in quotes, not a generic syntax error', file: 'data/booking.yaml',
      edit: ['  - label: Consultation d’allaitement prénatale', '  - label: {name}, consultation prénatale'], at: 'label: {name}', title: 'Accolade en début de texte',
      says: ['commence par une accolade « { »', 'mettez tout le texte entre guillemets droits : « - label: \'{name}, consultation prénatale\' ».'] },
    { name: 'a text that starts with a brace and goes on on the next line: the whole text on one line, in quotes', file: 'data/booking.yaml',
      edit: ['  - label: Consultation d’allaitement prénatale', '  - label: {name}, consultation\n      prénatale à domicile'], at: 'label: {name}', title: 'Accolade en début de texte',
      says: ['sur une ligne qui remplace les lignes {line} à ', '« - label: \'{name}, consultation prénatale à domicile\' »'] },
    { name: 'a list item that starts with a brace and goes on on the next line: the whole item in quotes', file: 'data/ui.yaml',
      edit: (c) => {
        c.lay('data/ui.yaml', { footer: { promises: ['Une réponse sous {responseDelay}'] } })
        c.replace('data/ui.yaml', '    - Une réponse sous {responseDelay}', '    - {responseDelay} pour une réponse,\n      et en urgence aussi')
      },
      at: '- {responseDelay}', title: 'Accolade en début de texte', says: '« - \'{responseDelay} pour une réponse, et en urgence aussi\' »' },
    { name: 'a text that starts with a bracket and holds a straight apostrophe: given back quoted as the editor writes it', file: 'data/booking.yaml',
      edit: ['  - label: Consultation d’allaitement prénatale', "  - label: [Nouveau] consultation d'allaitement"], at: 'label: [Nouveau]', title: 'Accolade en début de texte',
      says: ['un crochet « [ » : le fichier le lit', '« - label: \'[Nouveau] consultation d\'\'allaitement\' »'] },
    { name: 'a tab used for indentation', file: practice, edit: ['  name: Nom de l’hébergeur', '\tname: Nom de l’hébergeur'],
      at: '\tname:', title: 'Tabulation', says: 'mettez à la place des espaces' },
    { name: 'a colon glued to its value, as a phone keyboard leaves it: the space to add, in her line', file: practice, edit: ['phone: 06 00 00 00 00', 'phone:06 00 00 00 00'],
      at: 'phone:06', title: 'Deux-points manquant', says: ['collé à ce qui le suit', '« phone: 06 00 00 00 00 »'] },
    { name: 'a colon glued to its value in a list\'s item: the same, not « n’a pas la forme attendue »', file: 'data/offers.yaml', edit: ['      - amount: 70\n', '      - amount:70\n'],
      at: 'amount:70', title: 'Deux-points manquant', says: '« amount: 70 », pas « amount:70 »' },
    { name: 'a missing colon', file: practice, edit: ['phone: 06 00 00 00 00', 'phone 06 00 00 00 00'],
      at: 'phone 06', title: 'Deux-points manquant', says: 'il manque le deux-points « : » après le nom du champ.' },
    { name: 'a no-break space after the colon, invisible: said, not « a missing colon » alone', file: practice, edit: ['city: Votre ville', 'city:\u00a0Votre ville'],
      at: 'city:\u00a0', title: 'Deux-points manquant', says: 'espace insécable' },
    { name: 'an item of a list without its dash, aligned under the others: told so, not « Décalage »', file: 'data/offers.yaml',
      edit: ['      - Comprendre comment fonctionne l’allaitement\n', '      - Comprendre comment fonctionne l’allaitement\n      Les positions et la mise au sein\n'],
      at: '      Les positions', title: 'Tiret manquant', says: 'ajoutez « - »' },
    { name: 'an item whose dash autocorrect made a long dash « – »: told, since she sees a dash', file: 'data/offers.yaml',
      edit: ['      - Comprendre comment fonctionne l’allaitement\n', '      - Comprendre comment fonctionne l’allaitement\n      – Les positions et la mise au sein\n'],
      at: '      – Les positions', title: 'Tiret manquant', says: 'un tiret long « – »' },
    { name: 'a slot in curly quotes from a word processor: told they are curly', file: 'data/booking.yaml', edit: layThen('data/booking.yaml', { timeSlots: ['09:00', '09:30'] }, "  - '09:30'", '  - ‘09:30’'),
      at: '‘09:30’', title: 'Créneau invalide', says: 'pas les guillemets courbes' },
    { name: 'a slot without its dash', file: 'data/booking.yaml', edit: layThen('data/booking.yaml', { timeSlots: ['09:00', '09:30'] }, "  - '09:30'", "  '09:30'"),
      at: "  '09:30'", title: 'Tiret manquant' },
    { name: 'a testimonial’s line pasted at the margin: the rest of its text, not a field without its colon', file: 'data/testimonials.yaml',
      edit: ['      rassurée et soutenue, sans jamais être jugée.\n', '      rassurée et soutenue, sans jamais être jugée.\nMerci pour tout !\n'],
      at: 'Merci pour tout', title: 'Décalage', says: 'cette ligne semble continuer le texte de la ligne au-dessus' },
    { name: 'a sentence pasted at the margin whose first word looks like a field’s name (« Dans », « date »): the rest of a text', file: 'data/testimonials.yaml',
      edit: ['      rassurée et soutenue, sans jamais être jugée.\n', '      rassurée et soutenue, sans jamais être jugée.\nDans les premiers jours, tout a changé.\n'],
      at: 'Dans les premiers jours', title: 'Décalage', says: 'cette ligne semble continuer le texte' },
    { name: 'a new testimonial pasted at the margin, as the guide writes it but without its leading spaces: told at it, not at the one below', file: 'data/testimonials.yaml',
      edit: ['  - name: Marion\n', '- name: Léa\n  babyLine: maman de Louise\n  text: Merci !\n  consultationDate: 2026-10-27\n  date: 2026-11-20\n  rating: 5\n  - name: Marion\n'],
      at: '- name: Léa', title: 'Décalage', says: ['commence à la marge, les autres à 2 espaces', 'ajoutez 2 espaces au début de chacune de ses lignes'] },
    { name: 'a testimonial one space too far in, between two others: told at it', file: 'data/testimonials.yaml', edit: (content) =>
        content.write('data/testimonials.yaml', content.read('data/testimonials.yaml').replace(/ {2}- name: Sarah\n(?: {4}.*\n)+/, (item) => item.replace(/^ /gm, '  '))),
      at: '   - name: Sarah', title: 'Décalage', says: 'retirez 1 espace au début de chacune de ses lignes' },
    { name: 'a new testimonial whose dash line only was pasted at the margin: that line alone to move', file: 'data/testimonials.yaml',
      edit: ['  - name: Marion\n', '- name: Léa\n    babyLine: maman de Louise\n    text: Merci !\n    consultationDate: 2026-10-27\n    date: 2026-11-20\n    rating: 5\n  - name: Marion\n'],
      at: '- name: Léa', title: 'Décalage', says: 'ajoutez 2 espaces au début de cette ligne seulement' },
    { name: 'a misspelt field name without its colon: a missing colon, not the rest of a text', file: 'data/testimonials.yaml',
      edit: ['    babyLine: maman de Léo, 3 mois', '    babyLigne maman de Léo, 3 mois'], at: 'babyLigne', title: 'Deux-points manquant' },
    { name: 'an offer whose booking type line is deleted: what it is and where its values are, not a malformed identifier', file: 'data/offers.yaml',
      edit: ['    booking: consultations-prenatales\n', ''], title: 'Texte manquant', says: ['il manque « booking »', 'd’un type de consultation de content/data/booking.yaml'] },
    { name: 'an offer whose booking type is emptied, its line kept: the same message', file: 'data/offers.yaml',
      edit: ['    booking: consultations-prenatales\n', '    booking:\n'], at: '    booking:', title: 'Texte manquant', says: 'il manque « booking »' },
    { name: 'a missing colon inside a list item', file: 'data/offers.yaml', edit: ['    priceNote: tarif adapté', '    priceNote tarif adapté'], at: 'priceNote tarif', title: 'Deux-points manquant' },
    { name: 'a sub-field that lost its indent, read as the file\'s own field written twice: told to shift it back, not to delete one', file: practice,
      edit: ['insurer:\n  name:', 'insurer:\nname:'], at: ['insurer:', 1], title: 'Décalage',
      says: ['alignée sur « insurer: », qui reste vide', 'ajoutez 2 espaces au début de cette ligne, pour l’aligner sur « address: » en dessous'] },
    { name: 'a part\'s middle field at the margin, its name also the file\'s own: the spaces to add, not a line to delete', file: practice, at: ['insurer:', 2],
      edit: (c) => c.replace(practice, /(insurer:\n {2}name: .*\n) {2}address:/, '$1address:'), title: 'Décalage',
      says: ['alignée sur « insurer: »', 'ajoutez 2 espaces au début de cette ligne, pour l’aligner sur « name: » au-dessus'] },
    { name: 'two sub-fields that lost their indent: each of them to shift', file: practice, at: ['insurer:', 1], title: 'Décalage',
      edit: (c) => { c.replace(practice, 'insurer:\n  name:', 'insurer:\nname:'); c.replace(practice, /\n  address: (.*)\n  area:/, '\naddress: $1\narea:') },
      says: 'ajoutez 2 espaces au début de cette ligne et des suivantes qui vont sous « insurer: »' },
    { name: 'the first sub-field of a part that lost its indent, its name the file’s own nowhere: told there, not at the line below', file: practice,
      edit: ['\n  delivery:', '\ndelivery:'], at: 'delivery:', title: 'Décalage',
      says: ['alignée sur « giftCard: », qui reste vide', 'ajoutez 2 espaces au début de cette ligne, pour l’aligner sur « validity: » en dessous'] },
    { name: 'the last sub-field of a part that lost its indent: told to shift it back under its part, not « unknown » and « missing »', file: practice,
      edit: ['\n  area:', '\narea:'], at: ['insurer:', 3], title: 'Décalage',
      says: ['« area: » est un champ de « insurer: » au-dessus', 'il se lit comme un champ de la fiche « Coordonnées du cabinet », qui n’en a pas', 'ajoutez 2 espaces au début de cette ligne, pour l’aligner sur « address: » au-dessus'] },
    { name: 'a duplicate key', file: practice, edit: ['city: Votre ville\n', 'city: Votre ville\ncity: Lyon\n'], at: 'city: Lyon', title: 'Champ en double', says: 'gardez une seule ligne' },
    { name: 'a new closed period missing its dash: told it may start a new item, not only to delete a line', file: 'data/booking.yaml',
      edit: ['    reason: Jour de l’an\n', '    reason: Jour de l’an\n    from: 2027-08-02\n    reason: Congés\n'], at: 'from: 2027-08-02', title: 'Champ en double', says: 'ajoutez « - » devant son premier champ' },
    { name: 'a colon followed by a space inside a text that is not in quotes', file: 'data/situations.yaml',
      edit: layThen('data/situations.yaml', twins, 'Organiser', 'Deux bébés : organiser'),
      at: 'Deux bébés :', title: 'Deux-points dans un texte', says: 'mettez tout le texte entre guillemets droits' },
    { name: 'an alias, which a web editor would not keep', file: practice, edit: ['city: Votre ville', 'city: &ville Votre ville'], title: 'Forme non prévue' },
    { name: 'a list where the file must be « name: value » lines', file: 'data/training.yaml', edit: (c) => c.write('data/training.yaml', '- period: 2026\n  title: Certification\n'),
      at: 1, title: 'Fichier illisible' },
    { name: 'a list’s text with « : » in it, read as a field by YAML, is told as such, at its line', file: 'data/offers.yaml',
      edit: ['      - Comprendre comment fonctionne l’allaitement', '      - Remboursement : non pris en charge'], at: 'Remboursement : non', title: 'Deux-points dans un texte' },
  ])
})

test('the header’s button renamed with a verb, its short label left: the verb offered for the short one', async () => {
  const result = await checkBroken('data/ui.yaml', ['  cta: Prendre rendez-vous\n', '  cta: Réserver une consultation\n'])
  expect(result.problems.find((problem) => problem.title === 'Bouton court')?.fix).toContain('par exemple « Réserver »')
})

test('a second closed weekday: each promise gets one message whose example names every closed weekday; « week-ends » and « ouvrés » name Saturday and Sunday, « ouvrables » Sunday only', async () => {
  const result = await checkBroken('data/booking.yaml', ['closedWeekdays:\n  - dimanche\n', 'closedWeekdays:\n  - dimanche\n  - samedi\n'])
  expect(result.problems.map((problem) => [problem.title, problem.line])).toEqual(
    [lineOf('data/practice.yaml', 'responseTime:'), lineOf('data/practice.yaml', 'urgentTime:')].sort((a, b) => a - b).map((line) => ['Promesse sans réserve', line]),
  )
  expect(result.text).toContain('ne recevez pas le samedi, alors')
  expect(result.text).toContain('24 h (hors dimanches, samedis et jours fériés)')
  brokenCopy().replace('data/practice.yaml', /^urgentTime: .*$/m, 'urgentTime: 24 h, hors week-ends et jours fériés')
  brokenCopy().replace('data/practice.yaml', /^responseTime: .*$/m, 'responseTime: 24 h (hors dimanches, samedis et jours fériés)')
  expect((await runCheck(brokenCopy().dir)).problems).toEqual([])
  // In the law's words: « ouvrés » leave out Saturdays and Sundays; « ouvrables » Sundays only.
  brokenCopy().replace('data/practice.yaml', /^urgentTime: .*$/m, 'urgentTime: 24 h ouvrées')
  expect((await runCheck(brokenCopy().dir)).problems).toEqual([])
  brokenCopy().replace('data/practice.yaml', /^urgentTime: .*$/m, 'urgentTime: 2 jours ouvrables')
  expect(only((await runCheck(brokenCopy().dir)).problems)).toMatchObject({ title: 'Promesse sans réserve', line: lineOf('data/practice.yaml', 'urgentTime:') })
})

test('a link to a document she put in public/ is published as it is; one not there is told, with where to put it', async () => {
  const copy = freshCopy()
  copy.replace('location-tire-lait.mdx', '[consultations spécifiques](/consultations)', '[consultations spécifiques](/docs/mes%20tarifs.pdf)')
  const publicDir = mkdtempSync(join(tmpdir(), 'public-'))
  // Her photo there, as in her public/: the folder is checked whole.
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'images'), join(publicDir, 'images'), { recursive: true })
  try {
    expect(only((await runCheck(copy.dir, { publicDir })).problems)).toMatchObject({ title: 'Lien vers une page inexistante', fix: expect.stringContaining('déposez-le dans le dossier public/, à public/docs/mes%20tarifs.pdf') })
    mkdirSync(join(publicDir, 'docs'))
    writeFileSync(join(publicDir, 'docs', 'mes tarifs.pdf'), '%PDF-1.4\n')
    expect((await runCheck(copy.dir, { publicDir })).problems).toEqual([])
  } finally {
    rmSync(publicDir, { recursive: true, force: true })
  }
})

test('the calendar: a warning when no day is open in the coming four weeks, not an error', async () => {
  const copy = freshCopy()
  copy.replace('data/booking.yaml', 'closedWeekdays:\n  - dimanche\n', 'closedWeekdays:\n  - dimanche\n  - samedi\n')
  copy.replace('data/booking.yaml', '  - from: 2026-12-25\n', '  - from: 2026-11-20\n    to: 2026-12-31\n')
  // Her promises say the days she now closes.
  copy.replace('data/practice.yaml', 'responseTime: 24 h, hors dimanches', 'responseTime: 24 h, hors samedis, dimanches')
  copy.replace('data/practice.yaml', 'urgentTime: 24 h, hors dimanches', 'urgentTime: 24 h, hors samedis, dimanches')
  const closed = await runCheck(copy.dir, { now: new Date('2026-11-23T09:00:00Z') })
  expect(closed.exitCode).toBe(0)
  expect(only(closed.problems)).toMatchObject({ severity: 'warning', file: 'content/data/booking.yaml', title: 'Calendrier fermé' })
  // The same rule as the calendar's: a day open after the period is far enough ahead only in January.
  expect((await runCheck(copy.dir, { now: new Date('2026-12-20T09:00:00Z') })).problems).toEqual([])
})

test('a closed period of more than four months, its year most likely typed wrong: a warning at its last day; a leave of three months, nothing', async () => {
  const copy = freshCopy()
  copy.replace('data/booking.yaml', '  - from: 2026-12-25\n', '  - from: 2027-08-02\n    to: 2028-08-22\n')
  const long = await runCheck(copy.dir, { now: new Date('2026-11-23T09:00:00Z') })
  expect(long.exitCode).toBe(0)
  expect(only(long.problems)).toMatchObject({ severity: 'warning', file: 'content/data/booking.yaml', line: lineOf('data/booking.yaml', 'to: 2028-08-22'), title: 'Fermeture très longue' })
  expect(formatProblem(long.problems[0]!)).toContain('cette fermeture dure 387 jours, du lundi 2 août 2027 au mardi 22 août 2028')
  copy.replace('data/booking.yaml', 'to: 2028-08-22', 'to: 2027-10-31')
  expect((await runCheck(copy.dir, { now: new Date('2026-11-23T09:00:00Z') })).problems).toEqual([])
  // A long leave already over, kept in the list: nothing to check any more.
  copy.replace('data/booking.yaml', '  - from: 2027-08-02\n    to: 2027-10-31\n', '  - from: 2025-01-06\n    to: 2025-12-31\n')
  expect((await runCheck(copy.dir, { now: new Date('2026-11-23T09:00:00Z') })).problems).toEqual([])
})

describe('a block no page places', () => {
  mistakes('warning', [
    { name: 'told once, as unused: its <PriceFrom /> with no consultation to price is not told too, since no page shows it', file: 'blocs/prix.mdx',
      edit: (c) => {
        c.write('blocs/prix.mdx', 'Consultation dès <PriceFrom />\n')
        c.replace('accueil.mdx', ' dès <PriceFrom />', '')
        c.replace('data/offers.yaml', /group: (prenatal|postnatal)/g, 'group: packages')
        c.replace('blocs/consultations.mdx', '<PriceTable group="prenatal" />', '')
      },
      title: 'Bloc inutilisé', says: 'placez-le dans une page par son nom, <Prix />' },
    { name: 'the price tables\' block taken off every page: told once, not also each group and the prices page', file: 'blocs/consultations.mdx',
      edit: (c) => {
        c.replace('consultations.mdx', '<Consultations />', '')
        c.replace('accueil.mdx', '<Consultations />', '')
      },
      title: 'Bloc inutilisé', says: 'placez-le dans une page par son nom, <Consultations />' },
  ])
})

describe('a block placed in itself, which the build would render without end', () => {
  mistakes('error', [
    { name: 'directly', file: 'blocs/urgence.mdx', edit: ['</UrgentHelp>', '</UrgentHelp>\n\n<Urgence />'], at: '<Urgence />', title: 'Bloc placé dans lui-même',
      says: ['ce bloc se place lui-même (<Urgence />)', 'retirez <Urgence /> de ce bloc.'] },
    { name: 'through another block: one message for the loop', file: 'blocs/signes-d-alerte.mdx',
      edit: (c) => {
        c.replace('blocs/urgence.mdx', '</UrgentHelp>', '</UrgentHelp>\n\n<SignesDAlerte />')
        c.replace('blocs/signes-d-alerte.mdx', /$/, '\n<Urgence />\n')
      },
      at: '<Urgence />', title: 'Bloc placé dans lui-même', says: 'ce bloc place <Urgence />, qui le replace ici, directement ou par un autre bloc' },
  ])
})

describe('one name for booking', () => {
  mistakes('warning', [
    { name: 'a button to /rendez-vous named otherwise than the header’s button is a warning with its line, not an error', file: 'temoignages.mdx',
      edit: ['>Prendre rendez-vous<', '>Réserver ma place<'], at: 'Réserver ma place', title: 'Deux noms pour une même action',
      says: '« Prendre rendez-vous » (content/data/ui.yaml, header.cta)' },
  ])
  accepted([
    { name: 'the same name with a query (?service=…) or the typography’s spaces is the same name', file: 'temoignages.mdx',
      edit: ['to="/rendez-vous"', 'to="/rendez-vous?service=consultations-prenatales"'] },
  ])
})

test('example values: each one is listed with its file and line, and a real value is not', async () => {
  const result = await checkBroken('data/practice.yaml', ['phone: 06 00 00 00 00', 'phone: 06 12 34 56 78'])
  expect(result.exitCode).toBe(0)
  expect(result.examples.map((e) => e.label)).not.toContain('le téléphone')
  expect(result.examples).toContainEqual(
    expect.objectContaining({ file: 'content/data/practice.yaml', line: lineOf('data/practice.yaml', 'name: Prénom Nom'), path: ['name'], label: 'votre nom', value: 'Prénom Nom', kind: 'fact', editorField: 'Coordonnées du cabinet › Prénom et nom' }),
  )
  // Each sample testimonial and its date, however many the tests' content holds.
  const { testimonials } = load(brokenCopy().read('data/testimonials.yaml')) as { testimonials: unknown[] }
  expect(testimonials.length).toBeGreaterThan(0)
  expect(result.examples.filter((e) => e.kind === 'testimonial')).toHaveLength(testimonials.length)
  expect(result.examples.filter((e) => e.label === 'la date de ce témoignage')).toHaveLength(testimonials.length)
})

test('a line shifted by one space, one way or the other, is « Décalage » on that line, not a colon problem', async () => {
  for (const spaces of ['   ', '     ']) {
    const result = await checkBroken('data/testimonials.yaml', ['    babyLine: maman de Léo', `${spaces}babyLine: maman de Léo`])
    expect(only(result.problems), JSON.stringify(spaces)).toMatchObject({ title: 'Décalage', line: lineOf('data/testimonials.yaml', 'babyLine: maman de Léo') })
  }
  // A text ending with « : » is the text's colon, on its own line.
  const colon = await checkBroken('data/testimonials.yaml', ['    babyLine: maman de Léo, 3 mois', '    babyLine: maman de Léo :'])
  expect(only(colon.problems)).toMatchObject({ title: 'Deux-points dans un texte', line: lineOf('data/testimonials.yaml', 'babyLine: maman de Léo :') })
})

test('a text with « : » and « # » in the single quotes her guide and the check ask for, its apostrophe written twice: nothing more to say, its layout the editor’s', async () => {
  const result = await checkBroken('data/offers.yaml', ['      - Comprendre comment fonctionne l’allaitement', "      - 'L''allaitement : vos questions #zen'"])
  expect(result.problems).toEqual([])
})

test('a « # » after a space in a one-line text, which would cut the text, is an error at its line', async () => {
  const result = await checkBroken('data/practice.yaml', [/^cancellationNotice: (.*)$/m, 'cancellationNotice: 48 heures #zen, merci'])
  expect(result.problems).toEqual([expect.objectContaining({ severity: 'error', file: 'content/data/practice.yaml', line: lineOf('data/practice.yaml', '#zen'), title: 'Texte coupé par un #' })])
  // Quoted, the text is whole: a note after it cuts nothing.
  brokenCopy().replace('data/practice.yaml', 'cancellationNotice: 48 heures #zen, merci', 'cancellationNotice: "48 heures #zen" # à revoir')
  expect((await runCheck(brokenCopy().dir)).problems.map((problem) => problem.title)).not.toContain('Texte coupé par un #')
})

test('an example she changed but whose « (exemple) » mark she kept is still listed: it never reaches a production build', async () => {
  const result = await checkBroken('data/practice.yaml', [/^cancellationNotice: .*$/m, 'cancellationNotice: 24 heures (exemple)'])
  expect(result.examples).toContainEqual(expect.objectContaining({ path: ['cancellationNotice'], value: '24 heures (exemple)', line: lineOf('data/practice.yaml', 'cancellationNotice:') }))
  brokenCopy().replace('data/practice.yaml', 'cancellationNotice: 24 heures (exemple)', 'cancellationNotice: 24 heures')
  expect((await runCheck(brokenCopy().dir)).examples.map((e) => ('path' in e ? e.path.join('.') : ''))).not.toContain('cancellationNotice')
})

describe('wording: warnings with the line, which do not fail the check', () => {
  mistakes('warning', [
    { name: 'IBCLC presented as a title held', file: 'a-propos.mdx', edit: ['consultante en lactation. J', 'consultante en lactation IBCLC. J'],
      at: 'lactation IBCLC', title: 'Titre IBCLC', says: '⚠ Avertissement — content/a-propos.mdx, ligne {line}\n  Titre IBCLC :' },
    { name: 'a protected title presented as hers in a page: « sage-femme »', file: 'a-propos.mdx', edit: ['consultante en lactation. J', 'sage-femme et consultante en lactation. J'],
      at: 'sage-femme et', title: 'Titre protégé', says: ['« sage-femme » est présenté comme votre titre', 'si ce titre n’est pas le vôtre, retirez-le'] },
    { name: 'a protected title as her profession, under her name', file: 'data/practice.yaml', at: 'profession:', title: 'Titre protégé',
      edit: (c) => c.lay('data/practice.yaml', { profession: 'Infirmière puéricultrice et consultante en lactation' }) },
    { name: 'IBCLC in a data file', file: 'data/training.yaml', at: 'title: Certification IBCLC', title: 'Titre IBCLC',
      edit: (c) => c.lay('data/training.yaml', { training: [{ period: '2027', title: 'Certification IBCLC' }] }) },
    { name: 'a medical claim in a page', file: 'pourquoi-consulter.mdx', edit: ['vous aide à trouver', 'vous aide à traiter'],
      at: 'à traiter', title: 'Promesse médicale', says: '« traiter » est un mot du soin médical' },
    // Each word of the medical vocabulary is proven in check-wording.test.ts; here, that data files are read for it.
    { name: 'a medical claim in a data file', file: 'data/situations.yaml', at: 'guérir', title: 'Promesse médicale',
      edit: layThen('data/situations.yaml', twins, 'deux bébés.', 'deux bébés et guérir.') },
    { name: 'a medical word in a family\'s testimonial: not hers to reword, told at its own line of the text', file: 'data/testimonials.yaml', at: 'Elle a guéri', title: 'Promesse médicale',
      edit: ['sans jamais être jugée.', 'sans jamais être jugée. Elle a guéri mes crevasses.'], says: 'ce sont les mots d’une famille : ne les changez pas sans elle.' },
    // A comment is not published, so its words are not read; but the editor's next save would drop it.
    { name: 'a comment written by hand in a data file: its words are not read, and the editor would drop it', file: 'data/situations.yaml',
      edit: ['firstWeeks:\n', '# Je guéris les crevasses en une séance.\nfirstWeeks:\n'], at: '# Je guéris', title: 'Fichier à remettre en forme',
      says: ['écrit à cette ligne', 'npm run format:content'] },
    { name: 'a text folded by hand where the editor writes one line', file: 'data/situations.yaml', at: 'description: >-', title: 'Fichier à remettre en forme',
      edit: layThen('data/situations.yaml', twins, 'description: Organiser l’allaitement de deux bébés.', 'description: >-\n      Organiser l’allaitement\n      de deux bébés.'),
      says: 'de cette ligne à la ligne ' },
  ])
  test('a word warned about does not hide that its file needs reformatting: she may keep the word, not the layout', async () => {
    const result = await checkBroken('data/situations.yaml', layThen('data/situations.yaml', twins, 'description: Organiser l’allaitement de deux bébés.', 'description: >-\n      Organiser l’allaitement\n      de deux bébés et guérir.'))
    expect(result.problems.map((problem) => problem.title).sort()).toEqual(['Fichier à remettre en forme', 'Promesse médicale'])
  })
  test('nor does a warning on her data she may keep (a landline that receives texts): the layout is still to mend', async () => {
    const time = '24 h, hors dimanches et jours fériés'
    const result = await checkBroken('data/practice.yaml', layThen('data/practice.yaml', { phone: '04 78 12 34 56', responseTime: time }, `responseTime: ${time}`, 'responseTime: >-\n  24 h, hors dimanches\n  et jours fériés'))
    expect(result.problems.map((problem) => problem.title).sort()).toEqual(['Fichier à remettre en forme', 'Numéro fixe'])
  })
  accepted([
    { name: 'IBCLC « en préparation » or « prévue » is allowed', file: 'a-propos.mdx', edit: ['consultante en lactation. J', 'consultante en lactation, certification IBCLC prévue en 2026. J'] },
  ])
})

describe('files that disappeared', () => {
  mistakes('error', [
    { name: 'a deleted data file', file: 'data/testimonials.yaml', edit: (c) => c.delete('data/testimonials.yaml'), title: 'Fichier illisible', says: 'ce fichier est introuvable' },
    { name: 'a deleted page list', file: 'pages.yaml', edit: (c) => c.delete('pages.yaml'), title: 'Fichier illisible' },
    { name: 'a page list that cannot be read gives its own message, not one per link', file: 'pages.yaml', edit: ['  - nav: Témoignages\n', '  - nav Témoignages\n'],
      at: 'nav Témoignages', title: 'Deux-points manquant' },
  ])
})
