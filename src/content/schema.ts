/**
 * THE content model: every data file of content/ (YAML) and the props of
 * every component a page may use. The TypeScript types of the site are
 * inferred from it; `npm run check`, the build and the tests validate
 * against it (scripts/content/load.ts).
 *
 * Each rule carries its explanation for the consultant (a title the guide
 * explains, what is wrong, what to do), so a refused value gets one French
 * message and never zod's own wording.
 *
 * Build-time only: the site's components import its types (`import type`),
 * so zod never reaches the browser.
 */
import { z } from 'zod'
import type { ProblemTitle } from './problems.ts'
import { isIsoDay, weekdayNames } from '../lib/booking-days.ts'
import { frenchTypography } from '../lib/typography.ts'

/**
 * What the consultant reads when a value is refused. In `message` and `fix`,
 * « {key} » is the field's name, « {value} » the value she wrote and
 * « {item} » the item it belongs to (« « Sarah » », « l’élément n° 2 »).
 */
export interface Explanation {
  title: ProblemTitle
  message: string
  fix: string
}

const explanations = new Map<string, Explanation>()

/**
 * Registers an explanation and returns the key zod carries as the issue's
 * message; scripts/content/load.ts turns it back into French.
 */
function explain(explanation: Explanation): string {
  const key = `explanation:${explanations.size}`
  explanations.set(key, explanation)
  return key
}

export function explanationFor(message: string): Explanation | undefined {
  return explanations.get(message)
}

/* ------------------------------------------------------------------ values */

const missingText = explain({
  title: 'Texte manquant',
  message: '« {key} » de {item} est vide ou manquant.',
  fix: 'écrivez le texte après « {key}: », sur la même ligne.',
})

/** A text shown as it is typed (names, labels, titles). */
const text = (error = missingText) =>
  // A figure alone (« period: 2026 ») is read by YAML as a number: it is text here.
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error }).trim().min(1, { error }))

/** Prose: French typography (no-break spaces before « ; : ! ? », typographic apostrophes…) applied once, at build. */
const prose = (error = missingText) => text(error).transform(frenchTypography)

const textList = (error = missingText) => z.array(prose(error), { error })

const wholeNumber = (explanation: Explanation) => {
  const error = explain(explanation)
  return z.number({ error }).int({ error }).positive({ error })
}

const minutes = wholeNumber({
  title: 'Durée invalide',
  message: 'la durée de {item} ({key}: {value}) doit être un nombre entier de minutes.',
  fix: 'écrivez les minutes en chiffres, sans « min » : « from: 60 » pour 1 h, et « to: 90 » en plus pour « 1 h à 1 h 30 ».',
})

const amount = wholeNumber({
  title: 'Prix invalide',
  message: 'le prix de {item} ({value}) n’est pas un nombre entier positif.',
  fix: 'écrivez le montant en euros, en chiffres, sans le signe € : « amount: 70 ».',
})

const badDay = explain({
  title: 'Date invalide',
  message: 'la date {value} ({key}) n’est pas un jour du calendrier écrit AAAA-MM-JJ.',
  fix: 'écrivez l’année, le mois et le jour avec des tirets : « 2026-12-25 » pour le 25 décembre 2026.',
})
const day = z.string({ error: badDay }).refine(isIsoDay, { error: badDay })

const badSlot = explain({
  title: 'Créneau invalide',
  message: 'le créneau {value} n’est pas une heure écrite HH:MM.',
  fix: 'écrivez l’heure sur deux chiffres, deux-points, les minutes sur deux chiffres, entre guillemets : « - "09:00" ».',
})
const slot = z.string({ error: badSlot }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: badSlot })

const badKey = explain({
  title: 'Identifiant invalide',
  message: 'l’identifiant {value} de {item} n’est pas écrit en minuscules sans accent, chiffres et tirets.',
  fix: 'écrivez par exemple « consultation-prenatale » : pas d’espace, pas d’accent, pas de majuscule.',
})
const key = z.string({ error: badKey }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: badKey })

