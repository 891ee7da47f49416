import { expect, test } from '@playwright/test'
import { pages, practice, ui } from '../helpers/content.ts'
import { factTexts } from '../../src/content/facts.ts'
import { shownAddress } from '../../src/content/schema.ts'
import { phoneHref, smsHref } from '../../src/lib/format.ts'
import { factsPlacedIn, linksTo, loose, mdxHeadings, pageAt, sitePages } from '../helpers/site.ts'

/** The pages of pages.yaml with `kind: legal`, linked from every footer. */
const legalPages = sitePages.filter((page) => page.legal)

test.describe('legal pages', () => {
  test('pages.yaml has the legal pages of the law among its legal pages: the legal notice and the privacy policy', () => {
    expect(legalPages.map((page) => page.path)).toEqual(expect.arrayContaining(['/mentions-legales', '/politique-de-confidentialite']))
  })

  test('the legal notice names the publisher, her status, SIRET and the host from the config', async ({ page }) => {
    await page.goto('/mentions-legales')
    const main = page.getByRole('main')
    for (const fact of [practice.name, practice.legalStatus, practice.address, practice.siret, practice.host.name, practice.host.address]) {
      await expect(main).toContainText(fact)
    }
    await expect(main.getByRole('link', { name: practice.phone })).toHaveAttribute('href', phoneHref(practice.phone))
    await expect(main.getByRole('link', { name: practice.email })).toHaveAttribute('href', `mailto:${practice.email}`)
  })

  test('the conditions of sale and the legal notice name the consumer mediator from the config', async ({ page }) => {
    for (const path of ['/conditions', '/mentions-legales']) {
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(main, path).toContainText(practice.mediator.name)
      await expect(main.getByRole('link', { name: shownAddress(practice.mediator.website) }), path).toHaveAttribute(
        'href',
        practice.mediator.website,
      )
    }
  })

  test('the conditions of sale give the cancellation notice, the means of payment and the gift card’s terms from the config', async ({ page }) => {
    await page.goto('/conditions')
    const main = page.getByRole('main')
    for (const fact of [practice.cancellationNotice, practice.paymentMethods, practice.vatNote, practice.giftCard.delivery, practice.giftCard.validity]) {
      await expect(main).toContainText(fact)
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

  test('the footer of every page, the not-found page too, links to every legal page', async ({ page }) => {
    for (const { path } of [...pages, { path: '/page-qui-n-existe-pas' }]) {
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      for (const legal of legalPages) {
        await expect(footer.getByRole('link', { name: loose(legal.title) }), path).toHaveAttribute('href', legal.path)
      }
    }
  })
})

test.describe('urgent lane', () => {
  for (const path of ['/', '/rendez-vous']) {
    test(`${path} offers one-tap call and pre-filled SMS links built from the config`, async ({ page }) => {
      await page.goto(path)
      const urgent = page.getByRole('complementary', { name: ui.urgent.label })
      await expect(urgent).toBeVisible()
      await expect(urgent.getByRole('link', { name: ui.urgent.call })).toHaveAttribute('href', phoneHref(practice.phone))
      const sms = urgent.getByRole('link', { name: ui.urgent.sms })
      await expect(sms).toHaveAttribute('href', smsHref(practice.phone, practice.urgentSms))
      expect(await sms.getAttribute('href')).toMatch(/^sms:\+\d{9,}\?body=./)
    })
  }

  test('on a 390 px phone her number is on the first screen of the booking page, and the full urgent box, SMS included, on the page @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(pages.find((entry) => entry.role === 'booking')?.path ?? '')
    const call = page.getByRole('main').getByRole('link', { name: ui.urgent.call }).first()
    await expect(call).toHaveAttribute('href', phoneHref(practice.phone))
    const box = await call.boundingBox()
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844)
    const urgent = page.getByRole('complementary', { name: ui.urgent.label })
    await expect(urgent.getByRole('link', { name: ui.urgent.sms })).toHaveAttribute('href', smsHref(practice.phone, practice.urgentSms))
  })

  for (const path of ['/rendez-vous', '/pourquoi-consulter']) {
    test(`${path} shows the warning signs block (content/blocs/signes-d-alerte.mdx) under its own heading`, async ({ page }) => {
      // The block's words are hers: its heading is read from her file, the test checks that the block is there.
      const [heading] = mdxHeadings('blocs/signes-d-alerte')
      if (!heading) throw new Error('content/blocs/signes-d-alerte.mdx has no heading')
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading', { name: loose(heading) })).toBeVisible()
    })
  }

  test('the services say plainly that the consultant neither diagnoses nor prescribes', async ({ page }) => {
    // A rule of her profession, like the IBCLC one: whatever her wording, both words must be there.
    for (const path of ['/', '/consultations']) {
      await page.goto(path)
      await expect(page.getByRole('main')).toContainText(/diagnostic/)
      await expect(page.getByRole('main')).toContainText(/prescri/)
    }
  })
})
