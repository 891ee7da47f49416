/**
 * The web editor's view of content/: every page and every data file, under
 * the French names of content/README.md, with the fields of the content
 * schema (src/content/schema.ts). A test (tests/unit/editor-config.test.ts)
 * checks that each data file here has exactly the fields the schema knows,
 * and each page component exactly the props a page may give it.
 *
 * The editor writes the same files a developer edits by hand: `npm run check`
 * still validates every save, with its French messages.
 */
import { config, fields, singleton } from '@keystatic/core'
import { block, inline, mark, wrapper } from '@keystatic/core/content-components'
// The editor's lists, read leniently: a mistake in a data file must not keep her from the editor.
import { blocFiles, bookingServices, chosenBookings, chosenOffers, facts, offers, pages, notFoundFile } from 'virtual:content/editor'
import type { ReactElement } from 'react'
import { factFields } from '../content/facts.ts'
import { optionalPhotoNames, optionalPhotos } from '../content/photos.ts'
import { walkSchema } from '../content/model.ts'
import {
  buttonSizes,
  buttonVariants,
  columnSides,
  contentFiles,
  offerGroupNames,
  offerGroups,
  sectionTones,
  situationGroupNames,
  type ContentFile,
} from '../content/schema.ts'
import { entryFields, type EditorLists } from './fields.tsx'
import { editorStorage, type EditorEnv } from './storage.ts'

/* ----------------------------------------------------------------- names */

const groupOptions = offerGroups.map((value) => ({ value, label: offerGroupNames[value] }))
const factLabels = new Map(factFields.map((fact) => [fact.name, fact.label]))

const variantNames: Record<(typeof buttonVariants)[number], string> = {
  primary: 'Plein (action principale)',
  secondary: 'Contour',
  quiet: 'Discret',
}
const sizeNames: Record<(typeof buttonSizes)[number], string> = { normal: 'Normal', small: 'Petit' }
const toneNames: Record<(typeof sectionTones)[number], string> = {
  plain: 'Fond blanc',
  warm: 'Fond chaud',
  calm: 'Fond doux',
}
const columnSideNames: Record<(typeof columnSides)[number], string> = {
  first: 'Le premier (portrait, chiffres)',
  last: 'Le dernier (boutons de la suite)',
}
const options = <Value extends string>(names: Record<Value, string>) =>
  (Object.entries(names) as [Value, string][]).map(([value, label]) => ({ value, label }))

/* ------------------------------------------------------ page components */

/** A small square icon for the editor's toolbar, drawn like the site's lines. */
const icon = (path: string): ReactElement => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d={path} />
  </svg>
)

/** What the editor shows for a block that has nothing to edit: its name, framed. */
const preview = (title: string, detail?: string) => (
  <div style={{ border: '1px dashed #b9a99a', borderRadius: 8, padding: '12px 16px', background: '#fbf7f2', color: '#5a4636' }}>
    <strong>{title}</strong>
    {detail ? <span> : {detail}</span> : null}
  </div>
)

const fixedBlock = (label: string, description: string) =>
  block({ label, description, schema: {}, ContentView: () => preview(description.charAt(0).toUpperCase() + description.slice(1)) })

/** A button in the text: drawn as a small pill, as on the site. */
const buttonLook = { background: '#f3e3d8', color: '#5a4636', borderRadius: '999px', padding: '0.1em 0.6em' }

const text = (label: string, description?: string) => fields.text({ label, description, validation: { isRequired: true } })
const choice = <Value extends string>(label: string, options: readonly { label: string; value: Value }[]) =>
  fields.select({ label, options, defaultValue: options[0]!.value })
const pathField = (label: string) =>
  text(label, 'Une page du site, comme « /rendez-vous », ou une partie d’une page, comme « /#contact ».')

const buttonSchema = {
  to: pathField('Page ouverte par le bouton'),
  variant: choice('Apparence', options(variantNames)),
  size: choice('Taille', options(sizeNames)),
}

