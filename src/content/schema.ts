/**
 * THE content model: every data file of content/ (YAML) and the props of
 * every component a page may use. Each field is declared here once: its type
 * and rules (zod), and its French label, help, example value and quoted
 * fact (`field(…, meta)`, src/content/model.ts). From this file come:
 * - the site's types (`Offer`, `Practice`…, inferred);
 * - the check's and the build's validation, with one French message per
 *   mistake (scripts/build/content/load.ts);
 * - the web editor's fields, which run the same rules before a save
 *   (src/admin/fields.tsx);
 * - the example values a production build refuses, and their stand-ins;
 * - the facts pages quote (`<Fact of="radius" />`, « {radius} »);
 * - the types of the `virtual:content/*` modules (scripts/build/content/types.ts).
 *
 * Build-time and editor-time only: the site's components import its types
 * (`import type`), so zod never reaches a visitor's browser.
 */
import { z } from 'zod'
import type { ProblemTitle } from './problems.ts'
import { field, type FieldMeta } from './model.ts'
import { isIsoDay, weekdayNames } from '../lib/booking-days.ts'
import { fill, NBSP, phoneText } from '../lib/format.ts'
import { frenchTypography } from '../lib/typography.ts'
import { optionalPhotoNames, optionalPhotoPlaces, optionalPhotos, photoRules, type OptionalPhoto } from './photos.ts'

/**
 * What the consultant reads when a value is refused. In `message` and `fix`,
 * « {key} » is the field's name, « {value} » the value she wrote and
 * « {item} » the item it belongs to (« « Sarah » », « l’élément n° 2 »).
 * `editor` is the same rule said under the field in the web editor, where
 * there is no line to fix but a box to fill.
 */
export interface Explanation {
  title: ProblemTitle
  message: string
  fix: string
  editor: string
}

const explanations = new Map<string, Explanation>()

/**
 * Registers an explanation and returns the key zod carries as the issue's
 * message; scripts/build/content/load.ts and the editor turn it back into French.
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
  editor: 'Ce texte ne peut pas rester vide.',
})

/** A text shown as it is typed (names, labels, titles). */
const text = (error = missingText) =>
  // A figure alone (« period: 2026 ») is read by YAML as a number: it is text here.
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error }).trim().min(1, { error }))

/** Prose: French typography (no-break spaces before « ; : ! ? », typographic apostrophes…) applied once, at build. */
const prose = (error = missingText) => text(error).transform(frenchTypography)

const wholeNumber = (explanation: Explanation) => {
  const error = explain(explanation)
  return z.number({ error }).int({ error }).positive({ error })
}

const minutes = wholeNumber({
  title: 'Durée invalide',
  message: 'la durée de {item} ({key}: {value}) doit être un nombre entier de minutes.',
  fix: 'écrivez les minutes en chiffres, sans « min » : « from: 60 » pour 1 h, et « to: 90 » en plus pour « 1 h à 1 h 30 ».',
  editor: 'Un nombre entier de minutes : 60 pour 1 h, 90 pour 1 h 30.',
})

const amount = wholeNumber({
  title: 'Prix invalide',
  message: 'le prix de {item} ({value}) n’est pas un nombre entier positif.',
  fix: 'écrivez le montant en euros, en chiffres, sans le signe € : « amount: 70 ».',
  editor: 'Un montant en euros, entier, sans centimes ni signe € : 70.',
})

const badDay = explain({
  title: 'Date invalide',
  message: 'la date {value} ({key}) n’est pas un jour du calendrier écrit AAAA-MM-JJ.',
  fix: 'écrivez l’année, le mois et le jour avec des tirets : « 2026-12-25 » pour le 25 décembre 2026.',
  editor: 'Choisissez un jour dans le calendrier.',
})
const day = z.string({ error: badDay }).refine(isIsoDay, { error: badDay })

const badSlot = explain({
  title: 'Créneau invalide',
  message: 'le créneau {value} n’est pas une heure écrite HH:MM.',
  fix: 'écrivez l’heure sur deux chiffres, deux-points, les minutes sur deux chiffres, entre guillemets : « - "09:00" ».',
  editor: 'Écrivez l’heure sur deux chiffres, deux-points, puis les minutes : 09:00, 14:30.',
})
const slot = z.string({ error: badSlot }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: badSlot })

const badKey = explain({
  title: 'Identifiant invalide',
  message: 'l’identifiant {value} de {item} n’est pas écrit en minuscules sans accent, chiffres et tirets.',
  fix: 'écrivez par exemple « consultation-prenatale » : pas d’espace, pas d’accent, pas de majuscule.',
  editor: 'Des minuscules sans accent, des chiffres et des tirets, sans espace : consultation-prenatale.',
})
const key = z.string({ error: badKey }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: badKey })

const notAMapping = explain({
  title: 'Fichier illisible',
  message: 'ce fichier doit être une suite de lignes « nom: valeur ».',
  fix: 'reprenez la forme de la dernière version qui marchait : chaque ligne commence par un nom suivi de deux-points.',
  editor: 'Ce fichier n’a pas la forme attendue.',
})
const notAnItem = explain({
  title: 'Texte manquant',
  message: '{item} n’a pas la forme attendue : des lignes « nom: valeur » sous un tiret.',
  fix: 'recopiez un élément voisin (le tiret, puis les mêmes noms), puis changez ses valeurs.',
  editor: 'Cet élément n’a pas la forme attendue.',
})
const missingList = explain({
  title: 'Liste manquante',
  message: 'la liste « {key} » est vide ou introuvable.',
  fix: 'gardez la ligne « {key}: » telle quelle, puis un élément par tiret « - » en dessous.',
  editor: 'Cette liste doit garder au moins un élément.',
})

/** Every file is a mapping at the top level, with no key the site does not read. */
const file = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape, { error: notAMapping })
const group = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape, { error: notAnItem })
const list = <Item extends z.ZodType>(schema: Item) => z.array(schema, { error: missingList })
const nonEmptyList = <Item extends z.ZodType>(schema: Item) => list(schema).min(1, { error: missingList })

/** A line of text, declared with its label and help. */
const line = (label: string, help?: string, error?: string) => field(text(error), { label, help })
/** A sentence or more, typeset at build. */
const sentence = (label: string, help?: string, meta: Omit<FieldMeta, 'label' | 'help'> = {}) =>
  field(prose(), { label, help, ...meta })
const paragraph = (label: string, help?: string) => field(prose(), { label, help, multiline: true })

/* ---------------------------------------------------------------- practice */

const badPhone = explain({
  title: 'Texte manquant',
  message: 'le téléphone ({value}) doit être écrit comme il s’affiche, avec ses espaces.',
  fix: 'écrivez par exemple « phone: 06 12 34 56 78 » : sans espaces, le site lirait un nombre et perdrait le 0 du début.',
  editor: 'Écrivez le numéro comme il s’affiche, avec ses espaces : 06 12 34 56 78.',
})
const badWebsite = explain({
  title: 'Adresse du site invalide',
  message: 'l’adresse {value} ({key}) doit commencer par https://.',
  fix: 'recopiez l’adresse complète depuis la barre de votre navigateur, par exemple « website: https://www.mon-mediateur.fr ».',
  editor: 'Recopiez l’adresse complète depuis la barre de votre navigateur : elle commence par https://.',
})
const badSiteUrl = explain({
  title: 'Adresse du site invalide',
  message: 'l’adresse du site ({value}) doit commencer par https:// et ne pas finir par « / ».',
  fix: 'écrivez par exemple « siteUrl: https://www.mon-cabinet.fr ».',
  editor: 'Commencez par https:// et ne finissez pas par « / » : https://www.mon-cabinet.fr.',
})

/** A figure of practice.yaml: a whole number, written alone. */
const practiceNumber = (what: string, field: string, example: number) =>
  wholeNumber({
    title: 'Nombre invalide',
    message: `${what} ({value}) doit être un nombre entier.`,
    fix: `écrivez le nombre seul, en chiffres : « ${field}: ${example} ».`,
    editor: `Un nombre entier, en chiffres seuls : ${example}.`,
  })

/** An example fact: her value, which we do not know yet. */
const example = (value: string, what: string, standIn: string) => ({ example: { values: [value], what, standIns: [standIn] } })

