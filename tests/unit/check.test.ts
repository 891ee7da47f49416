/**
 * `npm run check` on broken copies of the tests' own content
 * (tests/helpers/content-copy.ts, never the consultant's, which she changes): each mistake the
 * consultant could make gives one French message with the file and the line,
 * and errors (not warnings) fail the check.
 */
import { load } from 'js-yaml'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { runCheck } from '../../scripts/build/check/index.ts'
import { formatProblem, type Problem } from '../../src/content/problems.ts'
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

/** A situation some tests break, laid over the tests' own. */
const twins = { later: [{ title: 'Jumeaux', description: 'Organiser l’allaitement de deux bébés.' }] }

/** The one problem the broken file gives, whatever else the test looks at. */
function only(problems: readonly Problem[]): Problem {
  expect(problems.map(formatProblem)).toHaveLength(1)
  const [problem] = problems
  if (!problem) throw new Error('no problem')
  return problem
}

test('the consultant’s content passes with no error (warnings are hers to weigh)', async () => {
  copy = copyContent({ from: 'site' })
  const result = await runCheck(copy.dir)
  expect(result.problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([])
  expect(result.exitCode).toBe(0)
})

describe('MDX syntax errors are translated into French, with the line', () => {
  test('an unclosed component tag names the tag and the line where it opens', async () => {
    const result = await checkBroken((c) => c.replace('a-propos.mdx', '</Actions>', ''))
    const line = lineOf('a-propos.mdx', '<Actions>')
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({ file: 'content/a-propos.mdx', line, title: 'Balise non fermée' })
    expect(result.text).toContain(`✖ Erreur — content/a-propos.mdx, ligne ${line}\n  Balise non fermée : la balise <Actions> est ouverte mais jamais refermée.`)
    expect(result.text).toContain(`  ${line} | <Actions>`)
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

  test('a note written {/* like this */}: invisible on the site, but the web editor cannot open the page', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', '<TestimonialList />', '{/* à relire */}\n\n<TestimonialList />'))
    expect(only(result.problems)).toMatchObject({ file: 'content/temoignages.mdx', line: lineOf('temoignages.mdx', '{/*'), title: 'Note dans une page' })
    expect(result.text).toContain('l’éditeur du site ne peut pas ouvrir une page qui en contient une')
  })

  test('an HTML comment', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', '<TestimonialList />', '<!-- à relire -->\n\n<TestimonialList />'))
    expect(only(result.problems)).toMatchObject({ file: 'content/temoignages.mdx', line: lineOf('temoignages.mdx', '<!--'), title: 'Commentaire HTML' })
    expect(result.text).toContain('Gardez vos notes ailleurs')
  })

  test('a syntax error in the home page does not also report the links to its sections', async () => {
    const result = await checkBroken((c) => c.replace('accueil.mdx', '</Steps>', ''))
    expect(only(result.problems)).toMatchObject({ file: 'content/accueil.mdx', line: lineOf('accueil.mdx', '<Steps>'), title: 'Balise non fermée' })
  })

  test('a page that cannot be read does not make the blocs it places look unused', async () => {
    const result = await checkBroken((c) => {
      c.write('blocs/seul.mdx', 'Un bloc placé par une seule page.\n')
      c.replace('temoignages.mdx', '<TestimonialList />', '<Seul />\n\n<TestimonialList>')
    })
    expect(only(result.problems)).toMatchObject({ file: 'content/temoignages.mdx', title: 'Balise non fermée' })
  })

  test('a closing tag that does not match the opening one', async () => {
    const result = await checkBroken((c) => c.replace('pourquoi-consulter.mdx', '</Section>', '</Sectoin>'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pourquoi-consulter.mdx', line: lineOf('pourquoi-consulter.mdx', '</Sectoin>'), title: 'Balise fermante en trop' })
    expect(result.text).toContain(`</Sectoin> ne correspond pas à la balise <Section> ouverte ligne ${lineOf('pourquoi-consulter.mdx', '<Section')}.`)
  })

  test('a prop value without quotes', async () => {
    const result = await checkBroken((c) => c.replace('pourquoi-consulter.mdx', 'group="beforeBirth"', 'group=beforeBirth'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pourquoi-consulter.mdx', line: lineOf('pourquoi-consulter.mdx', 'group=beforeBirth'), title: 'Valeur sans guillemets' })
  })
})

describe('components and their props', () => {
  test('an unknown component, with the likely intended one', async () => {
    const result = await checkBroken((c) => c.replace('blocs/consultations.mdx', '<PriceTable group="postnatal" />', '<PriceTabel group="postnatal" />'))
    expect(only(result.problems)).toMatchObject({ file: 'content/blocs/consultations.mdx', line: lineOf('blocs/consultations.mdx', '<PriceTabel'), title: 'Composant inconnu' })
    expect(result.text).toContain('<PriceTabel> n’est pas un composant du site.\n  À faire : vouliez-vous écrire <PriceTable> ?')
  })

  test('an import line is refused: a bloc is placed by its name alone', async () => {
    const result = await checkBroken((c) => c.replace('consultations.mdx', '# ', "import Consultations from './blocs/consultations.mdx'\n\n# "))
    expect(only(result.problems)).toMatchObject({ file: 'content/consultations.mdx', line: lineOf('consultations.mdx', 'import Consultations'), title: 'Ligne import' })
    expect(result.text).toContain('un bloc de content/blocs/ se place par son nom seul, <Consultations /> pour consultations.mdx')
  })

  test('a misspelt bloc gets the bloc’s name', async () => {
    const result = await checkBroken((c) => c.replace('consultations.mdx', '<Consultations />', '<Consultation />'))
    expect(only(result.problems)).toMatchObject({ file: 'content/consultations.mdx', line: lineOf('consultations.mdx', '<Consultation />'), title: 'Composant inconnu' })
    expect(result.text).toContain('vouliez-vous écrire <Consultations> ?')
  })

  test('a wrong key: <PriceTable group="prenatale">', async () => {
    const result = await checkBroken((c) => c.replace('blocs/consultations.mdx', 'group="prenatal"', 'group="prenatale"'))
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({ file: 'content/blocs/consultations.mdx', line: lineOf('blocs/consultations.mdx', 'prenatale'), title: 'Valeur non prévue' })
    expect(result.text).toContain('vouliez-vous écrire group="prenatal" ? Valeurs possibles : "prenatal", "postnatal", "complementary", "specific" ou "packages".')
  })

  test('a wrong type: a number between braces where a key is expected', async () => {
    const result = await checkBroken((c) => c.replace('pourquoi-consulter.mdx', 'group="firstWeeks"', 'group={2}'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pourquoi-consulter.mdx', line: lineOf('pourquoi-consulter.mdx', 'group={2}'), title: 'Valeur mal écrite' })
    expect(result.text).toContain('entre accolades, {2}')
  })

  test('an unknown prop', async () => {
    const result = await checkBroken((c) => c.replace('a-propos.mdx', '<Fact of="radius" />', '<Fact of="radius" unit="km" />'))
    expect(only(result.problems)).toMatchObject({ file: 'content/a-propos.mdx', line: lineOf('a-propos.mdx', 'unit="km"'), title: 'Propriété inconnue' })
  })

  test('a missing required prop', async () => {
    const result = await checkBroken((c) => c.replace('pourquoi-consulter.mdx', '  <SituationList group="later" />', '  <SituationList />'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pourquoi-consulter.mdx', line: lineOf('pourquoi-consulter.mdx', '<SituationList />'), title: 'Propriété manquante' })
    expect(result.text).toContain('"beforeBirth", "firstWeeks" ou "later"')
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

  test('a line break <br /> and a passage in another language are allowed', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', 'le mieux.', 'le <span lang="en">best</span>.<br />'))
    expect(result.exitCode).toBe(0)
  })

  test('other HTML tags are refused, with their Markdown', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', 'le mieux.', 'le <strong>mieux</strong>.'))
    expect(only(result.problems)).toMatchObject({ file: 'content/temoignages.mdx', line: lineOf('temoignages.mdx', '<strong>'), title: 'Balise HTML' })
    expect(result.text).toContain('écrivez en Markdown : **texte** pour du gras')
  })
})

describe('what the site would publish as typed: refused, as the editor does not offer it', () => {
  test('a table', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', 'le mieux.', 'le mieux.\n\n| Tarif | Durée |\n| --- | --- |\n| 70 € | 1 h |'))
    expect(only(result.problems)).toMatchObject({ file: 'content/temoignages.mdx', line: lineOf('temoignages.mdx', '| Tarif |'), title: 'Mise en forme non affichée' })
    expect(result.text).toContain('un tableau')
  })

  test('a struck-through word, code, and a title below « ### »', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', 'le mieux.', 'le ~~moins~~ mieux, `code`.\n\n#### Petit titre'))
    expect(result.problems.map((problem) => [problem.title, problem.line])).toEqual([
      ['Mise en forme non affichée', lineOf('temoignages.mdx', '~~moins~~')],
      ['Mise en forme non affichée', lineOf('temoignages.mdx', '~~moins~~')],
      ['Mise en forme non affichée', lineOf('temoignages.mdx', '#### Petit titre')],
    ])
    expect(result.text).toContain('un texte barré')
    expect(result.text).toContain('du code')
    expect(result.text).toContain('un titre de niveau 4')
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

describe('the page list, content/pages.yaml', () => {
  test('a page in content/ that no entry uses', async () => {
    const result = await checkBroken((c) => c.write('ateliers.mdx', '# Ateliers\n\nBientôt.\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/ateliers.mdx', title: 'Page absente de la liste' })
    expect(result.text).toContain('« path: /ateliers » et « file: ateliers »')
  })

  test('an entry whose file does not exist, with the likely intended one', async () => {
    const result = await checkBroken((c) => c.replace('pages.yaml', 'file: cartes-cadeaux', 'file: carte-cadeau'))
    expect(result.exitCode).toBe(1)
    expect(result.problems.find((p) => p.title === 'Fichier de page manquant')).toMatchObject({ file: 'content/pages.yaml', line: lineOf('pages.yaml', 'file: carte-cadeau') })
    expect(result.text).toContain('annonce le fichier content/carte-cadeau.mdx, qui n’existe pas')
    expect(result.text).toContain('vouliez-vous écrire « cartes-cadeaux » ?')
    // and so content/cartes-cadeaux.mdx is now unused
    expect(result.problems.map((p) => p.title)).toContain('Page absente de la liste')
  })

  test('an empty title', async () => {
    const result = await checkBroken((c) => c.replace('pages.yaml', '    title: Témoignages\n', '    title: ""\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.yaml', line: lineOf('pages.yaml', 'title: ""'), title: 'Titre manquant' })
    expect(result.text).toContain('« /temoignages » n’a pas de titre (title)')
  })

  test('a missing description', async () => {
    const result = await checkBroken((c) => c.replace('pages.yaml', /\n {4}description: Les mots des familles[^\n]*/, ''))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.yaml', title: 'Description manquante' })
  })

  test('a description longer than 160 characters', async () => {
    const result = await checkBroken((c) =>
      c.replace('pages.yaml', 'Les mots des familles que j’ai accompagnées dans leur allaitement.', `Les mots des familles que j’ai accompagnées dans leur allaitement, ${'encore '.repeat(20)}.`),
    )
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.yaml', line: lineOf('pages.yaml', 'encore encore'), title: 'Description trop longue' })
    expect(result.text).toContain('dépasse 160 caractères')
  })

  test('two pages at the same address', async () => {
    const result = await checkBroken((c) => c.replace('pages.yaml', 'path: /temoignages', 'path: /a-propos'))
    expect(result.problems.find((p) => p.title === 'Adresse de page invalide')).toMatchObject({ file: 'content/pages.yaml', line: lineOf('pages.yaml', 'file: temoignages') - 1 })
  })

  test('no booking page, or two offers pages: one page per role', async () => {
    const none = await checkBroken((c) => c.replace('pages.yaml', '    role: booking\n', ''))
    expect(only(none.problems)).toMatchObject({ file: 'content/pages.yaml', title: 'Rôle de page' })
    expect(none.text).toContain('aucune page n’a « role: booking »')
    copy?.remove()
    const two = await checkBroken((c) => c.replace('pages.yaml', '    file: temoignages\n', '    file: temoignages\n    role: offers\n'))
    expect(only(two.problems)).toMatchObject({ file: 'content/pages.yaml', line: lineOf('pages.yaml', 'file: temoignages') + 1, title: 'Rôle de page' })
    expect(two.text).toContain('2 pages ont « role: offers »')
  })

  test('an address the editor, its sign-in or the build’s files use', async () => {
    const result = await checkBroken((c) => c.replace('pages.yaml', 'path: /temoignages', 'path: /keystatic-avis'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.yaml', line: lineOf('pages.yaml', 'path: /keystatic-avis'), title: 'Adresse de page invalide' })
    expect(result.text).toContain('commence comme celle d’une partie du site qui n’est pas une page')
  })

  test('a misspelt field in the page list: one message, and its file still counts as used', async () => {
    const result = await checkBroken((c) => c.replace('pages.yaml', '    title: Témoignages\n', '    titre: Témoignages\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.yaml', line: lineOf('pages.yaml', 'titre:'), title: 'Champ inconnu' })
    expect(result.text).toContain('vouliez-vous écrire « title: » ?')
  })
})

describe('the data files: their form (YAML)', () => {
  test('a tab used for indentation', async () => {
    const result = await checkBroken((c) => c.replace('data/practice.yaml', '  name: Nom de l’hébergeur', '\tname: Nom de l’hébergeur'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/practice.yaml', line: lineOf('data/practice.yaml', '\tname:'), title: 'Tabulation' })
    expect(result.text).toContain('mettez à la place des espaces')
  })

  test('a missing colon', async () => {
    const result = await checkBroken((c) => c.replace('data/practice.yaml', 'phone: 06 00 00 00 00', 'phone 06 00 00 00 00'))
    expect(result.problems[0]).toMatchObject({ file: 'content/data/practice.yaml', line: lineOf('data/practice.yaml', 'phone 06'), title: 'Deux-points manquant' })
    expect(result.text).toContain('il manque le deux-points « : » après le nom du champ.')
  })

  test('a missing colon inside a list item', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.yaml', '    priceNote: tarif adapté', '    priceNote tarif adapté'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.yaml', line: lineOf('data/offers.yaml', 'priceNote tarif'), title: 'Deux-points manquant' })
  })

  test('a duplicate key', async () => {
    const result = await checkBroken((c) => c.replace('data/practice.yaml', 'city: Votre ville\n', 'city: Votre ville\ncity: Lyon\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/practice.yaml', line: lineOf('data/practice.yaml', 'city: Lyon'), title: 'Champ en double' })
  })

  test('a colon followed by a space inside a text that is not in quotes', async () => {
    const result = await checkBroken((c) => {
      c.lay('data/situations.yaml', twins)
      c.replace('data/situations.yaml', 'description: Organiser l’allaitement de deux bébés.', 'description: Deux bébés : organiser l’allaitement.')
    })
    expect(only(result.problems)).toMatchObject({ file: 'content/data/situations.yaml', line: lineOf('data/situations.yaml', 'Deux bébés :'), title: 'Deux-points dans un texte' })
    expect(result.text).toContain('mettez tout le texte entre guillemets droits')
  })

  test('an alias, which a web editor would not keep', async () => {
    const result = await checkBroken((c) => c.replace('data/practice.yaml', 'city: Votre ville', 'city: &ville Votre ville'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/practice.yaml', title: 'Forme non prévue' })
  })

  test('a list where the file must be « name: value » lines', async () => {
    const result = await checkBroken((c) => c.write('data/training.yaml', '- period: 2026\n  title: Certification\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/training.yaml', line: 1, title: 'Fichier illisible' })
  })
})

describe('the data files: their values', () => {
  test('a price written in words', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.yaml', '      - amount: 90\n', '      - amount: soixante-dix\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.yaml', line: lineOf('data/offers.yaml', 'soixante-dix'), title: 'Prix invalide' })
    expect(result.text).toContain('le prix de « Consultation prénatale étoilait » (« soixante-dix ») n’est pas un nombre entier positif.')
  })

  test('a price with the euro sign', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.yaml', '      - amount: 250\n', '      - amount: 250 €\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.yaml', title: 'Prix invalide' })
    expect(result.text).toContain('sans le signe €')
  })

  test('an unknown key, with the field a French word meant', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.yaml', '    prices:\n      - amount: 70\n', '    prix:\n      - amount: 70\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.yaml', line: lineOf('data/offers.yaml', 'prix:'), title: 'Champ inconnu' })
    expect(result.text).toContain('vouliez-vous écrire « prices: » ?')
  })

  test('a misspelt field: one message, not a second one for the field it meant', async () => {
    const result = await checkBroken((c) => c.replace('data/testimonials.yaml', '    babyLine: maman de Léo, 3 mois', '    babyLigne: maman de Léo, 3 mois'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/testimonials.yaml', line: lineOf('data/testimonials.yaml', 'babyLigne'), title: 'Champ inconnu' })
    expect(result.text).toContain('vouliez-vous écrire « babyLine: » ?')
  })

  test('an empty required field', async () => {
    const result = await checkBroken((c) => c.replace('data/practice.yaml', 'city: Votre ville', 'city:'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/practice.yaml', line: lineOf('data/practice.yaml', 'city:'), title: 'Texte manquant' })
    expect(result.text).toContain('« city » de vos coordonnées est vide ou manquant.')
  })

  test('a testimonial without text', async () => {
    const result = await checkBroken((c) => c.replace('data/testimonials.yaml', /\n {4}text: >-\n {6}La consultation à la maison[^]*?(?=\n {4}date)/, ''))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/testimonials.yaml', line: lineOf('data/testimonials.yaml', 'name: Sarah'), title: 'Témoignage incomplet' })
    expect(result.text).toContain('le témoignage « Sarah » n’a pas de « text »')
  })

  test('a rating out of 5', async () => {
    const result = await checkBroken((c) => c.replace('data/testimonials.yaml', '    rating: 5\n  - name: Sarah', '    rating: 6\n  - name: Sarah'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/testimonials.yaml', line: lineOf('data/testimonials.yaml', 'rating: 6'), title: 'Note invalide' })
  })

  test('a closed period that ends before it starts', async () => {
    const result = await checkBroken((c) => c.replace('data/booking.yaml', '  - from: 2027-01-01\n', '  - from: 2027-08-20\n    to: 2027-08-01\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/booking.yaml', line: lineOf('data/booking.yaml', 'to: 2027-08-01'), title: 'Période à l’envers' })
    expect(result.text).toContain('la fermeture finit avant de commencer.')
  })

  test('a closed day that is not in the calendar', async () => {
    const result = await checkBroken((c) => c.replace('data/booking.yaml', 'from: 2026-12-25', 'from: 2026-02-30'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/booking.yaml', line: lineOf('data/booking.yaml', '2026-02-30'), title: 'Date invalide' })
  })

  test('a slot not written as HH:MM', async () => {
    const result = await checkBroken((c) => {
      c.lay('data/booking.yaml', { timeSlots: ['09:00', '09:30'] })
      c.replace('data/booking.yaml', "'09:30'", '9h30')
    })
    expect(only(result.problems)).toMatchObject({ file: 'content/data/booking.yaml', line: lineOf('data/booking.yaml', '9h30'), title: 'Créneau invalide' })
    expect(result.text).toContain('le créneau « 9h30 » n’est pas une heure écrite HH:MM.')
  })

  test('a closed weekday that is not a day', async () => {
    const result = await checkBroken((c) => c.replace('data/booking.yaml', '  - dimanche\n', '  - dimanch\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/booking.yaml', line: lineOf('data/booking.yaml', '- dimanch'), title: 'Valeur non prévue' })
  })

  test('an offer whose booking option is not in the form, with the likely intended one', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.yaml', 'booking: teleconsultation-allaitement', 'booking: teleconsultation-allaitment'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.yaml', line: lineOf('data/offers.yaml', 'teleconsultation-allaitment'), title: 'Valeur non prévue' })
    expect(result.text).toContain('vouliez-vous écrire « teleconsultation-allaitement » ?')
  })

  test('a gift card that quotes an offer that does not exist', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.yaml', '      - pack-complet\n', '      - pack-complete\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.yaml', line: lineOf('data/offers.yaml', 'pack-complete'), title: 'Offre inconnue' })
  })

  test('a price that points to a note that does not exist', async () => {
    const result = await checkBroken((c) => c.replace('data/offers.yaml', '      - amount: 150\n        footnote: 2', '      - amount: 150\n        footnote: 3'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/offers.yaml', line: lineOf('data/offers.yaml', 'footnote: 3'), title: 'Note invalide' })
  })

  test('a site address that is not https', async () => {
    const result = await checkBroken((c) => c.replace('data/practice.yaml', 'siteUrl: https://www.example.com', 'siteUrl: http://www.mon-cabinet.fr/'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/practice.yaml', line: lineOf('data/practice.yaml', 'siteUrl:'), title: 'Adresse du site invalide' })
  })
})

describe('the calendar', () => {
  test('a warning when no day is open in the coming four weeks, not an error', async () => {
    copy = copyContent()
    copy.replace('data/booking.yaml', 'closedWeekdays:\n  - dimanche\n', 'closedWeekdays:\n  - dimanche\n  - samedi\n')
    copy.replace('data/booking.yaml', '  - from: 2026-12-25\n', '  - from: 2026-11-20\n    to: 2026-12-31\n')
    // Her promises say the days she now closes.
    copy.replace('data/practice.yaml', 'responseTime: 24 h, hors dimanches', 'responseTime: 24 h, hors samedis, dimanches')
    copy.replace('data/practice.yaml', 'urgentTime: 24 h, hors dimanches', 'urgentTime: 24 h, hors samedis, dimanches')
    const now = new Date('2026-11-23T09:00:00Z')
    const closed = await runCheck(copy.dir, { now })
    expect(closed.exitCode).toBe(0)
    expect(only(closed.problems)).toMatchObject({ severity: 'warning', file: 'content/data/booking.yaml', title: 'Calendrier fermé' })
    // The same rule as the calendar's: a day open after the period is far enough ahead only in January.
    expect((await runCheck(copy.dir, { now: new Date('2026-12-20T09:00:00Z') })).problems).toEqual([])
  })
})

describe('promises kept on the days she closes', () => {
  test('an urgent delay that does not name a closed weekday is one error, with the file, the line and the words to add', async () => {
    const result = await checkBroken((c) => c.replace('data/practice.yaml', 'urgentTime: 24 h, hors dimanches et jours fériés', 'urgentTime: 24 h'))
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({
      severity: 'error',
      file: 'content/data/practice.yaml',
      line: lineOf('data/practice.yaml', 'urgentTime:'),
      title: 'Promesse sans réserve',
    })
    expect(result.text).toContain('hors dimanches')
  })
})

describe('the withdrawal form the confirmation links to', () => {
  test('conditions of sale without its section are one error, naming the section to keep', async () => {
    const result = await checkBroken((c) => c.replace('conditions.mdx', 'id="formulaire-de-retractation"', 'id="modele"'))
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({ severity: 'error', file: 'content/conditions.mdx', title: 'Ancre inexistante' })
    expect(result.text).toContain('<Section id="formulaire-de-retractation">')
  })
})

describe('the header\'s short button on a phone', () => {
  test('a short label that is not part of the full one is one error, with the file, the line and words to take', async () => {
    const result = await checkBroken((c) => c.replace('data/ui.yaml', '  ctaShort: Rendez-vous\n', '  ctaShort: RDV\n'))
    expect(result.exitCode).toBe(1)
    expect(only(result.problems)).toMatchObject({
      severity: 'error',
      file: 'content/data/ui.yaml',
      line: lineOf('data/ui.yaml', '  ctaShort:'),
      title: 'Bouton court',
    })
    expect(result.text).toContain('« RDV »')
  })
})

describe('one name for booking', () => {
  test('a button to /rendez-vous named otherwise than the header\'s button is a warning with its line, not an error', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', '>Prendre rendez-vous<', '>Réserver ma place<'))
    expect(result.exitCode).toBe(0)
    expect(only(result.problems)).toMatchObject({
      severity: 'warning',
      file: 'content/temoignages.mdx',
      line: lineOf('temoignages.mdx', 'Réserver ma place'),
      title: 'Deux noms pour une même action',
    })
    expect(result.text).toContain('« Prendre rendez-vous » (content/data/ui.yaml, header.cta)')
  })

  test('the same name with a query (?service=…) or the typography\'s spaces is the same name', async () => {
    const result = await checkBroken((c) => c.replace('temoignages.mdx', 'to="/rendez-vous"', 'to="/rendez-vous?service=consultations-prenatales"'))
    expect(result.problems).toEqual([])
  })
})

describe('example values', () => {
  test('each one is listed with its file and line, and a real value is not', async () => {
    const result = await checkBroken((c) => c.replace('data/practice.yaml', 'phone: 06 00 00 00 00', 'phone: 06 12 34 56 78'))
    expect(result.exitCode).toBe(0)
    expect(result.examples.map((e) => e.label)).not.toContain('le téléphone')
    expect(result.examples).toContainEqual(expect.objectContaining({ file: 'content/data/practice.yaml', line: lineOf('data/practice.yaml', 'name: Prénom Nom'), path: ['name'], label: 'votre nom', value: 'Prénom Nom', kind: 'fact', editorField: 'Coordonnées du cabinet › Prénom et nom' }))
    // Each sample testimonial and its date, however many the tests' content holds.
    const { testimonials } = load(copy!.read('data/testimonials.yaml')) as { testimonials: unknown[] }
    expect(testimonials.length).toBeGreaterThan(0)
    expect(result.examples.filter((e) => e.kind === 'testimonial')).toHaveLength(testimonials.length)
    expect(result.examples.filter((e) => e.label === 'la date de ce témoignage')).toHaveLength(testimonials.length)
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
    const result = await checkBroken((c) => {
      c.lay('data/training.yaml', { training: [{ period: '2027', title: 'Certification IBCLC (en préparation)' }] })
      c.replace('data/training.yaml', 'Certification IBCLC (en préparation)', 'Certification IBCLC')
    })
    expect(result.exitCode).toBe(0)
    expect(only(result.problems)).toMatchObject({ severity: 'warning', file: 'content/data/training.yaml', line: lineOf('data/training.yaml', 'title: Certification IBCLC'), title: 'Titre IBCLC' })
  })

  test('a medical claim in a page', async () => {
    const result = await checkBroken((c) => c.replace('pourquoi-consulter.mdx', 'vous aide à trouver', 'vous aide à traiter'))
    expect(result.exitCode).toBe(0)
    expect(only(result.problems)).toMatchObject({ severity: 'warning', file: 'content/pourquoi-consulter.mdx', line: lineOf('pourquoi-consulter.mdx', 'à traiter'), title: 'Promesse médicale' })
    expect(result.text).toContain('« traiter » est un mot du soin médical')
  })

  test.each(['guérir', 'soigner', 'diagnostic'])('« %s » in a data file', async (word) => {
    const result = await checkBroken((c) => {
      c.lay('data/situations.yaml', twins)
      c.replace('data/situations.yaml', 'Organiser l’allaitement de deux bébés.', `Organiser l’allaitement de deux bébés et ${word}.`)
    })
    expect(result.exitCode).toBe(0)
    expect(only(result.problems)).toMatchObject({ severity: 'warning', file: 'content/data/situations.yaml', line: lineOf('data/situations.yaml', `deux bébés et ${word}`), title: 'Promesse médicale' })
  })

  test('a comment written by hand in a data file is not published, so it is not read', async () => {
    const result = await checkBroken((c) => c.replace('data/situations.yaml', 'firstWeeks:\n', '# Je guéris les crevasses en une séance.\nfirstWeeks:\n'))
    expect(result.problems).toEqual([])
  })
})

describe('files that disappeared', () => {
  test('a deleted data file', async () => {
    const result = await checkBroken((c) => c.delete('data/testimonials.yaml'))
    expect(only(result.problems)).toMatchObject({ file: 'content/data/testimonials.yaml', title: 'Fichier illisible' })
    expect(result.text).toContain('ce fichier est introuvable')
  })

  test('a deleted page list', async () => {
    const result = await checkBroken((c) => c.delete('pages.yaml'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.yaml', title: 'Fichier illisible' })
  })

  test('a page list that cannot be read gives its own message, not one per link', async () => {
    const result = await checkBroken((c) => c.replace('pages.yaml', '  - nav: Témoignages\n', '  - nav Témoignages\n'))
    expect(only(result.problems)).toMatchObject({ file: 'content/pages.yaml', line: lineOf('pages.yaml', 'nav Témoignages'), title: 'Deux-points manquant' })
  })
})
