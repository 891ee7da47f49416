/**
 * The « {…} » of her booking.yaml texts that nothing fills, text by text: a
 * misspelt name (« {dat} » for « {date} », « {nme} » for her name) would
 * reach the parent as typed. Found by composing every text as the site does
 * (src/lib/confirmation.ts, src/lib/offsite.ts), for each place and each way
 * of paying, and reading what is left in braces: the composer's own slots
 * decide, so no list of them is kept twice. Her facts are filled in already
 * when her content is read. Each name is composed behind the mark of the
 * text that writes it, so a name left is blamed on that text alone: a name
 * valid in one text and not in another is blamed only where it is not
 * filled, and a text read inside another (« {payment} ») is composed where
 * the site puts it, its mistakes blamed on it, not on the texts that read it.
 */
import { bookingPlaces } from '../../../src/content/places.ts'
import { composedSections, doubledBraces, type FilledNames, singleBraces, textVariables } from '../../../src/content/slots.ts'
import { bookingSchema } from '../../../src/content/files/booking.ts'
import { nodeAt, walkSchema } from '../../../src/content/model.ts'
import { factNames } from '../../../src/content/facts.ts'
import type { SiteContent } from '../../../src/content/schema.ts'
import { offerTermsOf } from '../../../src/content/offer-terms.ts'
import {
  acknowledgementMail,
  type AppointmentRequest,
  autoReplyMail,
  type ConfirmationTerms,
  confirmationMail,
  priceChoices,
  proposalMail,
  requestLinks,
} from '../../../src/lib/confirmation.ts'
import { parentEventTitle } from '../../../src/functions/appointment-ics.ts'
import { homeContract, offsiteLinks } from '../../../src/lib/offsite.ts'
import { keptBy } from '../kept.ts'

/** A link's words as the parent reads them: its query's values, decoded. */
const wordsOf = (href: string) => [...new URL(href).searchParams.values()]

/** What composing her texts reads of her content, and nothing else: the key under which `unfilledSlots` keeps its answer. */
type ComposerReads = Pick<SiteContent, 'booking' | 'offers'> & { practice: Pick<SiteContent['practice'], 'name' | 'siteUrl'> }

const composerReads = ({ booking, offers, practice }: ComposerReads): ComposerReads => ({ booking, offers, practice: { name: practice.name, siteUrl: practice.siteUrl } })

/** Every text of booking.yaml composed as the site composes it: the e-mails, their links' words, the parent's calendar event. */
function composed(content: ComposerReads): string[] {
  const { booking, practice } = content
  const offers = offerTermsOf(content.offers, booking.bookingServices)
  const terms: ConfirmationTerms = {
    words: booking.confirmation,
    withdrawalForm: '',
    replyDays: 1,
    closed: { closedDays: [], closedWeekdays: [] },
    name: practice.name,
    siteUrl: practice.siteUrl,
    conditions: practice.siteUrl,
  }
  // Asked and agreed today for today: the express request is in the confirmation.
  const day = '2026-12-03'
  const texts: string[] = []
  for (const place of bookingPlaces) {
    for (const giftCard of [false, true]) {
      const request: AppointmentRequest = { parent: 'P', email: 'p@example.fr', phone: '0600000000', town: 'T', place, offers, service: 'S', giftCard, minutes: 60, day, slot: '10:00', sentOn: day }
      const links = requestLinks(request, terms)
      const autoReply = autoReplyMail(request, terms)
      texts.push(autoReply.subject, autoReply.body, ...[links.propose, links.acknowledge, links.calendar, ...links.confirms.map((confirm) => confirm.href)].flatMap(wordsOf))
      for (const mail of [acknowledgementMail(request, terms), proposalMail(request, terms)]) texts.push(mail.subject, mail.body)
      for (const choice of priceChoices(offers)) {
        const mail = confirmationMail(request, choice, terms)
        texts.push(mail.subject, mail.body)
        const agreement = { choice, day, slot: '10:00', place, town: 'T', parent: 'P', email: 'p@example.fr', phone: '0600000000', today: day }
        const offsite = offsiteLinks(agreement, terms, booking.offsiteMail)
        texts.push(...[...offsite.mail, ...offsite.sms].flatMap((link) => [link.text, ...wordsOf(link.href)]), ...Object.values(homeContract(agreement, terms, booking.homeContract)).flat())
      }
    }
  }
  // The parent's calendar event, which the host's function writes (src/functions/appointment-ics.ts): its title names the offer.
  const { parentCalendarTitle, parentCalendarNoOffer, parentCalendarAtHome, parentCalendarReminder } = booking.confirmation
  texts.push(parentEventTitle(parentCalendarTitle, 'O'), parentCalendarNoOffer, parentCalendarAtHome, parentCalendarReminder)
  return texts
}

