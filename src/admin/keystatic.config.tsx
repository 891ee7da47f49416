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
import { config, fields, singleton, type ComponentSchema } from '@keystatic/core'
import { block, inline, mark, wrapper } from '@keystatic/core/content-components'
// The editor's lists, read leniently: a mistake in a data file must not keep her from the editor.
import { blocFiles, bookingServices, chosenBookings, chosenOffers, offers, pages } from 'virtual:content/editor'
import type { ReactElement } from 'react'
import { buttonSizes, buttonVariants, factNames, offerGroups, sectionTones, situationGroups, type FactName } from '../content/schema.ts'
import { weekdayNames } from '../lib/booking-days.ts'
import { editorStorage, type EditorEnv } from './storage.ts'

/* ----------------------------------------------------------------- fields */

const text = (label: string, description?: string) =>
  fields.text({ label, description, validation: { isRequired: true } })
const optionalText = (label: string, description?: string) => fields.text({ label, description })
const paragraph = (label: string, description?: string) =>
  fields.text({ label, description, multiline: true, validation: { isRequired: true } })
const number = (label: string, description?: string) =>
  fields.integer({ label, description, validation: { isRequired: true, min: 1 } })
const optionalNumber = (label: string, description?: string) => fields.integer({ label, description, validation: { min: 1 } })
const choice = <Value extends string>(label: string, options: readonly { label: string; value: Value }[], description?: string) =>
  fields.select({ label, description, options, defaultValue: options[0]?.value ?? ('' as Value) })
const textList = (label: string, itemLabel: string, description?: string) =>
  fields.array(text(itemLabel), { label, description, itemLabel: (item) => item.value })

const groupNames: Record<(typeof offerGroups)[number], string> = {
  prenatal: 'Consultations prénatales',
  postnatal: 'Consultations postnatales',
  complementary: 'Services complémentaires',
  specific: 'Consultations spécifiques',
  packages: 'Formules d’accompagnement',
}
const groupOptions = offerGroups.map((value) => ({ value, label: groupNames[value] }))
/**
 * A list to choose from, plus the values the files choose today that it lacks (a renamed
 * offer, a mistyped id): Keystatic opens a file only when each chosen value is in its list,
 * so she can open the file and choose a right one. `npm run check` explains the wrong one.
 */
const withChosen = (options: { value: string; label: string }[], chosen: readonly string[]) => [
  ...options,
  ...[...new Set(chosen)].filter((value) => !options.some((option) => option.value === value)).map((value) => ({ value, label: `${value} (introuvable)` })),
]

const situationNames: Record<(typeof situationGroups)[number], string> = {
  baby: 'Pour bébé',
  mother: 'Pour vous',
  special: 'Situations particulières',
  when: 'Quand consulter',
}

