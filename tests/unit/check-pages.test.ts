/**
 * `npm run check` on the pages (MDX) of broken copies of the tests' own content (tests/helpers/check-cases.ts):
 * their syntax, components and props, what they would publish as typed, their links and anchors, their title.
 */
import { describe, expect, test, vi } from 'vitest'
import { checkBroken, lineOf, layThen, mistakes, accepted } from '../helpers/check-cases.ts'

// Each check reads every file of a fresh copy; CI shares two cores with the build.
vi.setConfig({ testTimeout: 30_000 })

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
