/** content/data/offers.yaml: her offers by group, their prices and durations, the price notes and the gift cards. */
import { field } from '../model.ts'
import { z } from 'zod'
import { amount, emptyAsAbsent, explain, file, flag, group, key, keyOf, list, minutes, missingList, nonEmptyList, paragraph, prose, sentence, wholeNumber } from '../rules.ts'

const offerGroups = ['prenatal', 'postnatal', 'complementary', 'specific', 'packages'] as const
export type OfferGroup = (typeof offerGroups)[number]

export const offerGroupNames: Readonly<Record<OfferGroup, string>> = {
  prenatal: 'Consultations d’allaitement prénatales',
  postnatal: 'Consultations d’allaitement postnatales',
  complementary: 'Services complémentaires',
  specific: 'Consultations spécifiques',
  packages: 'Formules d’accompagnement',
}

const priceSchema = group({
  amount: field(amount, { label: 'Montant (€)', help: 'En euros, sans le signe € : 70.' }),
  /** The number of the footnote that says when this price applies. */
  footnote: field(
    wholeNumber({
      title: 'Note invalide',
      message: 'le numéro de note du prix de {item} ({value}) n’est pas un nombre entier.',
      fix: 'écrivez le numéro d’une note de « footnotes », par exemple « footnote: 1 ».',
      editor: 'Le numéro d’une des « Notes des prix », en chiffres : 1.',
    }),
    { label: 'Numéro de note', help: 'Facultatif : le numéro d’une des « Notes des prix », qui dit quand ce prix s’applique.' },
  ).optional(),
})

const badDurationOrder = explain({
  title: 'Durée invalide',
  message: 'la durée de {item} finit avant de commencer.',
  fix: 'écrivez la durée la plus courte dans « from » et la plus longue dans « to ».',
  editor: 'La durée la plus courte va dans « De », la plus longue dans « À ».',
})

/**
 * An offer's duration, in minutes: « from » alone (1 h), or « from » and
 * « to » (1 h à 1 h 30). Empty (`{}`, as the editor writes it) for an
 * offer without one.
 */
const durationSchema = group({
  from: field(minutes, { label: 'De (minutes)', help: '60 pour 1 h.' }).optional(),
  to: field(minutes, { label: 'À (minutes)', help: 'Facultatif : pour « 1 h à 1 h 30 », 60 puis 90.' }).optional(),
})
  .refine((duration) => duration.to === undefined || (duration.from !== undefined && duration.to >= duration.from), {
    error: badDurationOrder,
    path: ['to'],
  })
  .transform((duration) =>
    duration.from === undefined ? undefined : { from: duration.from, ...(duration.to === undefined ? {} : { to: duration.to }) },
  )

/** « 130 € ou 150 € » */
const pricesLabel = (prices: unknown) =>
  Array.isArray(prices)
    ? prices.map((price: { amount?: unknown }) => (typeof price?.amount === 'number' ? `${price.amount} €` : '… €')).join(' ou ')
    : ''

const missingBooking = explain({
  title: 'Texte manquant',
  message: 'il manque « booking » à {item} : le type de consultation que le formulaire de rendez-vous choisit d’avance pour elle.',
  fix: 'ajoutez une ligne « booking: » suivie du « value » d’un type de consultation de content/data/booking.yaml (bookingServices), comme pour les autres offres.',
  editor: 'Choisissez le type de consultation.',
})

