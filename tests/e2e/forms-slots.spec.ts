import { expect, test } from '@playwright/test'
import { booking, ui } from '../helpers/content.ts'
import { bookingForm, captureSends, chooseDateAndSlot, dayButton, fillBookingFields, frozenNow, gotoBooking, openDays } from '../helpers/forms.ts'

/**
 * The slots of the chosen day come in two short lists, « Matin » (before
 * noon) and « Après-midi », in the order of booking.yaml; the slot sent to
 * the consultant stays the « 09:00 » she wrote.
 */
const morning = booking.timeSlots.filter((slot) => slot < '12:00')
const afternoon = booking.timeSlots.filter((slot) => slot >= '12:00')
// The first open day after the frozen « today » (booking.yaml's closed days and weekdays): every slot is open.
const [day = ''] = openDays(1)

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(frozenNow)
})

test('groups the slots under « Matin » and « Après-midi », each in order @mobile', async ({ page }) => {
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
  }
  await expect(slots.getByRole('radio')).toHaveCount(booking.timeSlots.length)
})

test('sends the slot as written in booking.yaml, whichever group it is in', async ({ page }) => {
  const sends = await captureSends(page)
  await gotoBooking(page)
  await fillBookingFields(page)
  const slot = afternoon.at(-1) ?? morning.at(-1) ?? ''
  await chooseDateAndSlot(page, day, slot)
  await bookingForm(page).getByRole('button', { name: ui.forms.submitBooking }).click()
  await expect.poll(() => sends.length).toBe(1)
  expect(sends[0]?.template_params.appointment_time).toBe(slot)
})
