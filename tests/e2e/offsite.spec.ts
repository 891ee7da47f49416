/**
 * Her page for bookings made off the site (pages.yaml's `kind: private`), as
 * built: it builds on her phone the links of a phone booking, and prints the
 * contract of an offer agreed at the parent's home on one A4 sheet. Her
 * words and offers are read from her data; the controls' labels are the
 * tool's (src/components/OffsiteBooking/words.ts).
 * Kept out of every menu: tests/unit/site-render.test.tsx; out of search
 * engines (meta robots, X-Robots-Tag, no canonical address):
 * tests/unit/seo.test.ts and headers.test.ts, and in a production build,
 * whose sitemap leaves it out, tests/integration/launch-build.test.ts.
 */
import { expect, type Page, test } from '@playwright/test'
import { toolWords } from '../../src/components/OffsiteBooking/words.ts'
import { bookingPlaceNames } from '../../src/content/places.ts'
import { choiceLine, priceChoices, priceIndexOf } from '../../src/lib/confirmation.ts'
import { formatPrice } from '../../src/lib/format.ts'
import { formatFrenchDate } from '../../src/lib/french-date.ts'
import { offerTermsOf } from '../../src/content/offer-terms.ts'
import { booking, content, withdrawalForm } from '../helpers/content.ts'
import { openDays, slotAt } from '../helpers/calendar-days.ts'
import { expectPageShown, loose, privatePages, touchTarget, gotoHydrated } from '../helpers/site.ts'
import { autoReplyCheckLine } from '../../src/lib/auto-reply-line.ts'
import { plainSpaces } from '../helpers/text.ts'

const [tool] = privatePages
if (!tool) throw new Error('content/pages.yaml has no page of kind « private » (her off-site booking page)')
const choices = priceChoices(offerTermsOf(content.offers, content.booking.bookingServices))
/** Thursday 26 November 2026, 10:00 in Paris: the day she confirms, and the contract's date. */
const today = new Date('2026-11-26T10:00:00+01:00')
/** A week later or soon after, a day she receives, at one of her slots: a booking her form could have asked. */
const [day = ''] = openDays(1, '2026-12-03')
const slot = slotAt(-1)
/** A time none of her slots has. */
const offSlot = ['07:05', '21:55'].find((time) => !booking.timeSlots.includes(time))!

async function open(page: Page) {
  await page.clock.setFixedTime(today)
  await gotoHydrated(page, tool!.path)
  await expectPageShown(page, tool!.path)
}

async function fill(page: Page, values: { parent: string; email?: string; phone?: string; town?: string }) {
  await page.getByLabel(toolWords.day).fill(day)
  await page.getByLabel(toolWords.slot).fill(slot)
  await page.getByLabel(toolWords.parent).fill(values.parent)
  if (values.town !== undefined) await page.getByLabel(toolWords.town).fill(values.town)
  if (values.email) await page.getByLabel(toolWords.email).fill(values.email)
  if (values.phone) await page.getByLabel(toolWords.phone).fill(values.phone)
}

const bodyOf = (href: string) => new URL(href).searchParams.get('body') ?? ''

