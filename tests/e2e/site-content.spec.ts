/**
 * Her content as the built pages show it, every expected value read from
 * content/: what her home holds as shipped (each found where she places it),
 * the testimonials, the gift cards, the footer, and the urgent lane of the
 * booking page. Her offers page (every offer, its prices, notes and button,
 * the notes box) is tests/unit/site-render.test.tsx's, on the server-rendered
 * page; its cards laid out and its notes' heading shown, design.spec.ts's;
 * each of its buttons followed, forms-booking-request.spec.ts's. The home's
 * two latest testimonials, her training's page and what the law asks the
 * pages to say (the legal notice, the conditions of sale, the privacy
 * policy) are tests/unit/law.test.tsx's, on the server-rendered pages; the
 * footer's legal links on every page, site-routes.spec.ts's.
 */
import { expect, type Locator, test } from '@playwright/test'
import { content, offers, practice, testimonials, ui } from '../helpers/content.ts'
import { bookingPath, boxOf, gotoPlacing, loose, mdxHeadings, offerSummary, pageAt, withBlocks, waitForHydration } from '../helpers/site.ts'
import { bookingForm, contactFold, contactForm } from '../helpers/forms.ts'
import { fill, formatPrice, phoneHref, smsHref } from '../../src/lib/format.ts'
import { bookingHref } from '../../src/lib/booking-link.ts'
import { palette } from '../../src/styles/palette.ts'
import { computedColour } from '../helpers/colour.ts'
import { plainSpaces } from '../helpers/text.ts'

// What her home page holds as shipped, each test on the page that places it (in the page or in a block), wherever she puts it.
test('her main offers, where she places them: each with its book button, which opens the booking page', async ({ page }) => {
  const featured = offers.offers.filter((offer) => offer.featured)
  test.skip(featured.length === 0, 'No offer of offers.yaml is featured: <FeaturedOffers> shows nothing.')
  await gotoPlacing(page, 'FeaturedOffers')
  const main = page.getByRole('main')
  const row = (offer: (typeof featured)[number]) => main.getByRole('listitem').filter({ has: offerSummary(page, offer.title) })
  for (const offer of featured) await expect(row(offer).getByRole('link', { name: ui.offers.book })).toBeVisible()
  await waitForHydration(page)
  await row(featured[0]!).getByRole('link', { name: ui.offers.book }).click()
  await expect(page).toHaveURL(bookingHref(bookingPath, featured[0]!))
  await expect(bookingForm(page)).toBeVisible()
})

test('the urgent lane, where she places it: an outlined call button (not filled) and the SMS, from her data (its emergency number: law.test.tsx)', async ({ page }) => {
  await gotoPlacing(page, 'UrgentHelp')
  const urgent = page.getByRole('complementary', { name: ui.urgent.label }).first()
  const call = urgent.getByRole('link', { name: ui.urgent.call })
  await expect(call).toHaveAttribute('href', phoneHref(practice.phone))
  const style = await call.evaluate((link) => ({ background: getComputedStyle(link).backgroundColor, border: getComputedStyle(link).borderTopWidth }))
  expect(style.background, 'not filled').toBe(computedColour(palette.surface))
  expect(Number.parseFloat(style.border), 'outlined').toBeGreaterThan(0)
  await expect(urgent.getByRole('link', { name: ui.urgent.sms })).toHaveAttribute('href', smsHref(practice.phone, practice.urgentSms))
})

test('the folded contact form, where she places it: folded until its button is pressed, whose words then say what it does', async ({ page }) => {
  await gotoPlacing(page, 'FoldedContactForm')
  await expect(contactForm(page)).toBeHidden()
  await expect(contactFold(page)).toHaveText(plainSpaces(ui.forms.openContact), { useInnerText: true })
  await contactFold(page).click()
  await expect(contactForm(page)).toBeVisible()
  await expect(contactFold(page)).toHaveText(plainSpaces(ui.forms.closeContact), { useInnerText: true })
})

