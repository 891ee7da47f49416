/**
 * Numbers typed by hand in a page's sentence that the site cannot stand behind: her facts where the data files say
 * otherwise (two prices or two phone numbers for one thing, the typed one left behind by her next change of
 * offers.yaml or practice.yaml), and an emergency line that does not exist.
 *
 * A price typed in a sentence that names one of her offers, and is none of that offer's prices (« La consultation
 * d’allaitement prénatale est à 65 € », offers.yaml saying 70). A sentence that writes an offer's own price may give
 * other amounts beside it (a saving, a fee); a part of it that speaks of a refund gives its amount.
 *
 * A phone number she gives as hers (« Appelez-moi au 06 12 34 56 78 »), another than practice.yaml's; another
 * service's number (« SOS Allaitement répond au 01… ») is not hers to say.
 *
 * A short number to call that is none of France's emergency or health lines (« appelez le 51 »).
 *
 * Warnings still: the amount or the number may be something else.
 */
import type { Offer } from '../../../src/content/schema.ts'
import { frenchList, lineText, type Problem, type ProblemText } from '../../../src/content/problems.ts'
import { phoneHref, phoneInText } from '../../../src/lib/format.ts'
import { sentenceAround, sentencesOf } from './sentences.ts'


/** Words as compared: lower case, without accents, one apostrophe, one space. */
const comparable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ')

/** An offer's title as a whole name in a sentence: « Formule ÉTOILAIT » is not in « Formule ÉTOILAIT+ ». */
const titlePattern = (title: string) => new RegExp(`(?<![\\p{L}\\d])${RegExp.escape(comparable(title))}(?![\\p{L}\\d+])`, 'u')

/** Words of a refund or a coverage: « remboursée jusqu’à 40 € », « prise en charge à hauteur de 30 € ». */
const refund = /rembours|prise?s? en charge|mutuelle/i

/** The part of a sentence where character `index` is, between the marks `cut` finds: commas, colons, semicolons, parentheses. */
function clauseAt(sentence: string, index: number, cut = /[,:;()]/g): string {
  const starts = [0, ...[...sentence.matchAll(cut)].map((mark) => mark.index + 1)]
  const start = starts.findLast((at) => at <= index) ?? 0
  const end = sentence.slice(index).search(cut)
  return sentence.slice(start, end === -1 ? undefined : index + end)
}

/** « 65 € », « 65,50 € », « 1 200 euros ». */
const typedPrice = /(\d{1,3}(?:[ \u00a0\u202f]?\d{3})*)(?:,(\d{2}))?[ \u00a0\u202f]?(?:€|euros?(?!\p{L}))/gu

export function typedPriceProblems(sources: ReadonlyMap<string, string>, shown: (path: string) => boolean, shownName: (path: string) => string, offers: readonly Offer[]): Problem[] {
  // The longest first: a name read is taken out, so that « Consultation prénatale étoilait » does not also name « Consultation prénatale ».
  const titled = offers.map((offer) => ({ offer, pattern: titlePattern(offer.title) })).sort((a, b) => b.offer.title.length - a.offer.title.length)
  const namedIn = (sentence: string) => {
    let rest = comparable(sentence)
    return titled.filter(({ pattern }) => {
      const found = pattern.test(rest)
      rest = rest.replace(new RegExp(pattern.source, 'gu'), '·')
      return found
    }).map(({ offer }) => offer).sort((a, b) => offers.indexOf(a) - offers.indexOf(b))
  }
  return [...sources].filter(([path]) => shown(path)).flatMap(([path, source]) =>
    sentencesOf(source).flatMap((sentence) => {
      const written = [...sentence[0].matchAll(typedPrice)].map((price) => ({ price, amount: Number(price[1]!.replace(/\D/g, '')) + Number(price[2] ?? 0) / 100 }))
      const named = namedIn(sentence[0])
      // An offer whose price the sentence writes is said right: its other amounts are a saving, a fee, a former price.
      const unsaid = named.filter((offer) => !offer.prices.some((price) => written.some(({ amount }) => amount === price.amount)))
      if (unsaid.length === 0) return []
      const prices = new Set(named.flatMap((offer) => offer.prices.map((each) => each.amount)))
      return written.flatMap(({ price, amount }): Problem[] => {
        // A price of an offer it names; or what a mutual insurance refunds, in the same part of the sentence.
        if (prices.has(amount) || refund.test(clauseAt(sentence[0], price.index))) return []
        const line = source.slice(0, sentence.index + price.index).split('\n').length
        const theirs = unsaid.map((offer) => `“${offer.title}” (${frenchList(offer.prices.map((each) => `${each.amount} €`))})`)
        return [{
          severity: 'warning',
          file: shownName(path),
          line,
          excerpt: lineText(source, line),
          title: 'Prix différent',
          message: `cette phrase nomme ${frenchList(theirs, 'et')}, d’après offers.yaml, sans écrire ${unsaid.length > 1 ? 'leur prix' : 'son prix'}, et écrit « ${price[0]} » : un visiteur lirait deux prix pour la même offre.`,
          fix: 'corrigez le montant, ou retirez-le de la phrase : le tableau des tarifs (<PriceTable />) donne vos prix et suit chacun de vos changements. Si ce montant est autre chose qu’un prix de l’offre, rien à faire.',
        }]
      })
    }),
  )
}