/** « https://www.cm2c.net/ » reads « www.cm2c.net ». */
export function shownAddress(url: string): string {
  return url.replace(/^https:\/\//, '').replace(/\/$/, '')
}

export const practiceSchema = file({
  name: field(text(), {
    label: 'Prénom et nom',
    help: 'Tels que les parents les liront, dans l’en-tête et les mentions légales.',
    fact: { name: 'name' },
    ...example('Prénom Nom', 'votre nom', 'Camille Martin'),
  }),
  profession: line('Métier', 'Écrit sous votre nom.'),
  phone: field(z.string({ error: badPhone }).trim().min(1, { error: badPhone }), {
    label: 'Téléphone',
    help: 'Écrit comme il s’affiche, avec ses espaces : 06 12 34 56 78. Le lien d’appel en est tiré.',
    fact: { name: 'phone', show: (phone: string) => phoneText(phone), link: 'tel' },
    ...example('06 00 00 00 00', 'le téléphone', '06 12 34 56 78'),
  }),
  email: field(
    z.email({
      error: explain({
        title: 'Texte manquant',
        message: 'l’adresse e-mail ({value}) n’a pas la forme nom@domaine.fr.',
        fix: 'écrivez l’adresse complète, par exemple « email: contact@mon-cabinet.fr ».',
        editor: 'Une adresse complète, de la forme contact@mon-cabinet.fr.',
      }),
    }),
    {
      label: 'E-mail',
      help: 'L’adresse où les parents vous écrivent.',
      fact: { name: 'email', link: 'mailto' },
      ...example('contact@example.com', 'l’adresse e-mail', 'bonjour@camille-martin-lactation.fr'),
    },
  ),
  city: field(text(), {
    label: 'Ville',
    help: 'La ville autour de laquelle se font les visites à domicile.',
    fact: { name: 'city' },
    ...example('Votre ville', 'la ville', 'Nantes'),
  }),
  travelRadiusKm: field(practiceNumber('le rayon des visites', 'travelRadiusKm', 30), {
    label: 'Rayon des visites à domicile (km)',
    help: 'Un nombre de kilomètres. Les pages l’écrivent « 30 km ».',
    fact: { name: 'radius', show: (km: number) => `${km}${NBSP}km` },
  }),
  // One promise, the same everywhere: the footer, the pages, the forms' notices read this value.
  responseTime: sentence('Délai de réponse annoncé', 'Lu après « sous » partout où le site promet une réponse : « je vous réponds sous 24 h, hors dimanches et jours fériés ».', {
    fact: { name: 'responseDelay' },
  }),
  // Like the reply time, it says the days it does not hold: the check compares it with booking.yaml's closed weekdays.
  urgentTime: sentence('Délai d’un rendez-vous urgent', 'Lu après « sous » partout où le site promet un rendez-vous urgent : « un rendez-vous sous 24 h, hors dimanches et jours fériés ». Nommez chaque jour où vous ne recevez pas.', {
    fact: { name: 'urgentDelay' },
  }),
  // Figures a reader takes as facts (Code de la consommation, L121-2): examples until she writes hers, which she can prove.
  familiesSupported: field(practiceNumber('le nombre de familles, sans « plus de »,', 'familiesSupported', 500), {
    label: 'Nombre de familles accompagnées',
    help: 'Le nombre seul, celui que vous pouvez justifier (vos factures, votre agenda) : les pages écrivent « plus de 500 familles ». Tant que c’est 500, le nombre d’exemple, le site n’est pas mis en ligne.',
    fact: { name: 'families', show: (families: number) => String(families) },
    ...example('500', 'le nombre de familles accompagnées', '120'),
  }),
  trainingHours: field(practiceNumber('les heures de formation', 'trainingHours', 202), {
    label: 'Heures de formation en lactation',
    help: 'Un nombre d’heures, celui de vos attestations. Les pages l’écrivent comme le dit « À propos › Heures de formation » des Textes du site. Tant que c’est 202, le nombre d’exemple, le site n’est pas mis en ligne.',
    fact: { name: 'trainingHours', show: (hours: number, ui) => fill(ui.trainingHours, { hours }).replace(' ', NBSP) },
    ...example('202', 'le nombre d’heures de formation', '120'),
  }),
  // A session, not a year alone: « 2027 » under a training heading would read as obtained.
  ibclcSession: sentence('Session de l’examen IBCLC', 'Celle que vous préparez, lue après « session » : « avril 2027 ». Après l’examen, voir « Après l’examen IBCLC » dans le guide de mise en ligne.', {
    fact: { name: 'ibclcSession' },
    ...example('2027 (exemple)', 'la session de l’examen IBCLC', 'avril 2027'),
  }),
  legalStatus: field(text(), { label: 'Statut juridique', help: 'Pour les mentions légales.', fact: { name: 'legalStatus' } }),
  address: field(text(), {
    label: 'Adresse professionnelle',
    help: 'Pour les mentions légales et la politique de confidentialité.',
    fact: { name: 'address' },
    ...example('1 rue de l’Exemple, 00000 Votre ville', 'l’adresse professionnelle', '12 rue de la Paix, 44000 Nantes'),
  }),
  siret: field(text(), {
    label: 'Numéro SIRET',
    help: 'Pour les mentions légales.',
    fact: { name: 'siret' },
    ...example('000 000 000 00000', 'le numéro SIRET', '812 345 678 00015'),
  }),
  host: field(
    group({
      name: field(text(), {
        label: 'Nom',
        fact: { name: 'hostName' },
        ...example('Nom de l’hébergeur', 'le nom de l’hébergeur', 'Netlify, Inc.'),
      }),
      address: field(text(), {
        label: 'Adresse postale',
        fact: { name: 'hostAddress' },
        ...example('Adresse de l’hébergeur', 'l’adresse de l’hébergeur', '512 2nd Street, Suite 200, San Francisco, CA 94107, États-Unis'),
      }),
      phone: field(text(), {
        label: 'Téléphone',
        fact: { name: 'hostPhone' },
        ...example('00 00 00 00 00', 'le téléphone de l’hébergeur', '+1 844 899 7312'),
      }),
      transfer: sentence('Où il est établi', 'Une phrase, pour la politique de confidentialité : « Il est établi dans l’Union européenne. », ou, s’il est établi ailleurs (Netlify : aux États-Unis), le pays et la garantie que nomme son accord de traitement des données.', {
        fact: { name: 'hostTransfer' },
        ...example('Il est établi aux États-Unis ; ce transfert est encadré par le cadre de protection des données UE–États-Unis (exemple).', 'le pays de l’hébergeur et la garantie du transfert', 'Il est établi aux États-Unis ; ce transfert est encadré par le cadre de protection des données UE–États-Unis.'),
      }),
    }),
    { label: 'Hébergeur du site', help: 'Celui qui publie le site (Netlify, Cloudflare, OVHcloud…), pour les mentions légales.' },
  ),
  messageRetention: field(text(), {
    label: 'Durée de conservation des messages',
    help: 'Combien de temps vous gardez les messages reçus par le site, pour la politique de confidentialité.',
    fact: { name: 'messageRetention' },
  }),
  // Every recipient of what the forms send is named in the privacy policy.
  mailboxProvider: field(text(), {
    label: 'Fournisseur de votre messagerie',
    help: 'Celui qui héberge la boîte où arrivent les messages du site (Gmail, Outlook, Orange, OVHcloud…), avec sa société : « Gmail (Google Ireland Limited) ». Pour la politique de confidentialité.',
    fact: { name: 'mailboxProvider' },
    ...example('Nom de votre messagerie', 'le fournisseur de votre messagerie', 'Gmail (Google Ireland Limited)'),
  }),
  emailjsSafeguard: sentence('Garantie du transfert par EmailJS', 'EmailJS est établi hors de l’Union européenne : recopiez la garantie que nomme son accord de traitement des données (« Data Processing Agreement »), lue dans « Ce transfert est encadré par … ».', {
    fact: { name: 'emailjsSafeguard' },
    ...example('les clauses contractuelles types de la Commission européenne (exemple)', 'la garantie du transfert des messages par EmailJS', 'les clauses contractuelles types de la Commission européenne'),
  }),
  emailjsHistory: sentence('Historique d’EmailJS', 'Lu dans « EmailJS garde une copie de chaque message dans son historique : … » (politique de confidentialité). Dites combien de temps, d’après votre compte EmailJS, ou que vous avez désactivé cet historique.', {
    fact: { name: 'emailjsHistory' },
    ...example('pendant la durée que prévoit ma formule (exemple)', 'la durée de l’historique d’EmailJS', 'pendant 30 jours, puis elle est effacée'),
  }),
  followUpMessaging: sentence('Messagerie du suivi', 'Par quoi passent vos échanges de suivi avec les parents, lu dans « nos messages passent par … » (politique de confidentialité) : « les SMS de mon téléphone professionnel », « WhatsApp »…', {
    fact: { name: 'followUpMessaging' },
    ...example('les SMS de mon téléphone professionnel (exemple)', 'la messagerie du suivi', 'les SMS de mon téléphone professionnel'),
  }),
  careNotesRetention: sentence('Conservation des notes de suivi', 'Combien de temps vous gardez vos notes et les messages du suivi, lu dans « je les garde … » (politique de confidentialité).', {
    fact: { name: 'careNotesRetention' },
    ...example('trois ans après notre dernier rendez-vous (exemple)', 'la durée de conservation des notes de suivi', 'trois ans après notre dernier rendez-vous'),
  }),
  emailAutoReply: field(z.boolean(), {
    label: 'Accusé de réception par e-mail',
    help: 'À cocher seulement quand l’« Auto-Reply » de votre modèle EmailJS de demande de rendez-vous est activé (voir le guide de mise en ligne) : le site dit alors aux parents qu’un e-mail récapitulatif leur a été envoyé.',
  }),
  urgentSms: field(text(), {
    label: 'Texte du SMS urgent',
    help: 'Le message préparé par le bouton « Envoyer un SMS » de l’encadré d’urgence.',
    multiline: true,
  }),
  siteUrl: field(z.string({ error: badSiteUrl }).regex(/^https:\/\/[^\s/]+$/, { error: badSiteUrl }), {
    label: 'Adresse du site',
    help: 'Son adresse publique, commençant par https://, sans « / » à la fin.',
    fact: { name: 'siteUrl' },
    ...example('https://www.example.com', 'l’adresse du site', 'https://www.camille-martin-lactation.fr'),
  }),
  // Texts rather than numbers: « 48 heures », « la veille à midi » and « un an » are all hers to choose.
  // The conditions of sale are hers to set: each example says « (exemple) » so that no real choice can equal it.
  cancellationNotice: sentence('Délai pour déplacer ou annuler', 'Lu dans « au plus tard … avant le rendez-vous » (page Conditions).', {
    fact: { name: 'cancellationNotice' },
    ...example('48 heures (exemple)', 'le délai pour annuler ou déplacer un rendez-vous', '48 heures'),
  }),
  paymentMethods: sentence('Moyens de paiement acceptés', 'Lus après « Moyens de paiement acceptés : » (page Conditions).', {
    fact: { name: 'paymentMethods' },
    ...example('espèces, chèque ou virement (exemple)', 'les moyens de paiement', 'espèces, chèque ou virement'),
  }),
  /** Shown with every price (prices of a French practice must say how VAT applies). */
  vatNote: sentence('Mention de TVA', 'Écrite avec les tarifs : « TVA non applicable, art. 293 B du CGI » en franchise de TVA, sinon « Prix TTC ».', {
    fact: { name: 'vatNote' },
    ...example('Mention de TVA à préciser', 'la mention de TVA sous les tarifs', 'TVA non applicable, art. 293 B du CGI'),
  }),
  paymentDue: sentence('Moment du paiement', 'Lu dans « Le règlement se fait … » (page Conditions).', {
    fact: { name: 'paymentDue' },
    ...example('à la fin de chaque consultation (exemple)', 'le moment du paiement', 'à la fin de chaque consultation'),
  }),
  travelCosts: sentence('Frais de déplacement', 'Lus après « Frais de déplacement : » (page Conditions). S’il n’y en a pas, dites-le.', {
    fact: { name: 'travelCosts' },
    ...example('aucun dans le rayon des visites à domicile (exemple)', 'les frais de déplacement', 'aucun dans le rayon des visites à domicile'),
  }),
  lateCancellation: sentence('Annulation tardive ou absence', 'Ce qui est dû quand un rendez-vous est annulé trop tard ou manqué, lu après « En cas d’annulation tardive ou d’absence : ». Rien d’autre ne peut être demandé que ce qui est écrit ici.', {
    fact: { name: 'lateCancellation' },
    ...example('rien ne vous est facturé (exemple)', 'ce qui est dû pour une annulation tardive ou une absence', 'rien ne vous est facturé'),
  }),
  packages: field(
    group({
      payment: sentence('Paiement', 'Lu dans « Une formule se règle … » : d’avance, ou à chaque rendez-vous.', {
        fact: { name: 'packagePayment' },
        ...example('en une fois, à la première consultation (exemple)', 'le paiement des formules', 'en une fois, à la première consultation'),
      }),
      unused: sentence('Rendez-vous non utilisés', 'Lu dans « Si des rendez-vous d’une formule ne sont pas utilisés, … ».', {
        fact: { name: 'packageUnused' },
        ...example('je vous rembourse ceux qui restent, au tarif de la consultation seule (exemple)', 'ce que deviennent les rendez-vous non utilisés d’une formule', 'je vous rembourse ceux qui restent, au tarif de la consultation seule'),
      }),
    }),
    { label: 'Formules', help: 'Pour la page Conditions.' },
  ),
  giftCard: field(
    group({
      delivery: sentence('Remise', 'Lu dans « je vous remets la carte … ».', {
        fact: { name: 'giftCardDelivery' },
        ...example('par e-mail, au format PDF (exemple)', 'la façon dont la carte cadeau est remise', 'par e-mail, au format PDF'),
      }),
      validity: sentence('Validité', 'Lu dans « Elle est valable … à partir de sa date d’achat ».', {
        fact: { name: 'giftCardValidity' },
        ...example('12 mois (exemple)', 'la durée de validité de la carte cadeau', 'un an'),
      }),
      transfer: sentence('Offrir à quelqu’un d’autre', 'Lu dans « La carte … » : peut-elle servir à une autre personne que celle qui la reçoit ?', {
        fact: { name: 'giftCardTransfer' },
        ...example('peut être utilisée par une autre personne que celle à qui elle est offerte : prévenez-moi de son nom (exemple)', 'la transmission de la carte cadeau', 'peut être utilisée par une autre personne que celle à qui elle est offerte : prévenez-moi de son nom'),
      }),
      refund: sentence('Remboursement', 'Lu dans « Passé ce délai de rétractation, la carte … ».', {
        fact: { name: 'giftCardRefund' },
        ...example('n’est pas remboursable (exemple)', 'le remboursement de la carte cadeau', 'n’est pas remboursable'),
      }),
      afterExpiry: sentence('Après la fin de validité', 'Lu dans « Après sa date de fin de validité, … ».', {
        fact: { name: 'giftCardAfterExpiry' },
        ...example('elle ne peut plus être utilisée (exemple)', 'ce que devient la carte cadeau après sa validité', 'elle ne peut plus être utilisée'),
      }),
    }),
    { label: 'Carte cadeau', help: 'Pour la page Conditions.' },
  ),
  breastPump: field(
    group({
      partner: field(text(), {
        label: 'Société de location',
        help: 'Celle qui loue les tire-laits, lue dans « Je vous mets en relation avec … ».',
        fact: { name: 'breastPumpPartner' },
        ...example('Nom de la société de location', 'la société de location de tire-lait', 'Location Tire-Lait Services'),
      }),
      coverage: sentence('Prise en charge', 'Ce que rembourse l’Assurance maladie et ce qui reste à payer, lu après « Prise en charge : ».', {
        fact: { name: 'breastPumpCoverage' },
        ...example('à préciser (exemple)', 'la prise en charge de la location de tire-lait', 'selon le tarif fixé par l’Assurance maladie, le reste pouvant être remboursé par votre mutuelle'),
      }),
      commission: sentence('Votre rémunération', 'Lu dans « la location se fait directement avec cette société, et … » : dites si elle vous rémunère pour cette mise en relation.', {
        fact: { name: 'breastPumpCommission' },
        ...example('je ne perçois aucune commission sur cette location (exemple)', 'ce que vous percevez de la société de location', 'je ne perçois aucune commission sur cette location'),
      }),
      payment: sentence('Avance des frais', 'Lu après « Paiement : ». Écrivez « vous n’avancez pas les frais » seulement si la location se fait en tiers payant.', {
        fact: { name: 'breastPumpPayment' },
        ...example('vous n’avancez pas les frais, grâce au tiers payant (exemple)', 'le paiement de la location de tire-lait', 'vous n’avancez pas les frais, grâce au tiers payant'),
      }),
    }),
    { label: 'Location de tire-lait', help: 'Pour la page Location de tire-lait.' },
  ),
  /** The consumer mediator every professional selling to consumers must name (Code de la consommation, L. 616-1). */
  mediator: field(
    group({
      name: field(text(), {
        label: 'Nom',
        fact: { name: 'mediatorName' },
        ...example('Nom du médiateur', 'le nom du médiateur de la consommation', 'Médiateur de test'),
      }),
      website: field(z.string({ error: badWebsite }).trim().regex(/^https:\/\/\S+$/, { error: badWebsite }), {
        label: 'Site',
        help: 'Son adresse, commençant par https://.',
        fact: { name: 'mediatorWebsite', show: (url: string) => shownAddress(url), link: 'web' },
        ...example('https://www.example.com/mediateur', 'le site du médiateur de la consommation', 'https://mediateur.example.org'),
      }),
      address: field(text(), {
        label: 'Adresse postale',
        fact: { name: 'mediatorAddress' },
        ...example('Adresse postale du médiateur', 'l’adresse postale du médiateur de la consommation', '12 rue du Médiateur, 75000 Paris'),
      }),
    }),
    { label: 'Médiateur de la consommation', help: 'Celui auquel vous avez adhéré, pour la page Conditions et les mentions légales.' },
  ),
})

/* ------------------------------------------------------------------ offers */

export const offerGroups = ['prenatal', 'postnatal', 'complementary', 'specific', 'packages'] as const
export type OfferGroup = (typeof offerGroups)[number]

export const offerGroupNames: Readonly<Record<OfferGroup, string>> = {
  prenatal: 'Consultations prénatales',
  postnatal: 'Consultations postnatales',
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
  booking: field(key, {
    label: 'Type de consultation choisi d’avance',
    help: 'Le choix du formulaire de rendez-vous quand on clique sur « Réserver » ou « Choisir cette formule ».',
    choicesFrom: 'bookingServices',
  }),
  label: sentence('Étiquette', 'Facultative : la petite ligne au-dessus du nom. Sans elle, une formule affiche son nombre de rendez-vous.').optional(),
  appointments: field(
    wholeNumber({
      title: 'Nombre invalide',
      message: 'le nombre de rendez-vous de {item} ({value}) doit être un nombre entier.',
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
  priceNote: sentence('Précision sous le prix', 'Facultative.').optional(),
  featured: field(z.boolean(), {
    label: 'Sur la page d’accueil',
    help: 'À cocher pour trois ou quatre offres principales : l’accueil les montre, avec « Tous les tarifs » vers la page des consultations.',
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
          help: 'Une offre, ou plusieurs qui s’affichent ensemble (« Formule ÉTOILAIT ou Formule ÉTOILAIT+ »), du prix le plus bas au plus haut.',
        }),
      }),
    ),
    {
      label: 'Cartes cadeaux',
      help: 'Les cartes de la page Carte cadeau.',
      // Each card by the offers it holds: « Formule ÉTOILAIT ou Formule ÉTOILAIT+ ».
      itemLabel: (card, nameOf) => (Array.isArray(card.offers) ? card.offers.map((id) => nameOf('offers', String(id))).join(' ou ') : ''),
    },
  ),
})

