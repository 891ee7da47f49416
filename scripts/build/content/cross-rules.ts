/**
 * What ties her files together, one named rule each (the `rules` list at the end). Each reads the content once
 * every file alone is valid, and says where it fails: a value of a data file, by its path (load.ts finds its
 * line), or a page file.
 */
import leven from 'leven'
import type { ProblemText } from '../../../src/content/problems.ts'
import { capitalized, frenchList } from '../../../src/content/problems.ts'
import { contentFileNames, contentFiles, pageRoles, type ContentFile, type PageRole, type SiteContent } from '../../../src/content/schema.ts'
import { bookingSchema } from '../../../src/content/files/booking.ts'
import { nodeAt, walkSchema, type FieldNode } from '../../../src/content/model.ts'
import { confirmSlots, confirmWord } from '../../../src/lib/email-payload.ts'
import { formatTime, phoneHref } from '../../../src/lib/format.ts'
import { frenchMonths } from '../../../src/lib/french-date.ts'
import { bookingPlaceNames, bookingPlaces, type BookingPlace } from '../../../src/content/places.ts'
import { mailtoLimit, requestLinks } from '../../../src/lib/confirmation.ts'
import { confirmationTermsOf, offerTermsOf } from '../../../src/content/offer-terms.ts'
import { closest } from '../../../src/content/suggest.ts'
import { bracesOf, textVariables, unknownSlotText, unknownSlots } from '../../../src/content/slots.ts'
import { filledNames, unfilledSlots } from './unfilled-slots.ts'
import { textsOf } from './yaml-read.ts'
import { sectionId } from '../../../src/content/model.ts'

/** Where a rule fails: a value of a data file (or its key's line, `atKey`), or a page file as a whole (its name, without « .mdx »). */
export type Finding = ProblemText & { severity?: 'warning' } & ({ file: ContentFile; path: readonly PropertyKey[]; atKey?: true } | { page: string })
/** A rule reads the content, the page files of content/ (without « .mdx ») and its other files (« README.md »). */
type Rule = (content: SiteContent, mdxFiles: readonly string[], otherFiles: readonly string[]) => Finding[]

/** A fix after « À faire : », with the value she may have meant first: no capital after the colon, one after the « ? ». */
const withGuess = (guess: string | undefined, fix: string) =>
  guess ? `vouliez-vous écrire « ${guess} » ? ${fix}` : `${fix.charAt(0).toLocaleLowerCase('fr')}${fix.slice(1)}`

/** Where each value of `values` comes again, after its first. */
const repeated = (values: readonly string[]): number[] => values.flatMap((value, index) => (values.indexOf(value) < index ? [index] : []))

/** Lists whose items have a rule of their own above: an item twice is told there, in its words. */
const ownUniqueness = new Set(['timeSlots', 'testimonials', 'offers', 'bookingServices', 'contactServices', 'footnotes', 'pages'])

/**
 * No other list holds an item twice: an offer's line or a situation pasted twice would be shown twice. Said at the
 * copy, by its text, or its first text for an item of several fields (a situation's title).
 */
const itemsUnique: Rule = (content) =>
  contentFileNames.flatMap((file) => {
    const found: Finding[] = []
    const walk = (node: FieldNode | undefined, value: unknown, path: readonly PropertyKey[]) => {
      if (node?.kind === 'group' && value !== null && typeof value === 'object') {
        for (const [key, child] of Object.entries(node.fields)) walk(child, (value as Record<string, unknown>)[key], [...path, key])
      }
      if (node?.kind !== 'list' || !Array.isArray(value)) return
      value.forEach((item, index) => walk(node.item, item, [...path, index]))
      // By its place in the file, not its name alone: a gift card's « offers » is not the file's.
      if (ownUniqueness.has(path.filter((step) => typeof step === 'string').join('.'))) return
      for (const index of repeated(value.map((item) => JSON.stringify(item)))) {
        const item: unknown = value[index]
        // Its text, or its first text, or its first figure (a price pasted twice: « 130 »).
        const scalar = item !== null && typeof item === 'object' ? Object.values(item).find((each) => typeof each !== 'object') : item
        const words = typeof item === 'string' ? item : (textsOf(item)[0]?.text ?? String(scalar ?? ''))
        // Her closed days are read by the booking form, not by visitors.
        const seen = String(path[0]).startsWith('closed') ? 'une seule ligne suffit' : 'les visiteurs le liraient deux fois'
        found.push({
          file,
          path: [...path, index],
          title: 'Ligne en double',
          message: `« ${words.replace(/\s+/g, ' ').trim()} » est écrit deux fois dans « ${node.meta?.label ?? String(path.at(-1))} » : ${seen}.`,
          fix: 'supprimez l’une des deux copies.',
        })
      }
    }
    walk(walkSchema(contentFiles[file].schema), content[contentFiles[file].module], [])
    return found
  })

/** Each offer has its own id: the gift cards and the « Réserver » links name offers by it. */
const offerIdsUnique: Rule = ({ offers: { offers } }) =>
  repeated(offers.map((offer) => offer.id)).map((index) => ({
    file: 'data/offers.yaml',
    path: ['offers', index, 'id'],
    title: 'Identifiant en double',
    message: `deux offres ont l’identifiant « ${offers[index]!.id} ».`,
    fix: 'donnez à chaque offre un identifiant différent : la carte cadeau et les liens les citent.',
  }))

/**
 * Each offer, and each choice of the forms, has its own name: two cards titled alike on the prices page, or
 * « Allaitement » twice in a form's list, leave the parent unable to tell them apart. A warning: they may differ elsewhere.
 */