/** Every component a page may use, with the props a page may give it. */
export const pageComponents = {
  Actions: wrapper({ label: 'Rangée de boutons', description: 'Les boutons écrits dedans, côte à côte.', schema: {} }),
  BookingForm: fixedBlock('Formulaire de rendez-vous', 'date, créneau et coordonnées'),
  ButtonLink: mark({
    label: 'Bouton vers une page',
    icon: icon('M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1'),
    schema: buttonSchema,
    style: buttonLook,
  }),
  Columns: wrapper({
    label: 'Deux colonnes',
    description: 'Sur un ordinateur, un élément à droite du texte : le premier (un portrait, des chiffres) ou le dernier (les boutons de la suite) ; sur un téléphone, tout l’un sous l’autre, dans l’ordre écrit.',
    schema: { beside: choice('Élément à droite', options(columnSideNames)) },
  }),
  ContactForm: fixedBlock('Formulaire de contact', 'nom, e-mail et message'),
  Fact: inline({
    label: 'Chiffre ou coordonnée du cabinet',
    description: 'Une valeur de « Coordonnées du cabinet », écrite une seule fois là-bas.',
    schema: { of: choice('Valeur', factFields.map((fact) => ({ value: fact.name, label: fact.label }))) },
    ContentView: ({ value }) => <span>[{factLabels.get(value.of) ?? value.of}]</span>,
  }),
  GiftCardOffers: fixedBlock('Cartes cadeaux', 'les offres choisies dans « Tarifs et consultations »'),
  Hero: wrapper({ label: 'Haut de la page d’accueil', description: 'Le grand titre, sa phrase et ses boutons.', schema: {} }),
  Highlights: fixedBlock('Chiffres en avant', 'ceux de « Parcours et chiffres »'),
  Photo: block({
    label: 'Photo facultative',
    description: 'Une de vos photos de « Vos photos » : rien ne s’affiche tant qu’elle n’y est pas.',
    schema: { of: choice('Photo', optionalPhotos.map((value) => ({ value, label: optionalPhotoNames[value] }))) },
    ContentView: ({ value }) => preview('Photo facultative', optionalPhotoNames[value.of]),
  }),
  Portrait: fixedBlock('Portrait', 'public/images/portrait'),
  PriceTable: block({
    label: 'Tableau des tarifs',
    description: 'Les offres d’un groupe de « Tarifs et consultations ».',
    schema: { group: choice('Groupe d’offres', groupOptions) },
    ContentView: ({ value }) => {
      const titles = offers.filter((offer) => offer.group === value.group).map((offer) => offer.title)
      return preview(`Tarifs : ${offerGroupNames[value.group]}`, titles.join(', '))
    },
  }),
  PriceFrom: inline({
    label: 'Prix « dès »',
    description: 'Le plus bas tarif de vos consultations prénatales et postnatales, écrit une seule fois dans « Tarifs et consultations ».',
    schema: {},
    ContentView: () => <span>[plus bas tarif des consultations]</span>,
  }),
  PricingNotes: fixedBlock('Encadré « À NOTER »', 'les notes de « Tarifs et consultations »'),
  ScrollButton: mark({
    label: 'Bouton vers une partie de la page',
    icon: icon('M12 5v14M5 12l7 7 7-7'),
    style: buttonLook,
    schema: {
      target: text('Partie visée', 'L’identifiant d’une section de cette page, comme « contact ».'),
      variant: choice('Apparence', options({ secondary: variantNames.secondary, primary: variantNames.primary, quiet: variantNames.quiet })),
    },
  }),
  Section: wrapper({
    label: 'Section',
    description: 'Une partie de la page, sur toute la largeur.',
    schema: {
      id: fields.text({ label: 'Identifiant', description: 'Facultatif : un nom court, comme « contact », pour y mener par « /#contact ».' }),
      tone: choice('Fond', options(toneNames)),
    },
  }),
  SituationList: block({
    label: 'Liste de situations',
    schema: { group: choice('Groupe', options(situationGroupNames)) },
    ContentView: ({ value }) => preview('Situations', situationGroupNames[value.group]),
  }),
  Steps: wrapper({ label: 'Étapes numérotées', description: 'Une liste numérotée, en étapes.', schema: {} }),
  FoldedContactForm: fixedBlock('Formulaire de contact replié', 'le formulaire de contact, derrière un bouton « Écrire un message »'),
  FeaturedOffers: fixedBlock('Offres principales', 'celles cochées « Sur la page d’accueil » dans « Tarifs et consultations »'),
  FeaturedTestimonials: fixedBlock('Deux témoignages', 'les deux premiers de « Témoignages », avec le nombre de familles'),
  TestimonialList: fixedBlock('Témoignages', 'la liste de « Témoignages »'),
  TrainingList: fixedBlock('Formation', 'la formation écrite dans « Parcours et chiffres »'),
  UrgentHelp: wrapper({ label: 'Encadré d’urgence', description: 'Un texte avec les boutons d’appel et de SMS.', schema: {} }),
  UrgentLine: fixedBlock('Urgence en une ligne', 'le téléphone, d’un toucher, en haut d’une page'),
}