test('the footer, on a desktop, gives the e-mail, the zone and the promises of practice.yaml and ui.yaml', async ({ page }) => {
  // A phone's footer (her number's link) is design.spec.ts's, the pages without JavaScript (its menu of every page) quality-seo.spec.ts's.
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: practice.email })).toHaveAttribute('href', `mailto:${practice.email}`)
  await expect(footer).toContainText(ui.footer.zone)
  // Character for character: innerText keeps her no-break spaces.
  const text = await footer.innerText()
  for (const promise of ui.footer.promises) expect(text).toContain(promise)
})

test('the testimonials\' page: every testimonial of testimonials.yaml, the most recent first, each an article with its rating read aloud, then the families; her French kept character for character', async ({ page }) => {
  await gotoPlacing(page, 'TestimonialList')
  // As many as testimonials.yaml has: tests/unit/law.test.tsx, on the same page's HTML.
  const articles = page.getByRole('main').getByRole('article')
  const newestFirst = [...testimonials].sort((a, b) => b.date.localeCompare(a.date))
  for (const [index, testimonial] of newestFirst.entries()) {
    const article = articles.nth(index)
    // The rating is one image, named by its words: five stars, as many filled as the rating.
    const rating = article.getByRole('img', { name: fill(ui.testimonials.rating, { rating: testimonial.rating }), exact: true })
    await expect(rating).toBeVisible()
    expect(await rating.locator('svg').evaluateAll((stars) => stars.map((star) => star.querySelector('path')?.getAttribute('fill') !== 'none'))).toEqual(
      [1, 2, 3, 4, 5].map((star) => star <= testimonial.rating),
    )
    // innerText keeps U+00A0 and U+202F, where Playwright's text matchers would normalise them.
    const text = await article.innerText()
    expect(text).toContain(`«\u00a0${testimonial.text}\u00a0»`)
    expect(text).toContain(testimonial.name)
    expect(text).toContain(testimonial.babyLine)
  }
  // The families figure opens the testimonials; how they were collected is folded under them.
  const families = page.getByRole('main').getByText(plainSpaces(ui.testimonials.families))
  expect((await boxOf(families)).y).toBeLessThan((await boxOf(articles.first())).y)
  const policy = page.getByRole('main').locator('details').filter({ hasText: plainSpaces(ui.testimonials.policyTitle) })
  await expect(policy.getByText(plainSpaces(content.testimonials.policy), { exact: false })).toBeHidden()
  await policy.getByText(plainSpaces(ui.testimonials.policyTitle)).click()
  await expect(policy.getByText(plainSpaces(content.testimonials.policy), { exact: false })).toBeVisible()
})

test('the gift cards\' page quotes each gift card of offers.yaml with the titles and prices of its offers; a link of hers to a section of another page (« /#contact ») goes to that section, not to the top', async ({ page }) => {
  const path = await gotoPlacing(page, 'GiftCardOffers')
  for (const giftCard of offers.giftCards) {
    const quoted = offers.offers.filter((offer) => giftCard.offers.includes(offer.id))
    const amounts = quoted.flatMap((offer) => offer.prices.map((price) => price.amount))
    const [min, max] = [Math.min(...amounts), Math.max(...amounts)]
    const price = min === max ? formatPrice({ amount: min }) : fill(ui.offers.priceFrom, { min: formatPrice({ amount: min }), max: formatPrice({ amount: max }) })
    const title = giftCard.offers.map((id) => quoted.find((offer) => offer.id === id)?.title ?? id).join(` ${ui.offers.or} `)
    // Its card, the list item that holds its heading, as a visitor reads it: innerText keeps blocks apart, where textContent would glue them.
    const shown = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: plainSpaces(title), exact: true }) })
    expect(plainSpaces(await shown.innerText()), title).toContain(plainSpaces(price))
  }
  // The anchor is the mechanism under test; the link, its words and the section are hers, when she wrote one.
  if (!/\]\(\/#|\bto="\/#/.test(withBlocks(pageAt(path).file))) return
  const toSection = page.getByRole('main').locator('a[href^="/#"]').first()
  await expect(toSection).toBeVisible()
  await waitForHydration(page)
  const target = (await toSection.getAttribute('href'))!.slice(2)
  // The next page's scroll and its section's place, at each of its first frames.
  await page.addInitScript(`{
    const frames = (window.arrival = [])
    const record = () => {
      const section = document.getElementById(${JSON.stringify(target)})
      if (section) frames.push({ y: window.scrollY, top: section.getBoundingClientRect().top })
      if (frames.length < 60) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  }`)
  await toSection.click()
  await expect(page).toHaveURL(`/#${target}`)
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport()
  // It lands there at once, not scrolling down the whole page: once the page has moved, the section is on screen.
  await expect.poll(() => page.evaluate(() => (window as unknown as { arrival: unknown[] }).arrival.length)).toBe(60)
  const frames = await page.evaluate(() => (window as unknown as { arrival: { y: number; top: number }[] }).arrival)
  const moved = frames.find((frame) => frame.y > 0) ?? frames.at(-1)!
  expect(moved.top < page.viewportSize()!.height, JSON.stringify(frames.slice(0, 12))).toBe(true)
  // With no ring around it: nothing took the focus.
  expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toMatch(/^<body\b/)
})