const namesUnique: Rule = ({ offers: { offers }, booking }) => [
  ...repeated(offers.map((offer) => offer.title.trim())).map((index) => ({ path: ['offers', index, 'title'], file: 'data/offers.yaml' as const, name: offers[index]!.title, what: 'deux offres', where: 'deux cartes au même titre sur vos pages de tarifs, et deux choix pareils dans le formulaire de rendez-vous', each: 'chaque offre un nom qui la distingue' })),
  ...(['bookingServices', 'contactServices'] as const).flatMap((list) =>
    repeated(booking[list].map((option) => option.label.trim())).map((index) => ({
      path: [list, index, 'label'],
      file: 'data/booking.yaml' as const,
      name: booking[list][index]!.label,
      what: list === 'bookingServices' ? 'deux types de consultation' : 'deux sujets du formulaire de contact',
      where: `deux choix pareils dans la liste du formulaire de ${list === 'bookingServices' ? 'rendez-vous' : 'contact'}`,
      each: 'chaque choix un nom qui le distingue',
    })),
  ),
].map(({ path, file, name, what, where, each }) => ({
  severity: 'warning' as const,
  file,
  path,
  title: 'Nom en double' as const,
  message: `${what} s’appellent « ${name} » : le parent verrait ${where}, sans pouvoir les distinguer.`,
  fix: `donnez à ${each}, ou supprimez la copie.`,
}))

/** Each testimonial is given once: one pasted twice would show the same words as two families', side by side when they are the latest. */
const testimonialsUnique: Rule = ({ testimonials: { testimonials } }) =>
  repeated(testimonials.map((testimonial) => testimonial.text.replace(/\s+/g, ' ').trim())).map((index) => ({
    file: 'data/testimonials.yaml',
    path: ['testimonials', index, 'text'],
    title: 'Témoignage en double',
    message: `le témoignage de « ${testimonials[index]!.name} » a les mots d’un témoignage plus haut dans la liste : il serait publié deux fois, comme l’avis de deux familles.`,
    fix: 'supprimez l’une des deux copies.',
  }))

/** A name with more than a first name: « Marion Lefèvre », « Marion L. », « Léo Martin » (not « Julie et Thomas », « Marie-Anne »). */
const moreThanFirstNames = /\p{Lu}[\p{Ll}’'-]+\s+\p{Lu}(?:[\p{Ll}’'-]+|\.)/u
/** A day of birth: « né le 12 juin », « née le 3/05/2026 », « 12 juin 2026 ». */
const birthDay = new RegExp(`\\bn[ée]e?s?\\s+le\\s+\\d|\\b\\d{1,2}(?:er)?\\s+(?:${frenchMonths.join('|')})\\s+\\d{4}|\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b`, 'iu')

/**
 * A testimonial that names the family beyond a first name, or gives the baby's day of birth: with what it says of
 * breastfeeding, health data, the family would be known to all who read it. A warning: a first name of two words
 * (« Anne Sophie ») is one.
 */
const testimonialsKeepFamiliesUnknown: Rule = ({ testimonials: { testimonials } }) =>
  testimonials.flatMap((testimonial, index) => {
    const named = (['name', 'babyLine'] as const).find((key) => moreThanFirstNames.test(testimonial[key]))
    const field = named ?? (birthDay.test(testimonial.babyLine) ? 'babyLine' : undefined)
    if (!field) return []
    return [{
      severity: 'warning' as const,
      file: 'data/testimonials.yaml' as const,
      path: ['testimonials', index, field],
      title: 'Famille reconnaissable' as const,
      message: `« ${testimonial[field]} » donne ${named ? 'plus qu’un prénom' : 'le jour de naissance du bébé'} : avec ce que le témoignage dit de l’allaitement, une information de santé, la famille serait reconnaissable par tous ceux qui le lisent.`,
      fix: named
        ? 'gardez les prénoms seuls (« Marion », « maman de Léo »), sans nom de famille ni initiale ; si c’est un prénom en deux mots, rien à faire.'
        : 'écrivez l’âge du bébé (« 3 mois ») plutôt que sa date de naissance.',
    }]
  })

/** The words a consultation's name gives its place by: « Consultation en visio », « Suivi par téléphone », « à domicile ». */
const placeWords: Readonly<Record<BookingPlace, RegExp>> = {
  video: /\b(?:visio|vidéo|video|en ligne|téléconsultation|teleconsultation)/i,
  phone: /\b(?:téléphone|telephone|téléphonique)/i,
  home: /\b(?:domicile|chez vous|à la maison)/i,
}

/**
 * A type of consultation whose name says one place and whose `place` another (« Consultation en visio », place: home):
 * the form would ask the parent's town and say « Chez vous », the confirmation send her to the parent's home. A
 * warning: a name may speak of two places.
 */
const placesMatchNames: Rule = ({ booking: { bookingServices } }) =>
  bookingServices.flatMap((option, index) => {
    const said = bookingPlaces.filter((place) => placeWords[place].test(`${option.label} ${option.value.replace(/-/g, ' ')}`))
    if (said.length !== 1 || said[0] === option.place) return []
    return [{
      severity: 'warning' as const,
      file: 'data/booking.yaml' as const,
      path: ['bookingServices', index, 'place'],
      title: 'Lieu à vérifier' as const,
      message: `le nom « ${option.label} » annonce une consultation ${bookingPlaceNames[said[0]!].toLowerCase()}, mais son lieu est « ${bookingPlaceNames[option.place]} » (place: ${option.place}) : le formulaire ${option.place === 'home' ? 'demanderait sa commune au parent et écrirait « Chez vous »' : 'ne demanderait pas sa commune au parent'}, et la confirmation donnerait ce lieu.`,
      fix: `écrivez « place: ${said[0]} » (dans l’éditeur : ${bookingPlaceNames[said[0]!]}), ou changez le nom de ce type de consultation s’il se tient bien là.`,
    }]
  })