/* ------------------------------------------------------------ testimonials */

const missingTestimonialPart = explain({
  title: 'Témoignage incomplet',
  message: 'le témoignage {item} n’a pas de « {key} », ou il est vide.',
  fix: 'chaque témoignage a un prénom (name), une ligne sur la famille (babyLine), un texte (text), une date (date) et une note (rating).',
  editor: 'Chaque témoignage a un prénom, une ligne sur la famille, un texte et une date.',
})

/** The four sample testimonials the site ships with: layout samples, not reviews. */
const sampleTestimonials = [
  'Une écoute bienveillante dès le premier rendez-vous. Je me suis sentie rassurée et soutenue, sans jamais être jugée.',
  'La consultation à la maison a tout changé : des conseils concrets, adaptés à nous, et un compte rendu clair pour la suite.',
  'La préparation pendant la grossesse nous a permis d’aborder les premiers jours avec confiance, tous les deux.',
  'Un accompagnement précieux pour la reprise du travail. Des réponses rapides à chaque question, même par message.',
]
/** Their dates, samples too. */
const sampleTestimonialDates = ['2026-09-14', '2026-08-03', '2026-06-21', '2026-04-08']

export const testimonialsSchema = file({
  testimonials: field(
    list(
      group({
        name: field(text(missingTestimonialPart), { label: 'Prénom', help: 'Le prénom (ou les prénoms) de qui témoigne.' }),
        babyLine: field(prose(missingTestimonialPart), { label: 'La famille', help: 'Par exemple « maman de Léo, 3 mois ».' }),
        text: field(prose(missingTestimonialPart), {
          label: 'Témoignage',
          help: 'Ses mots, sans guillemets autour, publiés avec son accord.',
          multiline: true,
          example: {
            sample: true,
            values: sampleTestimonials,
            what: 'ce témoignage',
            standIns: [
              'Des gestes simples, montrés avec patience : les tétées ne font plus mal.',
              'Un plan clair pour tirer mon lait avant la reprise, et un suivi par message.',
              'Une écoute précieuse pour le sevrage, à notre rythme.',
              'Des réponses claires à nos questions, et du temps pour chacune.',
            ],
          },
        }),
        // Reviews carry their date (Code de la consommation, D111-17).
        date: field(z.string({ error: missingTestimonialPart }).refine(isIsoDay, { error: badDay }), {
          label: 'Date',
          help: 'Le jour où la famille vous l’a confié ; le site écrit le mois et l’année : « novembre 2026 ».',
          input: 'date',
          example: {
            values: sampleTestimonialDates,
            what: 'la date de ce témoignage',
            standIns: ['2026-05-12', '2026-07-08', '2026-09-23', '2026-10-30'],
          },
        }),
        rating: field(
          z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
            error: explain({
              title: 'Note invalide',
              message: 'la note du témoignage {item} ({value}) doit être un nombre entier de 1 à 5.',
              fix: 'écrivez « rating: 5 » pour cinq étoiles.',
              editor: 'Un nombre entier de 1 à 5.',
            }),
          }),
          { label: 'Note (1 à 5)' },
        ),
      }),
    ),
    {
      label: 'Témoignages',
      help: 'Les deux premiers s’affichent aussi sur l’accueil. Les quatre livrés avec le site sont des exemples de mise en page, pas de vrais avis : le site ne sera pas mis en ligne tant qu’il en reste un.',
      itemLabel: (testimonial) => String(testimonial.name || 'Nouveau témoignage'),
    },
  ),
  // The law asks whoever shows reviews to say how they are collected and whether they are checked (L111-7-2).
  method: sentence('Comment ils sont recueillis', 'Une phrase, lue sous les témoignages (page Témoignages et accueil) : comment vous les recueillez, avec l’accord des familles, et s’ils sont vérifiés ou non. Elle doit rester vraie.'),
  // Whoever shows reviews says whether all are published and whether any was paid for (Code de la consommation, D111-17).
  policy: sentence('Ce que vous publiez', 'Lue après la phrase précédente : publiez-vous tous les témoignages reçus, ou lesquels ? Une famille a-t-elle reçu quelque chose en échange (une remise, un cadeau) ? Elle doit rester vraie ; tant que c’est l’exemple, le site n’est pas mis en ligne.', {
    ...example(
      'Je publie tous les témoignages que l’on me confie, sans les choisir ; aucune famille n’a reçu de contrepartie (exemple).',
      'ce que vous dites des témoignages publiés',
      'Je publie tous les témoignages que l’on me confie, sans les choisir ; aucune famille n’a reçu de contrepartie.',
    ),
  }),
})

