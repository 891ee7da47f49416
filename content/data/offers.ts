/**
 * Consultations, services, formules et tarifs.
 * Chaque prix et chaque durée n'est écrit qu'ici : les pages, la carte cadeau
 * et les formulaires les reprennent.
 *
 * Durées en minutes : `{ from: 60, to: 90 }` s'affiche « 1 h à 1 h 30 ».
 * Prix en euros, sans le signe € : `{ amount: 70 }` s'affiche « 70 € ».
 */
import type {
  Consultation,
  Package,
  Service,
  SpecificConsultation,
} from '../../src/types/content.ts'

export const prenatalConsultations = [
  {
    id: 'prenatale-allaitement',
    name: 'Consultation prénatale en allaitement',
    details: 'Pendant la grossesse, pour vous préparer à allaiter en toute sérénité.',
    features: [
      'Comprendre comment fonctionne l’allaitement',
      'Les positions et la mise au sein',
      'Les premiers jours avec bébé',
      'Toutes vos questions, sans jugement',
    ],
    duration: { from: 60, to: 90 },
    price: { amount: 70 },
  },
  {
    id: 'prenatale-etoilait',
    name: 'Consultation prénatale étoilait',
    details: 'Une préparation plus longue, pour prendre le temps d’aborder chaque sujet à deux ou en famille.',
    features: [
      'Tout le contenu de la consultation prénatale',
      'Davantage de temps pour vos questions',
      'Le co-parent est le bienvenu',
    ],
    duration: { from: 90, to: 120 },
    price: { amount: 90 },
  },
] as const satisfies readonly Consultation[]

export const postnatalConsultations = [
  {
    id: 'postnatale-initiale',
    name: 'Consultation postnatale initiale',
    details: 'Après la naissance, chez vous ou en visio, pour faire le point sur l’allaitement.',
    features: [
      'Observation d’une tétée',
      'Conseils pour la position et la prise du sein',
      'Un plan d’accompagnement adapté à votre famille',
    ],
    duration: { from: 60, to: 90 },
    price: { amount: 70 },
  },
  {
    id: 'postnatale-allaitement-long',
    name: 'Consultation postnatale allaitement long',
    details: 'Pour accompagner un allaitement qui se poursuit : reprise du travail, diversification, sevrage.',
    features: [
      'La reprise du travail et le tire-lait',
      'L’allaitement au fil des mois',
      'Le sevrage, à votre rythme',
    ],
    duration: { from: 60 },
    price: { amount: 60 },
  },
] as const satisfies readonly Consultation[]

export const complementaryServices = [
  {
    id: 'teleconsultation',
    title: 'Téléconsultation',
    description: 'Un rendez-vous en visio, où que vous soyez.',
    features: ['Depuis chez vous, sans déplacement', 'Un compte rendu écrit après le rendez-vous'],
    duration: { from: 60 },
    price: { amount: 60 },
    priceNote: 'tarif adapté au temps nécessaire',
  },
  {
    id: 'teleconsultation-suivi',
    title: 'Téléconsultation de suivi',
    description: 'Un point en visio après une première consultation.',
    features: ['Faire le point sur ce qui a changé', 'Ajuster l’accompagnement'],
    duration: { from: 30 },
    price: { amount: 30 },
  },
] as const satisfies readonly Service[]

export const specificConsultations = [
  {
    id: 'atelier-tire-allaitement',
    title: 'Atelier tire-allaitement réussi',
    description: 'Pour allaiter avec un tire-lait : s’organiser, tirer et conserver son lait.',
    duration: { from: 60 },
    price: { amount: 60 },
  },
  {
    id: 'comprendre-tire-laits',
    title: 'Comprendre les tire-laits',
    description: 'Choisir son tire-lait, la bonne taille de téterelle et apprendre à s’en servir.',
    duration: { from: 60 },
    price: { amount: 60 },
  },
] as const satisfies readonly SpecificConsultation[]

/** The notes under the packages' prices, numbered like the markers. */
export const packageFootnotes = {
  1: 'Avec la consultation prénatale en allaitement.',
  2: 'Avec la consultation prénatale étoilait.',
} as const

export const packages = [
  {
    id: 'formule-etoilait',
    title: 'Formule ETOILAIT',
    appointments: 2,
    description: 'Un accompagnement de la grossesse aux premières semaines.',
    includes: ['Une consultation prénatale', 'Une consultation postnatale initiale'],
    prices: [
      { amount: 130, footnote: 1 },
      { amount: 150, footnote: 2 },
    ],
  },
  {
    id: 'formule-etoilait-plus',
    title: 'Formule ETOILAIT+',
    appointments: 3,
    description: 'La formule ETOILAIT, avec un rendez-vous de plus pour le suivi.',
    includes: [
      'Une consultation prénatale',
      'Une consultation postnatale initiale',
      'Un troisième rendez-vous, selon vos besoins',
    ],
    prices: [
      { amount: 185, footnote: 1 },
      { amount: 200, footnote: 2 },
    ],
  },
  {
    id: 'pack-complet',
    title: 'Pack complet',
    description: 'Un accompagnement global, dans la durée.',
    includes: [
      'Un contact téléphonique de 15 minutes chaque semaine pendant les 3 premiers mois',
      'Le suivi ponctuel par SMS ou messagerie',
    ],
    prices: [{ amount: 250 }],
  },
] as const satisfies readonly Package[]

/** The « À NOTER » box under the prices. */
export const pricingNotes = [
  'Les consultations ne sont pas prises en charge par la Sécurité sociale.',
  'Une facture vous est envoyée pour votre demande de remboursement auprès de votre mutuelle.',
  'Un compte rendu écrit suit chaque consultation ; avec votre accord, il peut être transmis aux professionnels de santé qui vous suivent.',
  'Tous les tarifs comprennent un suivi ponctuel par SMS ou messagerie.',
] as const