/**
 * The two HTML elements the pages use, so the editor can open them: a line
 * break inside a paragraph (the legal pages' addresses) and a passage in
 * another language (the 404 page's English title, read in English by screen
 * readers).
 */
export const htmlElements = {
  br: inline({ label: 'Retour à la ligne', schema: {}, ContentView: () => <span aria-label="Retour à la ligne">↵</span> }),
  span: mark({
    label: 'Passage dans une autre langue',
    icon: icon('M4 5h8M8 3v2M6 5c0 4 3 7 6 8M10 5c0 4-3 7-6 8M13 21l4-9 4 9M14.5 18h5'),
    tag: 'span',
    schema: { lang: text('Langue', 'Son code : « en » pour l’anglais.') },
  }),
}

/**
 * The shared blocs: every MDX file of content/blocs/, a page places by its name
 * (`<SignesDAlerte />` for signes-d-alerte.mdx, scripts/build/mdx/remark-import-components.ts),
 * read from the folder so a bloc she adds is in the editor too.
 */
export const blocs = blocFiles.map((file) => ({
  file,
  tag: file.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase()),
  label: `Bloc « ${file} »`,
}))

export const blocComponents = Object.fromEntries(blocs.map((bloc) => [bloc.tag, fixedBlock(bloc.label, `le texte de content/blocs/${bloc.file}.mdx`)]))

/**
 * What the toolbar offers: only what the site shows as it looks here. No
 * tables, strikethrough, code or images (the site would publish their signs
 * as typed), and titles down to « ### ». `npm run check` refuses the same
 * (scripts/build/check/mdx.ts), whatever wrote the page.
 */
const pageTextOptions = {
  image: false,
  table: false,
  strikethrough: false,
  code: false,
  codeBlock: false,
  heading: [1, 2, 3],
} as const

const pageText = (label: string) =>
  fields.mdx({ label, extension: 'mdx', components: { ...pageComponents, ...blocComponents, ...htmlElements }, options: pageTextOptions })

const page = (label: string, file: string) =>
  singleton({ label, path: `content/${file}`, format: { contentField: 'text' }, schema: { text: pageText(label) } })

/* ------------------------------------------------------------ data files */

/** What the editor's choices come from: the files as they are, even with a mistake. */
const lists: EditorLists = {
  bookingServices,
  offers: offers.map(({ id, title }) => ({ value: id, label: title })),
  chosen: { bookingServices: chosenBookings, offers: chosenOffers },
  facts,
}

/** One entry per data file, its fields built from the content model (src/content/fields.tsx). */
export const dataSingletons = Object.fromEntries(
  (Object.keys(contentFiles) as ContentFile[]).map((file) => {
    const { label, module, schema } = contentFiles[file]
    const fields = entryFields(walkSchema(schema), lists)
    return [module, singleton({ label, path: `content/${file.replace(/\.yaml$/, '')}`, format: { data: 'yaml' }, schema: fields })]
  }),
)

/* ---------------------------------------------------------------- config */

// Her pages in the menu's order, the page for unknown addresses last, then the shared blocs.
const pageSingletons = Object.fromEntries([
  ...pages.filter((entry) => entry.file !== notFoundFile).map((entry) => [`page-${entry.file}`, page(entry.label, entry.file)]),
  ...pages.filter((entry) => entry.file === notFoundFile).map((entry) => [`page-${entry.file}`, page(entry.label, entry.file)]),
  ...blocs.map((bloc) => [`bloc-${bloc.file}`, page(bloc.label, `blocs/${bloc.file}`)]),
])

export default config({
  ...editorStorage(import.meta.env as EditorEnv, import.meta.env.DEV),
  locale: 'fr-FR',
  ui: {
    brand: { name: 'Mon site' },
    navigation: {
      'Mes données': Object.keys(dataSingletons),
      'Mes pages': Object.keys(pageSingletons),
    },
  },
  singletons: { ...dataSingletons, ...pageSingletons },
})