/* ---------------------------------------------------- training, situations */

export const trainingSchema = file({
  /** The key figures of /a-propos: `figure` shown large, `text` under it. */
  highlights: field(nonEmptyList(group({ figure: sentence('En grand', 'Par exemple « Plus de {families} » ; entre accolades, un chiffre des coordonnées du cabinet.'), text: sentence('En dessous', 'Par exemple « familles accompagnées ».') })), {
    label: 'Chiffres en avant',
    help: 'Sur la page À propos. Rappel : tant que la certification IBCLC n’est pas obtenue, écrivez-la « en préparation ».',
    itemLabel: (highlight) => `${String(highlight.figure ?? '')} ${String(highlight.text ?? '')}`,
  }),
  training: field(
    nonEmptyList(
      group({
        period: field(text(), {
          label: 'Période',
          help: 'L’année ou la période : 2024 – 2025.',
          example: { values: ['2024 – 2025'], what: 'la période de votre formation en lactation', standIns: ['2023 – 2024'] },
        }),
        title: sentence('Intitulé', 'La formation suivie, telle que les parents la liront. Entre accolades, un chiffre des coordonnées du cabinet : {trainingHours} s’écrit « 202 heures ».'),
      }),
    ),
    {
      label: 'Formation',
      help: 'Les formations suivies, de la plus récente à la plus ancienne.',
      itemLabel: (entry) => `${String(entry.period ?? '')} · ${String(entry.title ?? '')}`,
    },
  ),
})

