/**
 * Her facts typed by hand in a page's sentence, where the data files say otherwise: two prices or two phone numbers
 * for one thing, the typed one left behind by her next change of offers.yaml or practice.yaml.
 *
 * A price typed in a sentence that names one of her offers, and is none of that offer's prices (« La consultation
 * d’allaitement prénatale est à 65 € », offers.yaml saying 70). A sentence that writes an offer's own price may give
 * other amounts beside it (a saving, a fee); a part of it that speaks of a refund gives its amount.
 *
 * A phone number she gives as hers (« Appelez-moi au 06 12 34 56 78 »), another than practice.yaml's; another
 * service's number (« SOS Allaitement répond au 01… ») is not hers to say.
 *
 * Warnings still: the amount or the number may be something else.
 */
import type { Offer } from '../../../src/content/schema.ts'
import { frenchList, lineText, type Problem } from '../../../src/content/problems.ts'
import { phoneHref, phoneInText } from '../../../src/lib/format.ts'

/** Sentences of a page's source: up to « . ! ? ; », a blank line or a list's next item, with where each starts. */
export const sentencesOf = (source: string) => [...source.matchAll(/(?:[^.!?;\n]|\n(?!\s*\n|\s*(?:[-*+]|\d+\.)\s))+/g)]

/** Words as compared: lower case, without accents, one apostrophe, one space. */
const comparable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ')

/** An offer's title as a whole name in a sentence: « Formule ÉTOILAIT » is not in « Formule ÉTOILAIT+ ». */
const titlePattern = (title: string) => new RegExp(`(?<![\\p{L}\\d])${comparable(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d+])`, 'u')

/** Words of a refund or a coverage: « remboursée jusqu’à 40 € », « prise en charge à hauteur de 30 € ». */
const refund = /rembours|prise?s? en charge|mutuelle/i

/** The part of a sentence, between commas, colons or parentheses, where character `index` is. */
function clauseAt(sentence: string, index: number): string {
  const cut = /[,:;()]/g
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

/** A part of a sentence where she speaks of herself: « appelez-moi », « me joindre », « m’appeler », « mon numéro ». */
const ownWords = /(?<![\p{L}])(?:moi|me|m[’']|mon|ma|mes)(?![\p{L}])/iu

export function typedPhoneProblems(sources: ReadonlyMap<string, string>, shown: (path: string) => boolean, shownName: (path: string) => string, phone: string): Problem[] {
  return [...sources].filter(([path]) => shown(path)).flatMap(([path, source]) =>
    sentencesOf(source).flatMap((sentence) =>
      [...sentence[0].matchAll(phoneInText)].flatMap((typed): Problem[] => {
        if (phoneHref(typed[0]) === phoneHref(phone) || !ownWords.test(clauseAt(sentence[0], typed.index))) return []
        const line = source.slice(0, sentence.index + typed.index).split('\n').length
        return [{
          severity: 'warning',
          file: shownName(path),
          line,
          excerpt: lineText(source, line),
          title: 'Numéro différent',
          message: `cette phrase donne « ${typed[0]} » comme votre numéro, qui n’est pas celui de vos coordonnées (practice.yaml, phone) : un visiteur lirait deux numéros pour vous joindre.`,
          fix: 'écrivez <Fact of="phone" /> à la place du numéro : la page donnera celui de vos coordonnées, et suivra ses changements. Si c’est le numéro d’un autre service, rien à faire.',
        }]
      }),
    ),
  )
}