test('a phone booking on her phone: what is missing said in one sentence, then the information then the confirmation by e-mail, the confirmation naming the price and the date, and an SMS link', { tag: '@mobile-only' }, async ({ page }) => {
  await open(page)
  // What is still to fill, as one French sentence: the fields' names in lower case, the contact last.
  const send = page.getByRole('region', { name: toolWords.send })
  await expect(send).toContainText(`${toolWords.parent.charAt(0).toLowerCase()}${toolWords.parent.slice(1)}`)
  await expect(send).not.toContainText(toolWords.parent)
  await expect(send).toContainText(` et ${toolWords.missingContact}.`)
  // A formula's second price when she has one: the one agreed, the only one the texts may name.
  const agreed = choices.findIndex((each, index) => index > 0 && choices[index - 1]!.offer === each.offer)
  const choice = choices[Math.max(agreed, 0)]
  const priceIndex = priceIndexOf(choice!)
  await page.getByLabel(toolWords.offer).selectOption({ label: choiceLine(choice!) })
  await page.getByLabel(toolWords.place).selectOption(bookingPlaceNames.phone)
  // An address typed in part: said in that sentence, no message prepared.
  await fill(page, { parent: 'Julie Martin', email: 'julie@example', phone: '06 11 22 33 44' })
  await expect(send).toContainText(`${toolWords.missing} ${toolWords.wholeEmail}.`)
  await expect(send.getByRole('link')).toHaveCount(0)
  await fill(page, { parent: 'Julie Martin', email: 'julie@example.fr', phone: '06 11 22 33 44' })
  // Her information with the withdrawal form does not fit in one mailto: with the confirmation: two e-mails, in order.
  const information = send.getByRole('link', { name: loose(toolWords.mail.information) })
  const confirmation = send.getByRole('link', { name: loose(toolWords.mail.confirmation) })
  await expect(information).toHaveAttribute('href', /^mailto:julie@example\.fr\?/)
  const confirmed = bodyOf((await confirmation.getAttribute('href')) ?? '')
  expect(confirmed).toContain(formatPrice({ amount: choice!.amount }))
  expect(confirmed).toContain(formatFrenchDate(day))
  const informed = bodyOf((await information.getAttribute('href')) ?? '')
  expect(informed).toContain(formatFrenchDate(day))
  for (const other of choice!.offer.prices.filter((price) => price.amount !== choice!.amount)) expect(informed).not.toContain(formatPrice(other))
  // The SMS link's number: tests/unit/offsite.test.ts.
  const sms = send.getByRole('link', { name: loose(toolWords.sms.confirmation) })
  expect(bodyOf((await sms.getAttribute('href')) ?? '')).toContain(formatFrenchDate(day))
  // One tap each, on a phone: touch-sized; the information first.
  for (const link of [information, confirmation, sms]) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(touchTarget)
  expect((await information.boundingBox())!.y).toBeLessThan((await confirmation.boundingBox())!.y)
  // No contract for a booking by phone.
  await expect(page.getByRole('button', { name: toolWords.print })).toHaveCount(0)

  // Or in one tap: the site's function sends her information and the form from her EmailJS account, and says so.
  const asked: Record<string, unknown>[] = []
  let answer = 200
  await page.route('**/api/accuse-reception', async (route) => {
    asked.push(route.request().postDataJSON() as Record<string, unknown>)
    await route.fulfill({ status: answer, body: answer === 200 ? 'OK' : 'Refusé' })
  })
  const fromSite = send.getByRole('button', { name: toolWords.fromSite })
  expect((await fromSite.boundingBox())?.height).toBeGreaterThanOrEqual(touchTarget)
  await fromSite.tap()
  await expect(send.getByRole('status')).toHaveText(autoReplyCheckLine({ sent: true }, 'julie@example.fr', today, 'information'))
  expect(asked).toEqual([
    expect.objectContaining({ offer: choice!.offer.id, agreed: priceIndex, day, slot, place: 'phone', name: 'Julie Martin', email: 'julie@example.fr', town: '' }),
  ])
  expect(asked[0]!.request_id).toMatch(/^[0-9a-f]{10}$/)
  // Refused (EmailJS refused the e-mail, say): it says so, and the links above remain.
  answer = 400
  await fromSite.tap()
  await expect(send.getByRole('status')).toHaveText(autoReplyCheckLine({ sent: false, why: 'invalid' }, 'julie@example.fr', today, 'information'))
  await expect(information).toBeVisible()
  // A long address in that line wraps: nothing scrolls sideways on the narrowest phone.
  const long = 'marie-elisabeth.delarochefoucauld@example.fr'
  await page.getByLabel(toolWords.email).fill(long)
  answer = 200
  await fromSite.tap()
  await expect(send.getByRole('status')).toContainText(long)
  // A time none of her slots has: the function would refuse it, so the page says so in place of the button.
  await page.getByLabel(toolWords.slot).fill(offSlot)
  await expect(fromSite).toHaveCount(0)
  await expect(send.getByText(toolWords.fromSiteClosed)).toBeVisible()
  await expect(information).toBeVisible()
  // Each message's text copies in one tap; where the browser refuses, the text appears, selected, to copy by hand.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const copyOf = (words: string) => send.getByRole('listitem').filter({ has: page.getByRole('link', { name: loose(words) }) }).getByRole('button')
  // The link's text with the line ends of a text (a mailto: writes CRLF).
  const textOf = async (link: typeof information) => bodyOf((await link.getAttribute('href')) ?? '').replaceAll('\r\n', '\n')
  await copyOf(toolWords.mail.confirmation).tap()
  await expect(copyOf(toolWords.mail.confirmation)).toHaveText(toolWords.copied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await textOf(confirmation))
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Refusé', 'NotAllowedError'))
  })
  await copyOf(toolWords.mail.information).tap()
  const byHand = send.getByRole('textbox', { name: toolWords.copyRefused })
  const informedNow = await textOf(information)
  await expect(byHand).toHaveValue(informedNow)
  await expect(byHand).toBeFocused()
  expect(await byHand.evaluate((area: HTMLTextAreaElement) => [area.selectionStart, area.selectionEnd])).toEqual([0, informedNow.length])
  // A change to the form changes the text: the old one goes, and the next tap offers the new one.
  await page.getByLabel(toolWords.parent).fill('Julie Martin-Durand')
  await expect(byHand).toHaveCount(0)
  await copyOf(toolWords.mail.information).tap()
  await expect(byHand).toHaveValue(/Julie Martin-Durand/)
  // Nothing scrolls sideways on the narrowest phone, the text to copy by hand included.
  await page.setViewportSize({ width: 320, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})

test('a formula agreed at the parent’s home prints as ONE A4 page: dated, with the price, the express request and the withdrawal form to cut out', async ({ page }) => {
  await open(page)
  const formula = choices.find((choice) => choice.offer.kind === 'package') ?? choices[0]!
  await page.getByLabel(toolWords.offer).selectOption({ label: choiceLine(formula) })
  await page.getByRole('radio', { name: toolWords.agreedWays.home }).check()
  await page.getByLabel(toolWords.place).selectOption(bookingPlaceNames.home)
  await fill(page, { parent: 'Julie Martin', town: 'Rezé', phone: '06 11 22 33 44' })
  await expect(page.getByRole('button', { name: toolWords.print })).toBeVisible()
  const sheet = page.getByRole('article', { name: booking.homeContract.title })
  const form = withdrawalForm()
  const text = plainSpaces(await sheet.innerText())
  for (const part of [formatPrice({ amount: formula.amount }), formatFrenchDate('2026-11-26'), booking.homeContract.expressRequest, ...form.split('\n\n').slice(0, 3)]) {
    expect(text).toContain(plainSpaces(part))
  }

  await page.emulateMedia({ media: 'print' })
  // Printed, the sheet is all there is: no header, no footer, no form around it.
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByLabel(toolWords.parent)).toBeHidden()
  await expect(sheet).toBeVisible()
  // A print dialog's usual margins; Chromium lays out the print media as a browser's print does.
  const pdf = (await page.pdf({ format: 'A4', margin: { top: '1cm', bottom: '1cm', left: '1cm', right: '1cm' } })).toString('latin1')
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
})