const situationList = (label: string) =>
  field(nonEmptyList(group({ title: sentence('Titre', 'Court, comme les parents le diraient.'), description: paragraph('Description', 'Une phrase qui décrit la situation telle que les parents la vivent, sans diagnostic.') })), {
    label,
    itemLabel: (situation) => String(situation.title || 'Nouvelle situation'),
  })

/** The situations by the time of the parents' life they belong to: before the birth, the first weeks, later. */
export const situationGroups = ['beforeBirth', 'firstWeeks', 'later'] as const
export type SituationGroup = (typeof situationGroups)[number]

export const situationGroupNames: Readonly<Record<SituationGroup, string>> = {
  beforeBirth: 'Avant la naissance',
  firstWeeks: 'Les premières semaines',
  later: 'Plus tard',
}

export const situationsSchema = file({
  beforeBirth: situationList(situationGroupNames.beforeBirth),
  firstWeeks: situationList(situationGroupNames.firstWeeks),
  later: situationList(situationGroupNames.later),
})

/* ----------------------------------------------------------------- booking */

/** A few words of the interface, typeset like every other text (« Date choisie : », « Message envoyé ! »). */
const words = (label: string, help?: string) => sentence(label, help)
const section = <Shape extends z.core.$ZodLooseShape>(label: string, shape: Shape, help?: string) => field(group(shape), { label, help })

const optionLabel = () => line('Texte affiché')
const optionValue = () =>
  field(key, { label: 'Valeur envoyée', help: 'En minuscules et tirets : elle est écrite dans l’e-mail que vous recevez, et les offres la citent.' })

const badMargin = explain({
  title: 'Nombre invalide',
  message: 'le temps de trajet ({value}) doit être un nombre entier de minutes, de 0 à 240.',
  fix: 'écrivez les minutes en chiffres, sans « min » : « travelMargin: 30 », ou 0 pour aucun.',
  editor: 'Un nombre entier de minutes, de 0 à 240 : 30.',
})

/** Where a consultation takes place: her booking form's summary says it. */
export const bookingPlaces = ['home', 'video', 'phone'] as const
export type BookingPlace = (typeof bookingPlaces)[number]

export const bookingSchema = file({
  timeSlots: field(nonEmptyList(field(slot, { label: 'Heure', help: 'HH:MM, par exemple 09:00.' })), {
    label: 'Créneaux proposés',
    help: 'Chaque jour ouvert, à l’heure de Paris.',
    itemLabel: (item) => String(item.value ?? ''),
  }),
  closedWeekdays: field(
    list(
      z.enum(weekdayNames, {
        error: explain({
          title: 'Valeur non prévue',
          message: '{value} n’est pas un jour de la semaine.',
          fix: 'écrivez le jour en toutes lettres et en minuscules : lundi, mardi, mercredi, jeudi, vendredi, samedi ou dimanche.',
          editor: 'Choisissez des jours de la liste.',
        }),
      }),
    ),
    { label: 'Jours de la semaine fermés', options: Object.fromEntries(weekdayNames.map((name) => [name, name])) },
  ).default(['dimanche']),
  closedDays: field(
    list(
      group({
        from: field(day, { label: 'Premier jour fermé', input: 'date' }),
        to: field(day, { label: 'Dernier jour fermé', help: 'Facultatif : pour une période.', input: 'date' }).optional(),
        reason: line('Raison', 'Pour vous : les visiteurs ne la voient pas.').optional(),
      }).refine((period) => period.to === undefined || period.to >= period.from, {
        error: explain({
          title: 'Période à l’envers',
          message: 'la fermeture finit avant de commencer.',
          fix: 'écrivez le premier jour fermé dans « from » et le dernier dans « to ».',
          editor: 'Le dernier jour fermé vient après le premier.',
        }),
        path: ['to'],
      }),
    ),
    {
      label: 'Jours fermés',
      help: 'Congés, formations, jours fériés : une journée (le premier jour seul) ou une période.',
      itemLabel: (period) => [period.from, period.to].filter(Boolean).join(' → ') + (period.reason ? ` (${String(period.reason)})` : ''),
    },
  ),
  bookingServices: field(
    nonEmptyList(
      group({
        label: optionLabel(),
        value: optionValue(),
        place: field(
          z.enum(bookingPlaces, {
            error: explain({
              title: 'Valeur non prévue',
              message: 'le lieu de {item} ({value}) n’est pas « home » (à domicile), « video » (en visio) ou « phone » (par téléphone).',
              fix: 'écrivez « place: home » pour une consultation chez les parents, « place: video » pour une consultation en visio, « place: phone » pour un suivi par téléphone.',
              editor: 'Choisissez un lieu de la liste.',
            }),
          }),
          { label: 'Lieu', help: 'Où se passe ce type de consultation : le formulaire le rappelle aux parents, et ne demande la commune que pour une consultation à domicile.', options: { home: 'À domicile', video: 'En visio', phone: 'Par téléphone' } },
        ),
      }),
    ),
    {
      label: 'Types de consultation (rendez-vous)',
      help: 'Le choix « Type de consultation » du formulaire de rendez-vous.',
      itemLabel: (option) => String(option.label || 'Nouveau choix'),
    },
  ),
  travelMargin: field(
    z.number({ error: badMargin }).int({ error: badMargin }).min(0, { error: badMargin }).max(240, { error: badMargin }),
    {
      label: 'Temps de trajet autour d’une visite (minutes)',
      help: 'Quand votre agenda est relié au site (voir le guide de mise en ligne) : le temps laissé libre avant et après chacun de vos engagements pour une consultation à domicile. Un créneau trop proche n’est pas proposé. 0 pour aucun.',
    },
  ),
  // What she sends a parent from the request e-mail (« Confirmer », « Proposer un autre créneau »): her words, with the request's details in « {…} ».
  confirmation: section('Confirmation d’un rendez-vous', {
    subject: words('Objet de la confirmation', '{date} et {time} viennent de la demande : « Rendez-vous confirmé : jeudi 3 décembre à 14 h ».'),
    text: field(prose(), {
      label: 'Texte de la confirmation',
      help: 'L’e-mail que le bouton « Confirmer » prépare pour le parent. {parent}, {date}, {time}, {place}, {offer} viennent de la demande ; {paymentDue}, {paymentMethods}, {cancellationNotice} et {name} de vos coordonnées ; {conditions} et {withdrawalForm} sont les liens vers vos conditions de vente et le formulaire de rétractation ; {expressRequest} est la phrase ci-dessous, seulement pour un rendez-vous dans les 14 jours. Restez court : une messagerie n’ouvre pas un lien trop long.',
      multiline: true,
    }),
    expressRequest: field(prose(), {
      label: 'Demande expresse (rendez-vous dans les 14 jours)',
      help: 'Ajoutée à la confirmation quand le rendez-vous a lieu avant la fin du délai de rétractation : le parent y répond « oui ».',
      multiline: true,
    }),
    atHome: words('Lieu d’une visite à domicile', '{town} est la commune que le parent a écrite.'),
    byVideo: words('Lieu d’une consultation en visio'),
    byPhone: words('Lieu d’un suivi par téléphone'),
    proposeSubject: words('Objet de « Proposer un autre créneau »', '{date} est le jour demandé.'),
    proposeText: field(prose(), {
      label: 'Texte de « Proposer un autre créneau »',
      help: 'Un début d’e-mail que vous complétez avec vos propositions. {parent}, {date}, {time} et {name} comme plus haut.',
      multiline: true,
    }),
    calendarTitle: words('Titre du rendez-vous dans votre agenda', '{parent} et {offer} viennent de la demande.'),
  }, 'Les liens de l’e-mail de demande de rendez-vous (voir le guide de mise en ligne).'),
  contactServices: field(nonEmptyList(group({ label: optionLabel(), value: optionValue() })), {
    label: 'Sujets (contact)',
    help: 'Le choix « Sujet » du formulaire de contact, facultatif pour les parents.',
    itemLabel: (option) => String(option.label || 'Nouveau choix'),
  }),
})

/* ---------------------------------------------------------------------- ui */


/**
 * The interface's words: the texts the components read, each required,
 * grouped by where a visitor meets them.
 */
