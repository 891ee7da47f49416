/**
 * La liste des pages du site : l'adresse, le fichier .mdx qui contient le
 * texte, le titre de l'onglet et la description pour les moteurs de recherche
 * (160 caractères au plus). Le menu suit l'ordre de cette liste.
 *
 * Ajouter une page : créer content/ma-page.mdx, puis ajouter ici
 *   { path: '/ma-page', file: 'ma-page', title: '…', description: '…' },
 */
import type { PageEntry } from '../src/types/pages.ts'

export const pages = [
  {
    path: '/',
    file: 'accueil',
    nav: 'Accueil',
    title: 'Consultante en lactation, à domicile et en visio',
    description:
      'Accompagnement de l’allaitement avant et après la naissance : consultations à domicile ou en visio, réponse sous 24 h, rendez-vous urgent sous 24 h.',
  },
  {
    path: '/a-propos',
    file: 'a-propos',
    nav: 'À propos',
    title: 'À propos',
    description:
      'Mon parcours de consultante en lactation : 202 heures de formation, certification IBCLC en préparation pour 2026, plus de 500 familles accompagnées.',
  },
  {
    path: '/consultations',
    file: 'consultations',
    nav: 'Consultations',
    title: 'Consultations et tarifs',
    description:
      'Consultations prénatales et postnatales, téléconsultations, ateliers tire-lait et formules d’accompagnement : durées et tarifs.',
  },
  {
    path: '/pourquoi-consulter',
    file: 'pourquoi-consulter',
    nav: 'Pourquoi consulter ?',
    title: 'Pourquoi consulter ?',
    description:
      'Douleurs, prise du sein, doutes sur le lait, reprise du travail : les situations où une consultante en lactation peut vous accompagner, et quand consulter.',
  },
  {
    path: '/temoignages',
    file: 'temoignages',
    nav: 'Témoignages',
    title: 'Témoignages',
    description: 'Les mots des familles que j’ai accompagnées dans leur allaitement.',
  },
  {
    path: '/location-tire-lait',
    file: 'location-tire-lait',
    nav: 'Location tire-lait',
    title: 'Location de tire-lait',
    description:
      'Location de tire-lait en partenariat avec un loueur, prise en charge à 100 % par un tiers payant, et conseils pour bien l’utiliser.',
  },
  {
    path: '/cartes-cadeaux',
    file: 'cartes-cadeaux',
    nav: 'Carte cadeau',
    title: 'Carte cadeau',
    description:
      'Offrez une consultation en lactation ou une formule d’accompagnement à une future ou jeune maman : une carte cadeau utile et attentionnée.',
  },
  {
    path: '/rendez-vous',
    file: 'rendez-vous',
    title: 'Prendre rendez-vous',
    description:
      'Demandez un rendez-vous de consultation en lactation : choisissez une date et un créneau, je vous recontacte rapidement pour le confirmer.',
  },
  {
    path: '/mentions-legales',
    file: 'mentions-legales',
    kind: 'legal',
    title: 'Mentions légales',
    description: 'Mentions légales du site : éditrice, statut, SIRET, directrice de la publication et hébergeur.',
  },
  {
    path: '/politique-de-confidentialite',
    file: 'politique-de-confidentialite',
    kind: 'legal',
    title: 'Politique de confidentialité',
    description:
      'Comment sont traitées les informations que vous envoyez par les formulaires du site, combien de temps elles sont gardées et quels sont vos droits.',
  },
] as const satisfies readonly PageEntry[]

/** La page affichée pour une adresse inconnue. */
export const notFoundPage = {
  file: '404',
  title: 'Page introuvable',
  description: 'Cette page n’existe pas ou a été déplacée.',
} as const
