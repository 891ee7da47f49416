import { expect, type Locator, type Page, test } from '@playwright/test'
import { offers, pages, practice, testimonials, training, ui } from '../helpers/content.ts'
import { factsPlacedIn, footerMenuPages, linksTo, loose, pageAt, plainSpaces, sitePages } from '../helpers/site.ts'
import { openContactFold } from '../helpers/forms.ts'
import { fill, formatDuration, formatPrice, phoneHref } from '../../src/lib/format.ts'
import { factTexts } from '../../src/content/facts.ts'
import type { Price } from '../../src/content/schema.ts'
import { bookingHref } from '../../src/lib/booking-link.ts'

const bookingPath = pages.find((page) => page.role === 'booking')?.path ?? ''

/** A card of a price list: the list item that holds the heading of that offer. */
const card = (page: Page, title: string): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })

/** A price as the site writes it (« 70 € » with a no-break space), not glued to other digits. */
const euros = (amount: number) => new RegExp(`(^|[^\\d])${amount}[\\s\\u00a0\\u202f]€`)

/**
 * What a visitor reads in an element: innerText keeps blocks apart, where
 * textContent would glue « 1 h 30 » and « 70 € » into « 1 h 3070 € ».
 */
const readText = (locator: Locator) => locator.innerText()

/** A visible text as a regular expression on plainSpaces() text: « 1 h 30 » also matches « 1h30 »'s typeset form. */
const plainPattern = (text: string) => plainSpaces(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, ' ?')

/** What a card shows for these prices, spaces collapsed: « 130 € (1) ou 150 € (2) ». */
function pricesPattern(prices: readonly Price[]): RegExp {
  const one = (price: Price) => plainPattern(formatPrice(price)) + (price.footnote ? ` ?\\(${price.footnote}\\)` : '')
  return new RegExp(prices.map(one).join(` ?${plainPattern(ui.offers.or)} ?`))
}

/** The offers of a group, in the order of offers.yaml. */
const offersOf = (group: string) => offers.offers.filter((offer) => offer.group === group)
/** Every offer can be booked: a package is chosen, any other offer is booked. */
const booked = offers.offers.filter((offer) => offer.group !== 'packages')

/** The titles of the price cards of <main>, in page order. */
const cardTitles = async (page: Page) =>
  (await page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts()).map(plainSpaces)

