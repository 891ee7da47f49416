/** content/data/practice.yaml: who she is and how to reach her, her legal and commercial facts; the facts pages quote. */
import { field } from '../model.ts'
import { fill, NBSP, phoneHref, phoneText } from '../../lib/format.ts'
import { z } from 'zod'
import { example, explain, file, group, line, sentence, text, wholeNumber } from '../rules.ts'
import { trimHidden } from '../problems.ts'

const badPhone = explain({
  title: 'Texte manquant',
  message: 'le téléphone ({value}) doit être écrit comme il s’affiche, avec ses espaces.',
  fix: 'écrivez par exemple « phone: 06 12 34 56 78 » : sans espaces, le site lirait un nombre et perdrait le 0 du début.',
  editor: 'Écrivez le numéro comme il s’affiche, avec ses espaces : 06 12 34 56 78.',
})
const incompletePhone = explain({
  title: 'Numéro invalide',
  message: 'le téléphone ({value}) n’est pas un numéro complet : les boutons « Appeler » et le SMS d’urgence composeraient un autre numéro.',
  fix: 'écrivez ses 10 chiffres, en commençant par 0, par exemple « phone: 06 12 34 56 78 » (ou +33 suivi de 9 chiffres), sans lettre O à la place d’un zéro.',
  editor: 'Écrivez les 10 chiffres du numéro, en commençant par 0 : 06 12 34 56 78.',
})
/** Whether the call and SMS links (`phoneHref`, which reads « 06 … », « +33 (0)6 … », « 0033 … ») dial a whole French number. */
const dialsFrance = (phone: string) => /^tel:\+33[1-9]\d{8}$/.test(phoneHref(phone))
const badSiret = explain({
  title: 'Numéro invalide',
  message: 'le numéro SIRET ({value}) n’a pas 14 chiffres : vos mentions légales montreraient un numéro faux.',
  fix: 'recopiez-le depuis votre avis de situation (Insee) ou l’annuaire des entreprises, par exemple « siret: 123 456 782 00010 ».',
  editor: 'Recopiez les 14 chiffres du numéro SIRET : 123 456 782 00010.',
})
const siretKey = explain({
  title: 'Numéro invalide',
  message: 'le numéro SIRET ({value}) n’existe pas : son dernier chiffre, la clé de contrôle, ne va pas avec les autres. Un chiffre a sans doute été mal recopié, et vos mentions légales montreraient un numéro faux.',
  fix: 'recopiez-le chiffre par chiffre depuis votre avis de situation (Insee) ou l’annuaire des entreprises (annuaire-entreprises.data.gouv.fr).',
  editor: 'Ce numéro SIRET n’existe pas : un chiffre a sans doute été mal recopié.',
})
/**
 * Whether 14 digits make a SIRET the Insee can give: the Luhn key on all 14, or, for La Poste's establishments (SIREN
 * 356 000 000), their digits' sum a multiple of 5. Written here: no Luhn package knows La Poste's rule.
 */
function siretKeyHolds(digits: string): boolean {
  if (digits.startsWith('356000000')) return [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const doubled = Number(digit) * (index % 2 === 1 ? 2 : 1)
    return total + (doubled > 9 ? doubled - 9 : doubled)
  }, 0)
  return sum % 10 === 0
}
const badWebsite = explain({
  title: 'Adresse du site invalide',
  message: 'l’adresse {value} ({key}) doit commencer par https://.',
  fix: 'recopiez l’adresse complète depuis la barre de votre navigateur, par exemple « website: https://www.mon-mediateur.fr ».',
  editor: 'Recopiez l’adresse complète depuis la barre de votre navigateur : elle commence par https://.',
})
const badSiteUrl = explain({
  title: 'Adresse du site invalide',
  message: 'l’adresse du site ({value}) doit être https:// suivi du nom de domaine seul : sans espace, sans « / » ni rien après lui (pas de « /accueil »).',
  fix: 'écrivez par exemple « siteUrl: https://www.mon-cabinet.fr ».',
  editor: 'https:// puis le nom de domaine seul, sans espace ni « / » : https://www.mon-cabinet.fr.',
})

/** A figure of practice.yaml: a whole number, written alone. */
const practiceNumber = (what: string, field: string, example: number) =>
  wholeNumber({
    title: 'Nombre invalide',
    message: `${what} ({value}) doit être un nombre entier, 1 ou plus.`,
    fix: `écrivez le nombre seul, en chiffres : « ${field}: ${example} ».`,
    editor: `Un nombre entier, en chiffres seuls : ${example}.`,
  })

