/**
 * The example values the site ships with, in place of facts we do not know
 * yet (her name, phone, SIRET…) and of real testimonials. They are written
 * here once: the consultant only replaces a value in her file, and the
 * check lists, with its line, every example still there. A production build
 * refuses them (nothing false is published).
 *
 * Matched on the value as written in the YAML file, before typography.
 */
import type { ContentFile } from './schema.ts'

export interface ExampleRule {
  file: ContentFile
  /** Where the value sits; `*` stands for any item of a list. */
  path: readonly (string | '*')[]
  /** The example value, exactly as shipped. */
  value: string
  /** What it is, as the subject of a French sentence: « le téléphone ». */
  label: string
}

const practice = (path: string[], value: string, label: string): ExampleRule => ({
  file: 'data/practice.yaml',
  path,
  value,
  label,
})

const sampleTestimonial = (value: string): ExampleRule => ({
  file: 'data/testimonials.yaml',
  path: ['testimonials', '*', 'text'],
  value,
  label: 'ce témoignage',
})

export const exampleRules: readonly ExampleRule[] = [
  practice(['name'], 'Prénom Nom', 'votre nom'),
  practice(['phone'], '06 00 00 00 00', 'le téléphone'),
  practice(['email'], 'contact@example.com', 'l’adresse e-mail'),
  practice(['city'], 'Votre ville', 'la ville'),
  practice(['address'], '1 rue de l’Exemple, 00000 Votre ville', 'l’adresse professionnelle'),
  practice(['siret'], '000 000 000 00000', 'le numéro SIRET'),
  practice(['host', 'name'], 'Nom de l’hébergeur', 'le nom de l’hébergeur'),
  practice(['host', 'address'], 'Adresse de l’hébergeur', 'l’adresse de l’hébergeur'),
  practice(['host', 'phone'], '00 00 00 00 00', 'le téléphone de l’hébergeur'),
  practice(['siteUrl'], 'https://www.example.com', 'l’adresse du site'),
  // The conditions of sale are hers to set: each example says « (exemple) » so that no real choice can equal it.
  practice(['cancellationNotice'], '48 heures (exemple)', 'le délai pour annuler ou déplacer un rendez-vous'),
  practice(['paymentMethods'], 'espèces, chèque ou virement (exemple)', 'les moyens de paiement'),
  practice(['vatNote'], 'Mention de TVA à préciser', 'la mention de TVA sous les tarifs'),
  practice(['giftCard', 'delivery'], 'par e-mail, au format PDF (exemple)', 'la façon dont la carte cadeau est remise'),
  practice(['giftCard', 'validity'], '12 mois (exemple)', 'la durée de validité de la carte cadeau'),
  practice(['mediator', 'name'], 'Nom du médiateur', 'le nom du médiateur de la consommation'),
  practice(['mediator', 'website'], 'https://www.example.com/mediateur', 'le site du médiateur de la consommation'),
  { file: 'data/training.yaml', path: ['training', '*', 'period'], value: '2024 – 2025', label: 'la période de votre formation en lactation' },
  sampleTestimonial('Une écoute bienveillante dès le premier rendez-vous. Je me suis sentie rassurée et soutenue, sans jamais être jugée.'),
  sampleTestimonial('La consultation à la maison a tout changé : des conseils concrets, adaptés à nous, et un compte rendu clair pour la suite.'),
  sampleTestimonial('La préparation pendant la grossesse nous a permis d’aborder les premiers jours avec confiance, tous les deux.'),
  sampleTestimonial('Un accompagnement précieux pour la reprise du travail. Des réponses rapides à chaque question, même par message.'),
]

/** A file shipped as an example, recognised by its content (SHA-256), whatever she names it. */
export interface ExampleFileRule {
  /** The SHA-256 (hex) of each version of the file ever shipped as an example. */
  sha256: readonly string[]
  /** What it is, as the subject of a French sentence: « le portrait ». */
  label: string
}

/**
 * The flat illustration standing in for her photo (public/images/portrait.webp,
 * 640 × 800): it is not her, so a production build refuses it like any other
 * example (scripts/portrait.ts).
 */
export const examplePortrait: ExampleFileRule = {
  sha256: ['6cfe6e9589731b93472b14d34bd5578560dd243dacb0f22a91887ee15ff9f39b'],
  label: 'le portrait',
}