export const uiSchema = file({
  page: section('Sur chaque page', {
    skipLink: words('Lien « Aller au contenu »', 'Invisible : il mène droit au texte, pour le clavier et les lecteurs d’écran.'),
    routeAnnouncement: words('Annonce d’une nouvelle page', 'Ce que disent les lecteurs d’écran à chaque changement de page ; {title} est le titre de la page.'),
    shareImageAlt: words('Description de l’image de partage', 'Pour les réseaux sociaux et les lecteurs d’écran.'),
  }),
  header: section('En-tête et menu', {
    homeLink: words('Lien vers l’accueil', 'Le nom que lisent les lecteurs d’écran.'),
    navLabel: words('Nom du menu', 'Pour les lecteurs d’écran.'),
    menu: words('Bouton du menu', 'Sur téléphone.'),
    cta: words('Bouton de l’en-tête'),
    ctaShort: words('Bouton de l’en-tête sur téléphone', 'Plus court, pour tenir sur une ligne (« Rendez-vous ») ; il reprend des mots du bouton entier, que les lecteurs d’écran lisent toujours.'),
    phoneLabel: words('Devant le téléphone', 'En bas du menu, sur téléphone.'),
  }),
  footer: section('Pied de page', {
    navLabel: words('Nom du plan du site', 'Pour les lecteurs d’écran.'),
    contactHeading: words('Titre des coordonnées'),
    zoneHeading: words('Titre de la zone'),
    navHeading: words('Titre des pages'),
    zone: words('La zone des visites', '{radius} (« 30 km ») et {city} viennent des coordonnées du cabinet.'),
    promises: field(z.array(prose(), { error: missingList }), {
      label: 'Les engagements',
      help: 'Un par élément ; {responseDelay} et {urgentDelay} (« 24 h ») viennent des coordonnées du cabinet.',
      itemLabel: (item) => String(item.value ?? ''),
    }),
    phoneLabel: words('Devant le téléphone'),
    emailLabel: words('Devant l’e-mail'),
  }),
  preview: section('Bandeau d’aperçu', {
    title: words('Titre', 'En gras.'),
    text: words('Phrase', 'Après le titre et un deux-points.'),
  }, 'En haut de chaque page d’un aperçu, tant que des exemples restent.'),
  offers: section('Tarifs', {
    book: words('Bouton des consultations'),
    choose: words('Bouton des formules'),
    duration: words('Devant la durée'),
    price: words('Devant le prix'),
    or: words('Entre deux prix', '« 130 € ou 150 € ».'),
    appointments: words('Au-dessus du nom d’une formule', '{count} est son nombre de rendez-vous.'),
    includes: words('Ce que comprend une formule', 'Le nom de sa liste, pour les lecteurs d’écran.'),
    footnotesLabel: words('Les notes des formules', 'Leur nom, pour les lecteurs d’écran.'),
    notesTitle: words('Titre de l’encadré sous les tarifs'),
    priceFrom: words('Prix d’une carte cadeau à plusieurs offres', 'Page Carte cadeau : {min} et {max} sont les prix.'),
    lowestPrice: words('Prix d’une formule à plusieurs prix, à l’accueil', '« dès 130 € » : {price} est le plus bas ; le détail est sur la page des consultations.'),
  }),
  urgent: section('Encadré d’urgence', {
    label: words('Son nom', 'Pour les lecteurs d’écran.'),
    call: words('Bouton d’appel', '{phone} vient des coordonnées du cabinet.'),
    sms: words('Bouton SMS'),
    emergency: words('Quand ça ne peut pas attendre', 'Sous les boutons, dans chaque encadré d’urgence : le numéro d’urgence.'),
  }),
  testimonials: section('Témoignages', {
    rating: words('La note', 'Pour les lecteurs d’écran ; {rating} est la note.'),
    order: words('Leur ordre, leur date et leur note', 'Sous les témoignages : la page les range du plus récent au plus ancien, chacun à la date que vous avez écrite.'),
    families: words('Sous les témoignages', '{families} vient des coordonnées du cabinet.'),
  }),
  about: section('À propos', {
    portraitAlt: words('Description du portrait', 'Pour les lecteurs d’écran ; {name} vient des coordonnées du cabinet.'),
    trainingHours: words('Heures de formation', 'Comment elles s’écrivent ; {hours} vient des coordonnées du cabinet.'),
  }),
  forms: section('Formulaires', {
    contactLabel: words('Nom du formulaire de contact', 'Pour les lecteurs d’écran.'),
    bookingLabel: words('Nom du formulaire de rendez-vous', 'Pour les lecteurs d’écran.'),
    required: words('Champ obligatoire', 'Ce que disent les lecteurs d’écran.'),
    requiredNote: words('Ligne au-dessus des champs'),
    privacy: words('Ligne sous les formulaires', 'Elle mène à la politique de confidentialité.'),
    name: words('Champ « Nom »'),
    email: words('Champ « E-mail »'),
    phone: words('Champ « Téléphone » (contact)'),
    phoneRequired: words('Champ « Téléphone » (rendez-vous)'),
    contactService: words('Champ « Sujet »'),
    bookingService: words('Champ « Type de consultation »'),
    choose: words('Premier choix des listes'),
    message: words('Champ « Message » (contact)'),
    messageOptional: words('Champ « Message » (rendez-vous)'),
    messageHint: words('Sous le message'),
    what: words('Titre de la partie « consultation »', 'Formulaire de rendez-vous, avant le type de consultation.'),
    when: words('Titre de la partie « jour et heure »'),
    who: words('Titre de la partie « coordonnées »'),
    offer: words('Champ « Consultation choisie »', 'Les offres du type choisi, avec leur prix.'),
    offerNone: words('Premier choix des offres', 'Quand le parent ne sait pas encore laquelle.'),
    date: words('Champ « Date »'),
    slot: words('Champ « Créneau »'),
    slotHint: words('Tant qu’aucune date n’est choisie'),
    slotsMorning: words('Créneaux du matin'),
    slotsAfternoon: words('Créneaux de l’après-midi'),
    slotTaken: words('Sous un créneau déjà pris', 'Quand votre agenda est relié au site : un créneau où vous êtes occupée.'),
    slotPast: words('Sous un créneau déjà passé', 'Aujourd’hui, les heures passées.'),
    town: words('Champ « Votre commune »', 'Pour une consultation à domicile seulement.'),
    townHint: words('Sous la commune', '{radius} et {city} viennent des coordonnées du cabinet.'),
    dateChosen: words('Sous le calendrier', '{date} est la date choisie.'),
    summary: section('Le récapitulatif de la demande', {
      title: words('Son titre'),
      consultation: words('Consultation'),
      duration: words('Durée'),
      price: words('Tarif'),
      place: words('Lieu'),
      date: words('Date'),
      time: words('Heure'),
      toChoose: words('Tant que rien n’est choisi'),
      home: words('Lieu d’une consultation à domicile', '{radius} et {city} viennent des coordonnées du cabinet.'),
      video: words('Lieu d’une consultation en visio'),
      phone: words('Lieu d’un suivi par téléphone'),
    }, 'À côté du formulaire de rendez-vous sur un ordinateur, juste avant le bouton d’envoi sur un téléphone.'),
    dateNone: words('Sous le calendrier, sans date'),
    loadingCalendar: words('Pendant que le calendrier arrive'),
    submitContact: words('Bouton d’envoi (contact)'),
    submitBooking: words('Bouton d’envoi (rendez-vous)'),
    openContact: words('Bouton qui ouvre le formulaire de contact', 'Sur l’accueil.'),
    sending: words('Bouton pendant l’envoi'),
    gatingHint: words('Sous le bouton, tant qu’il manque la date ou le créneau'),
    terms: words('Avant le bouton d’envoi (rendez-vous)', 'Le droit de rétractation, en une phrase ; le lien vers les conditions de vente suit.'),
    termsLink: words('Le lien vers les conditions de vente', 'À la suite de la phrase précédente.'),
    honeypot: words('Champ piège à robots', 'Invisible pour les parents.'),
    dismiss: words('Bouton qui ferme un message'),
    noScript: words('Quand JavaScript manque'),
    // The notices are sentences: typeset (« envoyé ! » takes a narrow no-break space, « d'envoi » a typographic apostrophe).
    success: section('Après un envoi réussi', {
      contact: section('Message', { title: words('Titre'), text: words('Texte') }),
      booking: section('Demande de rendez-vous', {
        title: words('Titre'),
        text: words('Texte', 'Ce qui se passe ensuite ; {responseDelay} vient des coordonnées du cabinet.'),
        recap: words('Avant le rappel de la demande'),
        autoReply: words('Quand l’accusé de réception est activé', '{to} est l’adresse e-mail du parent.'),
      }),
    }),
    failure: section('Après un échec d’envoi', {
      title: words('Titre'),
      text: words('Texte'),
      call: words('Bouton d’appel', '{phone} vient des coordonnées du cabinet.'),
      mail: words('Lien vers un e-mail pré-rempli'),
      mailSubject: words('Objet de cet e-mail (contact)'),
      mailSubjectBooking: words('Objet de cet e-mail (rendez-vous)'),
      mailLabels: section('Les lignes de cet e-mail', {
        name: words('Nom'),
        email: words('E-mail'),
        phone: words('Téléphone'),
        contactService: words('Sujet'),
        bookingService: words('Type de consultation'),
        offer: words('Consultation choisie'),
        date: words('Date souhaitée'),
        slot: words('Créneau'),
        town: words('Commune'),
      }),
    }),
  }),
})