const factLabels: Record<FactName, string> = {
  name: 'Prénom et nom',
  city: 'Ville',
  radius: 'Rayon des visites (« 30 km »)',
  responseDelay: 'Délai de réponse (« 24 h »)',
  urgentDelay: 'Délai d’un rendez-vous urgent',
  families: 'Nombre de familles accompagnées',
  trainingHours: 'Heures de formation',
  ibclcYear: 'Année prévue pour l’IBCLC',
  phone: 'Téléphone',
  email: 'E-mail',
  legalStatus: 'Statut juridique',
  address: 'Adresse professionnelle',
  siret: 'SIRET',
  hostName: 'Nom de l’hébergeur',
  hostAddress: 'Adresse de l’hébergeur',
  hostPhone: 'Téléphone de l’hébergeur',
  messageRetention: 'Durée de conservation des messages',
  siteUrl: 'Adresse du site',
  cancellationNotice: 'Délai d’annulation',
  paymentMethods: 'Moyens de paiement',
  vatNote: 'Mention de TVA',
  giftCardDelivery: 'Remise de la carte cadeau',
  giftCardValidity: 'Validité de la carte cadeau',
  mediatorName: 'Nom du médiateur',
  mediatorWebsite: 'Site du médiateur',
}

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
  ContactForm: fixedBlock('Formulaire de contact', 'nom, e-mail et message'),
  Fact: inline({
    label: 'Chiffre ou coordonnée du cabinet',
    description: 'Une valeur de « Coordonnées du cabinet », écrite une seule fois là-bas.',
    schema: { of: choice('Valeur', factNames.map((value) => ({ value, label: factLabels[value] }))) },
    ContentView: ({ value }) => <span>[{factLabels[value.of]}]</span>,
  }),
  GiftCardOffers: fixedBlock('Cartes cadeaux', 'les offres choisies dans « Tarifs et consultations »'),
  Hero: wrapper({ label: 'Haut de la page d’accueil', description: 'Le grand titre, sa phrase et ses boutons.', schema: {} }),
  Highlights: fixedBlock('Chiffres en avant', 'ceux de « Parcours et chiffres »'),
  Portrait: fixedBlock('Portrait', 'public/images/portrait'),
  PriceTable: block({
    label: 'Tableau des tarifs',
    description: 'Les offres d’un groupe de « Tarifs et consultations ».',
    schema: { group: choice('Groupe d’offres', groupOptions) },
    ContentView: ({ value }) => {
      const titles = offers.filter((offer) => offer.group === value.group).map((offer) => offer.title)
      return preview(`Tarifs : ${groupNames[value.group]}`, titles.join(', '))
    },
  }),
  PriceList: block({
    label: 'Liste des tarifs',
    description: 'Les offres d’un groupe, une ligne chacune, le détail sur demande (pour l’accueil).',
    schema: { group: choice('Groupe d’offres', groupOptions) },
    ContentView: ({ value }) => {
      const titles = offers.filter((offer) => offer.group === value.group).map((offer) => offer.title)
      return preview(`Liste des tarifs : ${groupNames[value.group]}`, titles.join(', '))
    },
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
      id: optionalText('Identifiant', 'Facultatif : un nom court, comme « contact », pour y mener par « /#contact ».'),
      tone: choice('Fond', options(toneNames)),
    },
  }),
  SituationList: block({
    label: 'Liste de situations',
    schema: { group: choice('Groupe', options(situationNames)) },
    ContentView: ({ value }) => preview('Situations', situationNames[value.group]),
  }),
  Steps: wrapper({ label: 'Étapes numérotées', description: 'Une liste numérotée, en étapes.', schema: {} }),
  FoldedContactForm: fixedBlock('Formulaire de contact replié', 'le formulaire de contact, derrière un bouton « Écrire un message »'),
  FeaturedTestimonials: fixedBlock('Deux témoignages', 'les deux premiers de « Témoignages », avec le nombre de familles'),
  TestimonialList: fixedBlock('Témoignages', 'la liste de « Témoignages »'),
  TrainingList: fixedBlock('Diplômes et formations', 'ceux de « Parcours et chiffres »'),
  UrgentHelp: wrapper({ label: 'Encadré d’urgence', description: 'Un texte avec les boutons d’appel et de SMS.', schema: {} }),
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
 * (`<SignesDAlerte />` for signes-d-alerte.mdx, src/lib/remark-import-components.ts),
 * read from the folder so a bloc she adds is in the editor too.
 */
export const blocs = blocFiles.map((file) => ({
  file,
  tag: file.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase()),
  label: `Bloc « ${file} »`,
}))

export const blocComponents = Object.fromEntries(blocs.map((bloc) => [bloc.tag, fixedBlock(bloc.label, `le texte de content/blocs/${bloc.file}.mdx`)]))

const pageText = (label: string) =>
  fields.mdx({ label, extension: 'mdx', components: { ...pageComponents, ...blocComponents, ...htmlElements }, options: { image: false } })

const page = (label: string, file: string) =>
  singleton({ label, path: `content/${file}`, format: { contentField: 'text' }, schema: { text: pageText(label) } })

/* ------------------------------------------------------------ data files */

const data = <Schema extends Record<string, ComponentSchema>>(label: string, file: string, schema: Schema) =>
  singleton({ label, path: `content/${file}`, format: { data: 'yaml' }, schema })

const practice = data('Coordonnées du cabinet', 'data/practice', {
  name: text('Prénom et nom', 'Tels que les parents les liront.'),
  profession: text('Métier', 'Écrit sous le nom.'),
  phone: text('Téléphone', 'Écrit comme il s’affiche, avec ses espaces : « 06 12 34 56 78 ».'),
  email: text('E-mail', 'L’adresse où les parents vous écrivent.'),
  city: text('Ville', 'La ville autour de laquelle se font les visites à domicile.'),
  travelRadiusKm: number('Rayon des visites à domicile (km)'),
  responseHours: number('Délai de réponse annoncé (heures)'),
  urgentHours: number('Délai d’un rendez-vous urgent (heures)'),
  familiesSupported: number('Nombre de familles accompagnées', 'Affiché « plus de 500 familles ».'),
  trainingHours: number('Heures de formation en lactation'),
  ibclcPlannedYear: number('Année prévue pour la certification IBCLC'),
  legalStatus: text('Statut juridique', 'Pour les mentions légales.'),
  address: text('Adresse professionnelle', 'Pour les mentions légales et la politique de confidentialité.'),
  siret: text('Numéro SIRET'),
  host: fields.object(
    { name: text('Nom'), address: text('Adresse postale'), phone: text('Téléphone') },
    { label: 'Hébergeur du site', description: 'Par exemple Netlify, pour les mentions légales.' },
  ),
  messageRetention: text('Durée de conservation des messages', 'Pour la politique de confidentialité.'),
  urgentSms: text('Texte du SMS urgent', 'Le message préparé par le bouton « SMS » de l’encadré d’urgence.'),
  siteUrl: text('Adresse du site', 'Commençant par https://, sans « / » à la fin.'),
  cancellationNotice: text('Délai pour déplacer ou annuler', 'Lu dans « au plus tard … avant ».'),
  paymentMethods: text('Moyens de paiement acceptés'),
  vatNote: text('Mention de TVA', 'Écrite avec chaque prix.'),
  giftCard: fields.object(
    {
      delivery: text('Remise', 'Lu dans « la carte vous est remise … ».'),
      validity: text('Validité', 'Lu dans « Elle est valable … à partir de sa date d’achat ».'),
    },
    { label: 'Carte cadeau' },
  ),
  mediator: fields.object(
    { name: text('Nom'), website: text('Site', 'Commençant par https://.') },
    { label: 'Médiateur de la consommation' },
  ),
})

