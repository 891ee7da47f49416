/**
 * Every component a page may use, declared once: its name in the web editor
 * and what it shows there, its props (each with its rule and its French
 * label), whether it takes content between its tags and whether it sits
 * inside a sentence. Derived from this list:
 * - the web editor's blocks (`editorComponents`, src/admin/components.tsx);
 * - the check's walk of the pages (scripts/build/check/mdx.ts, the props in
 *   mdx-props.ts): unknown tags, props and values get a French message with the line;
 * - the automatic imports (scripts/build/mdx/remark-import-components.ts):
 *   a page writes `<PriceTable group="prenatal" />` with no import line, and
 *   gets `src/components/PriceTable/PriceTable.tsx`;
 * - the props each component accepts (`ContentProps<'PriceTable'>`).
 *
 * Adding a component: its folder, src/components/<Name>/<Name>.tsx exporting
 * `<Name>`, and its entry below. Props are literals only (a Git-based editor
 * writes them): a choice among values, or a text of a known kind.
 */
import { z } from 'zod'
import { field, fieldMeta, namePattern, type FieldMeta } from './model.ts'
import { offerGroupNames } from './files/offers.ts'
import { situationGroupNames } from './files/situations.ts'
import { optionalPhotoNames } from './photos.ts'

/**
 * The HTML elements a page may use, each with the attributes it must carry: a line break inside a
 * paragraph (the legal pages' addresses) and a passage in another language, its `lang` said (the 404
 * page's English title, read in English by screen readers). The web editor declares exactly these
 * (src/admin/keystatic.config.tsx) and could not open a page with any other, so the check refuses
 * the rest (scripts/build/check/mdx.ts), and her guide lists them (content/README.md).
 */
export const pageHtmlElements = { br: [], span: ['lang'] } as const satisfies Record<string, readonly string[]>

/** How a text prop is checked beyond its type: a page of the site, a section of this page, an id, a fact of practice.yaml. */
export type PropKind = NonNullable<FieldMeta['kind']>

/**
 * What the editor says of a prop: the data fields' metadata (src/content/model.ts), registered the same way;
 * a choice's `options` are in the editor's order, the first being the default.
 */
export type PropMeta = Pick<FieldMeta, 'label' | 'help' | 'options' | 'kind'>

/** A choice among `values`, each shown under its French name. */
export const choice = <const Value extends string>(label: string, names: Readonly<Record<Value, string>>, help?: string) =>
  field(z.enum(Object.keys(names) as [Value, ...Value[]]), { label, help, options: names })

/** A text of a known kind. */
const textProp = (kind: PropKind, label: string, help?: string) => field(z.string(), { label, help, kind })

