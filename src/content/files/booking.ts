/** content/data/booking.yaml: her weekly slots, closed days and periods, travel margin, and the booking form's choices. */
import { field } from '../model.ts'
import { weekdayNames } from '../../lib/booking-days.ts'
import { bookingPlaceNames, bookingPlaces } from '../places.ts'
import { z } from 'zod'
import { frenchList } from '../problems.ts'
import { day, emptyAsAbsent, explain, file, fourteenDays, group, keeping, key, line, list, nonEmptyList, prose, section, slot, words } from '../rules.ts'

/** What her information before the contract must keep: the offer and its price, its payment, her conditions, the withdrawal form. */
const informationSlots = ['{offers}', '{payment}', '{conditions}', '{withdrawalForm}']
const keptSlots = frenchList(informationSlots, 'et')

const optionLabel = () => line('Texte affiché')
const optionValue = () =>
  field(key, { label: 'Valeur envoyée', help: 'En minuscules et tirets : elle est écrite dans l’e-mail que vous recevez, et les offres la citent.' })

const badMargin = explain({
  title: 'Nombre invalide',
  message: 'le temps de trajet ({value}) doit être un nombre entier de minutes, de 0 à 240.',
  fix: 'écrivez les minutes en chiffres, sans « min » : « travelMargin: 30 », ou 0 pour aucun.',
  editor: 'Un nombre entier de minutes, de 0 à 240 : 30.',
})

