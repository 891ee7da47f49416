/**
 * What French law asks of the pages, on the server-rendered site: the
 * withdrawal right and her conditions of sale, every recipient in the privacy
 * policy, how testimonials are collected and when they were given, the link
 * to the conditions before the booking form's send button, the emergency
 * number in the urgent box. Expected values come from her data.
 */
import { describe, expect, it } from 'vitest'
import { factTexts } from '../../src/content/facts.ts'
import { fill, formatMonth } from '../../src/lib/format.ts'
import { bookingPath, routes, termsPath } from '../../src/routes.ts'
import { content, practice, testimonials, ui } from '../helpers/content.ts'
import { hrefsOf, mainOf, renderPath, textOf } from '../helpers/render.tsx'
import { factsPlacedIn, pageAt } from '../helpers/site.ts'

const facts = factTexts(practice, ui.about)
const pageText = async (path: string) => textOf(mainOf(await renderPath(path)))
/** Text compared with no-break spaces as plain ones: the typography step adds them. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('the conditions of sale (the page with the role « terms »)', () => {
  /** Each of her choices the law wants written down, a fact of practice.yaml. */
  const choices = [
    'cancellationNotice',
    'paymentMethods',
    'paymentDue',
    'travelCosts',
    'lateCancellation',
    'packagePayment',
    'packageUnused',
    'giftCardDelivery',
    'giftCardValidity',
    'giftCardTransfer',
    'giftCardRefund',
    'giftCardAfterExpiry',
    'mediatorName',
    'mediatorWebsite',
    'mediatorAddress',
  ] as const

  it('places each of her choices, and shows it as written in her data', async () => {
    const placed = factsPlacedIn(pageAt(termsPath).file)
    expect(placed).toEqual(expect.arrayContaining([...choices]))
    const text = plain(await pageText(termsPath))
    for (const name of choices) expect(text, name).toContain(plain(facts[name]!.text))
  })

  it('states the 14-day right of withdrawal, the consultation held within it at the parent’s request, and carries the model form', async () => {
    const main = mainOf(await renderPath(termsPath))
    const text = plain(textOf(main))
    expect(text).toMatch(/rétractation/)
    expect(text).toMatch(/14 jours/)
    expect(text).toMatch(/L221-25/)
    expect(text).toMatch(/L221-28/)
    // The model form of the annex to article R221-1, set apart as a quotation to copy.
    const form = /<blockquote\b[\s\S]*?<\/blockquote>/.exec(main)?.[0] ?? ''
    expect(plain(textOf(form))).toMatch(/rétract/)
  })
})

describe('the privacy policy', () => {
  it('names every recipient of what the forms send: her mailbox provider, EmailJS with the safeguard of its transfer, the host', async () => {
    const file = pageAt('/politique-de-confidentialite').file
    expect(factsPlacedIn(file)).toEqual(expect.arrayContaining(['mailboxProvider', 'emailjsSafeguard', 'hostName']))
    const text = plain(await pageText('/politique-de-confidentialite'))
    expect(text).toContain('EmailJS')
    for (const name of ['mailboxProvider', 'emailjsSafeguard', 'hostName'] as const) expect(text, name).toContain(plain(facts[name]!.text))
  })
})

describe('testimonials', () => {
  it.each(['/temoignages', '/'])('%s says how they are collected, in her words, under them', async (path) => {
    expect(plain(await pageText(path))).toContain(plain(content.testimonials.method))
  })

  it('each carries its date as a month in a <time>', async () => {
    const main = mainOf(await renderPath('/temoignages'))
    const times = [...main.matchAll(/<time\b[^>]*dateTime="([^"]+)"[^>]*>([^<]*)<\/time>/gi)].map((m) => [m[1], m[2]])
    expect(times).toEqual(testimonials.map((t) => [t.date, formatMonth(t.date)]))
  })

  it('reads each rating in words, in agreement with its number, as a quiet line of its card', async () => {
    const main = mainOf(await renderPath('/temoignages'))
    const cards = [...main.matchAll(/<article\b[\s\S]*?<\/article>/g)].map((m) => textOf(m[0]))
    expect(cards.map((card, index) => card.includes(fill(ui.testimonials.rating, { rating: testimonials[index]?.rating ?? 0 })))).toEqual(testimonials.map(() => true))
    expect(cards.join(' ')).not.toMatch(/\b1 étoiles/)
  })
})

describe('the booking form', () => {
  it('links to the conditions of sale in one sentence before its send button', async () => {
    const main = mainOf(await renderPath(bookingPath))
    const form = /<form\b[\s\S]*?<\/form>/.exec(main)?.[0] ?? ''
    const link = form.search(new RegExp(`<a\\b[^>]*href="${termsPath}"`))
    const send = form.search(/<button\b[^>]*type="submit"/)
    expect(link).toBeGreaterThan(-1)
    expect(send).toBeGreaterThan(link)
    expect(plain(textOf(form))).toContain(plain(`${ui.forms.terms} ${ui.forms.termsLink}`))
    expect(hrefsOf(form)).toContain(termsPath)
  })
})

describe('the urgent box', () => {
  it.each(['/', bookingPath])('%s: the box adds the emergency number', async (path) => {
    const main = mainOf(await renderPath(path))
    const box = new RegExp(`<aside\\b[^>]*aria-label="${ui.urgent.label}"[\\s\\S]*?</aside>`).exec(main)?.[0] ?? ''
    expect(box).not.toBe('')
    expect(plain(textOf(box))).toContain(plain(ui.urgent.emergency))
  })
})

describe('claims she can stand behind', () => {
  it('no page says « téléconsultation », a word of télémédecine: a consultation by video is « en visio »', async () => {
    for (const route of routes) expect(await pageText(route.path ?? '/'), route.path ?? '/').not.toMatch(/t[ée]l[ée]consultation/i)
  })
})