const offersFile = data('Tarifs et consultations', 'data/offers', {
  offers: fields.array(
    fields.object({
      id: text('Identifiant', 'En minuscules et tirets, unique ; la carte cadeau le cite : ne le changez pas à la légère.'),
      group: choice('Groupe', groupOptions, 'Où l’offre s’affiche.'),
      booking: choice(
        'Type de consultation choisi d’avance',
        withChosen(bookingServices.map(({ value, label }) => ({ value, label })), chosenBookings),
        'Le choix du formulaire de rendez-vous quand on clique sur « Réserver ».',
      ),
      title: text('Nom'),
      text: paragraph('Présentation', 'Une phrase qui la présente.'),
      features: textList('Points de la liste', 'Point'),
      label: optionalText('Étiquette', 'Facultative : la petite ligne au-dessus du nom ; sans elle, une formule affiche son nombre de rendez-vous.'),
      appointments: optionalNumber('Nombre de rendez-vous', 'Facultatif : pour une formule.'),
      duration: fields.object(
        { from: optionalNumber('De (minutes)'), to: optionalNumber('À (minutes)', 'Facultatif : pour « 1 h à 1 h 30 », 60 puis 90.') },
        { label: 'Durée', description: 'Facultative, en minutes.' },
      ),
      prices: fields.array(
        fields.object({
          amount: number('Prix (€)', 'En euros, sans le signe €.'),
          footnote: optionalNumber('Numéro de note', 'Facultatif : le numéro d’une note ci-dessous.'),
        }),
        { label: 'Prix', itemLabel: (item) => `${item.fields.amount.value ?? '…'} €` },
      ),
      priceNote: optionalText('Précision sous le prix', 'Facultative.'),
    }),
    { label: 'Offres', description: 'Dans l’ordre des pages.', itemLabel: (item) => item.fields.title.value || 'Nouvelle offre' },
  ),
  footnotes: fields.array(
    fields.object({ number: number('Numéro'), text: text('Texte') }),
    { label: 'Notes des prix', itemLabel: (item) => `(${item.fields.number.value ?? '…'}) ${item.fields.text.value}` },
  ),
  notes: textList('Encadré « À NOTER »', 'Point', 'Sous les tarifs, un point par ligne.'),
  giftCards: fields.array(
    fields.object({
      offers: fields.array(choice('Offre', withChosen(offers.map(({ id, title }) => ({ value: id, label: title })), chosenOffers)), {
        label: 'Offres de la carte',
        itemLabel: (item) => offers.find((offer) => offer.id === item.value)?.title ?? item.value,
      }),
    }),
    {
      label: 'Cartes cadeaux',
      itemLabel: (item) =>
        item.fields.offers.elements.map((element) => offers.find((offer) => offer.id === element.value)?.title ?? element.value).join(' ou '),
    },
  ),
})

const testimonialsFile = data('Témoignages', 'data/testimonials', {
  testimonials: fields.array(
    fields.object({
      name: text('Prénom', 'Le prénom (ou les prénoms) de qui témoigne.'),
      babyLine: text('La famille', 'Par exemple « maman de Léo, 3 mois ».'),
      text: paragraph('Témoignage', 'Ses mots, sans guillemets autour, avec son accord.'),
      rating: fields.integer({ label: 'Note (1 à 5)', defaultValue: 5, validation: { isRequired: true, min: 1, max: 5 } }),
    }),
    { label: 'Témoignages', itemLabel: (item) => item.fields.name.value || 'Nouveau témoignage' },
  ),
})

