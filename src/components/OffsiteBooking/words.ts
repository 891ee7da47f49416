/**
 * The words of her off-site page's controls. The page is her tool, never a
 * visitor's (pages.yaml's `kind: private`): like the launch command's and the
 * check's messages to her, they live with the code; shown on a page, they carry
 * the no-break space before « : » (`\u00a0`). What the parent reads (the
 * e-mail, the SMS, the printed contract) is hers, in booking.yaml.
 */
export const toolWords = {
  offer: 'Prestation et prix',
  day: 'Date du rendez-vous',
  slot: 'Heure',
  place: 'Lieu',
  town: 'Commune du parent',
  parent: 'Nom du parent',
  email: 'E-mail du parent',
  phone: 'Téléphone du parent',
  contact: 'Un e-mail, un téléphone, ou les deux.',
  agreed: 'Convenu',
  agreedWays: { distance: 'Par téléphone ou SMS', home: 'Chez le parent, pendant une visite' },
  send: 'Envoyer',
  missing: 'Pour préparer les messages, remplissez encore\u00a0:',
  /** In that list, after the fields' names: the contact the messages need. */
  missingContact: 'un e-mail ou un téléphone',
  /** In that list: an address typed in part, which neither her mail app nor the site's function could use. */
  wholeEmail: 'l’e-mail du parent en entier (nom@exemple.fr)',
  withoutScript: 'Cette page prépare les messages sur votre téléphone\u00a0: elle a besoin de JavaScript.',
  mail: {
    information: '1. Envoyer les informations par e-mail',
    confirmation: '2. Envoyer la confirmation par e-mail',
  },
  sms: {
    information: '1. Envoyer les informations par SMS',
    confirmation: 'Envoyer la confirmation par SMS',
    confirmationSecond: '2. Envoyer la confirmation par SMS',
  },
  fromSite: 'Envoyer les informations depuis le site',
  fromSiteHint:
    'Le site envoie au parent, depuis votre compte EmailJS, les informations que la loi demande avant le contrat, au prix convenu, avec le formulaire de rétractation. Envoyez ensuite la confirmation.',
  fromSiteClosed:
    'Le site n’envoie les informations que pour l’un de vos créneaux à venir, un jour où vous recevez\u00a0: pour ce rendez-vous, envoyez-les avec les liens ci-dessous.',
  twoSteps: 'Deux messages, dans l’ordre\u00a0: 1, les informations que la loi demande avant le contrat (dont le formulaire de rétractation), puis 2, la confirmation.',
  copy: 'Copier le texte',
  copied: 'Texte copié',
  copyRefused: 'Le navigateur n’a pas copié le texte\u00a0: le voici, sélectionné. Copiez-le, puis collez-le dans votre message.',
  copyHint: 'Si votre messagerie coupe un long message, copiez son texte et collez-le.',
  contract: 'Contrat à imprimer',
  contractHint: 'Une prestation convenue chez le parent est un contrat hors établissement\u00a0: imprimez ce contrat sur une feuille A4, signez-le à deux, et laissez-en un exemplaire au parent.',
  print: 'Imprimer le contrat',
} as const
