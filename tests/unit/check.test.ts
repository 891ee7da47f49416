/**
 * `npm run check` on broken copies of the tests' own content
 * (tests/helpers/content-copy.ts, never the consultant's, which she changes): each mistake the
 * consultant could make gives one French message with the file and the line,
 * and errors (not warnings) fail the check.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, test, vi } from 'vitest'
import { runCheck } from '../../scripts/build/check/index.ts'
import { formatProblem, formatSummary, type Problem } from '../../src/content/problems.ts'
import { copyForTest, type ContentCopy } from '../helpers/content-copy.ts'
import type { ContentFile } from '../../src/content/schema.ts'
import { confirmSlots } from '../../src/lib/email-payload.ts'

// Each check reads every file of a fresh copy; CI shares two cores with the build.
vi.setConfig({ testTimeout: 30_000 })

/** The copy of the test, removed after it. */
let copy: ContentCopy | undefined

type Edit = [from: string | RegExp, to: string] | ((content: ContentCopy) => void)

/** Copies content/, breaks it (a replacement in `file`, or any change), and runs the check on the copy. */
async function checkBroken(file: string, edit: Edit) {
  copy = copyForTest()
  if (typeof edit === 'function') edit(copy)
  else copy.replace(file, ...edit)
  const result = await runCheck(copy.dir)
  return { ...result, text: result.problems.map(formatProblem).join('\n\n') }
}

/** The line of the copy's file where `needle` first appears, so tests survive edits of the tests' content. */
function lineOf(file: string, needle: string): number {
  const index = (copy?.read(file) ?? '').split('\n').findIndex((line) => line.includes(needle))
  if (index === -1) throw new Error(`« ${needle} » is not in content/${file}`)
  return index + 1
}

/** A confirmation whose « Confirmer » link is too long, its last words plain text a cut removes. */
const longConfirmation = `Bonjour {parent},\n{offer} le {date} à {time}, {place}.\n${'Je vous confirme notre rendez-vous avec plaisir. '.repeat(40)}Merci.`

/** A situation some tests break, laid over the tests' own. */
const twins = { later: [{ title: 'Jumeaux', description: 'Organiser l’allaitement de deux bébés.' }] }

/** An edit in a situation the tests' own content lacks: `data` laid over the file, then `from` replaced by `to`. */
const layThen = (file: ContentFile, data: Record<string, unknown>, from: string, to: string): Edit => (c) => {
  c.lay(file, data)
  c.replace(file, from, to)
}

/** The one problem the broken file gives, whatever else the test looks at. */
function only(problems: readonly Problem[]): Problem {
  expect(problems.map(formatProblem)).toHaveLength(1)
  return problems[0]!
}

/** One mistake of hers and the one problem it gives. */
interface Mistake {
  name: string
  /** The file she broke, where the problem is. */
  file: string
  edit: Edit
  /** The problem's line: the first line of the broken file holding this text (with an offset), or a number. */
  at?: string | [string, number] | number
  title: string
  /** Words of the French message; `{line}` is the problem's line. */
  says?: string | string[]
  also?: (result: Awaited<ReturnType<typeof checkBroken>>) => void | Promise<void>
}

/** Each mistake gives one problem of that severity, with its file, line, title and words; an error fails the check, a warning does not. */
function mistakes(severity: Problem['severity'], cases: Mistake[]) {
  for (const { name, file, edit, at, title, says = [], also } of cases) {
    test(name, async () => {
      const result = await checkBroken(file, edit)
      const line = typeof at === 'string' ? lineOf(file, at) : Array.isArray(at) ? lineOf(file, at[0]) + at[1] : at
      expect(only(result.problems)).toMatchObject({ severity, file: `content/${file}`, title, ...(line !== undefined && { line }) })
      expect(result.exitCode).toBe(severity === 'error' ? 1 : 0)
      for (const words of [says].flat()) expect(result.text).toContain(words.replaceAll('{line}', String(line)))
      await also?.(result)
    })
  }
}

/** What only looks like a mistake: no problem at all. */
function accepted(cases: { name: string; file: string; edit: Edit }[]) {
  for (const { name, file, edit } of cases) test(name, async () => expect((await checkBroken(file, edit)).problems.map(formatProblem)).toEqual([]))
}

