/**
 * What French law asks of the pages, on the server-rendered site: the
 * withdrawal right and her conditions of sale, every recipient in the privacy
 * policy, how testimonials are collected and when they were given, the link
 * to the conditions before the booking form's send button, the emergency
 * number in the urgent box. Expected values come from her data.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, onTestFinished } from 'vitest'
import { loadContent } from '../../scripts/build/content/load.ts'
import { launchProblems } from '../../scripts/build/launch-problems.ts'
import { BookingSummary } from '../../src/components/BookingForm/BookingSummary.tsx'
import { copyContent } from '../helpers/content-copy.ts'
import { factTexts } from '../../src/content/facts.ts'
import { fill, formatMonth } from '../../src/lib/format.ts'
import { routes } from '../../src/routes.ts'
import { bookingPath, privacyPage, termsPath } from '../../src/lib/role-paths.ts'
import { booking, content, practice, testimonials, ui } from '../helpers/content.ts'
import { mainOf, renderPath, textOf } from '../helpers/render.tsx'
import { factsPlacedIn, pageAt } from '../helpers/site.ts'

const facts = factTexts(practice, ui.about)
/** Text compared with no-break spaces as plain ones: the typography step adds them. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const paths = routes.map((route) => route.path ?? '/')
/** The <main> of every page, rendered once for all the rules below. */
const mains = new Map(await Promise.all(paths.map(async (path) => [path, mainOf(await renderPath(path))] as const)))
const mainAt = (path: string) => mains.get(path) ?? ''
const textAt = (path: string) => plain(textOf(mainAt(path)))

/** Her legal notice: the legal page that places her SIRET (its address is hers to choose). */
const legalNotice = routes.find((route) => route.path !== null && pageAt(route.path).legal && factsPlacedIn(pageAt(route.path).file).includes('siret'))?.path ?? ''

/** Each fact the law asks each page to write down, as practice.yaml gives it. */
const lawFacts = {
  [legalNotice]: ['name', 'legalStatus', 'address', 'siret', 'phone', 'email', 'hostName', 'hostAddress', 'mediatorName', 'mediatorWebsite'],
  [termsPath]: [
    'cancellationNotice', 'paymentMethods', 'paymentDue', 'travelCosts', 'lateCancellation', 'packagePayment', 'packageUnused', 'vatNote',
    'giftCardDelivery', 'giftCardValidity', 'giftCardTransfer', 'giftCardRefund', 'giftCardAfterExpiry', 'mediatorName', 'mediatorWebsite', 'mediatorAddress',
  ],
}

it.each(Object.entries(lawFacts))('%s, a legal page of the footer, shows each fact the law asks as her data writes it, its links leading where they say', (path, names) => {
  expect(pageAt(path).legal).toBe(true)
  expect(factsPlacedIn(pageAt(path).file)).toEqual(expect.arrayContaining(names))
  for (const name of names) expect(textAt(path), name).toContain(plain(facts[name]!.text))
  for (const { href } of names.map((name) => facts[name]!)) if (href) expect(mainAt(path)).toContain(`href="${href}"`)
})

it('the conditions of sale state the 14-day withdrawal right and carry the model form', () => {
  // The right, and the consultation held within it at the parent’s request.
  for (const words of ['rétractation', '14 jours', 'L221-25', 'L221-28']) expect(textAt(termsPath)).toContain(words)
  // The model form of the annex to article R221-1, set apart as a quotation to copy.
  const form = /<blockquote\b[\s\S]*?<\/blockquote>/.exec(mainAt(termsPath))?.[0] ?? ''
  expect(plain(textOf(form))).toMatch(/rétract/)
})

it('the privacy policy names every recipient and what each keeps, and how the care’s health data is consented to, shared, exchanged and kept, and links to the CNIL', () => {
  // Her choices the page states: every recipient, EmailJS's copies, where the host is, how long messages are kept, and what happens to health data during the care.
  const stated = ['mailboxProvider', 'emailjsSafeguard', 'emailjsHistory', 'hostName', 'hostTransfer', 'messageRetention', 'followUpMessaging', 'careNotesRetention'] as const
  const { path, file } = pageAt(privacyPage!.path)
  const placed = factsPlacedIn(file)
  expect(placed).toEqual(expect.arrayContaining([...stated]))
  // EmailJS is the code's processor, not her choice of words: the policy must name it.
  expect(textAt(path)).toContain('EmailJS')
  expect(textAt(path)).toMatch(/9\.2\.a/)
  for (const name of placed) expect(textAt(path), name).toContain(plain(facts[name]!.text))
  expect(mainAt(path)).toMatch(/<a [^>]*href="https:\/\/(www\.)?cnil\.fr[/"]/)
})