/** Each type of consultation, and each subject of the contact form, has its own value: the forms and the offers name it by that value. */
const optionValuesUnique: Rule = ({ booking }) =>
  (['bookingServices', 'contactServices'] as const).flatMap((list) =>
    repeated(booking[list].map((option) => option.value)).map((index) => ({
      file: 'data/booking.yaml' as const,
      path: [list, index, 'value'],
      title: 'Identifiant en double' as const,
      message: `deux ${list === 'bookingServices' ? 'types de consultation' : 'sujets du formulaire de contact'} ont l’identifiant « ${booking[list][index]!.value} ».`,
      fix: `donnez à chacun un identifiant différent : ${list === 'bookingServices' ? 'le formulaire de rendez-vous et les offres (booking:) les citent' : 'le formulaire de contact les reconnaît à cet identifiant'}.`,
    })),
  )

/** Each price note has its own number: a price names its note by it. */
const footnoteNumbersUnique: Rule = ({ offers: { footnotes } }) =>
  repeated(footnotes.map((footnote) => String(footnote.number))).map((index) => ({
    file: 'data/offers.yaml',
    path: ['footnotes', index, 'number'],
    title: 'Note en double',
    message: `deux notes de prix ont le numéro ${footnotes[index]!.number} : un prix qui y renvoie ne dirait pas laquelle.`,
    fix: 'donnez à chaque note un numéro différent, puis vérifiez le numéro que chaque prix cite (footnote:).',
  }))

/**
 * A slot before 7 h or from 22 h: an afternoon typed the 12-hour way (« 03:00 » for 15:00), offered to parents as
 * a morning slot on every open day. A warning: she may see parents early.
 */
const slotsAtOddHours: Rule = ({ booking: { timeSlots } }) =>
  timeSlots.flatMap((slot, index) => {
    const hour = Number(slot.slice(0, 2))
    if (hour >= 7 && hour <= 21) return []
    const meant = hour < 12 ? `${String(hour + 12).padStart(2, '0')}${slot.slice(2)}` : undefined
    return [{
      severity: 'warning' as const,
      file: 'data/booking.yaml' as const,
      path: ['timeSlots', index],
      title: 'Créneau inhabituel' as const,
      message: `le créneau de ${slot} serait proposé aux parents chaque jour ouvert, ${hour < 12 ? 'parmi ceux du matin' : 'le soir'}.`,
      fix: `${meant ? `vouliez-vous écrire « '${meant}' » ? ` : ''}Les heures s’écrivent de 00 à 23. Si c’est voulu, rien à faire.`,
    }]
  })

/**
 * Her phone a landline (01 to 05, 09): the urgent box's « Envoyer un SMS » and the follow-up by SMS her prices include
 * would write to a phone that receives none. A warning: some landlines read texts aloud.
 */
const phoneTakesTexts: Rule = ({ practice: { phone } }) => {
  const digit = /^tel:\+33(\d)/.exec(phoneHref(phone))?.[1]
  if (digit === undefined || !/[1-59]/.test(digit)) return []
  return [{
    severity: 'warning',
    file: 'data/practice.yaml',
    path: ['phone'],
    title: 'Numéro fixe',
    message: `${phone} est un numéro de fixe : le bouton « Envoyer un SMS » de l’encadré d’urgence et le suivi par SMS compris dans vos tarifs écriraient à un téléphone qui ne reçoit pas les SMS.`,
    fix: 'écrivez le numéro de votre portable (06 ou 07). Si ce fixe reçoit les SMS, rien à faire.',
  }]
}

/** The mail services her e-mail address most likely uses, whose names a typo changes into none (« gmial.com »). */
const mailDomains = ['gmail.com', 'hotmail.com', 'hotmail.fr', 'outlook.com', 'outlook.fr', 'live.fr', 'yahoo.fr', 'yahoo.com', 'orange.fr', 'wanadoo.fr', 'free.fr', 'sfr.fr', 'laposte.net', 'icloud.com', 'protonmail.com', 'proton.me']

/** Mail services as real as those, near one of their names (« ymail.com », Yahoo's, is one letter from « gmail.com »). */
const otherMailDomains = ['ymail.com', 'gmx.fr', 'gmx.com', 'me.com', 'mac.com', 'aol.com', 'msn.com', 'live.com', 'neuf.fr', 'bbox.fr', 'laposte.fr']

/**
 * Her e-mail's domain one or two letters from a known mail service's, with its ending, not it: mail sent to it would
 * reach nobody. Written here: the spelling checker of the mailcheck family (@zootools/email-spell-checker) offers
 * « sky.com » for « sfr.com » and « mail.fr » for « gmail.fr », wrong guesses in a message she would follow.
 */
const emailDomainKnown: Rule = ({ practice: { email } }) => {
  const domain = email.split('@')[1]?.toLowerCase() ?? ''
  const meant = mailDomains.find((known) => known !== domain && leven(known, domain) <= 2 && known.split('.').at(-1) === domain.split('.').at(-1))
  if (!meant || mailDomains.includes(domain) || otherMailDomains.includes(domain)) return []
  return [{
    severity: 'warning',
    file: 'data/practice.yaml',
    path: ['email'],
    title: 'Adresse e-mail à vérifier',
    message: `« ${domain} » ressemble à « ${meant} » sans l’être : les messages envoyés à « ${email} » n’arriveraient nulle part, ni ceux des formulaires ni ceux des parents.`,
    fix: `vérifiez l’adresse : vouliez-vous écrire « ${email.split('@')[0]}@${meant} » ? Si c’est bien la vôtre, rien à faire.`,
  }]
}