test.describe('/consultations', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/consultations')
  })

  test('shows every offer of offers.yaml once, group by group, each group in the order of the data and under a heading', async ({ page }) => {
    const titles = await cardTitles(page)
    const groupOf = new Map(offers.offers.map((offer) => [plainSpaces(offer.title), offer.group]))
    // The order of the groups is the block's (her <PriceTable> tags); within a group, the data's.
    const groups = [...new Set(titles.map((title) => groupOf.get(title)))]
    expect(groups.sort()).toEqual([...new Set(offers.offers.map((offer) => offer.group))].sort())
    const inPageOrder = [...new Set(titles.map((title) => groupOf.get(title)))]
    expect(titles).toEqual(inPageOrder.flatMap((group) => offersOf(group ?? '').map((offer) => plainSpaces(offer.title))))
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(groups.length)
  })

  test('offers its book button (ui.yaml offers.book) on every offer but the packages, with its offer chosen', async ({ page }) => {
    for (const offer of booked) {
      const book = card(page, offer.title).getByRole('link', { name: ui.offers.book })
      await expect(book, offer.title).toHaveAttribute('href', bookingHref(bookingPath, offer))
      await expect(book, offer.title).toBeVisible()
    }
    await expect(page.getByRole('link', { name: ui.offers.book })).toHaveCount(booked.length)
  })

  test('offers its choose button (ui.yaml offers.choose) on each package, and the link opens the booking form', async ({ page }) => {
    const packages = offersOf('packages')
    const choose = page.getByRole('link', { name: ui.offers.choose })
    await expect(choose).toHaveCount(packages.length)
    for (const offer of packages) {
      await expect(card(page, offer.title).getByRole('link', { name: ui.offers.choose })).toHaveAttribute('href', bookingHref(bookingPath, offer))
    }
    test.skip(packages.length === 0, 'offers.yaml has no package to choose')
    await choose.first().click()
    await expect(page).toHaveURL(bookingHref(bookingPath, packages[0]!))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('prints each package with its number of appointments, what it includes, its prices with their markers, and the footnotes they point to', async ({ page }) => {
    for (const offer of offersOf('packages')) {
      const shown = card(page, offer.title)
      expect(plainSpaces(await readText(shown)), offer.title).toMatch(pricesPattern(offer.prices))
      if (offer.appointments) await expect(shown).toContainText(fill(ui.offers.appointments, { count: offer.appointments }))
      for (const feature of offer.features) await expect(shown).toContainText(feature)
    }
    // Each group lists, under its cards, the footnotes its prices point to.
    const titles = await cardTitles(page)
    const groups = [...new Set(titles.map((title) => offers.offers.find((offer) => plainSpaces(offer.title) === title)?.group))]
    const expected = groups.flatMap((group) => {
      const markers = new Set(offersOf(group ?? '').flatMap((offer) => offer.prices.map((price) => price.footnote)))
      return offers.footnotes.filter((footnote) => markers.has(footnote.number)).map((footnote) => `(${footnote.number}) ${footnote.text}`)
    })
    await expect(page.getByRole('list', { name: ui.offers.footnotesLabel }).getByRole('listitem')).toHaveText(expected)
  })

  test('closes with the notes box (ui.yaml offers.notesTitle): the VAT status of the prices, then every note of offers.yaml, in order', async ({ page }) => {
    const box = page.getByRole('complementary', { name: ui.offers.notesTitle })
    await expect(box.getByRole('heading', { name: ui.offers.notesTitle })).toBeVisible()
    await expect(box.getByRole('listitem')).toHaveText([practice.vatNote, ...offers.notes])
  })

  test('shows every price, duration and price note of offers.yaml on its card, as the site writes them', async ({ page }) => {
    for (const offer of offers.offers) {
      const text = plainSpaces(await readText(card(page, offer.title)))
      expect(text, offer.title).toMatch(pricesPattern(offer.prices))
      for (const price of offer.prices) expect(text, `${offer.title}: ${price.amount} €`).toMatch(euros(price.amount))
      if (offer.duration) expect(text, offer.title).toContain(plainSpaces(formatDuration(offer.duration)))
      if (offer.priceNote) expect(text, offer.title).toContain(plainSpaces(offer.priceNote))
    }
  })
})

test.describe('home page', () => {
  test('opens with one h1, a link to /rendez-vous, each main offer\'s book button, and the contact form behind its button', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(linksTo(page.getByRole('main'), '/rendez-vous').first()).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: ui.offers.book })).toHaveCount(offers.offers.filter((offer) => offer.featured).length)
    await expect(page.getByRole('main').getByRole('form')).toHaveCount(0)
    await openContactFold(page)
    await expect(page.getByRole('main').getByRole('form')).toHaveCount(1)
  })
})

test.describe('/temoignages', () => {
  test('shows every testimonial of testimonials.yaml, in order, each an article with its text, author and rating read aloud, then the families', async ({
    page,
  }) => {
    await page.goto('/temoignages')
    const articles = page.getByRole('main').getByRole('article')
    await expect(articles).toHaveCount(testimonials.length)
    for (const [index, testimonial] of testimonials.entries()) {
      const article = articles.nth(index)
      await expect(article.getByText(fill(ui.testimonials.rating, { rating: testimonial.rating }))).toBeVisible()
      await expect(article).toContainText(loose(`« ${testimonial.text} »`, { exact: false }))
      await expect(article).toContainText(testimonial.name)
      await expect(article).toContainText(testimonial.babyLine)
    }
    await expect(page.getByRole('main')).toContainText(ui.testimonials.families)
  })
})

