/**
 * Les coordonnées du cabinet : écrites ici une seule fois, reprises partout
 * (en-tête, pied de page, formulaires, notices d'erreur).
 *
 * ⚠ À REMPLACER : chaque valeur entourée de `placeholder(…)` est un exemple en
 * attendant la vraie information. Remplacez la valeur, puis retirez
 * `placeholder(…)` autour, par exemple :
 *   name: placeholder('nom', 'Prénom Nom'),   devient   name: 'Camille Durand',
 * Tant qu'il en reste, `npm run build` les énumère.
 */
import { placeholder } from '../../src/lib/placeholder.ts'

export const practice = {
  /** Prénom et nom, tels que les parents les liront. */
  name: placeholder('nom de la consultante', 'Prénom Nom'),
  /** Le métier, sous le nom. */
  profession: 'Consultante en lactation',
  /** Téléphone, écrit comme il s'affiche ; le lien d'appel en est tiré. */
  phone: placeholder('téléphone', '06 00 00 00 00'),
  email: placeholder('adresse e-mail', 'contact@example.com'),
  /** La ville autour de laquelle se font les visites à domicile. */
  city: placeholder('ville', 'Votre ville'),
  /** Rayon des visites à domicile, en kilomètres. */
  travelRadiusKm: 30,
  /** Délai de réponse annoncé, en heures. */
  responseHours: 24,
  /** Délai annoncé pour un rendez-vous urgent d'allaitement, en heures. */
  urgentHours: 24,
  /** Nombre de familles accompagnées, affiché « plus de 500 familles ». */
  familiesSupported: 500,
  /** Heures de formation en lactation. */
  trainingHours: 202,
  /** Année prévue pour la certification IBCLC (en préparation). */
  ibclcPlannedYear: 2026,
  /** Adresse publique du site, sans barre finale. */
  siteUrl: placeholder('adresse du site', 'https://www.example.com'),
} as const

