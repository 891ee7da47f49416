import { expect, test } from '@playwright/test'
import { booking, ui } from '../helpers/content.ts'
import { formatTime } from '../../src/lib/format.ts'
import { bookingForm, dayButton, field, frozenNow, gotoBooking, openDays } from '../helpers/forms.ts'

/**
 * The slots of the chosen day come in two short lists, « Matin » (before
 * noon) and « Après-midi », in the order of booking.yaml; the slot sent to
 * the consultant stays the « 09:00 » she wrote (forms-booking-request.spec.ts, the recap).
 */
const morning = booking.timeSlots.filter((slot) => slot < '12:00')
const afternoon = booking.timeSlots.filter((slot) => slot >= '12:00')
// The first open day after the frozen « today » (booking.yaml's closed days and weekdays): every slot is open.
const [day = ''] = openDays(1)

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(frozenNow)
})

test('groups the slots under « Matin » and « Après-midi », each in order, named as French writes times, none left alone on its row @mobile', async ({ page }) => {
  await gotoBooking(page)
  await dayButton(page, day).click()
  const slots = bookingForm(page).getByRole('group', { name: ui.forms.slot })
  for (const [name, expected] of [[ui.forms.slotsMorning, morning], [ui.forms.slotsAfternoon, afternoon]] as const) {
    const group = slots.getByRole('group', { name })
    if (expected.length === 0) {
      await expect(group).toHaveCount(0)
      continue
    }
    await expect(group.getByRole('radio')).toHaveCount(expected.length)
    expect(await group.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))).toEqual(expected)
    for (const slot of expected) await expect(group.getByRole('radio', { name: formatTime(slot), exact: true })).toHaveCount(1)
    const rows = new Map<number, number>()
    for (const top of await group.locator('label').evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().top)))) rows.set(top, (rows.get(top) ?? 0) + 1)
    const counts = [...rows.values()]
    if (counts.length > 1) expect(counts.at(-1), `${name}: ${counts.join(' + ')}`).toBeGreaterThan(1)
  }
  await expect(slots.getByRole('radio')).toHaveCount(booking.timeSlots.length)
})

test('on a phone: the slots three a row, each time inside its pill; the summary\'s labels above their values, nothing spilling at 320 px', { tag: '@mobile-only' }, async ({ page }) => {
  await gotoBooking(page)
  // A home visit: its place is the summary's longest value.
  const home = booking.bookingServices.find((option) => option.place === 'home')
  if (home) await field(bookingForm(page), ui.forms.bookingService).selectOption({ label: home.label })
  await dayButton(page, day).click()
  await bookingForm(page).getByRole('radio').first().check()
  const slots = await bookingForm(page).getByRole('group', { name: ui.forms.slot }).locator('li').evaluateAll((items) =>
    items.map((item) => {
      const pill = item.lastElementChild!.getBoundingClientRect()
      const text = document.createRange()
      text.selectNodeContents(item.lastElementChild!)
      const words = text.getBoundingClientRect()
      return { top: Math.round(pill.top), roomLeft: words.left - pill.left, roomRight: pill.right - words.right }
    }),
  )
  const perRow = [...new Set(slots.map((slot) => slot.top))].map((top) => slots.filter((slot) => slot.top === top).length)
  // Three a row; a group that three would leave one over ends on two rows of two.
  expect(Math.max(...perRow), `slots per row: ${perRow.join(', ')}`).toBe(3)
  expect(Math.min(...perRow), `slots per row: ${perRow.join(', ')}`).toBeGreaterThanOrEqual(2)
  for (const { roomLeft, roomRight } of slots) expect(Math.min(roomLeft, roomRight), 'room between the time and its pill\'s edge').toBeGreaterThanOrEqual(8)

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    const rows = await page.getByRole('complementary', { name: ui.forms.summary.title }).evaluate((summary) => {
      const edge = summary.getBoundingClientRect()
      return [...summary.querySelectorAll('dl > div')].map((row) => {
        const [term, value] = [row.querySelector('dt')!.getBoundingClientRect(), row.querySelector('dd')!.getBoundingClientRect()]
        return { label: row.querySelector('dt')!.textContent, above: term.bottom <= value.top + 1, inside: value.right <= edge.right && value.left >= edge.left }
      })
    })
    expect(rows.length).toBeGreaterThan(3)
    for (const row of rows) expect(row, `${width} px`).toMatchObject({ above: true, inside: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width)
  }
})
