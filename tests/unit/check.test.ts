/**
 * `npm run check` on broken copies of the real content: each mistake the
 * consultant could make gives one French message with the file and the line,
 * and errors (not warnings) fail the check.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { runCheck } from '../../scripts/check/index.ts'
import { formatProblem, type Problem } from '../../scripts/check/problems.ts'
import { copyContent, type ContentCopy } from '../helpers/content-copy.ts'

// Each check reads every file of a fresh copy; CI shares two cores with the build.
vi.setConfig({ testTimeout: 30_000 })

let copy: ContentCopy | undefined

afterEach(() => {
  copy?.remove()
  copy = undefined
})

/** Copies content/, lets the test break it, and runs the check on the copy. */
async function checkBroken(breakIt: (content: ContentCopy) => void) {
  copy = copyContent()
  breakIt(copy)
  const result = await runCheck(copy.dir)
  return { ...result, text: result.problems.map(formatProblem).join('\n\n') }
}

/** The line of the copy's file where `needle` first appears, so tests survive edits of the real content. */
function lineOf(file: string, needle: string): number {
  const index = (copy?.read(file) ?? '').split('\n').findIndex((line) => line.includes(needle))
  if (index === -1) throw new Error(`« ${needle} » is not in content/${file}`)
  return index + 1
}

/** The one problem the broken file gives, whatever else the test looks at. */
function only(problems: readonly Problem[]): Problem {
  expect(problems.map(formatProblem)).toHaveLength(1)
  const [problem] = problems
  if (!problem) throw new Error('no problem')
  return problem
}

test('the real content passes with no error and no warning', async () => {
  const result = await checkBroken(() => {})
  expect(result.text).toBe('')
  expect(result.exitCode).toBe(0)
})