/** The middle of some amounts. */
const median = (amounts: readonly number[]) => {
  const sorted = amounts.toSorted((a, b) => a - b)
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2
}

/**
 * A price four times above or below the others of its group (of all her offers, with one other in its group or none):
 * a zero typed or lost (« 700 », « 7 » for 70), shown on the card, on the home page and in the e-mails. The guess is
 * that amount ten times more or less, when it sits among the others.
 */
const pricesLikeOthers: Rule = ({ offers: { offers } }) => {
  const all = offers.flatMap((offer, index) => offer.prices.map((price, at) => ({ offer, amount: price.amount, path: ['offers', index, 'prices', at, 'amount'] })))
  return all.flatMap(({ offer, amount, path }): Finding[] => {
    const others = all.filter((each) => each.path !== path)
    const group = others.filter((each) => each.offer.group === offer.group)
    const compared = (group.length > 1 ? group : others).map((each) => each.amount)
    if (compared.length === 0) return []
    const middle = median(compared)
    if (amount * 4 >= middle && amount <= middle * 4) return []
    const guess = [amount * 10, amount / 10].find((each) => Number.isInteger(each) && each * 2 >= middle && each <= middle * 2)
    return [{
      severity: 'warning',
      file: 'data/offers.yaml',
      path,
      title: 'Prix inhabituel',
      message: `${amount} € pour « ${offer.title} » est loin des autres prix ${group.length > 1 ? 'de son groupe' : 'de vos offres'} (${Math.min(...compared) === Math.max(...compared) ? '' : `de ${Math.min(...compared)} à `}${Math.max(...compared)} €) : un zéro de trop, ou en moins ?`,
      fix: `${guess ? `vouliez-vous écrire ${guess} ? Le site` : 'le site'} montre ce prix sur la carte de l’offre, à l’accueil si elle y est, et dans les e-mails. Si c’est voulu, rien à faire.`,
    }]
  })
}

/** Each time slot is written once: the booking form makes one button of each. */
const slotsUnique: Rule = ({ booking: { timeSlots } }) =>
  repeated(timeSlots).map((index) => ({
    file: 'data/booking.yaml',
    path: ['timeSlots', index],
    title: 'Créneau en double',
    message: `le créneau de ${formatTime(timeSlots[index]!)} est écrit deux fois.`,
    fix: 'supprimez l’une des deux lignes : le formulaire propose chaque créneau une fois.',
  }))

/**
 * An offer's `booking` is one of the booking form's types of consultation. One offer naming an unknown type most
 * likely has a typo, told at the offer, as is one copied into other offers when a type other offers name is near it;
 * otherwise several naming the same one mean the type left booking.yaml, removed or renamed: told once there, with no
 * other type offered in its place (a postnatal type for prenatal offers would pass the check and be false), unless
 * one type nobody names looks like its new spelling.
 */
const offersBookKnownTypes: Rule = ({ offers: { offers }, booking }) => {
  const options = booking.bookingServices.map((option) => option.value)
  const unknown = Map.groupBy(offers.map((offer, index) => ({ offer, index })).filter(({ offer }) => !options.includes(offer.booking)), ({ offer }) => offer.booking)
  return [...unknown].flatMap(([value, naming]): Finding[] => {
    if (naming.length === 1) {
      const { offer, index } = naming[0]!
      return [{
        file: 'data/offers.yaml',
        path: ['offers', index, 'booking'],
        title: 'Valeur non prévue',
        message: `« ${offer.title} » choisit d’avance « ${value} », qui n’est pas un type de consultation du formulaire.`,
        fix: withGuess(closest(value, options), `Valeurs possibles (bookingServices de booking.yaml) : ${options.join(', ')}.`),
      }]
    }
    const titles = frenchList(naming.map(({ offer }) => `« ${offer.title} »`), 'et')
    const meant = closest(value, options)
    // A letter or two from a type other offers name: an offer copied with its typo, told at the first of them. Not
    // further: « consultations-prenatales » deleted is three letters from « consultations-postnatales ».
    if (meant !== undefined && leven(value, meant) <= 2 && offers.some((offer) => offer.booking === meant)) {
      return [{
        file: 'data/offers.yaml',
        path: ['offers', naming[0]!.index, 'booking'],
        title: 'Valeur non prévue',
        message: `${naming.length} offres (${titles}) choisissent d’avance « ${value} », qui n’est pas un type de consultation du formulaire.`,
        fix: `vouliez-vous écrire « ${meant} », comme vos autres offres de ce type ? Corrigez-le dans chacune.`,
      }]
    }
    const renamed = closest(value, options.filter((option) => !offers.some((offer) => offer.booking === option)))
    return [{
      file: 'data/booking.yaml',
      ...(renamed ? { path: ['bookingServices', options.indexOf(renamed), 'value'] } : { path: ['bookingServices'], atKey: true as const }),
      title: 'Type de consultation manquant',
      message: `${naming.length} offres de offers.yaml (${titles}) choisissent d’avance le type « ${value} », qui n’est pas dans la liste des types de consultation du formulaire.`,
      fix: renamed
        ? `vouliez-vous écrire « value: ${value} » ici ? Sinon, donnez à ces offres le type qui leur convient (booking: dans offers.yaml).`
        : `remettez ce type dans bookingServices (un libellé, « value: ${value} » et son lieu), ou donnez à chacune de ces offres le type qui lui convient (booking: dans offers.yaml).`,
    }]
  })
}