const trainingFile = data('Parcours et chiffres', 'data/training', {
  highlights: fields.array(
    fields.object({
      figure: text('En grand', 'Par exemple « Plus de {families} » ; entre accolades, un chiffre des coordonnées du cabinet.'),
      text: text('En dessous', 'Par exemple « familles accompagnées ».'),
    }),
    { label: 'Chiffres en avant (page À propos)', itemLabel: (item) => `${item.fields.figure.value} ${item.fields.text.value}` },
  ),
  training: fields.array(fields.object({ period: text('Période'), title: text('Formation') }), {
    label: 'Diplômes et formations',
    description: 'Du plus récent au plus ancien.',
    itemLabel: (item) => `${item.fields.period.value} · ${item.fields.title.value}`,
  }),
})

const situation = fields.object({ title: text('Titre'), description: paragraph('Description') })
const situationsFile = data('Situations (Pourquoi consulter ?)', 'data/situations', Object.fromEntries(
  situationGroups.map((group) => [
    group,
    fields.array(situation, { label: situationNames[group], itemLabel: (item) => item.fields.title.value || 'Nouvelle situation' }),
  ]),
) as Record<(typeof situationGroups)[number], ReturnType<typeof fields.array<typeof situation>>>)

const serviceOption = (label: string, description: string) =>
  fields.array(
    fields.object({
      value: text('Valeur envoyée', 'En minuscules et tirets ; les offres la citent.'),
      label: text('Texte affiché'),
    }),
    { label, description, itemLabel: (item) => item.fields.label.value },
  )

const bookingFile = data('Jours fermés et créneaux', 'data/booking', {
  timeSlots: fields.array(text('Heure', 'HH:MM, par exemple 09:00.'), {
    label: 'Créneaux proposés',
    description: 'Chaque jour ouvert, heure de Paris.',
    itemLabel: (item) => item.value,
  }),
  closedWeekdays: fields.multiselect({
    label: 'Jours de la semaine fermés',
    options: weekdayNames.map((day) => ({ value: day, label: day })),
    defaultValue: ['dimanche'],
  }),
  closedDays: fields.array(
    fields.object({
      from: fields.date({ label: 'Premier jour fermé', validation: { isRequired: true } }),
      to: fields.date({ label: 'Dernier jour fermé', description: 'Facultatif : pour une période.' }),
      reason: optionalText('Raison', 'Pour vous : les visiteurs ne la voient pas.'),
    }),
    {
      label: 'Jours fermés',
      description: 'Congés, formations, jours fériés.',
      itemLabel: (item) => [item.fields.from.value, item.fields.to.value].filter(Boolean).join(' → ') + (item.fields.reason.value ? ` (${item.fields.reason.value})` : ''),
    },
  ),
  bookingServices: serviceOption('Types de consultation (rendez-vous)', 'Le choix « Type de consultation » du formulaire de rendez-vous.'),
  contactServices: serviceOption('Sujets (contact)', 'Le choix « Sujet » du formulaire de contact.'),
})

const pagesFile = data('Pages et menu', 'pages', {
  pages: fields.array(
    fields.object({
      path: text('Adresse', '« / » puis des minuscules sans accent, des chiffres et des tirets.'),
      file: text('Fichier', 'Le fichier .mdx de content/, sans « .mdx ».'),
      nav: optionalText('Nom dans le menu', 'Facultatif : sans lui, la page n’est pas dans le menu.'),
      kind: fields.select({
        label: 'Place',
        options: [
          { value: '', label: 'Normale' },
          { value: 'legal', label: 'Liée en bas de page (mentions légales…)' },
        ],
        defaultValue: '',
      }),
      title: text('Titre', 'Le titre de l’onglet du navigateur et des résultats de recherche.'),
      description: paragraph('Description', 'La phrase des moteurs de recherche, 160 caractères au plus.'),
    }),
    { label: 'Pages', description: 'Le menu suit cet ordre.', itemLabel: (item) => item.fields.nav.value || item.fields.title.value },
  ),
  notFound: fields.object(
    { file: text('Fichier'), title: text('Titre'), description: paragraph('Description') },
    { label: 'Page introuvable (404)' },
  ),
})

/* ---------------------------------------------------------------- config */

const pageSingletons = Object.fromEntries([
  ...pages.map((entry) => [`page-${entry.file}`, page(entry.label, entry.file)]),
  ...blocs.map((bloc) => [`bloc-${bloc.file}`, page(bloc.label, `blocs/${bloc.file}`)]),
])

export const dataSingletons = {
  offers: offersFile,
  testimonials: testimonialsFile,
  practice,
  booking: bookingFile,
  training: trainingFile,
  situations: situationsFile,
  pages: pagesFile,
}

export default config({
  ...editorStorage(import.meta.env as EditorEnv, import.meta.env.DEV),
  locale: 'fr-FR',
  ui: {
    brand: { name: 'Mon site' },
    navigation: {
      'Mes données': ['offers', 'testimonials', 'practice', 'booking', 'training', 'situations', 'pages'],
      'Mes pages': Object.keys(pageSingletons),
    },
  },
  singletons: { ...dataSingletons, ...pageSingletons },
})