describe('MDX syntax errors are translated into French, with the line', () => {
  test('an unclosed component tag names the tag and the line where it opens', async () => {
    const result = await checkBroken((c) => c.replace('a-propos.mdx', '</Highlights>\n', ''))
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({ file: 'content/a-propos.mdx', line: lineOf('a-propos.mdx', '<Highlights>'), title: 'Balise non fermée' })
    expect(result.text).toContain('✖ Erreur — content/a-propos.mdx, ligne 7\n  Balise non fermée : la balise <Highlights> est ouverte mais jamais refermée.')
    expect(result.text).toContain('   7 | <Highlights>')
  })

  test('an HTML-style <br> is explained as a tag to close with />', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', 'le mieux.', 'le mieux.<br>Merci'))
    expect(only(result.problems)).toMatchObject({ file: 'content/temoignages.mdx', line: lineOf('temoignages.mdx', '<br>'), title: 'Balise non fermée' })
    expect(result.text).toContain('écrivez <br /> : dans les pages, une balise sans contenu se ferme par « /> »')
  })

  test('a stray < before a digit in prose', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', 'le mieux.', 'le mieux, même pour les bébés de <3 mois.'))
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({ file: 'content/temoignages.mdx', line: lineOf('temoignages.mdx', '<3'), title: 'Signe < dans le texte' })
    expect(result.text).toContain('écrivez « moins de » ou « inférieur à »')
  })

  test('a stray { in prose, never closed', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', 'le mieux.', 'le mieux {voir plus bas.'))
    expect(only(result.problems)).toMatchObject({ file: 'content/temoignages.mdx', line: lineOf('temoignages.mdx', '{voir'), title: 'Accolade dans le texte' })
  })

  test('words between braces would be run as code: an error, not a blank page', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', 'le mieux.', 'le mieux {merci}.'))
    expect(only(result.problems)).toMatchObject({ file: 'content/temoignages.mdx', line: lineOf('temoignages.mdx', '{merci}'), title: 'Accolade dans le texte' })
    expect(result.text).toContain('« {merci} » est lu comme du code')
  })

  test('a note written {/* like this */} is fine', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', '<TestimonialList />', '{/* à relire */}\n\n<TestimonialList />'))
    expect(result.exitCode).toBe(0)
  })

  test('an HTML comment', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', '<TestimonialList />', '<!-- à relire -->\n\n<TestimonialList />'))
    expect(only(result.problems)).toMatchObject({ file: 'content/temoignages.mdx', line: lineOf('temoignages.mdx', '<!--'), title: 'Commentaire HTML' })
    expect(result.text).toContain('écrivez la note entre {/* et */}')
  })

  test('a syntax error in the home page does not also report the links to its sections', async () => {
    const result = await checkBroken((c) => c.replace('accueil.mdx', '</Steps>', ''))
    expect(only(result.problems)).toMatchObject({ file: 'content/accueil.mdx', line: lineOf('accueil.mdx', '<Steps>'), title: 'Balise non fermée' })
  })

  test('a closing tag that does not match the opening one', async () => {
    const result = await checkBroken((c) => c.replace('pourquoi-consulter.mdx', '</Section>', '</Sectoin>'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pourquoi-consulter.mdx', line: lineOf('pourquoi-consulter.mdx', '</Sectoin>'), title: 'Balise fermante en trop' })
    expect(result.text).toContain(`</Sectoin> ne correspond pas à la balise <Section> ouverte ligne ${lineOf('pourquoi-consulter.mdx', '<Section')}.`)
  })

  test('a prop value without quotes', async () => {
    const result = await checkBroken((c) => c.replace('pourquoi-consulter.mdx', 'group="baby"', 'group=baby'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pourquoi-consulter.mdx', line: lineOf('pourquoi-consulter.mdx', 'group=baby'), title: 'Valeur sans guillemets' })
  })
})

describe('components and their props', () => {
  test('an unknown component, with the likely intended one', async () => {
    const result = await checkBroken((c) => c.replace('blocs/consultations.mdx', '<PriceTable group="postnatal" />', '<PriceTabel group="postnatal" />'))
    expect(only(result.problems)).toMatchObject({ file: 'content/blocs/consultations.mdx', line: lineOf('blocs/consultations.mdx', '<PriceTabel'), title: 'Composant inconnu' })
    expect(result.text).toContain('<PriceTabel> n’est pas un composant du site.\n  À faire : vouliez-vous écrire <PriceTable> ?')
  })

  test('a bloc used without its import line gets the line to add', async () => {
    const result = await checkBroken((c) => c.replace('consultations.mdx', "import Consultations from './blocs/consultations.mdx'\n", ''))
    expect(only(result.problems)).toMatchObject({ file: 'content/consultations.mdx', line: lineOf('consultations.mdx', '<Consultations />'), title: 'Composant inconnu' })
    expect(result.text).toContain("ajoutez en toute première ligne du fichier : import Consultations from './blocs/consultations.mdx'")
  })

  test('a wrong key: <PriceTable group="prenatale">', async () => {
    const result = await checkBroken((c) => c.replace('blocs/consultations.mdx', 'group="prenatal"', 'group="prenatale"'))
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({ file: 'content/blocs/consultations.mdx', line: lineOf('blocs/consultations.mdx', 'prenatale'), title: 'Valeur non prévue' })
    expect(result.text).toContain('vouliez-vous écrire group="prenatal" ? Valeurs possibles : "prenatal", "postnatal", "complementary", "specific" ou "packages".')
  })

  test('a wrong type: a number between braces where a key is expected', async () => {
    const result = await checkBroken((c) => c.replace('pourquoi-consulter.mdx', 'group="mother"', 'group={2}'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pourquoi-consulter.mdx', line: lineOf('pourquoi-consulter.mdx', 'group={2}'), title: 'Valeur mal écrite' })
    expect(result.text).toContain('entre accolades, {2}')
  })

  test('an unknown prop', async () => {
    const result = await checkBroken((c) => c.replace('a-propos.mdx', '<Fact of="radius" />', '<Fact of="radius" unit="km" />'))
    expect(only(result.problems)).toMatchObject({ file: 'content/a-propos.mdx', line: lineOf('a-propos.mdx', 'unit="km"'), title: 'Propriété inconnue' })
  })

  test('a missing required prop', async () => {
    const result = await checkBroken((c) => c.replace('pourquoi-consulter.mdx', '<SituationList group="special" />', '<SituationList />'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pourquoi-consulter.mdx', line: lineOf('pourquoi-consulter.mdx', '<SituationList />'), title: 'Propriété manquante' })
    expect(result.text).toContain('"baby", "mother", "special" ou "when"')
  })

  test('text inside a component that shows none', async () => {
    const result = await checkBroken((c) => c.replace('a-propos.mdx', '<Portrait />', '<Portrait>Ma photo</Portrait>'))
    expect(only(result.problems)).toMatchObject({ file: 'content/a-propos.mdx', line: lineOf('a-propos.mdx', '<Portrait>'), title: 'Contenu ignoré' })
  })

  test('a <Fact /> alone on its line, which MDX takes out of the paragraph', async () => {
    const result = await checkBroken((c) => c.replace('mentions-legales.mdx', 'Statut : <Fact of="legalStatus" />', '<Fact of="legalStatus" />'))
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({
      file: 'content/mentions-legales.mdx',
      line: lineOf('mentions-legales.mdx', '<Fact of="legalStatus" /><br />'),
      title: 'Texte hors paragraphe',
    })
    expect(result.text).toContain('commencez la ligne par du texte')
  })

  test('a <br /> alone on its line', async () => {
    const result = await checkBroken((c) => c.replace('mentions-legales.mdx', 'SIRET : <Fact of="siret" />', 'SIRET : <Fact of="siret" />\n<br />'))
    expect(only(result.problems)).toMatchObject({ title: 'Texte hors paragraphe', line: lineOf('mentions-legales.mdx', 'SIRET') + 1 })
    expect(result.text).toContain('mettez <br /> à la fin de la ligne précédente')
  })

  test('a <Fact /> that begins a sentence stays in its paragraph', async () => {
    const result = await checkBroken((c) => c.replace('mentions-legales.mdx', 'Statut : <Fact of="legalStatus" />', '<Fact of="legalStatus" />, mon statut'))
    expect(result.exitCode).toBe(0)
  })

  test('lowercase HTML tags are allowed', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', 'le mieux.', 'le <strong>mieux</strong>.<br />'))
    expect(result.exitCode).toBe(0)
  })

  test('an import of a bloc that does not exist', async () => {
    const result = await checkBroken((c) => c.replace('consultations.mdx', './blocs/consultations.mdx', './blocs/consultation.mdx'))
    expect(result.problems.map((p) => p.title)).toContain('Fichier importé introuvable')
    expect(result.problems.find((p) => p.title === 'Fichier importé introuvable')).toMatchObject({ file: 'content/consultations.mdx', line: 1 })
  })
})

describe('internal links and anchors', () => {
  test('a Markdown link to a page that does not exist', async () => {
    const result = await checkBroken((c) => c.replace('location-tire-lait.mdx', '](/consultations)', '](/consultation)'))
    expect(only(result.problems)).toMatchObject({ file: 'content/location-tire-lait.mdx', line: lineOf('location-tire-lait.mdx', '](/consultation)'), title: 'Lien vers une page inexistante' })
    expect(result.text).toContain('vouliez-vous écrire /consultations ?')
  })

  test('a button to /services, which is the 404 page', async () => {
    const result = await checkBroken((c) => c.replace('cartes-cadeaux.mdx', 'to="/consultations"', 'to="/services"'))
    expect(only(result.problems)).toMatchObject({ file: 'content/cartes-cadeaux.mdx', line: lineOf('cartes-cadeaux.mdx', '/services'), title: 'Lien vers une page inexistante' })
  })

  test('an anchor that does not exist on the linked page', async () => {
    const result = await checkBroken((c) => c.replace('cartes-cadeaux.mdx', 'to="/#contact"', 'to="/#contacts"'))
    expect(only(result.problems)).toMatchObject({ file: 'content/cartes-cadeaux.mdx', line: lineOf('cartes-cadeaux.mdx', '/#contacts'), title: 'Ancre inexistante' })
    expect(result.text).toContain('ancres possibles sur / : #services, #contact.')
  })

  test('a scroll button to a section the page does not have', async () => {
    const result = await checkBroken((c) => c.replace('accueil.mdx', 'target="services"', 'target="tarifs"'))
    expect(only(result.problems)).toMatchObject({ file: 'content/accueil.mdx', line: lineOf('accueil.mdx', 'target="tarifs"'), title: 'Ancre inexistante' })
  })

  test('a link written without its leading slash', async () => {
    const result = await checkBroken((c) => c.replace('location-tire-lait.mdx', '](/consultations)', '](consultations)'))
    expect(only(result.problems)).toMatchObject({ file: 'content/location-tire-lait.mdx', line: lineOf('location-tire-lait.mdx', '](consultations)'), title: 'Lien mal écrit' })
    expect(result.text).toContain('« /consultations »')
  })
})

describe('the page list, content/pages.ts', () => {
  test('a page in content/ that no entry uses', async () => {
    const result = await checkBroken((c) => c.write('ateliers.mdx', '# Ateliers\n\nBientôt.\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/ateliers.mdx', title: 'Page absente de la liste' })
    expect(result.text).toContain("{ path: '/ateliers', file: 'ateliers', title: '…', description: '…' }")
  })

  test('an entry whose file does not exist', async () => {
    const result = await checkBroken((c) => c.replace('pages.ts', "file: 'cartes-cadeaux'", "file: 'carte-cadeau'"))
    expect(result.exitCode).toBe(1)
    expect(result.problems.find((p) => p.title === 'Fichier de page manquant')).toMatchObject({ file: 'content/pages.ts', line: lineOf('pages.ts', "file: 'carte-cadeau'") })
    expect(result.text).toContain('annonce le fichier content/carte-cadeau.mdx, qui n’existe pas')
    // and so content/cartes-cadeaux.mdx is now unused
    expect(result.problems.map((p) => p.title)).toContain('Page absente de la liste')
  })

  test('an empty title', async () => {
    const result = await checkBroken((c) => c.replace('pages.ts', "title: 'Témoignages'", "title: ''"))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.ts', line: lineOf('pages.ts', "title: ''"), title: 'Titre manquant' })
  })

  test('a missing description', async () => {
    const result = await checkBroken((c) => c.replace('pages.ts', /\n {4}description: 'Les mots des familles[^\n]*/, ''))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.ts', title: 'Description manquante' })
  })

  test('a description longer than 160 characters', async () => {
    const result = await checkBroken((c) =>
      c.replace('pages.ts', 'Les mots des familles que j’ai accompagnées dans leur allaitement.', `Les mots des familles que j’ai accompagnées dans leur allaitement, ${'encore '.repeat(20)}.`),
    )
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.ts', line: lineOf('pages.ts', 'encore encore'), title: 'Description trop longue' })
    expect(result.text).toMatch(/fait \d+ caractères, pour 160 au plus/)
  })
})

describe('the facts, content/data/', () => {
  test('a price that is not a positive number', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.ts', 'price: { amount: 90 }', 'price: { amount: -90 }'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.ts', line: lineOf('data/offers.ts', 'amount: -90'), title: 'Prix invalide' })
    expect(result.text).toContain('le prix de « Consultation prénatale étoilait » (amount: -90) n’est pas un nombre positif.')
  })

  test('a price typed as text', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.ts', '{ amount: 250 }', "{ amount: '250' }"))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.ts', title: 'Prix invalide' })
    expect(result.text).toContain("(amount: '250')")
  })

  test('a missing duration', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.ts', '    duration: { from: 30 },\n', ''))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.ts', title: 'Durée manquante' })
    expect(result.text).toContain('« Téléconsultation de suivi » n’a pas de durée.')
  })

  test('a duration that ends before it starts', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.ts', '{ from: 90, to: 120 }', '{ from: 120, to: 90 }'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.ts', line: lineOf('data/offers.ts', 'from: 120, to: 90'), title: 'Durée invalide' })
  })

  test('a testimonial without a name', async () => {
    const result = await checkBroken((c) => c.replace('data/testimonials.ts', "placeholder('témoignage 2', 'Sarah')", "''"))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/testimonials.ts', line: lineOf('data/testimonials.ts', "name: '',"), title: 'Témoignage incomplet' })
    expect(result.text).toContain('le témoignage n° 2 n’a pas le prénom (name)')
  })

  test('a misspelt property: one message, with the likely intended one', async () => {
    const result = await checkBroken((c) => c.replace('data/testimonials.ts', "    babyLine: 'maman de Léo, 3 mois',", "    babyLigne: 'maman de Léo, 3 mois',"))
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({ file: 'content/data/testimonials.ts', line: lineOf('data/testimonials.ts', 'babyLigne'), title: 'Propriété inconnue' })
    expect(result.text).toContain('vouliez-vous écrire « babyLine » ?')
  })

  test('a misspelt path in the page list: one message, and its file still counts as used', async () => {
    const result = await checkBroken((c) => c.replace('pages.ts', "    path: '/temoignages',", "    pth: '/temoignages',"))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.ts', line: lineOf('pages.ts', 'pth:'), title: 'Propriété inconnue' })
  })

  test('a misspelt property in the page list', async () => {
    const result = await checkBroken((c) => c.replace('pages.ts', "    title: 'Témoignages',", "    titre: 'Témoignages',"))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.ts', line: lineOf('pages.ts', 'titre:'), title: 'Propriété inconnue' })
    expect(result.text).toContain('vouliez-vous écrire « title » ?')
  })

  test('a testimonial without its text', async () => {
    const result = await checkBroken((c) => c.replace('data/testimonials.ts', /\n {4}text: 'La préparation[^\n]*/, ''))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/testimonials.ts', title: 'Témoignage incomplet' })
    expect(result.text).toContain('le témoignage n° 3 n’a pas le texte (text)')
  })

  test('a closed period whose end is before its start', async () => {
    const result = await checkBroken((c) =>
      c.replace('data/booking.ts', "{ from: '2027-01-01', reason: 'Jour de l’an' }", "{ from: '2027-08-20', to: '2027-08-01', reason: 'Congés' }"),
    )
    expect(only(result.problems)).toMatchObject({ file: 'content/data/booking.ts', line: lineOf('data/booking.ts', "to: '2027-08-01'"), title: 'Période à l’envers' })
    expect(result.text).toContain('la fermeture se termine (2027-08-01) avant de commencer (2027-08-20).')
  })

  test('a closed day that is not in the calendar', async () => {
    const result = await checkBroken((c) => c.replace('data/booking.ts', "{ from: '2026-12-25', reason", "{ from: '2026-02-30', reason"))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/booking.ts', line: lineOf('data/booking.ts', '2026-02-30'), title: 'Date invalide' })
  })

  test('a slot not in HH:MM form', async () => {
    const result = await checkBroken((c) => c.replace('data/booking.ts', "'09:30'", "'9h30'"))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/booking.ts', line: lineOf('data/booking.ts', '9h30'), title: 'Créneau invalide' })
    expect(result.text).toContain("le créneau '9h30' n’est pas une heure au format HH:MM.")
  })

  test('a missing comma', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.ts', 'duration: { from: 60, to: 90 },\n    price: { amount: 70 },', 'duration: { from: 60, to: 90 }\n    price: { amount: 70 },'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.ts', line: lineOf('data/offers.ts', 'duration: { from: 60, to: 90 }') + 1, title: 'Fichier illisible' })
    expect(result.text).toContain('il manque une virgule.\n  À faire : ajoutez une virgule à la fin de la ligne')
  })

  test('a straight apostrophe inside a text', async () => {
    const result = await checkBroken((c) => c.replace('data/testimonials.ts', 'Une écoute bienveillante', "C'est une écoute bienveillante"))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/testimonials.ts', line: lineOf('data/testimonials.ts', "C'est"), title: 'Fichier illisible' })
    expect(result.text).toContain('l’apostrophe typographique ’')
  })

  test('a word without quotes', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.ts', 'price: { amount: 60 },\n    priceNote', 'price: { amount: soixante },\n    priceNote'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.ts', title: 'Fichier illisible' })
    expect(result.text).toContain('« soixante » n’est ni un nombre ni un texte entre apostrophes.')
  })
})