/** A price's note is one of `footnotes`. */
const priceNotesExist: Rule = ({ offers: { offers, footnotes } }) => {
  const numbers = footnotes.map((footnote) => footnote.number)
  // A note's number typed as another's (« Note en double »): the prices citing the number it lost are right.
  if (new Set(numbers).size < numbers.length) return []
  return offers.flatMap((offer, index) =>
    offer.prices.flatMap((price, priceIndex) =>
      price.footnote === undefined || numbers.includes(price.footnote)
        ? []
        : [{
            file: 'data/offers.yaml',
            path: ['offers', index, 'prices', priceIndex, 'footnote'],
            title: 'Note invalide',
            message: `le prix de « ${offer.title} » renvoie à la note (${price.footnote}), qui n’existe pas.`,
            fix: `écrivez le numéro d’une note de « footnotes » (${numbers.join(', ') || 'aucune pour l’instant'}), ou ajoutez cette note.`,
          }],
    ),
  )
}

/**
 * Her request e-mail has room for so many « Confirmer » (her template's pairs of variables): a type of
 * consultation whose offers give more prices would lose the last ones without a word.
 */
const confirmButtonsFit: Rule = ({ offers: { offers }, booking }) =>
  booking.bookingServices.flatMap((option, index) => {
    const prices = offers.filter((offer) => offer.booking === option.value).reduce((count, offer) => count + offer.prices.length, 0)
    return prices <= confirmSlots
      ? []
      : [{
          file: 'data/booking.yaml',
          path: ['bookingServices', index, 'value'],
          title: 'Trop de prix',
          message: `les offres de « ${option.label} » donnent ${prices} prix : l’e-mail d’une demande n’a de place que pour ${confirmSlots} boutons « Confirmer », un par prix.`,
          fix: `répartissez ces offres entre deux types de consultation, ou gardez-en au plus ${confirmSlots} prix.`,
        }]
  })

/**
 * Each type of consultation the booking form offers has an offer: its price is what the parent's auto-reply must
 * state before the contract (the host function refuses a request without one), and what her « Confirmer » confirms.
 * An offer whose misspelt type most likely meant this one is told as such (offersBookKnownTypes), not again here.
 */
const typesHaveOffers: Rule = ({ offers: { offers }, booking }) => {
  const options = booking.bookingServices.map((option) => option.value)
  const meant = (offer: { booking: string }) => (options.includes(offer.booking) ? offer.booking : closest(offer.booking, options))
  return booking.bookingServices.flatMap((option, index) =>
    offers.some((offer) => meant(offer) === option.value)
      ? []
      : [{
          file: 'data/booking.yaml',
          path: ['bookingServices', index, 'value'],
          title: 'Type sans offre',
          message: `aucune offre de offers.yaml n’a « booking: ${option.value} » : un parent qui choisit « ${option.label} » ne verrait aucun prix, ne recevrait pas d’accusé de réception, et votre e-mail n’aurait pas de bouton « Confirmer ».`,
          fix: `ajoutez dans offers.yaml une offre avec « booking: ${option.value} », ou retirez ce type de bookingServices.`,
        }],
  )
}

/** A gift card names offers that exist. */
const giftCardsNameOffers: Rule = ({ offers: { offers, giftCards } }) => {
  const ids = new Set(offers.map((offer) => offer.id))
  return giftCards.flatMap((card, index) =>
    card.offers.flatMap((id, idIndex) =>
      ids.has(id)
        ? []
        : [{
            file: 'data/offers.yaml',
            path: ['giftCards', index, 'offers', idIndex],
            title: 'Offre inconnue',
            message: `la carte cadeau n° ${index + 1} cite l’offre « ${id} », qui n’existe pas.`,
            fix: withGuess(closest(id, ids), 'Écrivez l’identifiant d’une offre de la liste « offers ».'),
          }],
    ),
  )
}

/**
 * A delay promised « sous 24 h » must not hold on a day the calendar closes: it names each closed weekday
 * (« week-ends » or « ouvrées » names Saturday and Sunday, « ouvrables » Sunday). The example names them all, so that following it is enough.
 */
const promisesNameClosedDays: Rule = ({ booking: { closedWeekdays }, practice }) => {
  const promises = [['urgentTime', 'le délai d’un rendez-vous urgent'], ['responseTime', 'le délai de réponse']] as const
  const plural = (days: readonly string[]) => days.map((day) => `${day}s`)
  return promises.flatMap(([key, what]) => {
    const promise = practice[key].toLowerCase()
    // « jours ouvrés » leave out Saturdays and Sundays, « jours ouvrables » Sundays: her reserve, in the law's words.
    const said = [
      ...(/week-?ends?|\bouvrée?s?\b/.test(promise) ? ['samedi', 'dimanche'] : []),
      ...(/\bouvrables?\b/.test(promise) ? ['dimanche'] : []),
    ]
    const forgotten = closedWeekdays.filter((weekday) => !promise.includes(weekday) && !said.includes(weekday))
    if (forgotten.length === 0) return []
    const days = forgotten.length === 1 ? `le ${forgotten[0]}` : `les ${frenchList(plural(forgotten), 'et')}`
    return [{
      file: 'data/practice.yaml',
      path: [key],
      title: 'Promesse sans réserve',
      message: `${what} (« ${practice[key]} ») ne dit pas que vous ne recevez pas ${days}, alors que le calendrier de rendez-vous est fermé ${forgotten.length === 1 ? 'ce jour-là' : 'ces jours-là'} (booking.yaml).`,
      fix: `ajoutez la réserve après le délai, entre parenthèses, par exemple « ${key}: 24 h (hors ${plural(closedWeekdays).join(', ')} et jours fériés) ».`,
    }]
  })
}

/** A word of the full label that says the action alone: its verb (« Réserver une consultation »), else its last word (« Prendre rendez-vous »). */
function shortWord(cta: string): string {
  const words = cta.split(' ')
  const word = /(?:er|ir)$/i.test(words[0] ?? '') ? words[0]! : (words.at(-1) ?? cta)
  return capitalized(word)
}