/**
 * « Consultation dès 50 € », « une consultation à partir de 50 euros »: her lowest price typed by hand, after the
 * word « consultation » (« des formules dès 130 € », « une location dès 12 € » are other starting prices).
 */
const fromPrice = /(?<![\p{L}\d])consultations?[ \u00a0\u202f]+(?:[\p{L}’'-]+[ \u00a0\u202f]+){0,2}?((?:dès|à partir de)[ \u00a0\u202f]+(\d{1,4})[ \u00a0\u202f]?(?:€|euros?(?!\p{L})))/giu

/** « sous 2 h », « sous 48 heures », « sous 3 jours »: a delay promised after « sous », typed by hand. */
const typedDelay = /(?<!\p{L})sous[ \u00a0\u202f]+(\d{1,3}[ \u00a0\u202f]*(?:h|heures?|jours?)(?!\p{L}))/giu

/**
 * A delay of answer or of an urgent appointment typed by hand after « sous » (« un rendez-vous sous 2 h, 7 jours sur
 * 7 »), where her pages say her details' (`responseDelay`, `urgentDelay`): two promises, the typed one not following
 * her details when they change. A refund's or a withdrawal's delay (« je vous rembourse sous 14 jours ») is the law's.
 */
export const typedDelays = (text: string, mine: { responseTime: string; urgentTime: string }): { index: number; problem: ProblemText }[] =>
  sentencesOf(text).flatMap((sentence) =>
    /rembours|rétract|paiement|règlement|annul/i.test(sentence[0])
      ? []
      : [...sentence[0].matchAll(typedDelay)].map((typed) => ({
          index: sentence.index + typed.index,
          problem: {
            title: 'Délai écrit à la main',
            message: `cette phrase promet « ${typed[0]} », écrit à la main : vos délais sont dans vos coordonnées (une réponse sous « ${mine.responseTime} », un rendez-vous urgent sous « ${mine.urgentTime} »), et les autres pages les disent.`,
            fix: 'écrivez « sous <Fact of="responseDelay" /> » pour une réponse, ou « sous <Fact of="urgentDelay" /> » pour un rendez-vous urgent (dans un texte des données : {responseDelay}, {urgentDelay}) : la phrase suivra vos coordonnées.',
          },
        })),
  )

/** Her lowest consultation price typed by hand, another than her offers' (the home page's « Consultation dès 50 € »). */
export const otherFromPrices = (text: string, lowest: number): { index: number; problem: ProblemText }[] =>
  [...text.matchAll(fromPrice)].flatMap((typed) =>
    Number(typed[2]) === lowest
      ? []
      : [{
          index: typed.index + typed[0].indexOf(typed[1]!),
          problem: {
            title: 'Prix différent',
            message: `« ${typed[1]} » : votre consultation la moins chère est à ${lowest} €, d’après offers.yaml : un visiteur lirait deux prix de départ.`,
            fix: 'écrivez « dès <PriceFrom /> » : la page donnera votre prix le plus bas, et suivra ses changements.',
          },
        }],
  )

/** The warnings `find` gives in each page shown, each at its line. */
export const pageWarnings = (sources: ReadonlyMap<string, string>, shown: (path: string) => boolean, shownName: (path: string) => string, find: (source: string) => { index: number; problem: ProblemText }[]): Problem[] =>
  [...sources].filter(([path]) => shown(path)).flatMap(([path, source]) =>
    find(source).map(({ index, problem }) => {
      const line = source.slice(0, index).split('\n').length
      return { severity: 'warning' as const, file: shownName(path), line, excerpt: lineText(source, line), ...problem }
    }),
  )

/**
 * Words where she speaks of herself, and so of her own number or address: « appelez-moi », « me joindre »,
 * « m’appeler », « mon numéro », « mon adresse » (not « ma collègue »).
 */
const ownWords = /(?<!\p{L})(?:moi|me)(?!\p{L})|(?<!\p{L})m[’'](?=\p{L})|(?<!\p{L})(?:mon|ma|mes)\s+(?:numéro|téléphone|portable|ligne|adresse|e-mail|mail|courriel|messagerie)/iu

/** « marie.dupont@gmail.com ». */
const emailInText = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

/**
 * Her phone or e-mail typed by hand, other than her details': in a part of a sentence where she speaks of herself
 * (« Écrivez-moi à … »), in a `tel:`, `sms:` or `mailto:` link of such a sentence, or, for a number, anywhere in
 * `hers`, a text that speaks for her alone (the interface's button « Appeler le … »).
 */
export function otherContacts(text: string, mine: { phone: string; email: string }, hers = false): { index: number; problem: ProblemText }[] {
  const found = [
    ...[...text.matchAll(phoneInText)].map((match) => ({ match, phone: true })),
    ...[...text.matchAll(emailInText)].map((match) => ({ match, phone: false })),
  ]
  return found.flatMap(({ match, phone }) => {
    if (phone ? phoneHref(match[0]) === phoneHref(mine.phone) : match[0].toLowerCase() === mine.email.toLowerCase()) return []
    // An address of the examples a form gives (« prenom.nom@exemple.fr ») is nobody's.
    if (!phone && /@(?:exemple|example)\./i.test(match[0])) return []
    const sentence = sentenceAround(text, match.index)
    const linked = /(?:tel|sms|mailto):\+?$/.test(text.slice(0, match.index))
    // The part of the sentence it is in: up to a comma or a parenthesis, not a colon (« Mon numéro : 06… »).
    const part = clauseAt(sentence.text, match.index - sentence.start, /[,;()]/g)
    if (!(hers && phone) && !ownWords.test(linked ? sentence.text : part)) return []
    return [{
      index: match.index,
      problem: phone
        ? {
            title: 'Numéro différent',
            message: `« ${match[0]} » est donné comme votre numéro, et ce n’est pas celui de vos coordonnées (practice.yaml, phone) : un visiteur lirait deux numéros pour vous joindre.`,
            fix: 'écrivez <Fact of="phone" /> à la place du numéro (dans un texte des données : {phone}) : il donnera celui de vos coordonnées, et suivra ses changements. Si c’est le numéro d’un autre service, rien à faire.',
          }
        : {
            title: 'Adresse différente',
            message: `« ${match[0]} » est donnée comme votre adresse e-mail, et ce n’est pas celle de vos coordonnées (practice.yaml, email) : un visiteur lirait deux adresses pour vous écrire.`,
            fix: 'écrivez <Fact of="email" /> à la place de l’adresse (dans un texte des données : {email}) : elle donnera celle de vos coordonnées, et suivra ses changements. Si c’est l’adresse de quelqu’un d’autre, rien à faire.',
          },
    }]
  })
}

/** France's emergency and health lines a page may give, by number. */
const emergencyLines: Readonly<Record<string, string>> = {
  15: 'le SAMU',
  17: 'la police',
  18: 'les pompiers',
  112: 'le numéro d’urgence européen',
  114: 'le numéro d’urgence par SMS',
  115: 'le SAMU social',
  119: 'l’enfance en danger',
  3114: 'la prévention du suicide',
  3919: 'les violences faites aux femmes',
  3624: 'SOS Médecins',
  3237: 'la pharmacie de garde',
  3646: 'l’Assurance maladie',
  116000: 'les enfants disparus',
  116006: 'l’aide aux victimes',
  116117: 'le médecin de garde',
}

/** « appelez le 15 », « appeler plutôt le 15 », « appelez le **3114** », « composez le 116 117 »: a short number to call. */
const numberToCall = /\b(?:appele[rz]|composez|contactez)\s+(?:(?:aussi|plutôt|alors|vite|tout de suite)\s+)?(?:le|au)\s+\**\s*(\d{2,3}\s\d{3}|\d{2,4})(?![\s.]?\d)/gi

/**
 * A short number to call that is none of France's emergency or health lines (« appelez le 51 », « 3141 » for 3114):
 * the number a worried parent dials. A warning, the lines being more than this list.
 */
export function unknownEmergencyNumbers(text: string): { index: number; problem: ProblemText }[] {
  return [...text.matchAll(numberToCall)].flatMap((call) => {
    const number = call[1]!.replace(/\s/g, '')
    if (number in emergencyLines) return []
    const sorted = (digits: string) => [...digits].sort().join('')
    const meant = Object.keys(emergencyLines).find((line) => sorted(line) === sorted(number))
    return [{
      index: call.index + call[0].lastIndexOf(call[1]!),
      problem: {
        title: 'Numéro d’urgence inconnu',
        message: `« ${call[1]} » n’est pas un numéro d’urgence ou de santé en France : c’est le numéro qu’un parent inquiet composera.`,
        fix: `${meant ? `vouliez-vous écrire « ${meant} » (${emergencyLines[meant]}) ? Les` : 'les'} numéros : ${Object.entries(emergencyLines).map(([line, name]) => `${line.replace(/^(116)(\d{3})$/, '$1 $2')} (${name})`).join(', ')}. Si ce numéro est juste, rien à faire.`,
      },
    }]
  })
}