describe('wording: warnings with the line, which do not fail the check', () => {
  test('IBCLC presented as a title held', async () => {
    const result = await checkBroken((c) => c.replace('a-propos.mdx', 'consultante en lactation. J', 'consultante en lactation IBCLC. J'))
    expect(result.exitCode).toBe(0)
    expect(only(result.problems)).toMatchObject({ severity: 'warning', file: 'content/a-propos.mdx', line: lineOf('a-propos.mdx', 'lactation IBCLC'), title: 'Titre IBCLC' })
    expect(result.text).toContain(`⚠ Avertissement — content/a-propos.mdx, ligne ${lineOf('a-propos.mdx', 'lactation IBCLC')}\n  Titre IBCLC :`)
  })

  test('IBCLC « en préparation » or « prévue » is allowed', async () => {
    const result = await checkBroken((c) =>
      c.replace('a-propos.mdx', 'consultante en lactation. J', 'consultante en lactation, certification IBCLC prévue en 2026. J'),
    )
    expect(result.problems).toEqual([])
  })

  test('IBCLC in a data file', async () => {
    const result = await checkBroken((c) => c.replace('data/training.ts', 'Certification IBCLC (en préparation)', 'Certification IBCLC'))
    expect(result.exitCode).toBe(0)
    expect(only(result.problems)).toMatchObject({ severity: 'warning', file: 'content/data/training.ts', line: lineOf('data/training.ts', "'Certification IBCLC'"), title: 'Titre IBCLC' })
  })

  test('a medical claim in a page', async () => {
    const result = await checkBroken((c) => c.replace('pourquoi-consulter.mdx', 'vous aide à trouver', 'vous aide à traiter'))
    expect(result.exitCode).toBe(0)
    expect(only(result.problems)).toMatchObject({ severity: 'warning', file: 'content/pourquoi-consulter.mdx', line: lineOf('pourquoi-consulter.mdx', 'à traiter'), title: 'Promesse médicale' })
    expect(result.text).toContain('« traiter » est un mot du soin médical')
  })

  test.each(['guérir', 'soigner', 'diagnostic'])('« %s » in a data file', async (word) => {
    const result = await checkBroken((c) => c.replace('data/situations.ts', 'Organiser l’allaitement de deux bébés.', `Organiser l’allaitement de deux bébés et ${word}.`))
    expect(result.exitCode).toBe(0)
    expect(only(result.problems)).toMatchObject({ severity: 'warning', file: 'content/data/situations.ts', line: lineOf('data/situations.ts', `deux bébés et ${word}`), title: 'Promesse médicale' })
  })

  test('comments in data files are not published, so they are not read', async () => {
    const result = await checkBroken((c) => c.replace('data/situations.ts', 'Pas de diagnostic', 'Pas de diagnostic ni de traitement'))
    expect(result.problems).toEqual([])
  })
})

describe('files that disappeared', () => {
  test('a deleted data file', async () => {
    const result = await checkBroken((c) => c.delete('data/testimonials.ts'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/testimonials.ts', title: 'Fichier illisible' })
    expect(result.text).toContain('ce fichier est introuvable')
  })

  test('a deleted page list', async () => {
    const result = await checkBroken((c) => c.delete('pages.ts'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.ts', title: 'Fichier illisible' })
  })

  test('a page list that cannot be read gives its own message, not one per link', async () => {
    const result = await checkBroken((c) => c.replace('pages.ts', "    nav: 'Témoignages',\n", "    nav: 'Témoignages'\n"))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.ts', line: lineOf('pages.ts', "title: 'Témoignages'"), title: 'Fichier illisible' })
  })
})