test('the consultant’s content passes with no error (warnings are hers to weigh), and says so in French', async () => {
  copy = copyForTest({ from: 'site' })
  const result = await runCheck(copy.dir)
  expect(result.problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([])
  expect(result.exitCode).toBe(0)
  expect(formatSummary(result.problems, result.filesChecked)).toMatch(/^(Tout est en ordre : \d+ fichiers vérifiés|Aucune erreur, \d+ avertissements?)/)
})

describe('MDX syntax errors are translated into French, with the line', () => {
  const t = 'temoignages.mdx'
  mistakes('error', [
    { name: 'an unclosed component tag names the tag and the line where it opens', file: 'a-propos.mdx', edit: ['</Actions>', ''], at: '<Actions>',
      title: 'Balise non fermée', says: ['✖ Erreur — content/a-propos.mdx, ligne {line}\n  Balise non fermée : la balise <Actions> est ouverte mais jamais refermée.', '  {line} | <Actions>'] },
    { name: 'a component that holds nothing written without its « / »: at its own line, not « </Columns> en trop » below', file: 'a-propos.mdx', edit: ['  <Highlights />', '  <Highlights>'],
      at: '<Highlights>', title: 'Balise non fermée', says: ['<Highlights> n’a pas de contenu, et sans « /> » elle reste ouverte : </Columns>, plus bas', 'écrivez <Highlights />'] },
    { name: 'an HTML-style <br> is explained as a tag to close with />', file: t, edit: ['le mieux.', 'le mieux.<br>Merci'],
      at: '<br>', title: 'Balise non fermée', says: 'écrivez <br /> : dans les pages, une balise sans contenu se ferme par « /> »' },
    // MDX stops lines after these, at a character it cannot read: told at the tag, with its cause.
    { name: 'a component’s value whose closing quote is forgotten: at its line, not at the correct tag MDX stops on', file: 'a-propos.mdx', edit: ['<Columns beside="first">', '<Columns beside="first>'],
      at: '<Columns beside', title: 'Guillemet non fermé', says: ['dans la balise <Columns>, une valeur ouverte par un guillemet sur cette ligne n’est pas refermée', 'ajoutez le guillemet droit fermant'] },
    { name: 'a closing tag without its « > »: at its line, not at the next tag', file: 'a-propos.mdx', edit: ['</Columns>', '</Columns'],
      at: '</Columns', title: 'Balise non fermée', says: 'écrivez </Columns>, avec son « > ».' },
    { name: 'a component without its « /> » in a sentence', file: 'a-propos.mdx', edit: ['<Fact of="name" />,', '<Fact of="name",'],
      at: '<Fact of="name",', title: 'Balise non fermée', says: 'la balise <Fact de cette ligne n’a pas de « > » final' },
    { name: 'an e-mail address in angle brackets, as a pasted signature writes it', file: t, edit: ['le mieux.', 'le mieux. Marie <marie@exemple.fr>'], at: '<marie@',
      title: 'Adresse entre chevrons', says: 'écrivez-la sans eux : marie@exemple.fr.' },
    { name: 'a component written in lowercase: the component meant', file: t, edit: ['<TestimonialList />', '<testimonialList />'], at: '<testimonialList',
      title: 'Composant inconnu', says: 'vouliez-vous écrire <TestimonialList> ? Un composant commence par une majuscule.' },
    { name: 'a stray < before a digit in prose', file: t, edit: ['le mieux.', 'le mieux, même pour les bébés de <3 mois.'],
      at: '<3', title: 'Signe < dans le texte', says: 'écrivez « moins de » ou « inférieur à »' },
    { name: 'a stray { in prose, never closed', file: t, edit: ['le mieux.', 'le mieux {voir plus bas.'], at: '{voir', title: 'Accolade dans le texte' },
    { name: 'words between braces would be run as code: an error, not a blank page', file: t, edit: ['le mieux.', 'le mieux {merci}.'],
      at: '{merci}', title: 'Accolade dans le texte', says: '« {merci} » est lu comme du code' },
    { name: 'a fact written in braces as in her data files, or by its French label: the page’s way to write it', file: t, edit: ['le mieux.', 'le mieux, autour de {ville}.'],
      at: '{ville}', title: 'Accolade dans le texte', says: 'pour écrire la ville dans une page, écrivez <Fact of="city" /> ; pour afficher une accolade, écrivez \\{.' },
    { name: 'a fact by its own name in braces, as her e-mails write it: its component too', file: t, edit: ['le mieux.', 'le mieux, autour de {city}.'],
      at: '{city}', title: 'Accolade dans le texte', says: 'écrivez <Fact of="city" /> ; pour afficher' },
    { name: 'a fact in double braces, as other templates write it: its component', file: t, edit: ['le mieux.', 'le mieux, sous {{responseDelay}}.'],
      at: '{{responseDelay}}', title: 'Accolade dans le texte', says: 'écrivez <Fact of="responseDelay" /> ; pour afficher' },
    { name: 'a note written {/* like this */}: invisible on the site, but the web editor cannot open the page', file: t, edit: ['<TestimonialList />', '{/* à relire */}\n\n<TestimonialList />'],
      at: '{/*', title: 'Note dans une page', says: 'l’éditeur du site ne peut pas ouvrir une page qui en contient une' },
    { name: 'an HTML comment', file: t, edit: ['<TestimonialList />', '<!-- à relire -->\n\n<TestimonialList />'], at: '<!--', title: 'Commentaire HTML', says: 'Gardez vos notes ailleurs' },
    { name: 'a syntax error in the home page does not also report the links to its sections', file: 'accueil.mdx', edit: ['</Steps>', ''], at: '<Steps>', title: 'Balise non fermée' },
    { name: 'a page that cannot be read does not make the blocs it places look unused', file: t, title: 'Balise non fermée',
      edit: (c) => {
        c.write('blocs/seul.mdx', 'Un bloc placé par une seule page.\n')
        c.replace(t, '<TestimonialList />', '<Seul />\n\n<TestimonialList>')
      } },
    { name: 'a closing tag that does not match the opening one', file: 'pourquoi-consulter.mdx', edit: ['</Section>', '</Sectoin>'],
      at: '</Sectoin>', title: 'Balise fermante en trop',
      also: ({ text }) => expect(text).toContain(`</Sectoin> ne correspond pas à la balise <Section> ouverte ligne ${lineOf('pourquoi-consulter.mdx', '<Section')}.`) },
    { name: 'a prop value without quotes: her prop given back quoted', file: 'pourquoi-consulter.mdx', edit: ['group="beforeBirth"', 'group=beforeBirth'], at: 'group=beforeBirth', title: 'Valeur sans guillemets',
      says: 'écrivez group="beforeBirth"' },
    { name: 'a link\'s address without quotes, after a quoted prop: her whole address given back quoted', file: 'consultations.mdx', at: 'to=https',
      edit: ['<ButtonLink to="/rendez-vous" variant="primary" size="normal">', '<ButtonLink variant="primary" to=https://www.lllfrance.org size="normal">'],
      title: 'Valeur sans guillemets', says: 'écrivez to="https://www.lllfrance.org".', also: ({ text }) => expect(text).not.toContain('variant=""') },
    { name: 'a prop value in French quotes, as a phone types them: the quotes named, her prop given back', file: 'pourquoi-consulter.mdx', edit: ['group="beforeBirth"', 'group=«\u00a0beforeBirth\u00a0»'],
      at: 'group=«', title: 'Valeur sans guillemets', says: ['entre les guillemets « »', 'écrivez group="beforeBirth"'] },
    { name: 'a tag pasted from a word processor, each value in curly quotes: every one given back in the one message, not one per check', file: 'consultations.mdx', at: 'to=”',
      edit: ['<ButtonLink to="/rendez-vous" variant="primary" size="normal">', '<ButtonLink to=”/rendez-vous” variant=”primary” size=”normal”>'],
      title: 'Valeur sans guillemets', says: ['comme les 2 autres valeurs de la ligne', 'écrivez to="/rendez-vous" variant="primary" size="normal".'] },
  ])
})

describe('components and their props', () => {
  mistakes('error', [
    { name: 'a section copied whole, its id kept: one message at the copy, none for the form it holds', file: 'accueil.mdx',
      edit: (c) => c.replace('accueil.mdx', /(<Section id="contact"[\s\S]*<\/Section>)/, '$1\n\n$1'), at: ['<Section id="contact"', 8], title: 'Section en double',
      says: 'ne mènerait qu’à la première', also: ({ text }) => expect(text).toContain(`id="contact" est déjà donné ligne ${lineOf('accueil.mdx', '<Section id="contact"')}`) },
    { name: 'an unknown component, with the likely intended one', file: 'blocs/consultations.mdx', edit: ['<PriceTable group="complementary" />', '<PriceTabel group="complementary" />'],
      at: '<PriceTabel', title: 'Composant inconnu', says: '<PriceTabel> n’est pas un composant du site.\n  À faire : vouliez-vous écrire <PriceTable> ?' },
    { name: 'an import line is refused: a bloc is placed by its name alone', file: 'consultations.mdx', edit: ['# ', "import Consultations from './blocs/consultations.mdx'\n\n# "],
      at: 'import Consultations', title: 'Ligne import', says: 'un bloc de content/blocs/ se place par son nom seul, <Consultations /> pour consultations.mdx' },
    { name: 'a misspelt bloc gets the bloc’s name', file: 'consultations.mdx', edit: ['<Consultations />', '<Consultation />'],
      at: '<Consultation />', title: 'Composant inconnu', says: 'vouliez-vous écrire <Consultations> ?' },
    { name: 'a fact named by its line in practice.yaml: the fact meant', file: 'a-propos.mdx', edit: ['<Fact of="radius" />', '<Fact of="travelRadiusKm" />'],
      at: 'travelRadiusKm', title: 'Valeur non prévue', says: 'vouliez-vous écrire of="radius" ?' },
    { name: 'a fact named by a line name two facts share: none of them guessed, the list given', file: 'a-propos.mdx', edit: ['<Fact of="radius" />', '<Fact of="transfer" />'],
      at: 'of="transfer"', title: 'Valeur non prévue', says: 'valeurs possibles', also: ({ text }) => expect(text).not.toContain('vouliez-vous') },
    { name: 'a wrong key: <PriceTable group="prenatale">', file: 'blocs/consultations.mdx', edit: ['group="prenatal"', 'group="prenatale"'],
      at: 'prenatale', title: 'Valeur non prévue', says: 'vouliez-vous écrire group="prenatal" ? Valeurs possibles : "prenatal", "postnatal", "complementary", "specific" ou "packages".' },
    { name: 'a wrong type: a number between braces where a key is expected', file: 'pourquoi-consulter.mdx', edit: ['group="firstWeeks"', 'group={2}'],
      at: 'group={2}', title: 'Valeur mal écrite', says: 'entre accolades, {2}' },
    { name: 'an unknown prop', file: 'a-propos.mdx', edit: ['<Fact of="radius" />', '<Fact of="radius" unit="km" />'], at: 'unit="km"', title: 'Propriété inconnue' },
    { name: 'a misspelt required prop: one message, with the likely one, not also « missing »', file: 'a-propos.mdx', edit: ['<Fact of="radius" />', '<Fact off="radius" />'],
      at: 'off="radius"', title: 'Propriété inconnue', says: 'vouliez-vous écrire « of » ?' },
    { name: 'a prop written twice: the site would keep the second, the check read the first', file: 'blocs/consultations.mdx', edit: ['<PriceTable group="packages" />', '<PriceTable group="packages" group="prenatal" />'],
      at: '<PriceTable group="packages" group=', title: 'Propriété en double', says: '(group="packages", puis group="prenatal")' },
    { name: 'a missing required prop', file: 'pourquoi-consulter.mdx', edit: ['  <SituationList group="later" />', '  <SituationList />'],
      at: '<SituationList />', title: 'Propriété manquante', says: '"beforeBirth", "firstWeeks" ou "later"' },
    { name: 'a button with no words: empty, and nameless to a screen reader', file: 'a-propos.mdx',
      edit: [/<ButtonLink to="\/rendez-vous"([^>]*)>[^<]*<\/ButtonLink>/, '<ButtonLink to="/rendez-vous"$1 />'], at: '<ButtonLink to="/rendez-vous"', title: 'Bouton sans texte',
      says: '<ButtonLink> n’a pas de mots' },
    { name: 'a button whose only words are a fact: one message, the line out of its paragraph, not also « no words »', file: 'a-propos.mdx',
      edit: [/(<ButtonLink to="\/rendez-vous"[^>]*>)[^<]*(<\/ButtonLink>)/, '$1<Fact of="phone" />$2'], at: '<ButtonLink to="/rendez-vous"', title: 'Texte hors paragraphe' },
    { name: 'text inside a component that shows none', file: 'a-propos.mdx', edit: ['<Portrait />', '<Portrait>Ma photo</Portrait>'], at: '<Portrait>', title: 'Contenu ignoré' },
    { name: 'a <Fact /> alone on its line, which MDX takes out of the paragraph', file: 'mentions-legales.mdx', edit: ['Statut : <Fact of="legalStatus" />', '<Fact of="legalStatus" />'],
      at: '<Fact of="legalStatus" /><br />', title: 'Texte hors paragraphe', says: 'commencez la ligne par du texte' },
    { name: 'a block within a line of text, which the editor could not open', file: 'a-propos.mdx', edit: ['<Portrait />', 'Mon portrait <Portrait />'],
      at: 'Mon portrait', title: 'Bloc dans une phrase', says: 'mettez <Portrait /> seul sur sa ligne' },
    { name: 'a block whose file is named with a capital and a space, placed by the tag its name would give: one message, its new name', file: 'blocs/Atelier portage.mdx',
      edit: (content) => {
        content.write('blocs/Atelier portage.mdx', '---\n{}\n---\nAtelier de portage le samedi.\n')
        content.replace('a-propos.mdx', '<Portrait />', '<Portrait />\n\n<AtelierPortage />')
      },
      title: 'Nom de bloc invalide', says: 'renommez-le content/blocs/atelier-portage.mdx, puis placez-le dans une page par <AtelierPortage />.' },
    { name: 'a block file named with a digit after a hyphen, whose tag names another file: its name to take', file: 'blocs/atelier-2.mdx',
      edit: (content) => {
        content.write('blocs/atelier-2.mdx', '---\n{}\n---\nAtelier le samedi.\n')
        content.replace('a-propos.mdx', '<Portrait />', '<Portrait />\n\n<Atelier2 />')
      },
      title: 'Nom de bloc invalide', says: 'renommez-le content/blocs/atelier2.mdx, puis placez-le dans une page par <Atelier2 />.' },
    { name: 'a shared block within a sentence', file: 'a-propos.mdx', edit: ['<Actions>', 'Lisez <Urgence /> avant tout.\n\n<Actions>'],
      at: 'Lisez <Urgence', title: 'Bloc dans une phrase', says: '<Urgence> est un bloc' },
    { name: 'a title written on its section\'s opening line, the section closed further down: not « unclosed »', file: 'accueil.mdx',
      edit: ['<Section id="services" tone="warm">\n', '<Section id="services" tone="warm"> ## Mes consultations\n'], at: '<Section id="services"', title: 'Bloc dans une phrase',
      says: ['<Section> a du texte sur sa ligne', 'laissez <Section id="services" tone="warm"> seul sur sa ligne'] },
    { name: 'a section written on one line with its words', file: 'a-propos.mdx', edit: ['<Portrait />', '<Section id="moi">Bonjour</Section>'],
      at: '<Section id="moi">', title: 'Bloc dans une phrase', says: 'écrivez <Section …> et </Section> chacun seul sur sa ligne' },
    { name: 'a <br /> alone on its line', file: 'mentions-legales.mdx', edit: ['SIRET : <Fact of="siret" />', 'SIRET : <Fact of="siret" />\n<br />'],
      at: ['SIRET', 1], title: 'Texte hors paragraphe', says: 'mettez <br /> à la fin de la ligne précédente' },
    { name: 'other HTML tags are refused, with their Markdown', file: 'temoignages.mdx', edit: ['le mieux.', 'le <strong>mieux</strong>.'],
      at: '<strong>', title: 'Balise HTML', says: 'écrivez en Markdown : **texte** pour du gras' },
    { name: 'a passage in another language without its lang, which the editor could not open', file: 'temoignages.mdx', edit: ['le mieux.', 'le <span>best</span>.'],
      at: '<span>', title: 'Balise HTML', says: 'la balise <span> n’a pas lang="…"' },
  ])
  accepted([
    { name: 'a <Fact /> that begins a sentence stays in its paragraph', file: 'mentions-legales.mdx', edit: ['Statut : <Fact of="legalStatus" />', '<Fact of="legalStatus" />, mon statut'] },
    { name: 'a line break <br /> and a passage in another language are allowed', file: 'temoignages.mdx', edit: ['le mieux.', 'le <span lang="en">best</span>.<br />'] },
    { name: 'a fact at the end of a line and the same word after its line break: not side by side', file: 'mentions-legales.mdx', edit: (content) => {
      content.lay('data/practice.yaml', { city: 'Lyon' })
      content.replace('mentions-legales.mdx', 'Statut : <Fact of="legalStatus" /><br />', 'Ville : <Fact of="city" /><br />\nLyon et alentours, statut : <Fact of="legalStatus" /><br />')
    } },
    { name: 'her conditions saying a payment delay and the 14 days in one sentence, and a list item of days before one about withdrawal', file: 'conditions.mdx',
      edit: ['rétractation sous 14 jours, ', 'aucun paiement avant 7 jours, et rétractation sous 14 jours. Cartes :\n\n- valable 365 jours\n- la rétractation, plus haut\n\nArticles '] },
    { name: 'a page\'s menu name emptied by hand, as her guide says to take it out of the menu', file: 'pages.yaml', edit: ['  - nav: À propos\n', '  - nav:\n'] },
    { name: 'an offer\'s note under its price emptied by hand, in quotes: no note, as the editor writes it emptied', file: 'data/offers.yaml', edit: ['    priceNote: tarif adapté au temps nécessaire', '    priceNote: ""'] },
    { name: 'the reason of a closed day emptied by hand: a closed day without its reason', file: 'data/booking.yaml', edit: ['    reason: Noël', '    reason:'] },
    { name: 'the empty block the editor writes between the « --- » at the top, on several lines', file: 'a-propos.mdx', edit: ['---\n{}\n---', '---\n\n{}\n\n---'] },
    // The editor makes a button of words in a sentence (a mark), and opens the page.
    { name: 'a button within a sentence', file: 'temoignages.mdx', edit: ['le mieux.', 'le mieux : <ButtonLink to="/consultations">voyez mes consultations</ButtonLink>.'] },
  ])

  mistakes('warning', [
    { name: 'a price table pasted twice in a file: its offers shown twice', file: 'blocs/consultations.mdx', edit: ['<PriceTable group="complementary" />', '<PriceTable group="complementary" />\n\n<PriceTable group="complementary" />'],
      at: ['<PriceTable group="complementary" />', 2], title: 'Bloc en double', says: '« Tableau des tarifs » deux fois',
      also: ({ text }) => expect(text).toContain(`<PriceTable group="complementary" /> est déjà placé ligne ${lineOf('blocs/consultations.mdx', '<PriceTable group="complementary" />')}`) },
    { name: 'a price table in a page and in the block the page places: shown twice on that page', file: 'blocs/consultations.mdx',
      edit: (c) => c.replace('consultations.mdx', '<Consultations />', '<PriceTable group="complementary" />\n\n<Consultations />'),
      at: '<PriceTable group="complementary" />', title: 'Bloc en double',
      says: ['<PriceTable group="complementary" /> est déjà placé par content/consultations.mdx (ligne', 'sur la même page : les visiteurs le verraient deux fois'] },
  ])
  mistakes('error', [
    { name: 'a section’s id given in a page and in a block it places: a link reaches the first only', file: 'blocs/consultations.mdx',
      edit: (c) => {
        c.replace('consultations.mdx', '<Consultations />', '<Section id="tarifs">\n  Mes tarifs.\n</Section>\n\n<Consultations />')
        c.replace('blocs/consultations.mdx', '<PriceTable group="packages" />', '<Section id="tarifs">\n  <PriceTable group="packages" />\n</Section>')
      },
      at: '<Section id="tarifs">', title: 'Section en double', says: 'id="tarifs" est déjà donné par content/consultations.mdx (ligne' },
  ])
})

describe('what the site would publish as typed: refused, as the editor does not offer it', () => {
  mistakes('error', [
    { name: 'a table', file: 'temoignages.mdx', edit: ['le mieux.', 'le mieux.\n\n| Tarif | Durée |\n| --- | --- |\n| 70 € | 1 h |'],
      at: '| Tarif |', title: 'Mise en forme non affichée', says: 'un tableau' },
    { name: 'a link with a space between its text and its address: brackets and address shown', file: 'temoignages.mdx', edit: ['le mieux.', 'le mieux : voir [mes tarifs] (/consultations).'],
      at: '[mes tarifs]', title: 'Mise en forme non affichée', says: ['un lien mal écrit', '« ] » et « ( » collés'] },
    { name: 'a link whose parenthesis is never closed, told at its own line of the paragraph', file: 'temoignages.mdx', edit: ['le mieux.', 'le mieux,\nvoir [mes tarifs](/consultations.'],
      at: '[mes tarifs]', title: 'Mise en forme non affichée', says: 'un lien mal écrit' },
    { name: 'a link to another site whose parenthesis is never closed, its address a link of its own on the site', file: 'temoignages.mdx',
      edit: ['le mieux.', 'le mieux : voir [le site de la CNIL](https://www.cnil.fr.'], at: '[le site de la CNIL]', title: 'Mise en forme non affichée', says: 'un lien mal écrit' },
    { name: 'a link to another site with a space before its address', file: 'temoignages.mdx',
      edit: ['le mieux.', 'le mieux : voir [ce site] (https://www.ameli.fr).'], at: '[ce site]', title: 'Mise en forme non affichée', says: 'un lien mal écrit' },
    { name: 'a bold never closed: the asterisks shown', file: 'temoignages.mdx', edit: ['le mieux.', 'le **mieux.'], at: '**mieux', title: 'Mise en forme non affichée', says: 'des « ** » qui ne font pas de gras' },
    { name: '« --- » right under a paragraph, which makes it a heading, not a separator', file: 'temoignages.mdx', edit: ['pour sa confiance.', 'pour sa confiance.\n---'],
      at: ['pour sa confiance.', 1], title: 'Titre involontaire', says: 'laissez une ligne vide au-dessus de celle-ci' },
    { name: 'a Markdown image: the site’s way to place a photo', file: 'temoignages.mdx', edit: ['le mieux.', 'le mieux.\n\n![Mes mains](/images/mains.jpg)'],
      at: '![Mes mains]', title: 'Mise en forme non affichée', says: ['une image', 'placez-la avec <Photo of="…" /> : « visit », « hands »'] },
  ])
  mistakes('warning', [
    { name: 'a title written between the « --- » at the top of a page, which nothing reads', file: 'a-propos.mdx', edit: ['---\n{}\n---', '---\ntitle: Qui suis-je ?\n---'],
      at: 'title: Qui suis-je', title: 'En-tête ignoré', says: ['« title: Qui suis-je ? » n’y change rien', 'content/pages.yaml'] },
    { name: 'a note under the editor’s « {} » at the top of a page: the note quoted, not « {} »', file: 'a-propos.mdx', edit: ['---\n{}\n---', '---\n{}\ntitle: Qui suis-je ?\n---'],
      at: 'title: Qui suis-je', title: 'En-tête ignoré', says: '« title: Qui suis-je ? » n’y change rien' },
    { name: '« ## » glued to a title: not a title', file: 'temoignages.mdx', edit: ['pour sa confiance.', 'pour sa confiance.\n\n##Leurs mots'], at: '##Leurs mots',
      title: 'Mise en forme non affichée', says: 'mettez une espace après les « # »' },
    { name: 'a lone « } » left in a sentence: shown as it is on the page', file: 'temoignages.mdx', edit: ['Merci à chacune', 'Merci} à chacune'], at: 'Merci}',
      title: 'Mise en forme non affichée', says: ['une accolade « } » seule', 'pour afficher une accolade, écrivez \\}'] },
    { name: 'a bullet at a line’s start, after a « • » between two words on the line above: told at the bullet', file: 'temoignages.mdx',
      edit: ['pour sa confiance.', 'pour sa confiance. **Lundi** • mardi\n• l’écoute'], at: '• l’écoute', title: 'Mise en forme non affichée', says: 'remplacez chaque « • » par « - »' },
    { name: 'bullets pasted from a word processor: one paragraph, told at the first bullet', file: 'temoignages.mdx',
      edit: ['pour sa confiance.', 'pour sa confiance. Elles disent :\n• l’écoute\n• les conseils'], at: '• l’écoute', title: 'Mise en forme non affichée', says: 'remplacez chaque « • » par « - »' },
    { name: 'a sub-list under a numbered step, not indented under its text: the numbered list cut in two', file: 'accueil.mdx',
      edit: ['ou par téléphone. Je vous réponds sous <Fact of="responseDelay" />.\n', 'ou par téléphone. Je vous réponds sous <Fact of="responseDelay" />.\n  - par le formulaire du site\n  - par téléphone\n'],
      at: '- par le formulaire du site', title: 'Sous-liste mal décalée', says: 'décalez chaque « - » de cette liste sous le texte de l’élément numéroté' },
    { name: 'a line starting « + de 500 », which becomes a list item without its « + »', file: 'temoignages.mdx', edit: ['pour sa confiance.', 'pour sa confiance.\n\n+ de 500 familles accompagnées.'],
      at: '+ de 500', title: 'Liste involontaire', says: 'écrivez « Plus de » en lettres' },
    { name: 'a line starting « > 500 », which becomes a quotation without its « > »', file: 'temoignages.mdx', edit: ['pour sa confiance.', 'pour sa confiance.\n\n> 500 familles accompagnées.'],
      at: '> 500', title: 'Citation involontaire', says: ['le « > » disparaît', 'écrivez « Plus de » en lettres'] },
    { name: 'a paragraph starting with a year and a full stop, which becomes a list numbered from that year', file: 'a-propos.mdx', edit: ['<Portrait />', '<Portrait />\n\n2019. Naissance de ma fille, et mon envie d’accompagner.'],
      at: '2019. Naissance', title: 'Liste involontaire', says: ['une liste numérotée qui commence à 2019', 'écrivez « 2019\\. »'] },
    { name: 'years in a row, each with its parenthesis: the site would number them 2019, 2020…, whatever is written', file: 'a-propos.mdx', edit: ['<Portrait />', '<Portrait />\n\n2019) Naissance de ma fille.\n2023) Mon installation.'],
      at: '2019) Naissance', title: 'Liste involontaire', says: ['cette ligne commence par « 2019) »', 'les lignes suivantes prennent les nombres qui suivent (2020, 2021…)', 'écrivez une liste à tirets, une année par ligne : « - 2019 : … »'] },
    { name: 'a list’s first item without the space after its « * »: a paragraph with its « * » shown, told at it', file: 'temoignages.mdx',
      edit: ['pour sa confiance.', 'pour sa confiance.\n\n*l’écoute ;\n* les conseils.'], at: '*l’écoute', title: 'Puce collée', says: ['commence par « * » collé au mot', 'mettez une espace après le « * »'] },
    { name: 'a list’s last item without the space after its « - »: run on in the item above, told at it', file: 'temoignages.mdx',
      edit: ['pour sa confiance.', 'pour sa confiance.\n\n- l’écoute ;\n-les conseils.'], at: '-les conseils', title: 'Puce collée', says: 'mettez une espace après le « - »' },
    { name: 'a step numbered « 2) » among « 1. » steps: the list cut where the sign changes, told once there and not again where « 3. » comes back', file: 'accueil.mdx',
      edit: ['  2. **Nous fixons', '  2) **Nous fixons'], at: '2) **Nous fixons', title: 'Liste coupée',
      says: ['commence par « 2) » et ceux du dessus par « 1. »', 'numérotées de nouveau à partir de 1', 'écrivez « 2. » au début de cette ligne, comme au-dessus'] },
    { name: 'a « * » item under « - » items: two lists, told at the first « * »', file: 'temoignages.mdx',
      edit: ['pour sa confiance.', 'pour sa confiance.\n\n- l’écoute ;\n* les conseils ;\n* le suivi.'], at: '* les conseils', title: 'Liste coupée',
      says: 'écrivez « - » au début de cette ligne et des suivantes, comme au-dessus' },
    { name: 'a title’s « ## » left with nothing after them: an empty title on the page', file: 'a-propos.mdx', edit: ['## Mon histoire', '## '], at: '## ',
      title: 'Titre vide', says: 'cette ligne n’a que des « ## »' },
  ])
  accepted([
    { name: 'a year at a paragraph\'s start, its full stop escaped as the editor writes it', file: 'a-propos.mdx', edit: ['<Portrait />', '<Portrait />\n\n2019\\. Naissance de ma fille.'] },
    { name: 'a quotation of words, and « > » escaped before a number', file: 'temoignages.mdx', edit: ['pour sa confiance.', 'pour sa confiance.\n\n> Merci pour tout.\n\n\\> 500 familles accompagnées.'] },
    { name: 'a « } » written « \\} »: shown on purpose', file: 'temoignages.mdx', edit: ['Merci à chacune', 'Merci \\} à chacune'] },
    { name: 'two lists one under the other, apart by an empty line and with another sign, as the web editor writes them', file: 'temoignages.mdx',
      edit: ['pour sa confiance.', 'pour sa confiance.\n\n- l’écoute ;\n- les conseils.\n\n* le suivi.\n\n1. Appeler.\n\n1) Venir.'] },
    { name: 'an asterisk glued to a word with no list beside it, and a list item’s « * » escaped: asterisks she meant', file: 'temoignages.mdx',
      edit: ['pour sa confiance.', 'pour sa confiance.\n\n*Sur rendez-vous uniquement.\n\n* l’écoute ;\n\\*les conseils.'] },
    { name: 'two numbered lists with a bulleted one between them, the second starting again at « 1. »: another list', file: 'temoignages.mdx',
      edit: ['pour sa confiance.', 'pour sa confiance.\n\n1. Avant\n\n- un point\n\n1. Après'] },
    { name: 'a link and a bold that work, a lone asterisk, signs written on purpose, and a separator after a blank line', file: 'temoignages.mdx',
      edit: ['le mieux.', 'le **mieux** : voir [mes tarifs](/consultations), 70 €*.\n\nDes signes voulus : \\*\\* et \\[ceci\\] (/consultations).\n\n---\n\n<Fact of="phone" /> • <Fact of="email" />'] },
  ])

  test('a struck-through word, code, and a title below « ### »', async () => {
    const result = await checkBroken('temoignages.mdx', ['le mieux.', 'le ~~moins~~ mieux, `code`.\n\n#### Petit titre'])
    const lines = ['~~moins~~', '~~moins~~', '#### Petit titre'].map((needle) => lineOf('temoignages.mdx', needle))
    expect(result.problems.map((problem) => [problem.title, problem.line])).toEqual(lines.map((line) => ['Mise en forme non affichée', line]))
    for (const words of ['un texte barré', 'du code', 'un titre de niveau 4']) expect(result.text).toContain(words)
  })
})

describe('internal links and anchors', () => {
  mistakes('error', [
    { name: 'a page’s address changed, its links left to the old one: one message at the new address, naming each link', file: 'pages.yaml',
      edit: ['path: /consultations', 'path: /tarifs'], at: 'path: /tarifs', title: 'Adresse changée',
      says: ['cette page avait sans doute l’adresse /consultations, le nom de son fichier', 'content/location-tire-lait.mdx, ligne', 'remettez « path: /consultations » ; ou, si la nouvelle adresse est voulue, changez ces liens en /tarifs.'] },
    { name: 'a Markdown link to a page that does not exist', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](/consultation)'],
      at: '](/consultation)', title: 'Lien vers une page inexistante', says: 'vouliez-vous écrire /consultations ?' },
    { name: 'a button to a page, a no-break space pasted after its address: the space named, the page said to be there', file: 'cartes-cadeaux.mdx', edit: ['to="/consultations"', 'to="/consultations\u00a0"'],
      at: 'to="/consultations', title: 'Lien vers une page inexistante', says: ['(une espace insécable, invisible à l’écran, s’y trouve à la fin : effacez-la)', '« /consultations » est bien une page du site : effacez seulement ce caractère.'] },
    { name: 'a link with nothing between its brackets: nothing to see or to tap', file: 'a-propos.mdx', edit: ['<Portrait />', '<Portrait />\n\nPour un rendez-vous : [ ](/rendez-vous).'],
      at: '[ ](/rendez-vous)', title: 'Lien sans texte', says: ['le lien vers /rendez-vous n’a pas de texte entre ses crochets', '[les mots du lien](/rendez-vous)'] },
    { name: 'a button to /services, which is the 404 page', file: 'cartes-cadeaux.mdx', edit: ['to="/consultations"', 'to="/services"'], at: '/services', title: 'Lien vers une page inexistante' },
    { name: 'a link to her page’s address with a word more: her page offered', file: 'cartes-cadeaux.mdx', edit: ['to="/consultations"', 'to="/consultations-et-tarifs"'],
      at: '/consultations-et-tarifs', title: 'Lien vers une page inexistante', says: 'vouliez-vous écrire /consultations ?' },
    { name: 'a link to her page’s address with a word less: her page offered', file: 'a-propos.mdx', edit: ['<Portrait />', '<Portrait />\n\nVoir [les mentions](/mentions).'],
      at: '(/mentions)', title: 'Lien vers une page inexistante', says: 'vouliez-vous écrire /mentions-legales ?' },
    { name: 'an anchor that does not exist on the linked page', file: 'cartes-cadeaux.mdx', edit: ['to="/#contact"', 'to="/#contacts"'],
      at: '/#contacts', title: 'Ancre inexistante', says: 'vouliez-vous écrire « /#contact » ? Ancres possibles sur / : #services, #contact.' },
    { name: 'a section named with a space and a capital: no address can lead to it', file: 'temoignages.mdx', edit: ['<TestimonialList />', '<Section id="Mes avis">\n\n<TestimonialList />\n\n</Section>'],
      at: '<Section id="Mes avis">', title: 'Identifiant invalide', says: 'écrivez id="mes-avis".' },
    { name: 'a scroll button’s section written with its « # », which the button adds: a dead button', file: 'accueil.mdx', edit: ['target="services"', 'target="#services"'],
      at: 'target="#services"', title: 'Lien mal écrit', says: 'écrivez target="services".' },
    { name: 'a table of contents on a page without a « ## »: an empty box', file: 'temoignages.mdx', edit: (c) => c.replace('temoignages.mdx', /^(# .*)$/m, '$1\n\n<TableOfContents />'),
      at: '<TableOfContents />', title: 'Sommaire vide', says: 'la page montrerait un sommaire vide' },
    { name: 'a scroll button to a section the page does not have', file: 'accueil.mdx', edit: ['target="services"', 'target="tarifs"'], at: 'target="tarifs"', title: 'Ancre inexistante' },
    { name: 'a scroll button’s section written with a capital: the section meant, and no id a section may not have', file: 'accueil.mdx', edit: ['target="services"', 'target="Services"'],
      at: 'target="Services"', title: 'Ancre inexistante', says: 'vouliez-vous écrire « target="services" » ? Ancres possibles', also: ({ text }) => expect(text).not.toContain('<Section id="Services">') },
    { name: 'a link to « #contact » on a page without it: the page that has it', file: 'a-propos.mdx', edit: ['<Portrait />', '<Portrait />\n\nPour une question, [écrivez-moi](#contact).'],
      at: '(#contact)', title: 'Ancre inexistante', says: 'la section « contact » est sur la page / : écrivez « (/#contact) ».' },
    { name: 'a link to a section only her page of her own has: that page is not offered to visitors', file: 'a-propos.mdx',
      edit: (c) => {
        c.replace('pages.yaml', '\nnotFound:', '\n  - title: Rendez-vous pris hors du site\n    description: Mon outil.\n    path: /hors-site\n    file: hors-site\n    kind: private\nnotFound:')
        c.write('hors-site.mdx', '# Rendez-vous pris hors du site\n\n<Section id="outil">\n\n<OffsiteBooking />\n\n</Section>\n')
        c.replace('a-propos.mdx', '<Portrait />', '<Portrait />\n\nVoir [mon outil](#outil).')
      },
      at: '(#outil)', title: 'Ancre inexistante', also: ({ text }) => expect(text).not.toContain('/hors-site') },
    { name: 'a scroll button to a section of another page: a button that changes page', file: 'a-propos.mdx', edit: ['<Portrait />', '<Portrait />\n\n<ScrollButton target="contact" variant="secondary">Me contacter</ScrollButton>'],
      at: 'target="contact"', title: 'Ancre inexistante', says: 'écrivez « /#contact » dans un <ButtonLink to="/#contact">' },
    { name: 'a link written without its leading slash', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](consultations)'],
      at: '](consultations)', title: 'Lien mal écrit', says: '« /consultations »' },
    { name: 'a link to another site written without https://', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](www.ameli.fr)'],
      at: '](www.ameli.fr)', title: 'Lien mal écrit', says: '« https://www.ameli.fr »' },
    { name: 'a link to another site written as its bare name: « https:// » before it, not a page « /lllfrance.org »', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](lllfrance.org)'],
      at: '](lllfrance.org)', title: 'Lien mal écrit', says: '« https://lllfrance.org »', also: ({ text }) => expect(text).not.toContain('« /lllfrance.org »') },
    { name: 'a link to another site ended by its sentence\'s period: the period to take out', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](https://www.ameli.fr.)'],
      at: '](https://www.ameli.fr.)', title: 'Lien mal écrit', says: 'retirez le point final : « https://www.ameli.fr »' },
    { name: 'a link with « https:// » written twice: a dead link, its address given once', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](https://https://www.cnil.fr)'],
      at: '](https://https://www.cnil.fr)', title: 'Lien mal écrit', says: ['« https://www.cnil.fr »', 'ne mène à aucun site'] },
    ...['htps://www.lllfrance.org', 'https;//www.lllfrance.org'].map((typed) => ({
      name: `a link with its « https » mistyped, « ${typed} »: its address mended`, file: 'location-tire-lait.mdx', edit: ['](/consultations)', `](${typed})`] as [string, string],
      at: `](${typed})`, title: 'Lien mal écrit' as const, says: '« https://www.lllfrance.org »', also: ({ text }: { text: string }) => expect(text).not.toContain('« /htt'),
    })),
    { name: 'a link to another site with its colon forgotten: its address mended, not a page of hers', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](https//www.cnil.fr/plainte)'],
      at: '](https//www.cnil.fr/plainte)', title: 'Lien mal écrit', says: '« https://www.cnil.fr/plainte »', also: ({ text }) => expect(text).not.toContain('« /https') },
    { name: 'a link to a file of hers written without its slash: the page form first', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](plan.pdf)'],
      at: '](plan.pdf)', title: 'Lien mal écrit', says: '« /plan.pdf » pour une page du site' },
    { name: 'a scroll button’s section with a no-break space pasted after it: the space named, no id to give', file: 'accueil.mdx', edit: ['target="services"', 'target="services\u00a0"'],
      at: 'target="services', title: 'Ancre inexistante', says: ['(une espace insécable, invisible à l’écran, s’y trouve à la fin : effacez-la)', 'ancres possibles : services'],
      also: ({ text }) => expect(text).not.toContain('<Section id="services') },
    { name: 'a link to a section that does not exist, a no-break space after it: the id offered without it', file: 'cartes-cadeaux.mdx', edit: ['to="/#contact"', 'to="/#tarifs\u00a0"'],
      at: '/#tarifs', title: 'Ancre inexistante', says: ['s’y trouve à la fin', '<Section id="tarifs">'] },
    { name: 'a scroll button’s section with a space typed after it: the space named', file: 'accueil.mdx', edit: ['target="services"', 'target="services "'],
      at: 'target="services ', title: 'Ancre inexistante', says: '(une espace s’y trouve à la fin : effacez-la)' },
    { name: 'a link to a page by its file’s name and a section: the page’s address from the page list, with its section', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](accueil.mdx#services)'],
      at: '](accueil.mdx#services)', title: 'Lien mal écrit', says: 'écrivez l’adresse de la page : « /#services ».' },
    { name: 'a link to an e-mail address: « mailto: », or her address as a fact', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](marie.dupont@gmail.com)'],
      at: '](marie.dupont@gmail.com)', title: 'Lien mal écrit', says: ['« mailto:marie.dupont@gmail.com »', '<Fact of="email" />'] },
    { name: 'a link to a web page of another site, by its name: that site, its page kept whole', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](lllfrance.org/travail.html)'],
      at: '](lllfrance.org/travail.html)', title: 'Lien mal écrit', says: '« https://lllfrance.org/travail.html »' },
    { name: 'an unclosed component in a sentence: « Balise non fermée », not a block whose end is below', file: 'a-propos.mdx', edit: ['<Portrait />', 'Mon portrait : <Portrait>'],
      at: 'Mon portrait', title: 'Balise non fermée' },
    { name: 'her conditions giving 7 days to withdraw in one sentence, « 14 jours » still written in another', file: 'conditions.mdx',
      edit: ['rétractation sous 14 jours, ', 'rétractation sous 7 jours. Remboursement sous 14 jours, '], at: 'rétractation sous 7 jours', title: 'Délai de rétractation', says: 'écrivez « 14 jours » dans cette phrase' },
    { name: 'the forms\' words giving 7 days to withdraw, which every parent reads under the booking form', file: 'data/ui.yaml',
      edit: layThen('data/ui.yaml', { forms: { terms: 'Vous disposez d’un droit de rétractation de 14 jours.' } }, 'rétractation de 14 jours', 'rétractation de 7 jours'),
      at: 'rétractation de 7 jours', title: 'Délai de rétractation', says: 'cette phrase parle de rétractation avec « 7 jours »' },
    { name: 'the forms\' words denying the withdrawal right, with no delay written: told at the sentence', file: 'data/ui.yaml',
      edit: layThen('data/ui.yaml', { forms: { terms: 'Vous disposez d’un droit de rétractation de 14 jours.' } }, 'Vous disposez d’un droit de rétractation de 14 jours.', 'Aucun droit de rétractation pour une consultation réservée.'),
      at: 'Aucun droit de rétractation', title: 'Rétractation refusée', says: ['cette phrase refuse au parent son droit de rétractation', '« Vous disposez d’un droit de rétractation de 14 jours. »'] },
    { name: 'a confirmation saying a confirmed booking can no longer be withdrawn from: told at the sentence', file: 'data/booking.yaml',
      edit: (c) => c.lay('data/booking.yaml', { confirmation: { text: 'Bonjour {parent},\n{offer} le {date} à {time}, {place}.\nUne fois confirmé, ce rendez-vous ne peut plus faire l’objet d’une rétractation.\n{signature}' } }),
      at: 'ne peut plus faire', title: 'Rétractation refusée' },
    { name: 'the home contract promising no payment for 3 days, where the law forbids any for 7', file: 'data/booking.yaml',
      edit: layThen('data/booking.yaml', { homeContract: { payment: '{payment} Je ne vous demande aucun paiement pour ce contrat avant 7 jours.' } }, 'avant 7 jours', 'avant 3 jours'),
      at: 'avant 3 jours', title: 'Délai de paiement', says: ['promet « aucun paiement pour ce contrat avant 3 jours »', 'la loi interdit tout paiement avant 7 jours', 'écrivez « 7 jours »'] },
    { name: 'the home contract promising no payment for 72 hours, fewer than 7 days', file: 'data/booking.yaml',
      edit: layThen('data/booking.yaml', { homeContract: { payment: '{payment} Je ne vous demande aucun paiement pour ce contrat avant 7 jours.' } }, 'avant 7 jours', 'avant 72 heures'),
      at: 'avant 72 heures', title: 'Délai de paiement' },
    ...['Le droit de rétractation ne s’applique pas aux consultations.', 'La rétractation n’est pas possible une fois le rendez-vous fixé.', 'Les consultations sont exclues du droit de rétractation.'].map((denial) => ({
      name: `her conditions denying the right in other words: « ${denial} »`, file: 'conditions.mdx', at: denial.slice(0, 12), title: 'Rétractation refusée' as const,
      edit: ['rétractation sous 14 jours, ', `rétractation sous 14 jours, à lire plus bas.\n\n${denial}\n\nSuite : `] as [string, string],
    })),
    { name: 'her conditions giving 7 days to withdraw, « 14 jours » written nowhere: told at the sentence alone, not also as a missing mention', file: 'conditions.mdx',
      edit: ['rétractation sous 14 jours, ', 'rétractation sous 7 jours, '], at: 'rétractation sous 7 jours', title: 'Délai de rétractation', says: 'écrivez « 14 jours » dans cette phrase' },
    { name: 'conditions of sale without the withdrawal form the confirmation links to, naming the section to keep', file: 'conditions.mdx', edit: ['id="formulaire-de-retractation"', 'id="modele"'],
      title: 'Ancre inexistante', says: '<Section id="formulaire-de-retractation">' },
    { name: 'a link to a « ## » title of a page without a table of contents, which gives titles no address', file: 'a-propos.mdx',
      edit: ['<Portrait />', '<Portrait />\n\nVoir [l’hébergeur](/mentions-legales#hebergeur).'], at: '/mentions-legales#hebergeur', title: 'Ancre inexistante' },
  ])
  accepted([
    { name: 'first names only, two of them, or one in two parts, and the baby’s age', file: 'data/testimonials.yaml', edit: (content) => {
      content.replace('data/testimonials.yaml', '  - name: Marion\n', '  - name: Marie-Anne et Thomas\n')
      content.replace('data/testimonials.yaml', 'maman de Léo, 3 mois', 'parents de Léo et Lou, nés en juin, 3 mois')
    } },
    { name: 'a link to a « ## » title holding a fact, by the id the site gives it, the fact written', file: 'a-propos.mdx', edit: (content) => {
      content.lay('data/practice.yaml', { city: 'Lyon' })
      content.replace('mentions-legales.mdx', '## Éditrice du site', '<TableOfContents />\n\n## Cabinet à <Fact of="city" />\n\n## Éditrice du site')
      content.replace('a-propos.mdx', '<Portrait />', '<Portrait />\n\nVoir [le cabinet](/mentions-legales#cabinet-a-lyon).')
    } },
    { name: 'a link to a « ## » title of a page with a table of contents, as its list links to it', file: 'a-propos.mdx', edit: (content) => {
      content.replace('mentions-legales.mdx', '## Éditrice du site', '<TableOfContents />\n\n## Éditrice du site')
      content.replace('a-propos.mdx', '<Portrait />', '<Portrait />\n\nVoir [l’hébergeur](/mentions-legales#hebergeur).')
    } },
  ])

  mistakes('warning', [
    { name: 'a link to another site in « http:// »: warned, with the secure address', file: 'location-tire-lait.mdx', edit: ['](/consultations)', '](http://www.cnil.fr)'],
      at: '](http://www.cnil.fr)', title: 'Lien non sécurisé', says: ['« https://www.cnil.fr »', 'non sécurisé'] },
  ])
})

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