test.describe('/a-propos', () => {
  test('shows the portrait with its French alt text, explicit dimensions, and the image loads', { tag: '@mobile' }, async ({
    page,
  }) => {
    await page.goto('/a-propos')
    const portrait = page.getByRole('main').getByRole('img', { name: ui.about.portraitAlt })
    await expect(portrait).toBeVisible()
    await expect(portrait).toHaveAttribute('alt', ui.about.portraitAlt)
    await expect(portrait).toHaveAttribute('width', /^\d+$/)
    await expect(portrait).toHaveAttribute('height', /^\d+$/)
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('quotes each fact of practice.yaml she placed there, as the site writes it, and lists every training of training.yaml', async ({ page }) => {
    await page.goto('/a-propos')
    const main = page.getByRole('main')
    const facts = factTexts(practice, ui.about)
    const placed = factsPlacedIn(pageAt('/a-propos').file)
    for (const name of placed) await expect(main, name).toContainText(facts[name]!.text)
    for (const entry of training) {
      await expect(main).toContainText(entry.period)
      await expect(main).toContainText(entry.title)
    }
  })
})

test('no page presents IBCLC as a title held: every mention, however many she writes, says « préparation » or « prévue » nearby', async ({ page }) => {
  for (const { path } of sitePages) {
    await page.goto(path)
    const texts = [
      await page.locator('body').innerText(),
      (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
      await page.title(),
    ]
    for (const text of texts) {
      for (const match of text.matchAll(/IBCLC/g)) {
        const around = text.slice(Math.max(0, match.index - 80), match.index + 80)
        expect(around, `${path}: « ${around} »`).toMatch(/préparation|prévue/i)
      }
    }
  }
})

test.describe('/cartes-cadeaux', () => {
  test('quotes each gift card of offers.yaml with the titles and prices of its offers, and links to /consultations', async ({ page }) => {
    await page.goto('/cartes-cadeaux')
    const main = page.getByRole('main')
    for (const giftCard of offers.giftCards) {
      const quoted = offers.offers.filter((offer) => giftCard.offers.includes(offer.id))
      const amounts = quoted.flatMap((offer) => offer.prices.map((price) => price.amount))
      const [min, max] = [Math.min(...amounts), Math.max(...amounts)]
      const price = min === max ? formatPrice({ amount: min }) : fill(ui.offers.priceFrom, { min: formatPrice({ amount: min }), max: formatPrice({ amount: max }) })
      const title = giftCard.offers.map((id) => quoted.find((offer) => offer.id === id)?.title ?? id).join(` ${ui.offers.or} `)
      expect(plainSpaces(await readText(card(page, title))), title).toContain(plainSpaces(price))
    }
    const services = linksTo(main, '/consultations').first()
    await services.click()
    await expect(page).toHaveURL('/consultations')
  })
})

test.describe('/location-tire-lait', () => {
  test('links to /rendez-vous', async ({ page }) => {
    await page.goto('/location-tire-lait')
    await expect(linksTo(page.getByRole('main'), '/rendez-vous').first()).toBeVisible()
  })
})

test.describe('footer', () => {
  test('gives the contact details, the zone and the promises of practice.yaml and ui.yaml, and every page', async ({ page }) => {
    // On a desktop: a phone's footer keeps her contact and the legal links (design.spec.ts), the pages without JavaScript only (site-nojs.spec.ts).
    await page.goto('/pourquoi-consulter')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: practice.phone })).toHaveAttribute('href', phoneHref(practice.phone))
    await expect(footer.getByRole('link', { name: practice.email })).toHaveAttribute('href', `mailto:${practice.email}`)
    await expect(footer).toContainText(ui.footer.zone)
    for (const promise of ui.footer.promises) await expect(footer).toContainText(promise)
    const links = footer.getByRole('navigation', { name: ui.footer.navHeading }).getByRole('link')
    await expect(links).toHaveCount(footerMenuPages.length)
  })
})