const offerSchema = group({
  // Prose: a title may quote a name in « », which takes no-break spaces inside.
  title: sentence('Nom'),
  text: paragraph('Présentation', 'Une phrase qui la présente.'),
  id: field(key, {
    label: 'Identifiant',
    help: 'En minuscules et tirets, unique. La carte cadeau et les liens « Réserver » le citent : ne le changez pas à la légère.',
  }),
  group: field(
    z.enum(offerGroups, {
      error: explain({
        title: 'Valeur non prévue',
        message: 'le groupe de {item} ({value}) n’est pas un groupe du site.',
        fix: 'écrivez l’un de ces groupes : prenatal, postnatal, complementary, specific ou packages.',
        editor: 'Choisissez un groupe de la liste.',
      }),
    }),
    { label: 'Groupe', help: 'Où l’offre s’affiche.', options: offerGroupNames },
  ),
  /** The booking form's option chosen in advance by this offer's button: a value of booking.yaml's bookingServices. */
  booking: field(keyOf(missingBooking), {
    label: 'Type de consultation choisi d’avance',
    help: 'Le choix du formulaire de rendez-vous quand on clique sur « Réserver » ou « Choisir cette formule ».',
    choicesFrom: 'bookingServices',
  }),
  label: emptyAsAbsent(sentence('Étiquette', 'Facultative : la petite ligne au-dessus du nom. Sans elle, une formule affiche son nombre de rendez-vous.')),
  appointments: field(
    wholeNumber({
      title: 'Nombre invalide',
      message: 'le nombre de rendez-vous de {item} ({value}) doit être un nombre entier, 1 ou plus.',
      fix: 'écrivez le nombre seul : « appointments: 2 ».',
      editor: 'Un nombre entier de rendez-vous : 2.',
    }),
    { label: 'Nombre de rendez-vous', help: 'Facultatif : pour une formule.' },
  ).optional(),
  features: field(z.array(prose(), { error: missingList }), {
    label: 'Points de la liste',
    help: 'Facultatifs : ce que comprend l’offre, un point par élément.',
    itemLabel: (item) => String(item.value ?? ''),
  }).default([]),
  duration: field(durationSchema, { label: 'Durée', help: 'Facultative, en minutes.' }).optional(),
  prices: field(nonEmptyList(priceSchema), {
    label: 'Prix',
    help: 'Une formule peut en avoir deux, chacun avec le numéro de sa note.',
    itemLabel: (price) => pricesLabel([price]),
  }),
  priceNote: emptyAsAbsent(sentence('Précision sous le prix', 'Facultative.')),
  featured: field(flag, {
    label: 'Offre principale',
    help: 'À cocher pour trois ou quatre offres : le bloc des offres principales les montre, là où une page le place (au départ : l’accueil).',
  }).default(false),
})

export const offersSchema = file({
  offers: field(nonEmptyList(offerSchema), {
    label: 'Offres',
    help: 'Dans l’ordre où les pages les affichent.',
    itemLabel: (offer) => `${String(offer.title || 'Nouvelle offre')} · ${pricesLabel(offer.prices)}`,
  }),
  footnotes: field(
    list(
      group({
        number: field(
          wholeNumber({
            title: 'Note invalide',
            message: 'le numéro de la note ({value}) n’est pas un nombre entier.',
            fix: 'numérotez les notes 1, 2, 3… : « number: 1 ».',
            editor: 'Numérotez les notes 1, 2, 3…',
          }),
          { label: 'Numéro' },
        ),
        text: sentence('Texte'),
      }),
    ),
    {
      label: 'Notes des prix',
      help: 'Les notes sous les prix des formules, avec leur numéro.',
      itemLabel: (note) => `(${String(note.number ?? '…')}) ${String(note.text ?? '')}`,
    },
  ),
  notes: field(z.array(prose(), { error: missingList }), {
    label: 'Encadré « À NOTER »',
    help: 'Sous les tarifs, un point par élément.',
    itemLabel: (note) => String(note.value ?? ''),
  }),
  giftCards: field(
    list(
      group({
        offers: field(nonEmptyList(field(key, { label: 'Offre', choicesFrom: 'offers' })), {
          label: 'Offres de la carte',
          help: 'Une offre, ou plusieurs qui s’affichent ensemble (une formule et sa version plus longue, par exemple), du prix le plus bas au plus haut.',
        }),
      }),
    ),
    {
      label: 'Cartes cadeaux',
      help: 'Les cartes que montre le bloc « Cartes cadeaux », là où une page le place (au départ : la page Carte cadeau).',
      // Each card by the titles of the offers it holds, joined by « ou ».
      itemLabel: (card, nameOf) => (Array.isArray(card.offers) ? card.offers.map((id) => nameOf('offers', String(id))).join(' ou ') : ''),
    },
  ),
})