/* ------------------------------------------------------------------ photos */

const badPortraitPath = explain({
  title: 'Portrait manquant',
  message: 'le portrait ({value}) doit être une image de public/images/, nommée portrait.jpg, portrait.png ou portrait.webp.',
  fix: 'choisissez votre photo dans l’éditeur du site (« Vos photos »), qui l’enregistre sous ce nom ; à la main, écrivez « portrait: /images/portrait.jpg ».',
  editor: 'Choisissez votre photo.',
})

/**
 * Her photos, as the web editor records them: the path of the file it
 * writes in public/images/ (`portrait.jpg` for a JPEG). The build draws the
 * versions the pages serve from that file (scripts/build/photos.ts), and checks
 * that this path names it.
 */
/** The path the editor writes for optional photo `name` (« /images/visit.jpg »), or the problem of another one. */
const optionalPhotoPath = (name: OptionalPhoto) => {
  const bad = explain({
    title: 'Photo manquante',
    message: `le chemin de ${optionalPhotoNames[name]} ({value}) doit être une image de public/images/, nommée ${name}.jpg, ${name}.png ou ${name}.webp.`,
    fix: `choisissez la photo dans l’éditeur du site (« Vos photos »), qui l’enregistre sous ce nom ; à la main, écrivez « ${name}: /images/${name}.jpg ».`,
    editor: 'Choisissez la photo.',
  })
  return z.string({ error: bad }).regex(new RegExp(`^/images/${name}\\.(jpe?g|png|webp)$`, 'i'), { error: bad })
}
/** An optional photo's field: its label is its name in « Vos photos », capitalised. */
const optionalPhoto = (name: OptionalPhoto) =>
  field(optionalPhotoPath(name), {
    label: optionalPhotoNames[name].charAt(0).toUpperCase() + optionalPhotoNames[name].slice(1),
    help: `Facultative. Une photo à vous (jamais une photo de banque d’images), en largeur (3:2), d’au moins ${photoRules.minimumSize.width} × ${photoRules.minimumSize.height} pixels, en JPEG, PNG ou WebP. Elle s’affiche là où une page place le bloc « Photo facultative » qui la choisit (au départ : ${optionalPhotoPlaces[name]}) ; sans elle, rien à sa place. Avant de la publier, assurez-vous que chaque personne visible (ou ses parents) est d’accord.`,
    input: 'image',
  }).optional()
const photoAlt = () => sentence('Description de cette photo', 'Ce qu’elle montre, en une phrase, pour les lecteurs d’écran. Obligatoire avec la photo.').optional()
const missingPhotoAlt = (name: OptionalPhoto) =>
  explain({
    title: 'Description manquante',
    message: `${optionalPhotoNames[name]} n’a pas de description.`,
    fix: `écrivez « ${name}Alt: … », une phrase qui dit ce que montre la photo, pour les personnes qui ne la voient pas (lecteurs d’écran).`,
    editor: 'Dites en une phrase ce que montre la photo, pour les personnes qui ne la voient pas.',
  })

const missingAlts = new Map(optionalPhotos.map((name) => [name, missingPhotoAlt(name)]))

export const photosSchema = file({
  portrait: field(z.string({ error: badPortraitPath }).regex(/^\/images\/portrait\.(jpe?g|png|webp)$/i, { error: badPortraitPath }), {
    label: 'Votre portrait',
    help: 'Une photo de vous, en hauteur (4:5), le visage au centre, d’au moins 640 × 800 pixels, en JPEG, PNG ou WebP : celle de l’appareil ou du téléphone, pas une copie réduite. Le site en fait lui-même toutes les versions, et ne publie jamais l’original.',
    input: 'image',
  }),
  visit: optionalPhoto('visit'),
  visitAlt: photoAlt(),
  hands: optionalPhoto('hands'),
  handsAlt: photoAlt(),
  consultation: optionalPhoto('consultation'),
  consultationAlt: photoAlt(),
  pump: optionalPhoto('pump'),
  pumpAlt: photoAlt(),
  gift: optionalPhoto('gift'),
  giftAlt: photoAlt(),
  family: optionalPhoto('family'),
  familyAlt: photoAlt(),
}).superRefine((photos, context) => {
  for (const name of optionalPhotos) {
    if (photos[name] !== undefined && !photos[`${name}Alt`]) context.addIssue({ code: 'custom', message: missingAlts.get(name), path: [`${name}Alt`] })
  }
})

/* ------------------------------------------------------------------- pages */

/** Search engines cut longer descriptions. */
export const MAX_DESCRIPTION = 160

const badPath = explain({
  title: 'Adresse de page invalide',
  message: 'l’adresse de {item} ({value}) n’est pas valable.',
  fix: 'écrivez une barre « / » puis des minuscules sans accent, des chiffres et des tirets, sans barre à la fin : « path: /ma-page ».',
  editor: 'Une barre « / » puis des minuscules sans accent, des chiffres et des tirets, sans barre à la fin : /ma-page.',
})
const reservedPath = explain({
  title: 'Adresse de page invalide',
  message: 'l’adresse de {item} ({value}) commence comme celle d’une partie du site qui n’est pas une page (/keystatic, /api, /assets, /images).',
  fix: 'choisissez une autre adresse, par exemple « /mes-ateliers ».',
  editor: 'Cette adresse est réservée par le site (/keystatic, /api, /assets, /images) : choisissez-en une autre.',
})
const missingFile = explain({
  title: 'Fichier de page manquant',
  message: '{item} n’indique pas son fichier (file).',
  fix: 'écrivez « file: nom-du-fichier », le nom du fichier .mdx de content/, sans « .mdx ».',
  editor: 'Le nom du fichier .mdx de content/, sans « .mdx ».',
})
const missingTitle = explain({
  title: 'Titre manquant',
  message: '{item} n’a pas de titre (title), ou il est vide.',
  fix: 'écrivez « title: … » : c’est le titre de l’onglet du navigateur et des résultats de recherche.',
  editor: 'Le titre de l’onglet du navigateur et des résultats de recherche ne peut pas rester vide.',
})
const missingDescription = explain({
  title: 'Description manquante',
  message: '{item} n’a pas de description, ou elle est vide.',
  fix: `écrivez « description: … », une phrase de ${MAX_DESCRIPTION} caractères au plus qui résume la page pour les moteurs de recherche.`,
  editor: `Une phrase de ${MAX_DESCRIPTION} caractères au plus, qui résume la page pour les moteurs de recherche.`,
})
const longDescription = explain({
  title: 'Description trop longue',
  message: `la description de {item} dépasse ${MAX_DESCRIPTION} caractères.`,
  fix: `raccourcissez-la : au-delà de ${MAX_DESCRIPTION} caractères, les moteurs de recherche la coupent.`,
  editor: `Raccourcissez-la à ${MAX_DESCRIPTION} caractères au plus (chiffres entre accolades remplis) : au-delà, les moteurs de recherche la coupent.`,
})

const description = field(
  prose(missingDescription).refine((value) => [...value].length <= MAX_DESCRIPTION, { error: longDescription }),
  {
    label: 'Description',
    help: `La phrase des moteurs de recherche, ${MAX_DESCRIPTION} caractères au plus. Entre accolades, un chiffre des coordonnées du cabinet : {responseDelay}, {city}…`,
    multiline: true,
  },
)

export const pageKinds = ['legal'] as const
/** The pages the site links to by what they are for, whatever their address. */
export const pageRoles = ['booking', 'offers', 'terms', 'privacy'] as const
export type PageRole = (typeof pageRoles)[number]