/** Every file is a mapping at the top level, with no key the site does not read. */
const file = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape, { error: notAMapping })
const item = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape, { error: notAnItem })

const notAMapping = explain({
  title: 'Fichier illisible',
  message: 'ce fichier doit être une suite de lignes « nom: valeur ».',
  fix: 'reprenez la forme de la dernière version qui marchait : chaque ligne commence par un nom suivi de deux-points.',
})
const notAnItem = explain({
  title: 'Texte manquant',
  message: '{item} n’a pas la forme attendue : des lignes « nom: valeur » sous un tiret.',
  fix: 'recopiez un élément voisin (le tiret, puis les mêmes noms), puis changez ses valeurs.',
})
const missingList = explain({
  title: 'Liste manquante',
  message: 'la liste « {key} » est vide ou introuvable.',
  fix: 'gardez la ligne « {key}: » telle quelle, puis un élément par tiret « - » en dessous.',
})
const list = <Item extends z.ZodType>(schema: Item) => z.array(schema, { error: missingList })
const nonEmptyList = <Item extends z.ZodType>(schema: Item) => list(schema).min(1, { error: missingList })

/* ---------------------------------------------------------------- practice */

/** The facts of practice.yaml that pages and data texts may quote: `<Fact of="…" />` and `{…}`. */
export const factNames = [
  'name', 'city', 'radius', 'responseDelay', 'urgentDelay', 'families', 'trainingHours', 'ibclcYear', 'phone', 'email',
  'legalStatus', 'address', 'siret', 'hostName', 'hostAddress', 'hostPhone', 'messageRetention', 'siteUrl',
  'cancellationNotice', 'paymentMethods', 'vatNote', 'giftCardDelivery', 'giftCardValidity', 'mediatorName', 'mediatorWebsite',
] as const
export type FactName = (typeof factNames)[number]

const badPhone = explain({
  title: 'Texte manquant',
  message: 'le téléphone ({value}) doit être écrit comme il s’affiche, avec ses espaces.',
  fix: 'écrivez par exemple « phone: 06 12 34 56 78 » : sans espaces, le site lirait un nombre et perdrait le 0 du début.',
})
const badWebsite = explain({
  title: 'Adresse du site invalide',
  message: 'l’adresse {value} ({key}) doit commencer par https://.',
  fix: 'recopiez l’adresse complète depuis la barre de votre navigateur, par exemple « website: https://www.mon-mediateur.fr ».',
})
const badSiteUrl = explain({
  title: 'Adresse du site invalide',
  message: 'l’adresse du site ({value}) doit commencer par https:// et ne pas finir par « / ».',
  fix: 'écrivez par exemple « siteUrl: https://www.mon-cabinet.fr ».',
})

/** A figure of practice.yaml: a whole number, written alone. */
const practiceNumber = (what: string, field: string, example: number) =>
  wholeNumber({
    title: 'Nombre invalide',
    message: `${what} ({value}) doit être un nombre entier.`,
    fix: `écrivez le nombre seul, en chiffres : « ${field}: ${example} ».`,
  })

export const practiceSchema = file({
  name: text(),
  profession: text(),
  phone: z.string({ error: badPhone }).trim().min(1, { error: badPhone }),
  email: z.email({
    error: explain({
      title: 'Texte manquant',
      message: 'l’adresse e-mail ({value}) n’a pas la forme nom@domaine.fr.',
      fix: 'écrivez l’adresse complète, par exemple « email: contact@mon-cabinet.fr ».',
    }),
  }),
  city: text(),
  travelRadiusKm: practiceNumber('le rayon des visites', 'travelRadiusKm', 30),
  responseHours: practiceNumber('le délai de réponse', 'responseHours', 24),
  urgentHours: practiceNumber('le délai d’un rendez-vous urgent', 'urgentHours', 24),
  familiesSupported: practiceNumber('le nombre de familles, sans « plus de »,', 'familiesSupported', 500),
  trainingHours: practiceNumber('les heures de formation', 'trainingHours', 202),
  ibclcPlannedYear: practiceNumber('l’année prévue pour la certification', 'ibclcPlannedYear', 2026),
  legalStatus: text(),
  address: text(),
  siret: text(),
  host: item({ name: text(), address: text(), phone: text() }),
  messageRetention: text(),
  urgentSms: text(),
  siteUrl: z.string({ error: badSiteUrl }).regex(/^https:\/\/[^\s/]+$/, { error: badSiteUrl }),
  // Texts rather than numbers: « 48 heures », « la veille à midi » and « un an » are all hers to choose.
  cancellationNotice: prose(),
  paymentMethods: prose(),
  /** Shown with every price (prices of a French practice must say how VAT applies). */
  vatNote: prose(),
  giftCard: item({ delivery: prose(), validity: prose() }),
  /** The consumer mediator every professional selling to consumers must name (Code de la consommation, L. 616-1). */
  mediator: item({
    name: text(),
    website: z.string({ error: badWebsite }).trim().regex(/^https:\/\/\S+$/, { error: badWebsite }),
  }),
})