const reversedPeriod = explain({
  title: 'Période à l’envers',
  message: 'la fermeture finit avant de commencer.',
  fix: 'écrivez le premier jour fermé dans « from » et le dernier dans « to ».',
  editor: 'Le dernier jour fermé vient après le premier.',
})
const newYearNotTurned = explain({
  title: 'Période à l’envers',
  message: 'la fermeture finit avant de commencer : elle passe le Nouvel An, et « to » a gardé l’année de « from ».',
  fix: 'écrivez l’année suivante dans « to », celle qui suit l’année de « from », et gardez son mois et son jour tels quels.',
  editor: 'Le dernier jour fermé vient après le premier : une fermeture qui passe le Nouvel An finit l’année suivante.',
})
/** A period from November or December to January or February of the same year: the holidays, their last day's year not turned. */
function acrossNewYear(input: unknown): boolean {
  const { from, to } = (input ?? {}) as { from?: unknown; to?: unknown }
  if (typeof from !== 'string' || typeof to !== 'string') return false
  return from.slice(0, 4) === to.slice(0, 4) && from.slice(5, 7) >= '11' && to.slice(5, 7) <= '02'
}

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
        reason: emptyAsAbsent(line('Raison', 'Pour vous : les visiteurs ne la voient pas.')),
      }).refine((period) => period.to === undefined || period.to >= period.from, {
        // « from: 2026-12-24, to: 2026-01-03 »: the New Year's holidays with the year not turned; swapped, they would close the next weeks.
        error: (issue) => (acrossNewYear(issue.input) ? newYearNotTurned : reversedPeriod),
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
          { label: 'Lieu', help: 'Où se passe ce type de consultation : le formulaire le rappelle aux parents, et ne demande la commune que pour une consultation à domicile.', options: bookingPlaceNames },
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
  // What she sends a parent from the request e-mail (« Confirmer », « Proposer un autre créneau »), and what the
  // parent receives at once (the auto-reply): her words, with the request's details in « {…} ». Her facts
  // ({name}, {siret}, {paymentDue}…) are filled in from her details when the site is built.
  confirmation: section('Confirmation d’un rendez-vous', {
    subject: words('Objet de la confirmation', '{date} et {time} viennent de la demande : « Rendez-vous confirmé : jeudi 3 décembre à 14 h ».'),
    text: field(keeping(['date', 'time', 'place', 'offer'], 'le parent ne saurait pas quand, où ni pour quelle prestation vous l’attendez'), {
      label: 'Texte de la confirmation',
      help: 'L’e-mail que le bouton « Confirmer » prépare pour le parent. {parent}, {date}, {time}, {place}, {offer} (la prestation, avec sa durée et son prix) viennent de la demande ; {payment} est le règlement ci-dessous qui convient (consultation, formule ou carte cadeau) ; {expressRequest} est la demande expresse ci-dessous, seulement quand le rendez-vous peut avoir lieu pendant le délai de rétractation ; {calendar} les liens « Ajouter à mon agenda » ; {signature} votre signature ci-dessous. Vos coordonnées s’écrivent comme partout ({cancellationNotice}, {name}…). Restez court : une messagerie n’ouvre pas un lien trop long, et l’accusé de réception a déjà tout donné au parent.',
      multiline: true,
    }),
    paymentConsultation: words('Règlement d’une consultation', 'Lu à la place de {payment} pour une consultation.'),
    paymentPackage: words('Règlement d’une formule', 'Lu à la place de {payment} pour une formule.'),
    paymentGiftCard: words('Règlement par carte cadeau', 'Lu à la place de {payment} pour une consultation réglée par une carte cadeau.'),
    expressRequest: field(prose(), {
      label: 'Demande expresse (rendez-vous pendant le délai de rétractation)',
      help: 'Ajoutée à la confirmation quand le rendez-vous peut avoir lieu avant la fin des 14 jours (comptés depuis le dernier jour où vous pouvez répondre) : le parent y répond « oui ». Dites aussi ce que paie un parent qui se rétracte après le début de la prestation, et ce qui se passe sans son « oui ».',
      multiline: true,
    }),
    signature: words('Signature', 'Sous la confirmation et l’accusé de la demande expresse : votre nom, « EI » (entrepreneur individuel, obligatoire à côté de votre nom) et votre SIRET.'),
    calendar: words('Liens « Ajouter à mon agenda »', '{google} est le lien vers Google Agenda, {ics} le fichier pour les autres agendas (iPhone, Outlook…), avec un rappel la veille.'),
    acknowledgeSubject: words('Objet de l’accusé de la demande expresse', '{date} est le jour du rendez-vous.'),
    acknowledgeText: field(keeping(['date', 'time'], 'le parent ne saurait pas de quel rendez-vous vous parlez'), {
      label: 'Texte de l’accusé de la demande expresse',
      help: 'L’e-mail que le lien « Accuser réception du « oui » » de l’e-mail de demande prépare, à envoyer quand le parent a répondu « oui ». {parent}, {date}, {time}, {signature} comme plus haut.',
      multiline: true,
    }),
    autoReplySubject: words('Objet de l’accusé de réception', 'L’objet de l’e-mail que le parent reçoit dès sa demande envoyée (votre modèle EmailJS l’écrit par {{subject}} : voir le guide de mise en ligne). {date} est le jour demandé.'),
    autoReply: field(keeping(['date', 'time'], 'le parent ne saurait pas quelle demande vous avez reçue'), {
      label: 'Accusé de réception de la demande (envoyé au parent)',
      help: 'Le début de l’e-mail que le parent reçoit dès sa demande envoyée : il dit que vous l’avez reçue et quand vous répondez. Les informations avant le contrat (ci-dessous) suivent. {parent}, {date}, {time}, {place} viennent de la demande ; vos coordonnées s’écrivent comme partout ({responseDelay}, {name}…).',
      multiline: true,
    }),
    // The law asks that the parent gets all four in writing; her request e-mail's line says her conditions and the form left (auto-reply-line.ts).
    information: field(prose().refine((text) => informationSlots.every((slot) => text.includes(slot)), {
      error: explain({
        title: 'Mention obligatoire absente',
        message: `« {key} » doit garder ${keptSlots} : sans l’un d’eux, le parent ne recevrait pas par écrit la prestation et son prix, son règlement, l’adresse de vos conditions de vente ou le modèle de formulaire de rétractation, comme la loi le demande.`,
        fix: `remettez dans ce texte ceux qui manquent parmi ${keptSlots}.`,
        editor: `Gardez ${keptSlots} dans ce texte : la loi demande de les remettre au parent par écrit.`,
      }),
    }).refine((text) => fourteenDays.test(text), {
      // Before a contract at a distance, the withdrawal right's delay and how to use it (Code de la consommation, L221-5).
      error: explain({
        title: 'Mention obligatoire absente',
        message: '« {key} » ne dit plus le délai de rétractation de 14 jours : la loi demande de le donner au parent par écrit avant le contrat, avec la façon de se rétracter.',
        fix: 'remettez le paragraphe « Droit de rétractation » : « Vous disposez de 14 jours pour vous rétracter… », depuis la dernière version qui marchait si besoin.',
        editor: 'Gardez le paragraphe sur le droit de rétractation de 14 jours : la loi demande de le donner au parent par écrit.',
      }),
    }), {
      label: 'Informations avant le contrat',
      help: 'Ce que la loi demande de donner au parent par écrit avant un contrat à distance : sous l’accusé de réception d’une demande, et dans l’e-mail d’informations d’un rendez-vous pris hors du site. {offers} est la prestation avec sa durée et son prix (pour une demande laissée ouverte, chaque prestation du type choisi, avec son prix) ; {payment} le règlement de chacune ; {conditions} l’adresse de vos conditions de vente ; {withdrawalForm} le modèle de formulaire de rétractation de votre page Conditions, recopié en entier. {parent}, {date}, {time}, {place} et vos coordonnées comme plus haut ({name}, {siret}, {insurerName}…).',
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
    parentCalendarTitle: words(
      'Titre du rendez-vous dans l’agenda du parent',
      'Le lien « Ajouter à mon agenda » de la confirmation (fichier .ics ou Google Agenda). {offer} est la prestation, {name} votre nom.',
    ),
    parentCalendarNoOffer: words(
      'Prestation qui n’existe plus',
      'Lu à la place de {offer} quand la confirmation cite une prestation que vous avez renommée ou retirée depuis : le rendez-vous reste dans l’agenda du parent, pour une heure.',
    ),
    parentCalendarAtHome: words('Lieu d’une visite à domicile, dans l’agenda du parent', 'Sans la commune : le lien ne porte rien de ce que le parent a écrit.'),
    parentCalendarReminder: words('Rappel la veille, dans l’agenda du parent'),
  }, 'Les liens de l’e-mail de demande de rendez-vous, et l’accusé de réception que reçoit le parent (voir le guide de mise en ligne).'),
  // What her off-site page (the booking tool of pages.yaml's `kind: private` page) adds to the texts above.
  offsiteMail: section('Rendez-vous pris hors du site', {
    informationSubject: words('Objet de l’e-mail d’informations', 'Quand vous confirmez un rendez-vous pris par téléphone ou chez le parent, le parent reçoit d’abord, par écrit, les informations avant le contrat (dont le formulaire de rétractation), sous cet objet : par votre messagerie, ou depuis le site (votre modèle EmailJS d’accusé de réception l’écrit par {{subject}}). {date} est le jour du rendez-vous.'),
    informationOpening: field(keeping(['date', 'time'], 'le parent ne saurait pas de quel rendez-vous vous parlez'), {
      label: 'Début de l’e-mail d’informations',
      help: 'Au-dessus des informations avant le contrat, à la place de l’accusé de réception : le rendez-vous est déjà convenu, sa confirmation suit dans un second message. {parent}, {date}, {time}, {place} viennent de ce que vous avez rempli sur votre page hors site.',
      multiline: true,
    }),
  }, 'Votre page hors site : voir le guide de mise en ligne.'),
  // The paper contract she prints for an offer agreed at the parent's home (a contract concluded off premises,
  // L221-9): her words, with the agreement's details in « {…} »; her facts are filled in as above.
  homeContract: section('Contrat signé chez le parent', {
    title: words('Titre du contrat', 'En haut de la feuille imprimée.'),
    parties: field(prose(), {
      label: 'Les parties',
      help: 'Qui s’engage : vous, avec votre statut, votre adresse et votre SIRET, puis {parent}, le nom du parent écrit sur votre page hors site.',
      multiline: true,
    }),
    offer: field(keeping(['offer', 'price'], 'le contrat ne dirait plus la prestation ou son prix'), {
      label: 'Prestation et prix',
      help: '{offer} est la prestation choisie, avec sa durée ; {price} son prix ; {date}, {time} et {place} le premier rendez-vous.',
    }),
    payment: field(prose(), {
      label: 'Règlement et délai de 7 jours',
      help: '{payment} est le règlement de la formule ou de la consultation (plus haut). Dites qu’aucun paiement n’est demandé avant 7 jours à compter du contrat (article L221-10 du Code de la consommation).',
      multiline: true,
    }),
    withdrawal: field(prose(), {
      label: 'Droit de rétractation',
      help: 'Les 14 jours, comptés depuis la signature, et comment se rétracter : comme sur votre page Conditions. Le modèle de formulaire de cette page est imprimé en dessous, à découper.',
      multiline: true,
    }),
    expressRequest: field(prose(), {
      label: 'Demande expresse à signer',
      help: 'La case que le parent coche et signe quand la prestation commence avant la fin des 14 jours : sa demande, et ce qu’il paie s’il se rétracte ensuite.',
      multiline: true,
    }),
    identity: field(prose(), {
      label: 'Assurance, médiateur et conditions',
      help: 'En bas du contrat : votre assurance, votre médiateur de la consommation, et l’adresse de vos conditions de vente ({conditions}).',
      multiline: true,
    }),
    signed: words('Lieu et date de signature', '{town} est la commune du parent, {today} le jour où vous imprimez le contrat.'),
    signatures: words('Sous chaque signature', '{who} est votre nom, puis celui du parent.'),
    cutHere: words('Au-dessus du formulaire à découper'),
  }, 'La feuille A4 que vous imprimez depuis votre page hors site quand une prestation est convenue chez le parent (voir le guide de mise en ligne).'),
  contactServices: field(nonEmptyList(group({ label: optionLabel(), value: optionValue() })), {
    label: 'Sujets (contact)',
    help: 'Le choix « Sujet » du formulaire de contact, facultatif pour les parents.',
    itemLabel: (option) => String(option.label || 'Nouveau choix'),
  }),
})