describe('a page’s title, its only h1', () => {
  mistakes('error', [
    { name: 'a page without its « # » title: told where it goes, after the front matter', file: 'a-propos.mdx', edit: ['# À propos\n', ''], at: 4, title: 'Titre manquant',
      says: '« # À propos »' },
    { name: 'a page emptied, as a page created on GitHub starts: one message', file: 'a-propos.mdx', edit: (c) => c.write('a-propos.mdx', ''), at: 1, title: 'Titre manquant' },
  ])
  accepted([
    { name: 'a « ### » after a placed block, whose own « ## » comes between', file: 'a-propos.mdx', edit: ['## Mon histoire', '<SignesDAlerte />\n\n### Mon histoire'] },
  ])
  mistakes('warning', [
    { name: 'a second « # » in a page: a second h1', file: 'a-propos.mdx', edit: ['## Mon histoire', '# Mon histoire'], at: '# Mon histoire', title: 'Deuxième titre de page',
      says: ['la page a déjà son titre « # » (ligne', 'écrivez « ## » devant ce titre de section.'] },
    { name: 'a « # » in a block, which a page with its own title places', file: 'blocs/signes-d-alerte.mdx', edit: ['## Quand appeler', '# Quand appeler'], at: '# Quand appeler',
      title: 'Deuxième titre de page', says: 'un bloc est placé dans une page qui a déjà son titre « # »' },
    { name: 'a level skipped, « ### » under « # »: screen readers announce a missing level', file: 'a-propos.mdx', edit: ['## Mon histoire', '### Mon histoire'], at: '### Mon histoire',
      title: 'Niveau de titre sauté', says: 'écrivez « ## » devant ce titre.' },
    { name: 'a level skipped across a placed block with no title of its own: the « # » above is the title it follows', file: 'accueil.mdx',
      edit: ['## Comment se passe', '### Comment se passe'], at: '### Comment se passe', title: 'Niveau de titre sauté', says: 'suit un titre « # » sans « ## » entre eux' },
  ])
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
        copy!.lay(booking, { confirmation: { text: longConfirmation.slice(0, -cut) } })
        expect((await runCheck(copy!.dir)).problems.map(formatProblem)).toEqual([])
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

test('a second closed weekday: each promise gets one message whose example names every closed weekday; « week-ends » and « ouvrés » name Saturday and Sunday, « ouvrables » Sunday only', async () => {
  const result = await checkBroken('data/booking.yaml', ['closedWeekdays:\n  - dimanche\n', 'closedWeekdays:\n  - dimanche\n  - samedi\n'])
  expect(result.problems.map((problem) => [problem.title, problem.line])).toEqual(
    [lineOf('data/practice.yaml', 'responseTime:'), lineOf('data/practice.yaml', 'urgentTime:')].sort((a, b) => a - b).map((line) => ['Promesse sans réserve', line]),
  )
  expect(result.text).toContain('ne recevez pas le samedi, alors')
  expect(result.text).toContain('24 h (hors dimanches, samedis et jours fériés)')
  copy!.replace('data/practice.yaml', /^urgentTime: .*$/m, 'urgentTime: 24 h, hors week-ends et jours fériés')
  copy!.replace('data/practice.yaml', /^responseTime: .*$/m, 'responseTime: 24 h (hors dimanches, samedis et jours fériés)')
  expect((await runCheck(copy!.dir)).problems).toEqual([])
  // In the law's words: « ouvrés » leave out Saturdays and Sundays; « ouvrables » Sundays only.
  copy!.replace('data/practice.yaml', /^urgentTime: .*$/m, 'urgentTime: 24 h ouvrées')
  expect((await runCheck(copy!.dir)).problems).toEqual([])
  copy!.replace('data/practice.yaml', /^urgentTime: .*$/m, 'urgentTime: 2 jours ouvrables')
  expect(only((await runCheck(copy!.dir)).problems)).toMatchObject({ title: 'Promesse sans réserve', line: lineOf('data/practice.yaml', 'urgentTime:') })
})

test('a link to a document she put in public/ is published as it is; one not there is told, with where to put it', async () => {
  copy = copyForTest()
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
  copy = copyForTest()
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
  copy = copyForTest()
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
  const { testimonials } = load(copy!.read('data/testimonials.yaml')) as { testimonials: unknown[] }
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

test('a « # » after a space in a one-line text, which would cut the text, is an error at its line', async () => {
  const result = await checkBroken('data/practice.yaml', [/^cancellationNotice: (.*)$/m, 'cancellationNotice: 48 heures #zen, merci'])
  expect(result.problems).toEqual([expect.objectContaining({ severity: 'error', file: 'content/data/practice.yaml', line: lineOf('data/practice.yaml', '#zen'), title: 'Texte coupé par un #' })])
  // Quoted, the text is whole: a note after it cuts nothing.
  copy!.replace('data/practice.yaml', 'cancellationNotice: 48 heures #zen, merci', 'cancellationNotice: "48 heures #zen" # à revoir')
  expect((await runCheck(copy!.dir)).problems.map((problem) => problem.title)).not.toContain('Texte coupé par un #')
})

test('an example she changed but whose « (exemple) » mark she kept is still listed: it never reaches a production build', async () => {
  const result = await checkBroken('data/practice.yaml', [/^cancellationNotice: .*$/m, 'cancellationNotice: 24 heures (exemple)'])
  expect(result.examples).toContainEqual(expect.objectContaining({ path: ['cancellationNotice'], value: '24 heures (exemple)', line: lineOf('data/practice.yaml', 'cancellationNotice:') }))
  copy!.replace('data/practice.yaml', 'cancellationNotice: 24 heures (exemple)', 'cancellationNotice: 24 heures')
  expect((await runCheck(copy!.dir)).examples.map((e) => ('path' in e ? e.path.join('.') : ''))).not.toContain('cancellationNotice')
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