/** The phone's short label is part of the full one, which screen readers say: what is seen is what can be spoken to a voice control. */
const shortLabelInFull: Rule = ({ ui: { header: { cta, ctaShort } } }) =>
  cta.toLocaleLowerCase('fr-FR').includes(ctaShort.toLocaleLowerCase('fr-FR'))
    ? []
    : [{
        file: 'data/ui.yaml',
        path: ['header', 'ctaShort'],
        title: 'Bouton court',
        message: `le bouton de l’en-tête sur téléphone (« ${ctaShort} ») ne reprend pas les mots du bouton entier (« ${cta} »), que les lecteurs d’écran et la commande vocale utilisent.`,
        fix: `écrivez des mots pris dans « ${cta} », par exemple « ${shortWord(cta)} ».`,
      }]

/** Each page in the menu has its own name there: two « Consultations » would lead to two pages. */
const navNamesUnique: Rule = ({ pages: { pages } }) =>
  repeated(pages.map((page, index) => page.nav?.trim() || `#${index}`)).map((index) => {
    const nav = pages[index]!.nav!.trim()
    const first = pages.find((page) => page.nav?.trim() === nav)!
    return {
      file: 'pages.yaml',
      path: ['pages', index, 'nav'],
      title: 'Nom de menu en double',
      message: `les pages ${first.path} et ${pages[index]!.path} s’appellent toutes deux « ${nav} » dans le menu : les visiteurs y liraient « ${nav} » deux fois, pour deux pages.`,
      fix: 'donnez à l’une d’elles un autre nom dans le menu (nav:), ou retirez-la du menu en effaçant sa ligne « nav: ».',
    }
  })

/** Each page has its own address. */
const pagePathsUnique: Rule = ({ pages: { pages } }) =>
  repeated(pages.map((page) => page.path)).map((index) => ({
    file: 'pages.yaml',
    path: ['pages', index, 'path'],
    title: 'Adresse de page invalide',
    message: `l’adresse ${pages[index]!.path} est déjà celle d’une autre page.`,
    fix: 'donnez à chaque page une adresse différente.',
  }))

/** Each page has its own file: an entry copied for a new page that keeps another's `file:` would publish that page twice. */
const pageFilesUnique: Rule = ({ pages: { pages } }, mdxFiles) =>
  copiedEntries(pages).map((index) => {
    const own = ownFileLeft(pages[index]!, pages, mdxFiles)
    return {
      file: 'pages.yaml',
      path: ['pages', index, 'file'],
      title: 'Fichier de page en double',
      message: `la page ${pages[index]!.path} reprend le fichier content/${pages[index]!.file}.mdx d’une autre page : le même texte serait publié à deux adresses.`,
      fix: withGuess(own && `file: ${own}`, 'Écrivez dans « file: » le nom du fichier de cette page (sans « .mdx »), ou retirez l’une des deux entrées.'),
    }
  })

/**
 * The entries that name a file another entry names: each but the one whose address is the file's name
 * (« /temoignages », temoignages.mdx), or each but the first.
 */
function copiedEntries(pages: readonly { path: string; file: string }[]): number[] {
  const byFile = Map.groupBy(pages.map((page, index) => ({ page, index })), ({ page }) => page.file)
  return [...byFile].flatMap(([file, entries]) => {
    if (entries.length < 2) return []
    const keep = entries.find(({ page }) => page.path === `/${file}`) ?? entries[0]!
    return entries.filter((entry) => entry !== keep).map(({ index }) => index)
  }).sort((a, b) => a - b)
}
/** The unused page file named after an entry's address (« /temoignages », temoignages.mdx): its own, before it was pointed elsewhere. */
const ownFileLeft = (entry: { path: string }, pages: readonly { file: string }[], mdxFiles: readonly string[]) =>
  mdxFiles.find((file) => `/${file}` === entry.path && !pages.some((page) => page.file === file))

/** The list has a home page: the header's name, the 404 page and every « Accueil » lead there. */
const homePageListed: Rule = ({ pages: { pages } }) =>
  pages.some((page) => page.path === '/')
    ? []
    : [{
        file: 'pages.yaml',
        path: ['pages'],
        title: 'Page d’accueil manquante',
        message: 'aucune page n’a l’adresse « / » : le site n’aurait pas de page d’accueil, où mènent votre nom en haut de chaque page et le lien de la page introuvable.',
        fix: 'donnez l’adresse « path: / » à votre page d’accueil, dans la liste des pages (dans l’éditeur : Pages et menu › la page › Adresse).',
      }]

/** The page that plays each role (the booking page, the offers page…), which the site's buttons, forms and structured data lead to. */
export const roleNames: Readonly<Record<PageRole, readonly [name: string, use: string]>> = {
  booking: ['la page de rendez-vous', 'que ses boutons ouvrent'],
  offers: ['la page des tarifs', 'où les moteurs de recherche lisent vos tarifs'],
  terms: ['la page des conditions de vente', 'que le formulaire de rendez-vous cite'],
  privacy: ['la politique de confidentialité', 'que chaque formulaire cite'],
}

/** Exactly one page plays each role. */
const oneRolePerPage: Rule = ({ pages: { pages } }) =>
  pageRoles.flatMap((role) => {
    const holders = pages.flatMap((page, index) => (page.role === role ? [index] : []))
    if (holders.length === 1) return []
    const [, second] = holders
    const [name, use] = roleNames[role]
    return [{
      file: 'pages.yaml',
      path: second === undefined ? ['pages'] : ['pages', second, 'role'],
      title: 'Rôle de page',
      message:
        second === undefined
          ? `aucune page n’a « role: ${role} » : le site ne sait pas quelle page est ${name}, ${use}.`
          : `${holders.length} pages ont « role: ${role} » : une seule peut être ${name}.`,
      fix:
        second === undefined
          ? `ajoutez « role: ${role} » à ${name}, dans la liste des pages (dans l’éditeur : Pages et menu › la page › Rôle).`
          : `gardez « role: ${role} » sur une seule page, et retirez-le des autres.`,
    }]
  })