test('the booking page\'s urgent parts, wherever she places them: each shown once per placing, above or below the form as in her text; her link to the warning signs block lands on it; on a 390 × 844 phone the first choice on the first screen', { tag: '@mobile' }, async ({ page }) => {
  // The parts and their places are hers (content/rendez-vous.mdx and its blocks): each is checked as she places it.
  const file = withBlocks(pageAt(bookingPath).file)
  const placings = (component: string) => file.match(new RegExp(`<${component}\\b`, 'g'))?.length ?? 0
  await page.goto(bookingPath)
  const formLocator = page.getByRole('form', { name: ui.forms.bookingLabel })
  const form = (await formLocator.boundingBox())!
  /** Laid out on the side of the form where her text puts it: nothing moves a part across the form. */
  const expectOnItsSide = async (part: Locator, name: string) => {
    const after = await part.evaluate((element, formElement) => Boolean(formElement!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING), await formLocator.elementHandle())
    const box = (await part.boundingBox())!
    if (after) expect(box.y, `${name} below the form`).toBeGreaterThanOrEqual(form.y + form.height)
    else expect(box.y + box.height, `${name} above the form`).toBeLessThanOrEqual(form.y)
  }
  const boxes = page.getByRole('complementary', { name: ui.urgent.label })
  // Her urgent line's button, her number said in full to a screen reader; the box's own call link aside.
  const lines = page.locator('main a[href^="tel:"]:not(aside a)').and(page.getByRole('link', { name: ui.urgent.call, exact: true }))
  await expect(boxes).toHaveCount(placings('UrgentHelp'))
  await expect(lines).toHaveCount(placings('UrgentLine'))
  for (const box of await boxes.all()) await expectOnItsSide(box, 'the urgent box')
  for (const line of await lines.all()) await expectOnItsSide(line, 'her urgent line')
  // The block of content/blocs/signes-d-alerte.mdx, found by its heading read from her file, and her link to its section.
  const [warning] = mdxHeadings('blocs/signes-d-alerte')
  if (placings('SignesDAlerte') > 0 && warning) {
    const warningHeading = page.getByRole('main').getByRole('heading', { name: loose(warning) })
    await expect(warningHeading).toBeVisible()
    const toWarnings = await page.getByRole('main').locator('a[href^="#"]').evaluateAll((links) =>
      links.flatMap((link) => {
        const section = document.getElementById(link.getAttribute('href')!.slice(1))
        return section?.querySelector('h2') ? [{ href: link.getAttribute('href')!, heading: section.querySelector('h2')!.textContent }] : []
      }),
    )
    const bare = (text: string | null | undefined) => (text ?? '').replace(/\s/g, '')
    const link = toWarnings.find((each) => bare(each.heading) === bare(warning))
    if (link) {
      await page.getByRole('main').locator(`a[href="${link.href}"]`).click()
      await expect(warningHeading).toBeInViewport()
      // Back to the top at once, whatever the visitor's preference: a smooth scroll would have the boxes below read mid-way.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    }
  }
  if (page.viewportSize()!.width > 390) return
  const select = (await page.getByRole('group', { name: ui.forms.bookingService, exact: true }).getByRole('radio').first().boundingBox())!
  expect(select.y + select.height, 'the first choice on the first screen').toBeLessThanOrEqual(844)
})
