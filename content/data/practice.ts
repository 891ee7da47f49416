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
  /** Statut juridique, pour les mentions légales. */
  legalStatus: 'Entrepreneuse individuelle (EI)',
  /** Adresse professionnelle, pour les mentions légales et la politique de confidentialité. */
  address: placeholder('adresse professionnelle', '1 rue de l’Exemple, 00000 Votre ville'),
  siret: placeholder('numéro SIRET', '000 000 000 00000'),
  /** L'hébergeur du site (par exemple Netlify, Cloudflare, OVHcloud) : nom, adresse, téléphone. */
  host: {
    name: placeholder('nom de l’hébergeur', 'Nom de l’hébergeur'),
    address: placeholder('adresse de l’hébergeur', 'Adresse de l’hébergeur'),
    phone: placeholder('téléphone de l’hébergeur', '00 00 00 00 00'),
  },
  /** Combien de temps je garde les messages reçus par le site. */
  messageRetention: 'trois ans après notre dernier échange',
  /** Le SMS pré-rempli du bouton « Envoyer un SMS » de l'encadré d'urgence. */
  urgentSms: 'Bonjour, j’ai besoin d’un rendez-vous urgent pour l’allaitement. Je m’appelle … et mon bébé a … .',
  /** Adresse publique du site, sans barre finale. */
  siteUrl: placeholder('adresse du site', 'https://www.example.com'),
} as const

