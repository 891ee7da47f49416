/**
 * What the law and her profession ask the pages to say, from her config: the
 * legal notice, the conditions of sale, the privacy policy (the rest of what
 * the law asks is tests/unit/law.test.tsx's, on the server-rendered pages;
 * the footer's legal links on every page, site-routes.spec.ts's), and the
 * urgent lane of the booking page (the home page's: site-content.spec.ts).
 */
import { expect, test } from '@playwright/test'
import { practice, ui } from '../helpers/content.ts'
import { factTexts } from '../../src/content/facts.ts'
import { shownAddress } from '../../src/content/schema.ts'
import { phoneHref, smsHref } from '../../src/lib/format.ts'
import { bookingPath, factsPlacedIn, linksTo, loose, mdxHeadings, pageAt, sitePages } from '../helpers/site.ts'

test('the legal notice and the conditions of sale name the publisher, her status, SIRET, host and consumer mediator, her cancellation notice, means of payment and gift card terms', async ({ page }) => {
  // The legal pages the law asks for, among the legal pages of pages.yaml.
  expect(sitePages.filter((entry) => entry.legal).map((entry) => entry.path)).toEqual(expect.arrayContaining(['/mentions-legales', '/politique-de-confidentialite']))
  for (const [path, facts] of [
    ['/mentions-legales', [practice.name, practice.legalStatus, practice.address, practice.siret, practice.host.name, practice.host.address]],
    ['/conditions', [practice.cancellationNotice, practice.paymentMethods, practice.vatNote, practice.giftCard.delivery, practice.giftCard.validity]],
  ] as const) {
    await page.goto(path)
    const main = page.getByRole('main')
    for (const fact of [...facts, practice.mediator.name]) await expect(main, path).toContainText(fact)
    await expect(main.getByRole('link', { name: shownAddress(practice.mediator.website) }), path).toHaveAttribute('href', practice.mediator.website)
    if (path !== '/mentions-legales') continue
    await expect(main.getByRole('link', { name: practice.phone })).toHaveAttribute('href', phoneHref(practice.phone))
    await expect(main.getByRole('link', { name: practice.email })).toHaveAttribute('href', `mailto:${practice.email}`)
  }
})

test('the privacy policy names the processor the site sends through, quotes her facts (retention…) and links to the CNIL', async ({ page }) => {
  await page.goto('/politique-de-confidentialite')
  const main = page.getByRole('main')
  // EmailJS is the code's processor, not her choice of words: the policy must name it.
  await expect(main).toContainText('EmailJS')
  const facts = factTexts(practice, ui.about)
  const placed = factsPlacedIn(pageAt('/politique-de-confidentialite').file)
  expect(placed).toContain('messageRetention')
  for (const name of placed) await expect(main, name).toContainText(facts[name]!.text)
  await expect(linksTo(main, 'https://www.cnil.fr')).toHaveCount(1)
})

test('the booking page: one-tap call and pre-filled SMS from the config, the warning signs block; on a 390 × 844 phone her number then the first choice on the first screen', { tag: '@mobile' }, async ({ page }) => {
  await page.goto(bookingPath)
  const urgent = page.getByRole('complementary', { name: ui.urgent.label })
  const call = urgent.getByRole('link', { name: ui.urgent.call })
  await expect(call).toHaveAttribute('href', phoneHref(practice.phone))
  const sms = urgent.getByRole('link', { name: ui.urgent.sms })
  await expect(sms).toHaveAttribute('href', smsHref(practice.phone, practice.urgentSms))
  expect(await sms.getAttribute('href')).toMatch(/^sms:\+\d{9,}\?body=./)
  // The block of content/blocs/signes-d-alerte.mdx, found by its heading read from her file.
  const [warning] = mdxHeadings('blocs/signes-d-alerte')
  await expect(page.getByRole('main').getByRole('heading', { name: loose(warning ?? '') })).toBeVisible()
  if (page.viewportSize()!.width > 390) return
  const select = (await page.getByRole('combobox', { name: ui.forms.bookingService, exact: true }).boundingBox())!
  expect(select.y + select.height, 'the first choice on the first screen').toBeLessThanOrEqual(844)
  const first = page.getByRole('main').locator('a[href^="tel:"]').first()
  await expect(first).toHaveAccessibleName(ui.urgent.call)
  const box = (await first.boundingBox())!
  expect(box.y + box.height, 'her number above it').toBeLessThanOrEqual(select.y)
})