describe('testimonials', () => {
  const newestFirst = [...testimonials].sort((a, b) => b.date.localeCompare(a.date))
  const main = mainAt('/temoignages')
  it.each(['/temoignages', '/'])('%s says how they are collected and which are published, in her words, under them', (path) => {
    expect(textAt(path)).toContain(plain(content.testimonials.method))
    expect(textAt(path)).toContain(plain(content.testimonials.policy))
  })

  it('are listed the most recent first, as the page says, each with the month of its consultation and the month it was given in a <time>, its rating in words', () => {
    expect(textAt('/temoignages')).toContain(plain(ui.testimonials.order))
    const times = [...main.matchAll(/<time\b[^>]*dateTime="([^"]+)"[^>]*>([^<]*)<\/time>/gi)].map((m) => [m[1], m[2]])
    const month = (day: string) => [day.slice(0, 7), formatMonth(day)]
    expect(times).toEqual(newestFirst.flatMap((t) => [month(t.consultationDate), month(t.date)]))
    // The rating in agreement with its number, as a quiet line of its card.
    const cards = [...main.matchAll(/<article\b[\s\S]*?<\/article>/g)].map((m) => textOf(m[0]))
    expect(cards.map((card, index) => card.includes(fill(ui.testimonials.rating, { rating: newestFirst[index]?.rating ?? 0 })))).toEqual(testimonials.map(() => true))
    expect(cards.join(' ')).not.toMatch(/\b1 étoiles/)
  })
})

it('the booking form links to the conditions of sale in one sentence before its send button', () => {
  const form = /<form\b[\s\S]*?<\/form>/.exec(mainAt(bookingPath))?.[0] ?? ''
  const link = form.search(new RegExp(`<a\\b[^>]*href="${termsPath}"`))
  const send = form.search(/<button\b[^>]*type="submit"/)
  expect(link).toBeGreaterThan(-1)
  expect(send).toBeGreaterThan(link)
  expect(plain(textOf(form))).toContain(plain(`${ui.forms.terms} ${ui.forms.termsLink}`))
})

// That her urgent delay names each day the calendar closes is the check's rule (« Promesse sans réserve », check.test.ts).
it.each(['/', bookingPath])('%s: the urgent box adds the emergency number, and her urgent delay', (path) => {
  const aside = new RegExp(`<aside\\b[^>]*aria-label="${ui.urgent.label}"[\\s\\S]*?</aside>`)
  const box = plain(textOf(aside.exec(mainAt(path))?.[0] ?? ''))
  expect(box).not.toBe('')
  expect(box).toContain(plain(ui.urgent.emergency))
  expect(box).toContain(plain(facts.urgentDelay!.text))
})

it('the warning signs in one order: the lists that call the 15 first, then the doctor or midwife, no sign in both, with the 3114 for the mother’s low mood', () => {
  const main = mainAt(bookingPath)
  const section = main.slice(main.search(/<h2\b[^>]*>[^<]*\b15\b/))
  // Each list with the line that introduces it: « Appelez le 15 tout de suite si votre bébé : », then its signs.
  const lists = [...section.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>\s*<ul\b[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => ({
    level: /\b15\b/.test(plain(textOf(m[1] ?? ''))) ? 'samu' : /médecin|sage-femme/.test(plain(textOf(m[1] ?? ''))) ? 'doctor' : 'other',
    signs: [...(m[2] ?? '').matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((li) => plain(textOf(li[1] ?? '')).replace(/\s*[;.]$/, '')),
  }))
  const levels = lists.map((list) => list.level)
  expect(levels).toContain('samu')
  expect(levels).toContain('doctor')
  expect(levels.indexOf('samu')).toBe(0)
  expect(levels.lastIndexOf('samu')).toBeLessThan(levels.indexOf('doctor'))
  const signsOf = (level: string) => lists.filter((list) => list.level === level).flatMap((list) => list.signs)
  expect(signsOf('samu').filter((sign) => signsOf('doctor').includes(sign))).toEqual([])
  expect(plain(textOf(section))).toMatch(/\b3114\b/)
})

const phone = booking.bookingServices.find((option) => option.place === 'phone')
it.skipIf(!phone)('a phone follow-up reads « par téléphone » in the summary, not a home visit', () => {
  const html = renderToStaticMarkup(<BookingSummary draft={{ service: phone?.value ?? '', date: '', slot: '' }} offer={undefined} />)
  expect(plain(textOf(html))).toContain(plain(ui.forms.summary.phone))
  expect(plain(textOf(html))).not.toContain(plain(ui.forms.summary.home))
})

it('what she must prove or choose herself: refused in production while a shipped example, accepted once hers', () => {
  // Each shipped as an example: the production build refuses it until she writes hers.
  const mustBeHers = [
    ...['familiesSupported', 'trainingHours', 'host.transfer', 'emailjsHistory', 'followUpMessaging', 'careNotesRetention', 'breastPump.commission'].map((path) => `practice.${path}`),
    'testimonials.policy',
  ]
  const where = (example: { file: string; path: readonly (string | number)[] }) =>
    `${example.file.replace(/^content\/(data\/)?/, '').replace(/\.yaml$/, '')}.${example.path.join('.')}`
  const copy = copyContent()
  onTestFinished(copy.remove)
  copy.lay('data/practice.yaml', { familiesSupported: 500, trainingHours: 202 })
  const shipped = loadContent(copy.dir).examples
  expect(shipped.map(where)).toEqual(expect.arrayContaining(mustBeHers))
  expect(launchProblems({ env: {}, examples: shipped }).length).toBeGreaterThanOrEqual(mustBeHers.length)
  copy.lay('data/practice.yaml', { familiesSupported: 140, trainingHours: 120 })
  const hers = loadContent(copy.dir).examples.map(where)
  expect(hers).not.toContain('practice.familiesSupported')
  expect(hers).not.toContain('practice.trainingHours')
})

it('no page says « téléconsultation », a word of télémédecine: a consultation by video is « en visio »', () => {
  for (const path of paths) expect(textAt(path), path).not.toMatch(/t[ée]l[ée]consultation/i)
})