const pageSchema = group({
  nav: sentence('Nom dans le menu', 'Facultatif : sans lui, la page n’est pas dans le menu.').optional(),
  title: field(prose(missingTitle), { label: 'Titre', help: 'Le titre de l’onglet du navigateur et des résultats de recherche.' }),
  description,
  path: field(
    z
      .string({ error: badPath })
      .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, { error: badPath })
      // The editor, its sign-in, the build's files: the hosts' rules for them match « /keystatic-… » too.
      .refine((path) => !/^\/(keystatic|api|assets|images)(\/|-|$)/.test(path), { error: reservedPath }),
    {
    label: 'Adresse',
    help: '« / » puis des minuscules sans accent, des chiffres et des tirets. Changer l’adresse d’une page change ses liens partout.',
    },
  ),
  file: field(text(missingFile), { label: 'Fichier', help: 'Le fichier .mdx de content/ qui contient son texte, sans « .mdx ».' }),
  kind: field(
    z.enum(pageKinds, {
      error: explain({
        title: 'Valeur non prévue',
        message: '{item} a « kind: {value} », qui n’est pas une valeur prévue.',
        fix: 'écrivez « kind: legal » pour une page liée en bas de page (mentions légales…), ou supprimez la ligne.',
        editor: 'Choisissez une place de la liste.',
      }),
    }),
    { label: 'Place', help: 'Une page légale est liée en bas de chaque page.', options: { legal: 'Liée en bas de page (mentions légales…)' } },
  ).optional(),
  role: field(
    z.enum(pageRoles, {
      error: explain({
        title: 'Valeur non prévue',
        message: '{item} a « role: {value} », qui n’est pas un rôle prévu.',
        fix: 'écrivez « role: booking » pour la page de rendez-vous, « role: offers » pour la page des tarifs, « role: terms » pour les conditions de vente, « role: privacy » pour la politique de confidentialité, ou supprimez la ligne.',
        editor: 'Choisissez un rôle de la liste.',
      }),
    }),
    {
      label: 'Rôle',
      help: 'La page de rendez-vous, la page des tarifs, les conditions de vente et la politique de confidentialité, que les boutons « Réserver », l’en-tête et les formulaires ouvrent où qu’elles soient.',
      options: { booking: 'Page de rendez-vous', offers: 'Page des tarifs', terms: 'Conditions de vente', privacy: 'Politique de confidentialité' },
    },
  ).optional(),
})

export const pagesSchema = file({
  pages: field(nonEmptyList(pageSchema), {
    label: 'Pages',
    help: 'Le menu suit cet ordre. Ajouter une page : créez son texte dans « Mes pages », puis ajoutez-la ici.',
    itemLabel: (page) => String(page.nav || page.title || 'Nouvelle page'),
  }),
  notFound: field(
    group({
      title: field(prose(missingTitle), { label: 'Titre', help: 'Le titre de l’onglet du navigateur.' }),
      description,
      file: field(text(missingFile), { label: 'Fichier', help: 'Le fichier .mdx de content/, sans « .mdx ».' }),
    }),
    { label: 'Page introuvable (404)', help: 'La page affichée pour une adresse inconnue.' },
  ),
})

/* -------------------------------------------------------------- data files */

interface DataFileSpec<Schema extends z.ZodType, Module extends string> {
  schema: Schema
  /** Its name in the web editor and in the check's messages. */
  label: string
  /**
   * `virtual:content/<module>`: `keys` exports each top-level field under its
   * name (so a page's chunk carries only the lists it reads), `whole` exports
   * the file as one object named like the module.
   */
  module: Module
  exports: 'keys' | 'whole'
}

const dataFile = <Schema extends z.ZodType, const Module extends string>(spec: DataFileSpec<Schema, Module>) => spec

/** Every data file of content/, by its path there. The order is the editor's. */
export const contentFiles = {
  'data/offers.yaml': dataFile({ schema: offersSchema, label: 'Tarifs et consultations', module: 'offers', exports: 'keys' }),
  'data/testimonials.yaml': dataFile({ schema: testimonialsSchema, label: 'Témoignages', module: 'testimonials', exports: 'keys' }),
  'data/practice.yaml': dataFile({ schema: practiceSchema, label: 'Coordonnées du cabinet', module: 'practice', exports: 'whole' }),
  'data/booking.yaml': dataFile({ schema: bookingSchema, label: 'Jours fermés et créneaux', module: 'booking', exports: 'keys' }),
  'data/training.yaml': dataFile({ schema: trainingSchema, label: 'Parcours et chiffres', module: 'training', exports: 'keys' }),
  'data/situations.yaml': dataFile({ schema: situationsSchema, label: 'Situations (Pourquoi consulter ?)', module: 'situations', exports: 'whole' }),
  'data/ui.yaml': dataFile({ schema: uiSchema, label: 'Textes du site', module: 'ui', exports: 'whole' }),
  'data/photos.yaml': dataFile({ schema: photosSchema, label: 'Vos photos', module: 'photos', exports: 'whole' }),
  'pages.yaml': dataFile({ schema: pagesSchema, label: 'Pages et menu', module: 'pages', exports: 'keys' }),
} as const

export type ContentFile = keyof typeof contentFiles
type ModuleOf<File extends ContentFile> = (typeof contentFiles)[File]['module']

/** Everything the site reads from content/, validated, by module name. */
export type SiteContent = {
  [File in ContentFile as ModuleOf<File>]: z.output<(typeof contentFiles)[File]['schema']>
}

export type Practice = SiteContent['practice']

/**
 * The fields of practice.yaml the pages' code reads (her name, phone, town…):
 * only these reach a visitor's JavaScript, as `virtual:content/practice`. The
 * others (her legal facts, her conditions of sale) are written into the HTML
 * at build by <Fact />, and only the server entry reads the whole file
 * (`virtual:content/practice-all`, for the head and the structured data).
 */
export const practiceInBrowser = ['name', 'profession', 'phone', 'email', 'city', 'travelRadiusKm', 'urgentSms', 'vatNote', 'emailAutoReply'] as const satisfies readonly (keyof Practice)[]
export type BrowserPractice = Pick<Practice, (typeof practiceInBrowser)[number]>
export type Offers = SiteContent['offers']
export type Offer = Offers['offers'][number]
export type Price = Offer['prices'][number]
/** What the booking form knows of an offer (virtual:content/booking-offers). */
export type BookingOffer = Pick<Offer, 'id' | 'title' | 'booking' | 'duration' | 'priceNote'> & { prices: Pick<Price, 'amount'>[] }
export type Duration = NonNullable<Offer['duration']>
export type GiftCard = Offers['giftCards'][number]
export type Testimonial = SiteContent['testimonials']['testimonials'][number]
export type TrainingEntry = SiteContent['training']['training'][number]
export type Highlight = SiteContent['training']['highlights'][number]
export type Situations = SiteContent['situations']
export type Situation = Situations['firstWeeks'][number]
export type Booking = SiteContent['booking']
export type ClosedPeriod = Booking['closedDays'][number]
/** A choice of a form's list: its words and the value the e-mail carries. */
export type ServiceOption = Pick<Booking['bookingServices'][number], 'label' | 'value'>
export type BookingService = Booking['bookingServices'][number]
export type Weekday = (typeof weekdayNames)[number]
export type Ui = SiteContent['ui']
export type Pages = SiteContent['pages']
export type PageEntry = Pages['pages'][number]

/* ------------------------------------------------------ components in MDX */

/** How a string prop is checked beyond its type. */
export type PropKind = 'path' | 'anchor' | 'id' | 'fact'

/** A page of the site, « /rendez-vous », optionally with an anchor, « /#contact ». */
const pathProp = z.string().meta({ kind: 'path' })
/** The `id` of a section of the same page. */
const anchorProp = z.string().meta({ kind: 'anchor' })
/** Gives the element an `id`, which links can then target with « #… ». */
const idProp = z.string().meta({ kind: 'id' })

export const buttonVariants = ['primary', 'secondary', 'quiet'] as const
export const buttonSizes = ['normal', 'small'] as const
export const sectionTones = ['plain', 'warm', 'calm'] as const
/** Which block of a <Columns> goes beside the text on a computer: its first (a portrait) or its last (the next step). */
export const columnSides = ['first', 'last'] as const

/**
 * The facts of practice.yaml that pages quote: `<Fact of="radius" />`. The
 * names are those of the fields' `fact` metadata above; the check refuses
 * any other (scripts/build/check/mdx.ts reads them through the model).
 */
const factProp = z.string().meta({ kind: 'fact' })

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
  Columns: component({ props: { beside: z.enum(columnSides) }, children: true }),
  ContactForm: component({}),
  Fact: component({ props: { of: factProp }, inline: true }),
  FeaturedOffers: component({}),
  FeaturedTestimonials: component({}),
  FoldedContactForm: component({}),
  GiftCardOffers: component({}),
  Hero: component({ children: true }),
  Highlights: component({}),
  Photo: component({ props: { of: z.enum(optionalPhotos) } }),
  Portrait: component({}),
  PriceFrom: component({ inline: true }),
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
  UrgentLine: component({}),
}

export type MdxComponentName = keyof typeof mdxComponentSpecs

/** The props a page may give component `Name`, as its `XProps` (children are React's). */
export type ContentProps<Name extends MdxComponentName> = z.input<(typeof mdxComponentSpecs)[Name]['props']>