/* ------------------------------------------------------------------ offers */

export const offerGroups = ['prenatal', 'postnatal', 'complementary', 'specific', 'packages'] as const
export type OfferGroup = (typeof offerGroups)[number]

const priceSchema = item({
  amount,
  /** The number of the footnote that says when this price applies. */
  footnote: wholeNumber({
    title: 'Note invalide',
    message: 'le numéro de note du prix de {item} ({value}) n’est pas un nombre entier.',
    fix: 'écrivez le numéro d’une note de « footnotes », par exemple « footnote: 1 ».',
  }).optional(),
})

const offerSchema = item({
  id: key,
  group: z.enum(offerGroups, {
    error: explain({
      title: 'Valeur non prévue',
      message: 'le groupe de {item} ({value}) n’est pas un groupe du site.',
      fix: 'écrivez l’un de ces groupes : prenatal, postnatal, complementary, specific ou packages.',
    }),
  }),
  /** The booking form's option chosen in advance by this offer's button: a value of booking.yaml's bookingServices. */
  booking: key,
  // Prose: a title may quote a name in « », which takes no-break spaces inside.
  title: prose(),
  text: prose(),
  features: textList().default([]),
  /** The small line above the title; a package without one shows its number of appointments. */
  label: prose().optional(),
  appointments: wholeNumber({
    title: 'Nombre invalide',
    message: 'le nombre de rendez-vous de {item} ({value}) doit être un nombre entier.',
    fix: 'écrivez le nombre seul : « appointments: 2 ».',
  }).optional(),
  duration: item({ from: minutes, to: minutes.optional() })
    .refine((duration) => duration.to === undefined || duration.to >= duration.from, {
      error: explain({
        title: 'Durée invalide',
        message: 'la durée de {item} finit avant de commencer.',
        fix: 'écrivez la durée la plus courte dans « from » et la plus longue dans « to ».',
      }),
    })
    .optional(),
  prices: nonEmptyList(priceSchema),
  priceNote: prose().optional(),
})

const giftCardSchema = item({ offers: nonEmptyList(key) })

export const offersSchema = file({
  offers: nonEmptyList(offerSchema),
  footnotes: list(item({ number: wholeNumber({
    title: 'Note invalide',
    message: 'le numéro de la note ({value}) n’est pas un nombre entier.',
    fix: 'numérotez les notes 1, 2, 3… : « number: 1 ».',
  }), text: prose() })),
  notes: textList(),
  giftCards: list(giftCardSchema),
})

/* ------------------------------------------------------------ testimonials */

const missingTestimonialPart = explain({
  title: 'Témoignage incomplet',
  message: 'le témoignage {item} n’a pas de « {key} », ou il est vide.',
  fix: 'chaque témoignage a un prénom (name), une ligne sur la famille (babyLine), un texte (text) et une note (rating).',
})

