/**
 * Les témoignages affichés sur la page Témoignages.
 *
 * ⚠ À REMPLACER : ces quatre textes sont des exemples de mise en page, pas de
 * vrais avis. Remplacez-les par les mots de familles que vous avez
 * accompagnées, avec leur accord, avant la mise en ligne.
 */
import type { Testimonial } from '../../src/types/content.ts'
import { placeholder } from '../../src/lib/placeholder.ts'

export const testimonials = [
  {
    name: placeholder('témoignage 1', 'Marion'),
    babyLine: 'maman de Léo, 3 mois',
    text: 'Une écoute bienveillante dès le premier rendez-vous. Je me suis sentie rassurée et soutenue, sans jamais être jugée.',
    rating: 5,
  },
  {
    name: placeholder('témoignage 2', 'Sarah'),
    babyLine: 'maman d’Inès, 6 semaines',
    text: 'La consultation à la maison a tout changé : des conseils concrets, adaptés à nous, et un compte rendu clair pour la suite.',
    rating: 5,
  },
  {
    name: placeholder('témoignage 3', 'Julie et Thomas'),
    babyLine: 'parents de Jules, 2 mois',
    text: 'La préparation pendant la grossesse nous a permis d’aborder les premiers jours avec confiance, tous les deux.',
    rating: 5,
  },
  {
    name: placeholder('témoignage 4', 'Claire'),
    babyLine: 'maman d’Emma, 10 mois',
    text: 'Un accompagnement précieux pour la reprise du travail. Des réponses rapides à chaque question, même par message.',
    rating: 5,
  },
] as const satisfies readonly Testimonial[]