/**
 * Each page of the list has its file, and each page file is in the list. A file a misspelt entry most likely
 * meant is told with the entry's mistake, not again as absent from the list.
 */
const pageFilesListed: Rule = ({ pages: { pages, notFound } }, mdxFiles, otherFiles) => {
  const entries = [...pages.map((page, index) => ({ file: page.file, path: ['pages', index, 'file'] })), { file: notFound.file, path: ['notFound', 'file'] }]
  const guesses = new Set<string>()
  const missing = entries.flatMap((entry): Finding[] => {
    if (mdxFiles.includes(entry.file)) return []
    // Saved under another ending (« ateliers.md », « ateliers.MDX », « ateliers.mdx.txt »): renamed, it is the page.
    const saved = otherFiles.find((name) => name.startsWith(`${entry.file}.`))
    if (saved) {
      return [{
        file: 'pages.yaml',
        path: entry.path,
        title: 'Fichier de page manquant',
        message: `la page annonce le fichier content/${entry.file}.mdx, et c’est content/${saved} qui existe : seul un fichier qui finit par « .mdx » est une page.`,
        fix: `renommez content/${saved} en content/${entry.file}.mdx.`,
      }]
    }
    const guess = mdxFiles.find((file) => `${file}.mdx` === entry.file) ?? closest(entry.file, mdxFiles)
    if (guess) guesses.add(guess)
    return [{
      file: 'pages.yaml',
      path: entry.path,
      title: 'Fichier de page manquant',
      message: `la page annonce le fichier content/${entry.file}.mdx, qui n’existe pas.`,
      fix: withGuess(guess, `Créez content/${entry.file}.mdx, ou reprenez exactement le nom d’un fichier existant, sans « .mdx ».`),
    }]
  })
  const used = new Set(entries.map((entry) => entry.file))
  // A file whose entry now names another page's file: told there, with its name (pageFilesUnique).
  for (const index of copiedEntries(pages)) {
    const own = ownFileLeft(pages[index]!, pages, mdxFiles)
    if (own) guesses.add(own)
  }
  const unlisted = mdxFiles
    .filter((file) => !used.has(file) && !guesses.has(file))
    .map((file): Finding => {
      const original = copiedFrom(file, [...used])
      if (original) return { page: file, ...copiedFile(`content/${original}.mdx`) }
      return unlistedPage(file)
    })
  return [...missing, ...unlisted]
}

/**
 * The file `name` is a copy of, among `names`: a backup a computer made beside it (« a-propos copie », « accueil
 * (1) », « conditions - Copie 2 », « Copie de accueil », « Copy of urgence »).
 */
export function copiedFrom(name: string, names: readonly string[]): string | undefined {
  const original = /^(.+?)(?:[ _-]+(?:copie|copy)(?:[ _-]*\d+)?|\s*\(\d+\))$/i.exec(name)?.[1] ?? /^(?:copie de|copy of)\s+(.+)$/i.exec(name)?.[1]
  return original !== undefined && names.includes(original) ? original : undefined
}

/** What a copy of `original` (« content/a-propos.mdx ») is told: a backup, not a page or a block to publish. */
export const copiedFile = (original: string): ProblemText => ({
  title: 'Copie d’un fichier',
  message: `ce fichier semble une copie de ${original} : rien ne l’utilise, et le site ne le publie pas.`,
  fix: 'si c’est une sauvegarde, supprimez-le : l’historique du dépôt garde chaque version de vos fichiers. Si c’est un nouveau texte, donnez-lui son propre nom.',
})

/** A page file no entry of pages.yaml uses. */
const unlistedPage = (file: string): Finding => ({
  page: file,
  title: 'Page absente de la liste',
  message: 'aucune page de content/pages.yaml n’utilise ce fichier : la page ne serait pas publiée.',
  // A name with capitals, accents or spaces would give an address the list refuses: renamed first.
  fix: `${sectionId(file) === file ? '' : `renommez-le content/${sectionId(file)}.mdx (sans majuscule, accent ni espace), puis `}ajoutez dans content/pages.yaml une page avec « path: /${sectionId(file)} » et « file: ${sectionId(file)} », un titre et une description, ou déplacez le fichier s’il n’est pas une page (un bloc partagé va dans content/blocs/).`,
})

/** Every « {…} » of her booking.yaml texts is filled in: one nothing fills would reach the parent as typed. */
const textSlotsKnown: Rule = (content) => {
  const booking = walkSchema(bookingSchema)
  const unfilled = unfilledSlots(content)
  const filled = unfilled.length > 0 ? filledNames(content) : {}
  return unfilled.flatMap(({ path, names }) => {
    // What she most likely meant: a variable the text's help names in the editor that the site fills there (not
    // the slot it is read in place of: « {payment} » for her payment words), or one of her facts.
    const named = helpNames(booking, path).filter((name) => filled[path[0]]![path[1]]!.includes(name))
    return names.map((name) => ({ file: 'data/booking.yaml' as const, path, ...unknownSlotText(name, named, 'composed') }))
  })
}

/** The variables the text at `path` may hold, by its help in the editor (`textVariables`). */
const helpNames = (root: FieldNode, path: readonly PropertyKey[]) => textVariables(nodeAt(root, path), typeof path.at(-1) === 'number' ? nodeAt(root, path.slice(0, -1)) : undefined)