export const testimonialsSchema = file({
  testimonials: list(
    item({
      name: text(missingTestimonialPart),
      babyLine: text(missingTestimonialPart),
      text: prose(missingTestimonialPart),
      rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
        error: explain({
          title: 'Note invalide',
          message: 'la note du témoignage {item} ({value}) doit être un nombre entier de 1 à 5.',
          fix: 'écrivez « rating: 5 » pour cinq étoiles.',
        }),
      }),
    }),
  ),
})

/* ---------------------------------------------------- training, situations */

export const trainingSchema = file({
  /** The key figures of /a-propos: `figure` shown large, `text` under it. */
  highlights: nonEmptyList(item({ figure: prose(), text: prose() })),
  training: nonEmptyList(item({ period: text(), title: prose() })),
})

const situation = item({ title: prose(), description: prose() })
export const situationGroups = ['baby', 'mother', 'special', 'when'] as const
export type SituationGroup = (typeof situationGroups)[number]

export const situationsSchema = file({
  baby: nonEmptyList(situation),
  mother: nonEmptyList(situation),
  special: nonEmptyList(situation),
  when: nonEmptyList(situation),
})

/* ----------------------------------------------------------------- booking */

const serviceOption = item({ value: key, label: text() })

export const bookingSchema = file({
  timeSlots: nonEmptyList(slot),
  closedWeekdays: list(
    z.enum(weekdayNames, {
      error: explain({
        title: 'Valeur non prévue',
        message: '{value} n’est pas un jour de la semaine.',
        fix: 'écrivez le jour en toutes lettres et en minuscules : lundi, mardi, mercredi, jeudi, vendredi, samedi ou dimanche.',
      }),
    }),
  ).default(['dimanche']),
  closedDays: list(
    item({ from: day, to: day.optional(), reason: text().optional() }).refine(
      (period) => period.to === undefined || period.to >= period.from,
      {
        error: explain({
          title: 'Période à l’envers',
          message: 'la fermeture finit avant de commencer.',
          fix: 'écrivez le premier jour fermé dans « from » et le dernier dans « to ».',
        }),
        path: ['to'],
      },
    ),
  ),
  bookingServices: nonEmptyList(serviceOption),
  contactServices: nonEmptyList(serviceOption),
})

/* ---------------------------------------------------------------------- ui */

/**
 * The interface's words: the texts the components read, each required, with
 * French typography like every other text (« Date choisie : », « Message envoyé ! »).
 */
export const uiSchema = file({
  skipLink: prose(),
  preview: item({ title: prose(), text: prose() }),
  header: item({ homeLink: prose(), navLabel: prose(), menu: prose(), cta: prose(), phoneLabel: prose() }),
  footer: item({
    navLabel: prose(),
    contactHeading: prose(),
    zoneHeading: prose(),
    navHeading: prose(),
    zone: prose(),
    promises: textList(),
    phoneLabel: prose(),
    emailLabel: prose(),
  }),
  // « 130 € ou 150 € »: the spaces around « ou » are part of it.
  or: z.string({ error: missingText }).min(1, { error: missingText }),
  portraitAlt: prose(),
  trainingHours: prose(),
  shareImageAlt: prose(),
  offers: item({
    book: prose(),
    choose: prose(),
    duration: prose(),
    price: prose(),
    appointments: prose(),
    includes: prose(),
    footnotesLabel: prose(),
    notesTitle: prose(),
  }),
  giftCard: item({ priceFrom: prose() }),
  urgent: item({ label: prose(), call: prose(), sms: prose() }),
  routeAnnouncement: prose(),
  rating: prose(),
  families: prose(),
  loadingCalendar: prose(),
  forms: item({
    contactLabel: prose(),
    bookingLabel: prose(),
    required: prose(),
    requiredNote: prose(),
    privacy: prose(),
    name: prose(),
    email: prose(),
    phone: prose(),
    phoneRequired: prose(),
    contactService: prose(),
    bookingService: prose(),
    choose: prose(),
    message: prose(),
    messageOptional: prose(),
    messageHint: prose(),
    date: prose(),
    slot: prose(),
    slotHint: prose(),
    slotsMorning: prose(),
    slotsAfternoon: prose(),
    dateChosen: prose(),
    dateNone: prose(),
    submitContact: prose(),
    openContact: prose(),
    submitBooking: prose(),
    sending: prose(),
    gatingHint: prose(),
    honeypot: prose(),
    dismiss: prose(),
    noScript: prose(),
    // The notices are sentences: typeset (« envoyé ! » takes a narrow no-break space, « d'envoi » a typographic apostrophe).
    success: item({
      contact: item({ title: prose(), text: prose() }),
      booking: item({ title: prose(), text: prose() }),
    }),
    failure: item({
      title: prose(),
      text: prose(),
      call: prose(),
      mail: prose(),
      mailSubject: prose(),
      mailSubjectBooking: prose(),
      mailLabels: item({
        name: prose(),
        email: prose(),
        phone: prose(),
        contactService: prose(),
        bookingService: prose(),
        date: prose(),
        slot: prose(),
      }),
    }),
  }),
})

