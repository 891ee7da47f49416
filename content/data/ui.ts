/**
 * Les petits textes de l'interface : menus, boutons, formulaires, messages.
 * Les textes des pages, eux, sont dans les fichiers .mdx de content/.
 */
export const ui = {
  skipLink: 'Aller au contenu',
  header: {
    homeLink: 'Accueil',
    navLabel: 'Navigation principale',
    menu: 'Menu',
    cta: 'Prendre RDV',
  },
  footer: {
    navLabel: 'Plan du site',
    contactHeading: 'Me contacter',
    zoneHeading: 'Où je consulte',
    navHeading: 'Les pages',
    zone: 'À domicile dans un rayon de {radius} km autour de {city}, et en visio partout.',
    promises: [
      'Réponse sous {responseHours} h',
      'Rendez-vous urgent d’allaitement sous {urgentHours} h',
    ],
    phoneLabel: 'Téléphone',
    emailLabel: 'E-mail',
  },
  offers: {
    book: 'Réserver',
    choose: 'Choisir cette formule',
    duration: 'Durée',
    price: 'Tarif',
    appointments: '{count} rendez-vous',
    includes: 'Comprend',
    footnotesLabel: 'Notes sur les tarifs des formules',
    notesTitle: 'À NOTER',
  },
  giftCard: {
    priceFrom: 'de {min} à {max}',
  },
  urgent: {
    label: 'Urgence allaitement',
    call: 'Appeler le {phone}',
    sms: 'Envoyer un SMS',
  },
  routeAnnouncement: 'Page chargée : {title}',
  rating: '{rating} étoiles sur 5',
  families: 'Plus de {count} familles accompagnées',
  loadingCalendar: 'Chargement du calendrier…',
  forms: {
    required: 'champ obligatoire',
    name: 'Nom *',
    email: 'E-mail *',
    phone: 'Téléphone',
    phoneRequired: 'Téléphone *',
    contactService: 'Sujet',
    bookingService: 'Type de consultation *',
    choose: 'Choisissez…',
    message: 'Message *',
    messageOptional: 'Message',
    messageHint: 'Inutile de détailler votre santé ici : nous en parlerons ensemble.',
    date: 'Date souhaitée *',
    slot: 'Créneau *',
    slotHint: 'Choisissez d’abord une date.',
    submitContact: 'Envoyer le message',
    submitBooking: 'Envoyer ma demande',
    sending: 'Envoi en cours...',
    gatingHint: 'Choisissez une date et un créneau pour envoyer votre demande.',
    honeypot: 'Ne remplissez pas ce champ',
    dismiss: 'Fermer le message',
    noScript: 'Ce formulaire a besoin de JavaScript. Vous pouvez aussi m’appeler ou m’écrire directement :',
    success: {
      contact: {
        title: 'Message envoyé !',
        text: 'Je vous recontacterai très rapidement. À bientôt !',
      },
      booking: {
        title: 'Demande de rendez-vous envoyée !',
        text: 'Je vous recontacterai rapidement pour confirmer votre créneau.',
      },
    },
    failure: {
      title: 'Erreur d\'envoi',
      text: 'Une erreur s\'est produite. Veuillez réessayer ou me contacter directement.',
      call: 'M’appeler au {phone}',
      mail: 'M’écrire un e-mail avec votre message',
      mailSubject: 'Demande depuis le site',
    },
  },
} as const