/** The section and key of each text of booking.yaml the e-mails' composer reads. */
const textPaths = (content: ComposerReads) =>
  composedSections.flatMap((section) => Object.keys(content.booking[section]).map((key): [string, string] => [section, key]))

/**
 * The names left in braces once every text is composed, each behind the mark of the text that wrote it: each
 * « {name} » of the text at `paths[i]`, and each of `added` appended to it, is written « ⟦i⟧{name} ». A name the site
 * fills leaves its mark before what fills it; one read inside another text (« {payment} ») leaves its own text's
 * mark, so a name is blamed only on the text that writes it where nothing fills it.
 */
function leftByText(content: ComposerReads, paths: readonly [string, string][], added: readonly string[] = []): Set<string> {
  const marked = paths.reduce(
    (each, path, index) => rewritten(each, path, (text) => `${text.replace(singleBraces, `⟦${index}⟧$&`)}${added.map((name) => ` ⟦${index}⟧{${name}}`).join('')}`),
    content,
  )
  return new Set(composed(marked).flatMap((text) => [...text.matchAll(/⟦\d+⟧\{\w+\}/g)].map((match) => match[0])))
}

/** Her booking.yaml with the text at `[section, key]` rewritten. */
function rewritten(content: ComposerReads, [section, key]: readonly [string, string], rewrite: (text: string) => string): ComposerReads {
  const words = content.booking[section as (typeof composedSections)[number]] as Record<string, unknown>
  return { ...content, booking: { ...content.booking, [section]: { ...words, [key]: rewrite(String(words[key])) } } }
}

/**
 * The names the site fills in each text of booking.yaml, by section and key, of those the texts' helps name: her
 * facts, filled when her content is read, and the names the e-mails' composer fills wherever it puts that text.
 * The check suggests them; the web editor refuses the others at the field, as the check refuses them
 * (src/admin/fields.tsx). One composition, with every name appended to every text.
 */
export function filledNames(content: SiteContent): FilledNames {
  const paths = textPaths(content)
  const booking = walkSchema(bookingSchema)
  const names = [...new Set(paths.flatMap((path) => textVariables(nodeAt(booking, path))))]
  const left = leftByText(content, paths, names)
  const filled: Record<string, Record<string, string[]>> = {}
  for (const [index, [section, key]] of paths.entries()) {
    ;(filled[section] ??= {})[key] = names.filter((name) => factNames.includes(name) || !left.has(`⟦${index}⟧{${name}}`))
  }
  return filled
}

/**
 * Each text of booking.yaml with a « {…} » nothing fills: its path in the file and those names (« {{parent}} » whole,
 * braces doubled). Kept by what the composer reads (`keptBy`, `ComposerReads`): composing every text takes a tenth of
 * a check.
 */
export function unfilledSlots(content: SiteContent): readonly { path: [string, string]; names: string[] }[] {
  const reads = composerReads(content)
  return keptUnfilled(JSON.stringify(reads), () => unfilledNow(reads))
}

const keptUnfilled = keptBy<readonly { path: [string, string]; names: string[] }[]>(100)

function unfilledNow(content: ComposerReads): { path: [string, string]; names: string[] }[] {
  const paths = textPaths(content)
  const texts = paths.map(([section, key]) => (content.booking[section as (typeof composedSections)[number]] as Record<string, unknown>)[key])
  // « {{parent}} »: the name filled, a pair of braces left around it; told as written. So is « {Votre ville} »,
  // « {{city}} » with her fact filled, or words in braces.
  const doubled = texts.map((text) => (typeof text === 'string' ? [...new Set([...text.matchAll(doubledBraces)].map((match) => match[0]))] : []))
  // Composed once as she wrote them: when nothing is left in braces, no text has a name to blame.
  const left = doubled.some((names) => names.length > 0) || /\{\w+\}/.test(composed(content).join('\n')) ? leftByText(content, paths) : new Set<string>()
  return paths.flatMap((path, index) => {
    const text = texts[index]
    if (typeof text !== 'string') return []
    if (doubled[index]!.length > 0) return [{ path, names: doubled[index]! }]
    const names = [...new Set([...text.matchAll(singleBraces)].map((match) => match[1]!))].filter((name) => left.has(`⟦${index}⟧{${name}}`))
    return names.length > 0 ? [{ path, names }] : []
  })
}