/* ------------------------------------------------------------------- pages */

/** Search engines cut longer descriptions. */
export const MAX_DESCRIPTION = 160

const badPath = explain({
  title: 'Adresse de page invalide',
  message: 'l’adresse de {item} ({value}) n’est pas valable.',
  fix: 'écrivez une barre « / » puis des minuscules sans accent, des chiffres et des tirets, sans barre à la fin : « path: /ma-page ».',
})
const missingFile = explain({
  title: 'Fichier de page manquant',
  message: '{item} n’indique pas son fichier (file).',
  fix: 'écrivez « file: nom-du-fichier », le nom du fichier .mdx de content/, sans « .mdx ».',
})
const missingTitle = explain({
  title: 'Titre manquant',
  message: '{item} n’a pas de titre (title), ou il est vide.',
  fix: 'écrivez « title: … » : c’est le titre de l’onglet du navigateur et des résultats de recherche.',
})
const missingDescription = explain({
  title: 'Description manquante',
  message: '{item} n’a pas de description, ou elle est vide.',
  fix: `écrivez « description: … », une phrase de ${MAX_DESCRIPTION} caractères au plus qui résume la page pour les moteurs de recherche.`,
})
const longDescription = explain({
  title: 'Description trop longue',
  message: `la description de {item} dépasse ${MAX_DESCRIPTION} caractères.`,
  fix: `raccourcissez-la : au-delà de ${MAX_DESCRIPTION} caractères, les moteurs de recherche la coupent.`,
})

const description = prose(missingDescription).refine((value) => [...value].length <= MAX_DESCRIPTION, {
  error: longDescription,
})

export const pageKinds = ['legal'] as const

const pageSchema = item({
  path: z.string({ error: badPath }).regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, { error: badPath }),
  file: text(missingFile),
  nav: prose().optional(),
  kind: z
    .enum(pageKinds, {
      error: explain({
        title: 'Valeur non prévue',
        message: '{item} a « kind: {value} », qui n’est pas une valeur prévue.',
        fix: 'écrivez « kind: legal » pour une page liée en bas de page (mentions légales…), ou supprimez la ligne.',
      }),
    })
    .optional(),
  title: prose(missingTitle),
  description,
})

export const pagesSchema = file({
  pages: nonEmptyList(pageSchema),
  notFound: item({ file: text(missingFile), title: prose(missingTitle), description }),
})

/* -------------------------------------------------------------- data files */

/** Every data file of content/, by its path there, with its schema. */
export const contentFiles = {
  'pages.yaml': pagesSchema,
  'data/practice.yaml': practiceSchema,
  'data/offers.yaml': offersSchema,
  'data/testimonials.yaml': testimonialsSchema,
  'data/training.yaml': trainingSchema,
  'data/situations.yaml': situationsSchema,
  'data/booking.yaml': bookingSchema,
  'data/ui.yaml': uiSchema,
} as const

export type ContentFile = keyof typeof contentFiles