const badEmail = explain({
  title: 'Adresse e-mail invalide',
  message: 'l’adresse e-mail ({value}) n’a pas la forme nom@domaine.fr.',
  fix: 'écrivez l’adresse complète, par exemple « email: contact@mon-cabinet.fr ».',
  editor: 'Une adresse complète, de la forme contact@mon-cabinet.fr.',
})
const emailPeriod = explain({
  title: 'Adresse e-mail invalide',
  message: 'l’adresse e-mail ({value}) finit par un point, celui de la phrase d’où elle a été copiée : aucune adresse ne finit ainsi.',
  fix: 'retirez le point à la fin de l’adresse.',
  editor: 'Retirez le point à la fin de l’adresse.',
})

/** Over 200 km, metres typed (« 30000 » for 30 km): every page would promise visits « dans un rayon de 30 000 km ». */
const radiusInMetres = explain({
  title: 'Nombre invalide',
  message: 'le rayon des visites, {value}, se lit en kilomètres, et dépasse 200 km : chaque page promettrait des visites à domicile aussi loin.',
  fix: 'écrivez les kilomètres seuls, en chiffres : « travelRadiusKm: 30 » pour 30 km.',
  editor: 'Un nombre de kilomètres, 200 au plus : 30.',
})

/** « https://www.cm2c.net/ » reads « www.cm2c.net ». */
function shownAddress(url: string): string {
  return url.replace(/^https:\/\//, '').replace(/\/$/, '')
}

export const practiceSchema = file({
  name: field(text(), {
    label: 'Prénom et nom',
    help: 'Tels que les parents les liront, dans l’en-tête et les mentions légales.',
    fact: { name: 'name', quotedOn: ['legal'] },
    ...example('Prénom Nom', 'votre nom'),
  }),
  profession: line('Métier', 'Écrit sous votre nom.'),
  phone: field(z.string({ error: badPhone }).trim().min(1, { error: badPhone, abort: true }).refine(dialsFrance, { error: incompletePhone }), {
    label: 'Téléphone',
    help: 'Écrit comme il s’affiche, avec ses espaces : 06 12 34 56 78. Le lien d’appel en est tiré.',
    fact: { name: 'phone', show: (phone: string) => phoneText(phone), link: 'tel', quotedOn: ['legal'], what: 'votre téléphone' },
    ...example('06 00 00 00 00', 'le téléphone'),
  }),
  email: field(
    // Pasted with a space around it, often a no-break one she cannot see: still her address.
    z.preprocess((value) => (typeof value === 'string' ? trimHidden(value) : value), z.email({
      // « marie@gmail.com. », the period of the sentence it was copied from.
      error: (issue) => (typeof issue.input === 'string' && /\.$/.test(issue.input) && z.email().safeParse(issue.input.slice(0, -1)).success ? emailPeriod : badEmail),
    })),
    {
      label: 'E-mail',
      help: 'L’adresse où les parents vous écrivent.',
      fact: { name: 'email', link: 'mailto', quotedOn: ['legal'] },
      ...example('contact@example.com', 'l’adresse e-mail'),
    },
  ),
  city: field(text(), {
    label: 'Ville',
    help: 'La ville autour de laquelle se font les visites à domicile.',
    fact: { name: 'city' },
    ...example('Votre ville', 'la ville'),
  }),
  travelRadiusKm: field(practiceNumber('le rayon des visites', 'travelRadiusKm', 30).refine((km) => km <= 200, { error: radiusInMetres }), {
    label: 'Rayon des visites à domicile (km)',
    help: 'Un nombre de kilomètres. Les pages l’écrivent « 30 km ».',
    fact: { name: 'radius', show: (km: number) => `${km}${NBSP}km` },
  }),
  // One promise, the same everywhere: the footer, the pages, the forms' notices read this value.
  responseTime: sentence('Délai de réponse annoncé', 'Lu après « sous » partout où le site promet une réponse : « je vous réponds sous 24 h (hors dimanches et jours fériés) ».', {
    fact: { name: 'responseDelay' },
  }),
  // Like the reply time, it says the days it does not hold: the check compares it with booking.yaml's closed weekdays.
  urgentTime: sentence('Délai d’un rendez-vous urgent', 'Lu après « sous » partout où le site promet un rendez-vous urgent : « un rendez-vous sous 24 h (hors dimanches et jours fériés) ». Nommez chaque jour où vous ne recevez pas.', {
    fact: { name: 'urgentDelay' },
  }),
  // Figures a reader takes as facts (Code de la consommation, L121-2): examples until she writes hers, which she can prove.
  familiesSupported: field(practiceNumber('le nombre de familles, sans « plus de »,', 'familiesSupported', 500), {
    label: 'Nombre de familles accompagnées',
    help: 'Le nombre seul, celui que vous pouvez justifier (vos factures, votre agenda) : les pages écrivent « plus de 500 familles ». Tant que c’est 500, le nombre d’exemple, le site n’est pas mis en ligne.',
    fact: { name: 'families', show: (families: number) => String(families) },
    ...example('500', 'le nombre de familles accompagnées'),
  }),
  trainingHours: field(practiceNumber('les heures de formation', 'trainingHours', 202), {
    label: 'Heures de formation en lactation',
    help: 'Un nombre d’heures, celui de vos attestations. Les pages l’écrivent comme le dit « À propos › Heures de formation » des Textes du site. Tant que c’est 202, le nombre d’exemple, le site n’est pas mis en ligne.',
    fact: { name: 'trainingHours', show: (hours: number, ui) => fill(ui.trainingHours, { hours }).replace(' ', NBSP) },
    ...example('202', 'le nombre d’heures de formation'),
  }),
  // A session, not a year alone: « 2027 » under a training heading would read as obtained.
  ibclcSession: sentence('Session de l’examen IBCLC', 'Celle que vous préparez, lue après « session » : « avril 2027 ». Après l’examen, voir « Après l’examen IBCLC » dans le guide de mise en ligne.', {
    fact: { name: 'ibclcSession' },
    ...example('2027 (exemple)', 'la session de l’examen IBCLC'),
  }),
  legalStatus: field(text(), { label: 'Statut juridique', help: 'Pour les mentions légales.', fact: { name: 'legalStatus', quotedOn: ['legal'], what: 'votre statut juridique' } }),
  address: field(text(), {
    label: 'Adresse professionnelle',
    help: 'Pour les mentions légales et la politique de confidentialité.',
    fact: { name: 'address', quotedOn: ['legal'] },
    ...example('1 rue de l’Exemple, 00000 Votre ville', 'l’adresse professionnelle'),
  }),
  // Its 14 digits, then their key, only when it is written at all: an empty one is « Texte manquant », once.
  siret: field(
    text()
      .refine((siret) => /^(?:\d\s*){14}$/.test(siret), { error: badSiret, when: (payload) => payload.issues.length === 0, abort: true })
      .refine((siret) => siretKeyHolds(siret.replace(/\s/g, '')), { error: siretKey, when: (payload) => payload.issues.length === 0 }),
    {
      label: 'Numéro SIRET',
      help: 'Pour les mentions légales.',
      fact: { name: 'siret', quotedOn: ['legal'] },
      ...example('000 000 000 00000', 'le numéro SIRET'),
    },
  ),
  // Code de la consommation, R111-2: a professional with a compulsory or chosen liability insurance names
  // the insurer, how to reach it, and where the cover holds, in the information given before a contract.
  insurer: field(
    group({
      name: field(text(), {
        label: 'Nom',
        fact: { name: 'insurerName', quotedOn: ['legal', 'terms'] },
        ...example('Nom de l’assureur', 'le nom de votre assureur de responsabilité civile professionnelle'),
      }),
      address: field(text(), {
        label: 'Adresse postale',
        fact: { name: 'insurerAddress', quotedOn: ['legal', 'terms'] },
        ...example('Adresse de l’assureur', 'l’adresse de votre assureur de responsabilité civile professionnelle'),
      }),
      area: sentence('Couverture géographique', 'Où le contrat vous couvre, tel que votre attestation d’assurance le dit, lu après « couverture : » : « France métropolitaine ».', {
        fact: { name: 'insurerArea', quotedOn: ['legal', 'terms'] },
        ...example('France métropolitaine (exemple)', 'la couverture géographique de votre assurance'),
      }),
    }),
    { label: 'Assurance responsabilité civile professionnelle', help: 'Celle de votre attestation d’assurance, pour les mentions légales, les conditions de vente et l’accusé de réception des demandes.' },
  ),
  host: field(
    group({
      name: field(text(), {
        label: 'Nom',
        fact: { name: 'hostName', quotedOn: ['privacy', 'legal'] },
        ...example('Nom de l’hébergeur', 'le nom de l’hébergeur'),
      }),
      address: field(text(), {
        label: 'Adresse postale',
        fact: { name: 'hostAddress', quotedOn: ['legal'] },
        ...example('Adresse de l’hébergeur', 'l’adresse de l’hébergeur'),
      }),
      phone: field(text(), {
        label: 'Téléphone',
        fact: { name: 'hostPhone', quotedOn: ['legal'] },
        ...example('00 00 00 00 00', 'le téléphone de l’hébergeur'),
      }),
      transfer: sentence('Où il est établi', 'Une phrase, pour la politique de confidentialité : « Il est établi dans l’Union européenne. », ou, s’il est établi ailleurs (Netlify : aux États-Unis), le pays et la garantie que nomme son accord de traitement des données.', {
        fact: { name: 'hostTransfer', quotedOn: ['privacy'] },
        ...example('Il est établi aux États-Unis ; ce transfert est encadré par le cadre de protection des données UE–États-Unis (exemple).', 'le pays de l’hébergeur et la garantie du transfert'),
      }),
    }),
    { label: 'Hébergeur du site', help: 'Celui qui publie le site (Netlify, Cloudflare, OVHcloud…), pour les mentions légales.' },
  ),
  messageRetention: field(text(), {
    label: 'Durée de conservation des messages',
    help: 'Combien de temps vous gardez les messages reçus par le site, pour la politique de confidentialité.',
    fact: { name: 'messageRetention', quotedOn: ['privacy'], what: 'la durée de conservation des messages' },
  }),
  // Every recipient of what the forms send is named in the privacy policy.
  mailboxProvider: field(text(), {
    label: 'Fournisseur de votre messagerie',
    help: 'Celui qui héberge la boîte où arrivent les messages du site (Gmail, Outlook, Orange, OVHcloud…), avec sa société : « Gmail (Google Ireland Limited) ». Pour la politique de confidentialité.',
    fact: { name: 'mailboxProvider', quotedOn: ['privacy'] },
    ...example('Nom de votre messagerie', 'le fournisseur de votre messagerie'),
  }),
  emailjsCountry: sentence('Pays d’EmailJS', 'Où est établie la société qui fait EmailJS, lu dans son accord de traitement des données (« Data Processing Agreement ») ; écrit comme il se lit après « établie » : « à Singapour », « aux États-Unis ».', {
    fact: { name: 'emailjsCountry', quotedOn: ['privacy'] },
    ...example('à Singapour (exemple)', 'le pays d’EmailJS'),
  }),
  emailjsSafeguard: sentence('Garantie du transfert par EmailJS', 'EmailJS est établi hors de l’Union européenne : recopiez la garantie que nomme son accord de traitement des données (« Data Processing Agreement »), lue dans « Ce transfert est encadré par … ».', {
    fact: { name: 'emailjsSafeguard', quotedOn: ['privacy'] },
    ...example('les clauses contractuelles types de la Commission européenne (exemple)', 'la garantie du transfert des messages par EmailJS'),
  }),
  emailjsHistory: sentence('Historique d’EmailJS', 'Lu dans « EmailJS garde une copie de chaque message dans son historique : … » (politique de confidentialité). Dites combien de temps, d’après votre compte EmailJS, ou que vous avez désactivé cet historique.', {
    fact: { name: 'emailjsHistory', quotedOn: ['privacy'] },
    ...example('pendant la durée que prévoit ma formule (exemple)', 'la durée de l’historique d’EmailJS'),
  }),
  followUpMessaging: sentence('Messagerie du suivi', 'Par quoi passent vos échanges de suivi avec les parents, lu dans « nos messages passent par … » (politique de confidentialité) : « les SMS de mon téléphone professionnel », « WhatsApp »…', {
    fact: { name: 'followUpMessaging', quotedOn: ['privacy'] },
    ...example('les SMS de mon téléphone professionnel (exemple)', 'la messagerie du suivi'),
  }),
  careNotesRetention: sentence('Conservation des notes de suivi', 'Combien de temps vous gardez vos notes et les messages du suivi, lu dans « je les garde … » (politique de confidentialité).', {
    fact: { name: 'careNotesRetention', quotedOn: ['privacy'] },
    ...example('trois ans après notre dernier rendez-vous (exemple)', 'la durée de conservation des notes de suivi'),
  }),
  urgentSms: field(text(), {
    label: 'Texte du SMS urgent',
    help: 'Le message préparé par le bouton « Envoyer un SMS » de l’encadré d’urgence.',
    multiline: true,
  }),
  siteUrl: field(z.string({ error: badSiteUrl }).regex(/^https:\/\/[^\s/]+$/, { error: badSiteUrl }), {
    label: 'Adresse du site',
    help: 'Son adresse publique : https:// puis le nom de domaine seul, sans « / » ni page après lui.',
    fact: { name: 'siteUrl' },
    ...example('https://www.example.com', 'l’adresse du site'),
  }),
  // Texts rather than numbers: « 48 heures », « la veille à midi » and « un an » are all hers to choose.
  // The conditions of sale are hers to set: each example says « (exemple) » so that no real choice can equal it.
  cancellationNotice: sentence('Délai pour déplacer ou annuler', 'Lu dans « au plus tard … avant le rendez-vous » (page Conditions).', {
    fact: { name: 'cancellationNotice', quotedOn: ['terms'] },
    ...example('48 heures (exemple)', 'le délai pour annuler ou déplacer un rendez-vous'),
  }),
  paymentMethods: sentence('Moyens de paiement acceptés', 'Lus après « Moyens de paiement acceptés : » (page Conditions).', {
    fact: { name: 'paymentMethods', quotedOn: ['terms'] },
    ...example('espèces, chèque ou virement (exemple)', 'les moyens de paiement'),
  }),
  /** Shown with every price (prices of a French practice must say how VAT applies). */
  vatNote: sentence('Mention de TVA', 'Écrite avec les tarifs : « TVA non applicable, art. 293 B du CGI » en franchise de TVA, sinon « Prix TTC ».', {
    fact: { name: 'vatNote', quotedOn: ['terms'], what: 'la mention de TVA' },
    ...example('Mention de TVA à préciser', 'la mention de TVA sous les tarifs'),
  }),
  paymentDue: sentence('Moment du paiement', 'Lu dans « Le règlement se fait … » (page Conditions).', {
    fact: { name: 'paymentDue', quotedOn: ['terms'] },
    ...example('à la fin de chaque consultation (exemple)', 'le moment du paiement'),
  }),
  travelCosts: sentence('Frais de déplacement', 'Lus après « Frais de déplacement : » (page Conditions). S’il n’y en a pas, dites-le.', {
    fact: { name: 'travelCosts', quotedOn: ['terms'] },
    ...example('aucun dans le rayon des visites à domicile (exemple)', 'les frais de déplacement'),
  }),
  lateCancellation: sentence('Annulation tardive ou absence', 'Ce qui est dû quand un rendez-vous est annulé trop tard ou manqué, lu après « En cas d’annulation tardive ou d’absence : ». Rien d’autre ne peut être demandé que ce qui est écrit ici.', {
    fact: { name: 'lateCancellation', quotedOn: ['terms'] },
    ...example('rien ne vous est facturé (exemple)', 'ce qui est dû pour une annulation tardive ou une absence'),
  }),
  // The follow-up by text message that every price includes is a service: its length is part of it (L111-1).
  followUpPeriod: sentence('Durée du suivi par SMS ou messagerie', 'Combien de temps dure le suivi compris dans chaque tarif, lu après « pendant » : « le suivi par SMS ou messagerie compris dans le tarif se fait pendant les 15 jours qui suivent la consultation ».', {
    fact: { name: 'followUpPeriod', quotedOn: ['terms'] },
    ...example('les 15 jours qui suivent la consultation (exemple)', 'la durée du suivi par SMS compris dans les tarifs'),
  }),
  packages: field(
    group({
      payment: sentence('Paiement', 'Lu dans « Une formule se règle … » : d’avance, ou à chaque rendez-vous.', {
        fact: { name: 'packagePayment', quotedOn: ['terms'], onlyIfSold: 'packages' },
        ...example('en une fois, à la première consultation (exemple)', 'le paiement des formules'),
      }),
      unused: sentence('Rendez-vous non utilisés', 'Lu dans « Si des rendez-vous d’une formule ne sont pas utilisés, … ».', {
        fact: { name: 'packageUnused', quotedOn: ['terms'], onlyIfSold: 'packages' },
        ...example('je vous rembourse le prix de la formule, moins les consultations déjà réalisées comptées chacune à son tarif seul (exemple)', 'ce que deviennent les rendez-vous non utilisés d’une formule'),
      }),
    }),
    { label: 'Formules', help: 'Pour la page Conditions.' },
  ),
  giftCard: field(
    group({
      delivery: sentence('Remise', 'Lu dans « je vous remets la carte … ».', {
        fact: { name: 'giftCardDelivery', quotedOn: ['terms'], onlyIfSold: 'giftCards' },
        ...example('par e-mail, au format PDF (exemple)', 'la façon dont la carte cadeau est remise'),
      }),
      validity: sentence('Validité', 'Lu dans « Elle est valable … à partir de sa date d’achat ».', {
        fact: { name: 'giftCardValidity', quotedOn: ['terms'], onlyIfSold: 'giftCards' },
        ...example('12 mois (exemple)', 'la durée de validité de la carte cadeau'),
      }),
      transfer: sentence('Offrir à quelqu’un d’autre', 'Lu dans « La carte … » : peut-elle servir à une autre personne que celle qui la reçoit ?', {
        fact: { name: 'giftCardTransfer', quotedOn: ['terms'], onlyIfSold: 'giftCards' },
        ...example('peut être utilisée par une autre personne que celle à qui elle est offerte : prévenez-moi de son nom (exemple)', 'la transmission de la carte cadeau'),
      }),
      refund: sentence('Remboursement', 'Lu dans « Passé ce délai de rétractation, la carte … ».', {
        fact: { name: 'giftCardRefund', quotedOn: ['terms'], onlyIfSold: 'giftCards' },
        ...example('n’est pas remboursable (exemple)', 'le remboursement de la carte cadeau'),
      }),
      afterExpiry: sentence('Après la fin de validité', 'Lu dans « Après sa date de fin de validité, … ».', {
        fact: { name: 'giftCardAfterExpiry', quotedOn: ['terms'], onlyIfSold: 'giftCards' },
        ...example('elle ne peut plus être utilisée (exemple)', 'ce que devient la carte cadeau après sa validité'),
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
        ...example('Nom de la société de location', 'la société de location de tire-lait'),
      }),
      coverage: sentence('Prise en charge', 'Ce que rembourse l’Assurance maladie et ce qui reste à payer, lu après « Prise en charge : ».', {
        fact: { name: 'breastPumpCoverage' },
        ...example('à préciser (exemple)', 'la prise en charge de la location de tire-lait'),
      }),
      commission: sentence('Votre rémunération', 'Lu dans « la location se fait directement avec cette société, et … » : dites si elle vous rémunère pour cette mise en relation.', {
        fact: { name: 'breastPumpCommission' },
        ...example('je ne perçois aucune commission sur cette location (exemple)', 'ce que vous percevez de la société de location'),
      }),
      payment: sentence('Avance des frais', 'Lu après « Paiement : ». Écrivez « vous n’avancez pas les frais » seulement si la location se fait en tiers payant.', {
        fact: { name: 'breastPumpPayment' },
        ...example('vous n’avancez pas les frais, grâce au tiers payant (exemple)', 'le paiement de la location de tire-lait'),
      }),
    }),
    { label: 'Location de tire-lait', help: 'Pour la page Location de tire-lait.' },
  ),
  /** The consumer mediator every professional selling to consumers must name (Code de la consommation, L. 616-1). */
  mediator: field(
    group({
      name: field(text(), {
        label: 'Nom',
        fact: { name: 'mediatorName', quotedOn: ['legal', 'terms'] },
        ...example('Nom du médiateur', 'le nom du médiateur de la consommation'),
      }),
      website: field(z.string({ error: badWebsite }).trim().regex(/^https:\/\/\S+$/, { error: badWebsite }), {
        label: 'Site',
        help: 'Son adresse, commençant par https://.',
        fact: { name: 'mediatorWebsite', show: (url: string) => shownAddress(url), link: 'web', quotedOn: ['legal', 'terms'] },
        ...example('https://www.example.com/mediateur', 'le site du médiateur de la consommation'),
      }),
      address: field(text(), {
        label: 'Adresse postale',
        fact: { name: 'mediatorAddress', quotedOn: ['terms'] },
        ...example('Adresse postale du médiateur', 'l’adresse postale du médiateur de la consommation'),
      }),
    }),
    { label: 'Médiateur de la consommation', help: 'Celui auquel vous avez adhéré, pour la page Conditions et les mentions légales.' },
  ),
})