/** Every « {…} » of her other texts (the interface's words, the pages' titles, her training…) is filled in (src/content/slots.ts). */
const helpSlotsKnown: Rule = (content) =>
  contentFileNames.flatMap((file) => {
    const { module, schema } = contentFiles[file]
    const root = walkSchema(schema)
    return textsOf(content[module]).flatMap(({ path, text }) => {
      const braces = bracesOf(file, path[0]!)
      if (braces === 'composed') return []
      const named = helpNames(root, path)
      return unknownSlots(text, named, braces).map((name) => ({ file, path, ...unknownSlotText(name, named, braces) }))
    })
  })

/** Each link of her request e-mail, by the text of booking.yaml's `confirmation` it prepares: its words in her template (content/LANCEMENT.md). */
export const requestButtons = { text: confirmWord, proposeText: 'Proposer un autre créneau', acknowledgeText: 'Accuser réception du «\u00a0oui\u00a0»' } as const
type RequestButton = keyof typeof requestButtons

/**
 * A long request, as real ones are: a 42-letter name, a 25-letter town, a long address and date. The forms take
 * longer ones (form-errors.ts's `textLimits`), whose links a mail app may cut whatever her words: her words must
 * leave room for a long request, not for every one.
 */
const longRequest = {
  parent: 'Marie-Élisabeth de La Rochefoucauld-Guérin',
  email: 'marie-elisabeth.delarochefoucauld@example.fr',
  phone: '06 11 22 33 44',
  town: 'Saint-Sébastien-sur-Loire',
  minutes: 90,
  // « mercredi 29 septembre 2027 », asked the day before: the confirmation carries the express request.
  day: '2027-09-29',
  sentOn: '2027-09-28',
}

/** How many characters to cut from the end of `text` for its link to lose `excess` characters (an « é » is 6 in a link, a space 3). */
function charactersToCut(text: string, excess: number): number {
  const characters = [...text]
  let saved = 0
  let count = 0
  // As the link writes it (email-payload.ts's mailtoHref): a line break as « \r\n ».
  while (saved < excess && count < characters.length) saved += encodeURIComponent(characters[characters.length - 1 - count++]!.replace('\n', '\r\n')).length
  return count
}

/**
 * Each link of her request e-mail opens in a mail app (confirmation.ts's `mailtoLimit`) for a long request, on
 * every type of consultation: past it, tapping « Confirmer » could open a cut draft, or none.
 */
const requestLinksOpen: Rule = (content) => {
  const { bookingServices, timeSlots, confirmation } = content.booking
  const terms = confirmationTermsOf(content, '')
  const allOffers = offerTermsOf(content.offers, bookingServices)
  // Her slot the longest written (« 18 h 30 » rather than « 9 h »).
  const slot = timeSlots.reduce((longest, each) => (formatTime(each).length > formatTime(longest).length ? each : longest))
  const hrefs = bookingServices.flatMap((service): [RequestButton, string][] => {
    const offers = allOffers.filter((offer) => offer.booking === service.value)
    // A type with no offer has no « Confirmer »: « Type sans offre » says so.
    if (offers.length === 0) return []
    const links = requestLinks({ ...longRequest, place: service.place, offers, service: service.label, slot }, terms)
    return [...links.confirms.map((confirm): [RequestButton, string] => ['text', confirm.href]), ['proposeText', links.propose], ['acknowledgeText', links.acknowledge]]
  })
  return (Object.keys(requestButtons) as RequestButton[]).flatMap((key) => {
    const length = Math.max(0, ...hrefs.filter(([button]) => button === key).map(([, href]) => href.length))
    if (length <= mailtoLimit) return []
    const cut = charactersToCut(confirmation[key], length - mailtoLimit)
    return [{
      file: 'data/booking.yaml' as const,
      path: ['confirmation', key],
      title: 'Texte trop long' as const,
      message: `pour un parent au nom, à la ville et à l’adresse e-mail longs, le lien « ${requestButtons[key]} » de l’e-mail d’une demande ferait ${length.toLocaleString('fr-FR')} signes (une lettre accentuée ou une espace y compte pour plusieurs) : au-delà de ${mailtoLimit.toLocaleString('fr-FR')}, une messagerie peut ouvrir un brouillon coupé, ou rien.`,
      fix: `raccourcissez ce texte d’environ ${cut.toLocaleString('fr-FR')} caractère${cut > 1 ? 's' : ''}${key === 'text' ? ', ou la demande expresse (expressRequest), que la confirmation reprend' : ''}.`,
    }]
  })
}

const rules: readonly Rule[] = [
  offerIdsUnique,
  namesUnique,
  itemsUnique,
  testimonialsUnique,
  testimonialsKeepFamiliesUnknown,
  optionValuesUnique,
  placesMatchNames,
  slotsUnique,
  slotsAtOddHours,
  phoneTakesTexts,
  emailDomainKnown,
  pricesLikeOthers,
  footnoteNumbersUnique,
  offersBookKnownTypes,
  priceNotesExist,
  typesHaveOffers,
  confirmButtonsFit,
  giftCardsNameOffers,
  promisesNameClosedDays,
  shortLabelInFull,
  textSlotsKnown,
  helpSlotsKnown,
  requestLinksOpen,
  pagePathsUnique,
  navNamesUnique,
  pageFilesUnique,
  homePageListed,
  oneRolePerPage,
  pageFilesListed,
]

/** Every rule's findings on `content`, given the top-level page files of its folder. */
export const crossFindings = (content: SiteContent, mdxFiles: readonly string[], otherFiles: readonly string[]): Finding[] =>
  rules.flatMap((rule) => rule(content, mdxFiles, otherFiles))
