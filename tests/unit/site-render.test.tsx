/**
 * The pages as the pre-render writes them: each page's own content, its
 * heading, its French typography and hyphenated words kept whole, the
 * header's menu, every internal link and #anchor leading to a page of the
 * manifest and an element of it (the page of unknown addresses too), her
 * own pages in no menu; what her pages show of her data: the offers page
 * (every offer of offers.yaml in its card, group by group, with its prices,
 * notes and button; the notes box), the situations' checklists, the booking
 * page's consultations with none chosen, what a contact form says without
 * JavaScript; and what of her data reaches the browser.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NoBreakAtHyphens } from '../../src/components/NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import { practiceInBrowser } from '../../src/content/schema.ts'
import { hyphenatedParts, noBreakClass } from '../../src/lib/hyphenated.ts'
import { matchRoute, navRoutes, notFoundRoute, routes } from '../../src/routes.ts'
import { normalizePath } from '../../src/lib/page-paths.ts'
import { textLimits } from '../../src/lib/form-errors.ts'
import { h1sOf, hrefsOf, idsOf, mainOf, renderPath, textOf } from '../helpers/render.tsx'
import { unknownPath } from '../../scripts/tools/static-server.ts'
import { bookingHref } from '../../src/lib/booking-link.ts'
import { fill, formatDuration, formatPrice, phoneHref } from '../../src/lib/format.ts'
import { offerLabelOf } from '../../src/lib/offer-label.ts'
import { booking, offers, practice, situations, ui } from '../helpers/content.ts'
import { bookingPath, offersPath, pathsPlacing, privatePages } from '../helpers/site-pages.ts'

/** Every page of the manifest and the page of unknown addresses, rendered once, by path. */
const paths = [...routes.map((route) => route.path ?? '/'), unknownPath]
const rendered = new Map(await Promise.all(paths.map(async (path) => [path, await renderPath(path)] as const)))
const htmlAt = (path: string) => rendered.get(path) ?? ''

it('every name and town field, the forms’ and her off-site page’s, takes no longer a text than the host’s auto-reply writes', () => {
  const inputs = paths.flatMap((path) => [...htmlAt(path).matchAll(/<input[^>]*>/g)].map((match) => match[0]))
  const names = inputs.filter((input) => /name="name"|id="[^"]*-parent"/.test(input))
  const towns = inputs.filter((input) => /id="[^"]*-town"/.test(input))
  // The contact forms and her off-site page; the booking form's town comes with a home visit (forms-availability.spec.ts).
  expect(names.length).toBeGreaterThan(1)
  expect(towns.length).toBeGreaterThan(0)
  for (const input of names) expect(input).toMatch(new RegExp(`maxlength="${textLimits.name}"`, 'i'))
  for (const input of towns) expect(input).toMatch(new RegExp(`maxlength="${textLimits.town}"`, 'i'))
})

it('each form, the booking form and every contact form folded or not, says without JavaScript that it needs it, and gives her phone and e-mail instead', () => {
  for (const path of new Set([bookingPath, ...pathsPlacing('FoldedContactForm'), ...pathsPlacing('ContactForm')])) {
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(htmlAt(path))?.[1] ?? ''
    expect([textOf(noscript).includes(ui.forms.noScript), hrefsOf(noscript)], path).toEqual([true, [phoneHref(practice.phone), `mailto:${practice.email}`]])
  }
})

