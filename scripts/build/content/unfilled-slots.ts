/**
 * The « {…} » of her booking.yaml texts that nothing fills, text by text: a
 * misspelt name (« {dat} » for « {date} », « {nme} » for her name) would
 * reach the parent as typed. Found by composing every text as the site does
 * (src/lib/confirmation.ts, src/lib/offsite.ts), for each place and each way
 * of paying, and reading what is left in braces: the composer's own slots
 * decide, so no list of them is kept twice. Her facts are filled in already
 * when her content is read. A name left is blamed on a text that writes it
 * only if hiding it there leaves it fewer times, so a name valid in one text
 * and not in another is blamed only where it is not filled, and a text read
 * inside another (« {payment} ») is composed where the site puts it.
 */
import { bookingPlaces } from '../../../src/content/places.ts'
import { composedSections } from '../../../src/content/slots.ts'
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

/** A link's words as the parent reads them: its query's values, decoded. */
const wordsOf = (href: string) => [...new URL(href).searchParams.values()]

/** How many times each name is left in braces once every text of booking.yaml is composed. */
function leftInBraces(content: SiteContent): Map<string, number> {
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
  const left = new Map<string, number>()
  for (const text of texts) for (const [, name] of text.matchAll(/\{(\w+)\}/g)) left.set(name!, (left.get(name!) ?? 0) + 1)
  return left
}

/** How many times `name` is left in braces with the text at `path` of booking.yaml rewritten. */
function leftWith(content: SiteContent, [section, key]: readonly [string, string], name: string, rewrite: (text: string) => string): number {
  const words = content.booking[section as (typeof composedSections)[number]] as Record<string, unknown>
  return leftInBraces({ ...content, booking: { ...content.booking, [section]: { ...words, [key]: rewrite(String(words[key])) } } }).get(name) ?? 0
}

/** Whether the site fills « {name} » in the text at `path` of booking.yaml: one of her facts, filled when her content is read, or a name the e-mails' composer fills wherever it puts that text. */
export function fillsIn(content: SiteContent, path: readonly [string, string], name: string): boolean {
  return factNames.includes(name) || leftWith(content, path, name, (text) => `${text} {${name}}`) === (leftInBraces(content).get(name) ?? 0)
}

/** Each text of booking.yaml with a « {…} » nothing fills: its path in the file and those names (« {{parent}} » whole, braces doubled). */
export function unfilledSlots(content: SiteContent): { path: [string, string]; names: string[] }[] {
  // Composed once with every text as she wrote it: when nothing is left, no text has a name to blame.
  const left = leftInBraces(content)
  return composedSections.flatMap((section) =>
    Object.entries(content.booking[section]).flatMap(([key, text]) => {
      if (typeof text !== 'string' || !text.includes('{')) return []
      const path: [string, string] = [section, key]
      // « {{parent}} »: the name filled, a pair of braces left around it; told as written.
      const doubled = [...new Set([...text.matchAll(/\{\{\w+\}\}/g)].map((match) => match[0]))]
      if (doubled.length > 0) return [{ path, names: doubled }]
      // A name left somewhere, written here: this text's when hiding it here leaves it fewer times. Filled here
      // (« {town} » in the words of a home visit), it is left by another text.
      const names = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].filter(
        (name) => left.has(name) && leftWith(content, path, name, (written) => written.replaceAll(`{${name}}`, `⟦${name}}`)) < left.get(name)!,
      )
      return names.length > 0 ? [{ path, names }] : []
    }),
  )
}
