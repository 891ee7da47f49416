import { expect, test } from '@playwright/test'
import { pages, practice } from '../helpers/content.ts'
import { shownAddress } from '../../src/content/facts.ts'
import { phoneHref, smsHref } from '../../src/lib/format.ts'

// Each legal page's heading is its title in pages.yaml.
const legalPages = pages.filter((page) => page.kind === 'legal').map((page) => ({ path: page.path, h1: page.title }))

test.describe('legal pages', () => {
  for (const { path, h1 } of legalPages) {
    test(`${path} renders with its heading`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
    })
  }

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

  test('the privacy policy covers processor, retention, rights and the CNIL', async ({ page }) => {
    await page.goto('/politique-de-confidentialite')
    const main = page.getByRole('main')
    await expect(main).toContainText('EmailJS')
    await expect(main).toContainText("hors de l'Union européenne".replace("'", '’'))
    await expect(main).toContainText(practice.messageRetention)
    await expect(main).toContainText('aucun cookie')
    await expect(main.getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute('href', 'https://www.cnil.fr')
  })

  for (const { path } of [...pages, { path: '/page-qui-n-existe-pas' }]) {
    test(`the footer of ${path} links to both legal pages`, async ({ page }) => {
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales')
      await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
        'href',
        '/politique-de-confidentialite',
      )
    })
  }
})

test.describe('urgent lane', () => {
  for (const path of ['/', '/rendez-vous']) {
    test(`${path} offers one-tap call and pre-filled SMS links built from the config`, async ({ page }) => {
      await page.goto(path)
      const urgent = page.getByRole('complementary', { name: 'Urgence allaitement' })
      await expect(urgent).toContainText('Urgence allaitement')
      await expect(urgent.getByRole('link', { name: `Appeler le ${practice.phone}` })).toHaveAttribute(
        'href',
        phoneHref(practice.phone),
      )
      const sms = urgent.getByRole('link', { name: 'Envoyer un SMS' })
      await expect(sms).toHaveAttribute('href', smsHref(practice.phone, practice.urgentSms))
      expect(await sms.getAttribute('href')).toMatch(/^sms:\+33\d{9}\?body=Bonjour/)
    })
  }

  test('on a 390 px phone the urgent links are on the first screen of /rendez-vous @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/rendez-vous')
    const urgent = page.getByRole('complementary', { name: 'Urgence allaitement' })
    for (const name of [`Appeler le ${practice.phone}`, 'Envoyer un SMS']) {
      const box = await urgent.getByRole('link', { name }).boundingBox()
      expect(box, name).not.toBeNull()
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844)
    }
  })

  for (const path of ['/rendez-vous', '/pourquoi-consulter']) {
    test(`${path} lists the signs that call for a doctor, a midwife or the 15`, async ({ page }) => {
      await page.goto(path)
      const heading = page.getByRole('heading', { name: /Quand appeler un médecin, une sage-femme ou le 15/ })
      await expect(heading).toBeVisible()
      await expect(page.getByRole('main')).toContainText('15')
    })
  }

  test('the services say plainly that the consultant neither diagnoses nor prescribes', async ({ page }) => {
    for (const path of ['/', '/consultations']) {
      await page.goto(path)
      await expect(page.getByRole('main')).toContainText('je ne pose pas de diagnostic et je ne prescris pas')
    }
  })
})