export type Practice = z.output<typeof practiceSchema>
export type Offers = z.output<typeof offersSchema>
export type Offer = Offers['offers'][number]
export type Price = z.output<typeof priceSchema>
export type Duration = NonNullable<Offer['duration']>
export type GiftCard = Offers['giftCards'][number]
export type Testimonial = z.output<typeof testimonialsSchema>['testimonials'][number]
export type TrainingEntry = z.output<typeof trainingSchema>['training'][number]
export type Highlight = z.output<typeof trainingSchema>['highlights'][number]
export type Situations = z.output<typeof situationsSchema>
export type Situation = Situations['baby'][number]
export type Booking = z.output<typeof bookingSchema>
export type ClosedPeriod = Booking['closedDays'][number]
export type ServiceOption = Booking['bookingServices'][number]
export type Weekday = (typeof weekdayNames)[number]
export type Ui = z.output<typeof uiSchema>
export type Pages = z.output<typeof pagesSchema>
export type PageEntry = Pages['pages'][number]

/** Everything the site reads from content/, validated. */
export interface SiteContent {
  pages: Pages
  practice: Practice
  offers: Offers
  testimonials: z.output<typeof testimonialsSchema>
  training: z.output<typeof trainingSchema>
  situations: Situations
  booking: Booking
  ui: Ui
}

/* ------------------------------------------------------ components in MDX */

/** How a string prop is checked beyond its type. */
export type PropKind = 'path' | 'anchor' | 'id'

/** A page of the site, « /rendez-vous », optionally with an anchor, « /#contact ». */
const pathProp = z.string().meta({ kind: 'path' })
/** The `id` of a section of the same page. */
const anchorProp = z.string().meta({ kind: 'anchor' })
/** Gives the element an `id`, which links can then target with « #… ». */
const idProp = z.string().meta({ kind: 'id' })

export const buttonVariants = ['primary', 'secondary', 'quiet'] as const
export const buttonSizes = ['normal', 'small'] as const
export const sectionTones = ['plain', 'warm', 'calm'] as const

/**
 * What a component accepts in a page: its props (all literals, so a
 * Git-based editor can write them), whether it takes content between its
 * tags, and whether it belongs inside a sentence.
 */
interface ComponentSpec<Props extends z.core.$ZodLooseShape> {
  props: z.ZodObject<Props>
  children: boolean
  inline?: true
}

const component = <Props extends z.core.$ZodLooseShape = Record<never, never>>(
  spec: { props?: Props; children?: boolean; inline?: true },
): ComponentSpec<Props> => ({
  props: z.strictObject(spec.props ?? ({} as Props)),
  children: spec.children ?? false,
  ...(spec.inline ? { inline: spec.inline } : {}),
})

export const mdxComponentSpecs = {
  Actions: component({ children: true }),
  BookingForm: component({}),
  ButtonLink: component({
    props: { to: pathProp, variant: z.enum(buttonVariants).optional(), size: z.enum(buttonSizes).optional() },
    children: true,
  }),
  ContactForm: component({}),
  Fact: component({ props: { of: z.enum(factNames) }, inline: true }),
  FeaturedTestimonials: component({}),
  FoldedContactForm: component({}),
  GiftCardOffers: component({}),
  Hero: component({ children: true }),
  Highlights: component({}),
  Portrait: component({}),
  PriceList: component({ props: { group: z.enum(offerGroups) } }),
  PriceTable: component({ props: { group: z.enum(offerGroups) } }),
  PricingNotes: component({}),
  ScrollButton: component({
    props: { target: anchorProp, variant: z.enum(buttonVariants).optional() },
    children: true,
  }),
  Section: component({
    props: { id: idProp.optional(), tone: z.enum(sectionTones).optional() },
    children: true,
  }),
  SituationList: component({ props: { group: z.enum(situationGroups) } }),
  Steps: component({ children: true }),
  TestimonialList: component({}),
  TrainingList: component({}),
  UrgentHelp: component({ children: true }),
}

export type MdxComponentName = keyof typeof mdxComponentSpecs

/** The props a page may give component `Name`, as its `XProps` (children are React's). */
export type ContentProps<Name extends MdxComponentName> = z.input<(typeof mdxComponentSpecs)[Name]['props']>