describe('server rendering of every page of the manifest', () => {
  it.each(routes.map((route) => route.path ?? '/'))(
    '%s renders its page content with exactly one h1, typographic apostrophes, and every figure on one line with its unit',
    (path) => {
      const html = htmlAt(path)
      const main = mainOf(html)
      const headings = h1sOf(main)
      expect(headings).toHaveLength(1)
      expect(headings[0]).not.toBe('')
      // The page itself, not only the layout: text beyond its heading.
      expect(textOf(main).length).toBeGreaterThan((headings[0] ?? '').length + 20)
      // In French, never a straight apostrophe in prose.
      expect(textOf(main)).not.toMatch(/\p{L}'\p{L}/u)
      // 30 km, 24 h, 70 €, 100 %: never split across lines, header and footer included.
      const text = textOf(html)
      const broken = [...text.matchAll(/\d+ (km|h|min|€|%|heures)(?![\p{L}])/gu)].map((match) => text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10))
      expect(broken).toEqual([])
    },
  )

  it('renders the not-found page, with its one heading and a way home, for any unknown path', async () => {
    const pages = [mainOf(await renderPath(`${unknownPath}/suite`)), mainOf(htmlAt(unknownPath))]
    for (const main of pages) {
      expect(h1sOf(main)).toHaveLength(1)
      expect(main).toMatch(/<a\b[^>]*href="\/"/)
    }
    expect(pages[0]).toBe(pages[1])
    expect(routes.some((route) => route.file === notFoundRoute.file)).toBe(false)
  })

  it('marks the current page in the header menu, and only it; sets its labels like the page text', () => {
    const route = navRoutes.at(-1)
    const html = htmlAt(route?.path ?? '/')
    const header = /<header\b[\s\S]*<\/header>/.exec(html)?.[0] ?? ''
    const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
    const current = [...header.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].filter((match) => (match[1] ?? '').includes('aria-current="page"'))
    expect(current.map((match) => textOf(match[2] ?? ''))).toEqual([route?.nav])
    for (const { nav } of navRoutes) {
      expect(textOf(header)).toContain(nav)
      expect(textOf(footer)).toContain(nav)
    }
    expect(textOf(header)).not.toMatch(/\p{L} [?!;:]/u)
  })
})

it.skipIf(privatePages.length === 0)('her own pages (kind: private) are in no header nor footer, of any page, theirs included', () => {
  for (const [path, html] of rendered) {
    const edges = (html.match(/<(header|footer)\b[\s\S]*?<\/\1>/g) ?? []).join('')
    expect([/<header\b/.test(edges), /<footer\b/.test(edges)], path).toEqual([true, true])
    for (const own of privatePages) expect(edges, path).not.toMatch(new RegExp(`href="${own.path}[/?#"]`))
  }
})

describe('links of the rendered pages', () => {
  it('never link to a path that would answer 404, nor to an #anchor the page lacks, its own or another\'s', () => {
    for (const [path, html] of rendered) {
      const hrefs = hrefsOf(html).filter((href) => href.startsWith('/') || href.startsWith('#'))
      expect(hrefs.length, path).toBeGreaterThan(0)
      for (const href of hrefs) {
        // A bare « #contact »: an element of this page.
        if (href.startsWith('#')) {
          expect(idsOf(html).has(decodeURIComponent(href.slice(1))), `${path}: ${href} — the page has no element with that id`).toBe(true)
          continue
        }
        const url = new URL(href, 'http://localhost')
        // Assets such as /images/portrait.webp are files, not routes.
        if (/\.\w+$/.test(url.pathname)) continue
        expect(matchRoute(url.pathname), `${path}: ${href} leads to the 404 page`).not.toBe(notFoundRoute)
        const id = decodeURIComponent(url.hash.slice(1))
        const ids = idsOf(htmlAt(normalizePath(url.pathname)))
        if (id) expect(ids.has(id), `${path}: ${href} — the page has no element with id « ${id} »`).toBe(true)
      }
    }
  })
})