/** A scroll button's section as written without the « # » the button adds (« #services » → « services »); the same when it has none. */
export const sectionName = (target: string) => target.replace(/^#+/, '')

/** A section's name as an address can carry it (« /#mes-tarifs »): lowercase letters without accents, digits, hyphens. */
export const isSectionName = (id: string) => namePattern.test(id)

/** The metadata of a prop (optional or not). */
export function propMeta(schema: z.ZodType): PropMeta & { required: boolean } {
  const required = !(schema instanceof z.ZodOptional)
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema
  const { label, help, options, kind } = fieldMeta.get(inner) ?? { label: '' }
  return { label, help, options, kind, required }
}

export interface ComponentDeclaration<Props extends z.core.$ZodLooseShape = z.core.$ZodLooseShape> {
  /** Its name in the editor's menu. */
  label: string
  /**
   * What it shows, in the editor's menu and in its frame in a page: a fragment where it follows the name
   * in a block's frame (« Portrait : votre portrait… », src/admin/components.tsx), a sentence where only the
   * menu shows it (a block with content, a button, a block or inline element with a preview of its own,
   * src/admin/keystatic.config.tsx).
   */
  description: string
  props: z.ZodObject<Props>
  /**
   * What it takes between its tags: paragraphs and other blocks
   * (`<Section>…</Section>`), a few words (a button's label), or nothing.
   */
  children: 'blocks' | 'words' | false
  /** It sits inside a sentence (`<Fact of="radius" />`). */
  inline: boolean
  /**
   * Pages import its code, src/components/<Name>/<Name>.tsx; false when the
   * build writes it in place instead (<Fact>, scripts/build/mdx/remark-facts.ts).
   */
  imported: boolean
}

export const component = <Props extends z.core.$ZodLooseShape = Record<never, never>>(declaration: {
  label: string
  description: string
  props?: Props
  children?: 'blocks' | 'words'
  inline?: boolean
  imported?: false
}): ComponentDeclaration<Props> => ({
  label: declaration.label,
  description: declaration.description,
  props: z.strictObject(declaration.props ?? ({} as Props)),
  children: declaration.children ?? false,
  inline: declaration.inline ?? false,
  imported: declaration.imported ?? true,
})

/** The components whose code pages import, by name. */
export const importedComponents = (declarations: Readonly<Record<string, ComponentDeclaration>>): string[] =>
  Object.entries(declarations).flatMap(([name, declaration]) => (declaration.imported ? [name] : []))

const variantNames = { primary: 'Plein (action principale)', secondary: 'Contour', quiet: 'Discret' } as const
const toneNames = { plain: 'Fond de la page', warm: 'Fond rose', calm: 'Fond vert' } as const
const pathHelp = 'Une page du site, comme « /rendez-vous », ou une partie d’une page, comme « /#contact ».'

export const pageComponents = {
  Actions: component({ label: 'Rangée de boutons', description: 'Les boutons écrits dedans, côte à côte.', children: 'blocks' }),
  BookingForm: component({ label: 'Formulaire de rendez-vous', description: 'date, créneau et coordonnées' }),
  OffsiteBooking: component({ label: 'Rendez-vous pris hors du site', description: 'votre outil : la confirmation par e-mail ou SMS d’un rendez-vous pris par téléphone, et le contrat à imprimer chez le parent' }),
  ButtonLink: component({
    label: 'Bouton vers une page',
    description: 'Un lien dessiné en bouton.',
    props: {
      to: textProp('path', 'Page ouverte par le bouton', pathHelp),
      variant: choice('Apparence', variantNames).optional(),
      size: choice('Taille', { normal: 'Normal', small: 'Petit' }).optional(),
    },
    children: 'words',
  }),
  Columns: component({
    label: 'Deux colonnes',
    description: 'Sur un ordinateur, un élément à droite du texte : le premier (un portrait, des chiffres) ou le dernier (les boutons de la suite) ; sur un téléphone, tout l’un sous l’autre, dans l’ordre écrit.',
    props: { beside: choice('Élément à droite', { first: 'Le premier (portrait, chiffres)', last: 'Le dernier (boutons de la suite)' }) },
    children: 'blocks',
  }),
  ContactForm: component({ label: 'Formulaire de contact', description: 'nom, e-mail et message' }),
  Fact: component({
    label: 'Chiffre ou coordonnée du cabinet',
    description: 'Une valeur de « Coordonnées du cabinet », écrite une seule fois là-bas.',
    // One of the names practice.yaml's fields declare as facts (src/content/facts.ts).
    props: { of: textProp('fact', 'Valeur') },
    inline: true,
    // Written in place at build, from practice.yaml: no code reaches the page.
    imported: false,
  }),
  FeaturedOffers: component({ label: 'Offres principales', description: 'celles cochées « Offre principale » dans « Tarifs et consultations »' }),
  FeaturedTestimonials: component({ label: 'Deux témoignages', description: 'les deux plus récents de « Témoignages », avec le nombre de familles' }),
  FoldedContactForm: component({ label: 'Formulaire de contact replié', description: 'le formulaire de contact, derrière un bouton « Écrire un message »' }),
  GiftCardOffers: component({ label: 'Cartes cadeaux', description: 'les offres choisies dans « Tarifs et consultations »' }),
  Hero: component({ label: 'Haut de page', description: 'Votre portrait, le grand titre, sa phrase et ses boutons (au départ : l’accueil).', children: 'blocks' }),
  Highlights: component({ label: 'Chiffres en avant', description: 'ceux de « Parcours et chiffres »' }),
  Photo: component({
    label: 'Photo facultative',
    description: 'Une de vos photos de « Vos photos » : rien ne s’affiche tant qu’elle n’y est pas.',
    props: { of: choice('Photo', optionalPhotoNames) },
  }),
  Portrait: component({ label: 'Portrait', description: 'votre portrait de « Vos photos », en hauteur' }),
  PriceFrom: component({
    label: 'Prix « dès »',
    description: 'Le plus bas tarif de vos consultations d’allaitement prénatales et postnatales, écrit une seule fois dans « Tarifs et consultations ».',
    inline: true,
  }),
  PriceTable: component({
    label: 'Tableau des tarifs',
    description: 'Les offres d’un groupe de « Tarifs et consultations ».',
    props: { group: choice('Groupe d’offres', offerGroupNames) },
  }),
  PricingNotes: component({ label: 'Encadré « À NOTER »', description: 'les notes de « Tarifs et consultations »' }),
  ScrollButton: component({
    label: 'Bouton vers une partie de la page',
    description: 'Un bouton qui descend vers une section de cette page.',
    props: {
      target: textProp('anchor', 'Partie visée', 'L’identifiant d’une section de cette page, comme « contact ».'),
      variant: choice('Apparence', { secondary: variantNames.secondary, primary: variantNames.primary, quiet: variantNames.quiet }).optional(),
    },
    children: 'words',
  }),
  Section: component({
    label: 'Section',
    description: 'Une partie de la page, sur toute la largeur.',
    props: {
      id: textProp('id', 'Identifiant', 'Facultatif : un nom court, comme « contact », pour y mener par « /#contact ».').optional(),
      tone: choice('Fond', toneNames).optional(),
    },
    children: 'blocks',
  }),
  SituationList: component({
    label: 'Liste de situations',
    description: 'Les situations d’un groupe de « Situations ».',
    props: { group: choice('Groupe', situationGroupNames) },
  }),
  Steps: component({ label: 'Étapes numérotées', description: 'Une liste numérotée, en étapes.', children: 'blocks' }),
  TableOfContents: component({ label: 'Sommaire', description: 'les liens vers chaque titre « ## » de la page, faits à la construction du site' }),
  TestimonialList: component({ label: 'Témoignages', description: 'la liste de « Témoignages »' }),
  TrainingList: component({ label: 'Formation', description: 'la formation écrite dans « Parcours et chiffres »' }),
  UrgentHelp: component({ label: 'Encadré d’urgence', description: 'Un texte avec les boutons d’appel et de SMS.', children: 'blocks' }),
  UrgentLine: component({ label: 'Urgence en une ligne', description: 'le téléphone, d’un toucher, en haut d’une page' }),
}

export type PageComponentName = keyof typeof pageComponents

/** The props a page may give component `Name` (children are React's): `PriceTableProps` is `ContentProps<'PriceTable'>`. */
export type ContentProps<Name extends PageComponentName> = z.input<(typeof pageComponents)[Name]['props']>
