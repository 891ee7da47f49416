import { expect, type Page, test } from '@playwright/test'
import {
  booking,
  bookingForm,
  bookingLabels,
  bookingPath,
  bookingValues,
  field,
  fillBookingFields,
  frozenNow,
  gotoBooking,
  watchConsole,
} from '../helpers/forms.ts'

const { bookingServices } = booking

/**
 * The booking page's `?service=<option>` opens the form with that
 * consultation chosen. The options come from content/data/booking.yaml, so
 * the tests follow the consultant's wording. (Every « Réserver », which also
 * names its offer: forms-booking-request.spec.ts.)
 */
const serviceSelect = (page: Page) => bookingForm(page).getByRole('combobox', { name: bookingLabels.service, exact: true })

/** An option of the list, by position: the tests need no particular one. */
function optionAt(index: number): { value: string; label: string } {
  const option = bookingServices.at(index)
  if (!option) throw new Error(`content/data/booking.yaml has no booking option at ${index}`)
  return option
}

/** The select holds that option, and it is the one a screen reader announces as selected. */
async function expectChosen(page: Page, option: { value: string; label: string }): Promise<void> {
  await expect(serviceSelect(page)).toHaveValue(option.value)
  await expect(serviceSelect(page).getByRole('option', { selected: true })).toHaveText(option.label)
}

test.describe('the booking form preselects the consultation of the link', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(frozenNow)
  })

  test('a direct load of the booking page with ?service=<option> chooses that option, for each of booking.yaml', async ({ page }) => {
    const errors = watchConsole(page)
    for (const option of bookingServices) {
      await gotoBooking(page, `${bookingPath}?service=${option.value}`)
      await expectChosen(page, option)
      // The next link as in a new tab: the draft this one left (sessionStorage) would otherwise win.
      await page.evaluate(() => sessionStorage.clear())
    }
    expect(errors).toEqual([])
  })

  test('the pre-rendered HTML chooses no consultation: the link is applied in the browser, so one file serves every query', async ({ request }) => {
    const html = await (await request.get(`${bookingPath}?service=${optionAt(-1).value}`)).text()
    const select = /<select[^>]*name="service"[\s\S]*?<\/select>/.exec(html)?.[0] ?? ''
    expect(select).not.toBe('')
    for (const option of bookingServices) expect(select).not.toMatch(new RegExp(`<option[^>]*value="${option.value}"[^>]*selected`))
  })

  test('an unknown, empty or missing ?service= chooses nothing, nor does an option\'s label (the link names its key), and logs no error', async ({ page }) => {
    const errors = watchConsole(page)
    for (const query of ['?service=inconnu', '?service=', `?service=${encodeURIComponent(optionAt(-1).label)}`, '']) {
      await gotoBooking(page, `${bookingPath}${query}`)
      await expect(serviceSelect(page), query).toHaveValue('')
      await page.evaluate(() => sessionStorage.clear())
    }
    expect(errors).toEqual([])
  })

  test('a consultation the parent already chose in her draft wins over the link', async ({ page }) => {
    const other = bookingServices.find((option) => option.label !== bookingValues.service)
    const drafted = bookingServices.find((option) => option.label === bookingValues.service)
    if (!other || !drafted) throw new Error('content/data/booking.yaml needs the draft’s option and another one')
    await gotoBooking(page)
    await fillBookingFields(page)
    await gotoBooking(page, `${bookingPath}?service=${other.value}`)
    await expectChosen(page, drafted)
    await expect(field(bookingForm(page), bookingLabels.name)).toHaveValue(bookingValues.name)
  })

  test('a draft with no consultation chosen keeps what was typed and takes the link’s', async ({ page }) => {
    const option = optionAt(0)
    await gotoBooking(page)
    await field(bookingForm(page), bookingLabels.name).fill(bookingValues.name)
    await gotoBooking(page, `${bookingPath}?service=${option.value}`)
    await expectChosen(page, option)
    await expect(field(bookingForm(page), bookingLabels.name)).toHaveValue(bookingValues.name)
  })
})