const situationsPath = pathsPlacing('SituationList')[0]
it.skipIf(situationsPath === undefined)('the situations\' page: every situation of situations.yaml in its group\'s checklist, in order', () => {
  const lists = [...mainOf(htmlAt(situationsPath!)).matchAll(/<ul\b[^>]*>([\s\S]*?)<\/ul>/g)].map((list) => [...(list[1] ?? '').matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((item) => textOf(item[1] ?? '')))
  for (const group of Object.values(situations).filter((each) => each.length > 0)) {
    const found = lists.filter((items) => items.some((item) => item.includes(group[0]!.title)))
    expect(found.map((items) => items.map((item, index) => item.includes(group[index]!.title) && item.includes(group[index]!.description))), group[0]!.title).toEqual([group.map(() => true)])
  }
})

it('the booking page lists every consultation and chooses none: a link\'s choice is applied in the browser, so one file serves every query', () => {
  const radios = mainOf(htmlAt(bookingPath)).match(/<input[^>]*type="radio"[^>]*>/g) ?? []
  expect(radios.length).toBe(booking.bookingServices.length + offers.offers.filter((offer) => offer.booking).length)
  for (const radio of radios) expect(radio).not.toMatch(/checked/)
})

it('the offers page shows every offer once, group by group in the order of the data: its label line, name, features, price and duration as read aloud, note, footnotes, and one button to the booking form; and the notes box', () => {
  const main = mainOf(htmlAt(offersPath))
  const titleOf = (html: string) => textOf(/<h3\b[^>]*>([\s\S]*?)<\/h3>/.exec(html)?.[1] ?? '')
  // Its price cards, in the page's order: each a list item that holds its heading (no list item before it), from its
  // label line to its button; her offers' only (a gift card she would place there is a card too).
  const cards = [...main.matchAll(/<li\b[^>]*>((?:(?!<li\b)[\s\S])*?<h3\b[\s\S]*?)<\/div><\/div><\/li>/g)]
    .map((match) => match[1] ?? '')
    .filter((each) => offers.offers.some((offer) => offer.title === titleOf(each)))
  // The texts of the plain items (`<li>`) of a fragment: a card's footnotes, the notes box's notes.
  const itemsOf = (html: string) => [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((item) => textOf(item[1] ?? ''))
  // The order of the groups is the block's (her <PriceTable> tags); within a group, the data's.
  const groups = [...new Set(cards.map((each) => offers.offers.find((offer) => offer.title === titleOf(each))?.group))]
  expect(cards.map(titleOf)).toEqual(groups.flatMap((group) => offers.offers.filter((offer) => offer.group === group).map((offer) => offer.title)))
  expect(cards).toHaveLength(offers.offers.length)
  expect(main.match(/<h2\b/g)?.length).toBeGreaterThanOrEqual(groups.length)
  for (const offer of offers.offers) {
    const shown = cards.find((each) => titleOf(each) === offer.title) ?? ''
    // « Tarif 130 €(1) ou 150 €(2) », the word said to a screen reader before the figures, which no other digit touches.
    const prices = `${ui.offers.price} ${offer.prices.map((price) => formatPrice(price) + (price.footnote ? `(${price.footnote})` : '')).join(` ${ui.offers.or} `)}`
    // A package under a label line above its name; its last words its button's: a package is chosen (ui.yaml offers.choose), any other offer booked (offers.book).
    const label = offerLabelOf(offer, ui.offers.appointments)
    if (offer.group === 'packages') expect(label, `${offer.title} has neither label nor appointments in offers.yaml`).toBeDefined()
    const inOrder = [label, offer.title, ...offer.features, prices, offer.duration && `${ui.offers.duration} ${formatDuration(offer.duration)}`, offer.priceNote, offer.group === 'packages' ? ui.offers.choose : ui.offers.book]
    expect(textOf(shown), offer.title).toMatch(new RegExp(`^${inOrder.flatMap((part) => (part ? [RegExp.escape(part)] : [])).join('[\\s\\S]*')}$`))
    expect(hrefsOf(shown), offer.title).toEqual([bookingHref(bookingPath, offer)])
    if (offer.appointments) expect(textOf(shown), offer.title).toContain(fill(ui.offers.appointments, { count: offer.appointments }))
    // Under its price, the footnotes its prices point to, in their list.
    const notes = offers.footnotes.filter((note) => offer.prices.some((price) => price.footnote === note.number)).map((note) => `(${note.number}) ${note.text}`)
    expect(itemsOf(shown.split(`aria-label="${ui.offers.footnotesLabel}"`)[1] ?? ''), offer.title).toEqual(notes)
  }
  // No other link of the page says it books or chooses.
  const linkWords = [...htmlAt(offersPath).matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((link) => textOf(link[1] ?? '').toLowerCase())
  const linksSaying = (words: string) => linkWords.filter((each) => each.includes(words.toLowerCase())).length
  const packages = offers.offers.filter((offer) => offer.group === 'packages').length
  expect([linksSaying(ui.offers.book), linksSaying(ui.offers.choose)]).toEqual([offers.offers.length - packages, packages])
  // The notes box, named by its heading: the VAT status of the prices, then every note of offers.yaml, in order.
  const box = /<aside\b[^>]*aria-labelledby="([^"]+)"[^>]*><h3\b[^>]*\bid="\1"[^>]*>([\s\S]*?)<\/h3>([\s\S]*?)<\/aside>/.exec(main)
  expect(textOf(box?.[2] ?? '')).toBe(ui.offers.notesTitle)
  expect(itemsOf(box?.[3] ?? '')).toEqual([practice.vatNote, ...offers.notes])
})

describe('hyphenated words stay whole, in MDX prose and data texts alike', () => {
  /** Hyphenated words of the visible text that sit outside a no-wrap span. */
  function breakableWords(html: string): string[] {
    const visible = html
      // What no line of the page shows, or what a browser never breaks.
      .replace(/<(script|style|template|title|option|textarea)\b[\s\S]*?<\/\1>/g, '')
      .replace(new RegExp(`<span class="${noBreakClass}">[^<]*</span>`, 'g'), ' ')
      // Addresses written out (an e-mail, a site) wrap as they must.
      .replace(/<a\b[^>]*href="(?:mailto:|https?:)[^"]*"[^>]*>[^<]*<\/a>/g, ' ')
    return hyphenatedParts(textOf(visible.replace(/<[^>]*>/g, ' ')))
      .filter((part) => part.whole)
      .map((part) => part.text)
  }

  it('cuts a text at its hyphenated words only', () => {
    expect(hyphenatedParts('Prendre rendez-vous avec une sage-femme.')).toEqual([
      { text: 'Prendre ', whole: false },
      { text: 'rendez-vous', whole: true },
      { text: ' avec une ', whole: false },
      { text: 'sage-femme', whole: true },
      { text: '.', whole: false },
    ])
    expect(hyphenatedParts('Rien à couper')).toEqual([{ text: 'Rien à couper', whole: false }])
    // An address may wrap where it must on a narrow phone: none of its words is kept whole.
    for (const address of ['bonjour@camille-martin-lactation.fr', 'https://www.sage-femme.fr/annuaire-des-sages-femmes', 'www.jour-de-lait.fr']) {
      expect(hyphenatedParts(`Écrivez à ${address}, merci-bien`).filter((part) => part.whole)).toEqual([{ text: 'merci-bien', whole: true }])
    }
    expect(hyphenatedParts('')).toEqual([])
    // Every letter of a French text, accented, joined or written apart from its accent (e + ◌́), and digits.
    expect(hyphenatedParts('Jean-François, cœur-à-cœur, J-3, Jose\u0301-Mari\u0301a.').filter((part) => part.whole)).toEqual([
      { text: 'Jean-François', whole: true },
      { text: 'cœur-à-cœur', whole: true },
      { text: 'J-3', whole: true },
      { text: 'Jose\u0301-Mari\u0301a', whole: true },
    ])
  })

  it('<NoBreakAtHyphens> keeps each hyphenated word of a data text in a no-wrap span, inside one element (one item of a flex row)', () => {
    expect(renderToStaticMarkup(<NoBreakAtHyphens>{'Location de tire-lait, après-midi'}</NoBreakAtHyphens>)).toBe(
      `<span>Location de <span class="${noBreakClass}">tire-lait</span>, <span class="${noBreakClass}">après-midi</span></span>`,
    )
    expect(renderToStaticMarkup(<NoBreakAtHyphens>{'Rien à couper'}</NoBreakAtHyphens>)).toBe('Rien à couper')
  })

  it('the test finds a hyphenated word left breakable', () => {
    expect(breakableWords('<p>Prendre rendez-vous</p>')).toEqual(['rendez-vous'])
    expect(breakableWords(`<p>Prendre <span class="${noBreakClass}">rendez-vous</span></p>`)).toEqual([])
  })

  it.each(paths)('%s: no hyphenated word of header, page or footer can break at its hyphen', (path) => {
    expect(breakableWords(htmlAt(path))).toEqual([])
  })
})

// A read of another field in the browser's code fails the typecheck: BrowserPractice is a Pick of the list.
it('virtual:content/practice carries exactly `practiceInBrowser`: her legal facts stay in the HTML', async () => {
  const { practice } = await import('virtual:content/practice')
  expect(Object.keys(practice).sort()).toEqual([...practiceInBrowser].sort())
  // The pre-rendered pages still quote those facts (the law test reads them on /conditions).
  const { practice: whole } = await import('virtual:content/practice-all')
  expect(Object.keys(whole).length).toBeGreaterThan(practiceInBrowser.length)
})
