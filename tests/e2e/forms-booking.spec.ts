import { expect, test } from '@playwright/test'
import { practice, ui } from '../helpers/content.ts'
import {
  bookingForm,
  captureSends,
  chooseDateAndSlot,
  expectBookingKept,
  fillBookingFields,
  frozenNow,
  gotoBooking,
  watchConsole,
} from '../helpers/forms.ts'

const submitName = 'Envoyer ma demande'
const allSlots = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00']

test.describe('booking form', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(frozenNow)
  })

  test('sends exactly the fields of spec §7, with the date in French @mobile', async ({ page }) => {
    const errors = watchConsole(page)
    const sends = await captureSends(page)
    await gotoBooking(page)
    await fillBookingFields(page)
    await chooseDateAndSlot(page, 'lundi 23 novembre 2026', '09:30')
    await bookingForm(page).getByRole('button', { name: submitName }).click()
    await expect(page.getByRole('status').filter({ hasText: ui.forms.success.booking.title })).toContainText(
      'Je vous recontacterai rapidement pour confirmer votre créneau.',
    )
    expect(sends).toEqual([
      {
        lib_version: '4.4.1',
        user_id: 'local-sink',
        service_id: 'local-sink',
        template_id: 'booking',
        template_params: {
          from_name: 'Inès Martin',
          from_email: 'ines.martin@example.fr',
          phone: '07 98 76 54 32',
          service: 'consultations-postnatales',
          appointment_date: 'lundi 23 novembre 2026',
          appointment_time: '09:30',
          message: 'Notre fille a 5 jours, les tétées sont douloureuses.',
          to_name: practice.name,
        },
      },
    ])
    expect(errors).toEqual([])
  })

  test('after success, the date, the slot and every field are reset', async ({ page }) => {
    await captureSends(page)
    await gotoBooking(page)
    await fillBookingFields(page)
    await chooseDateAndSlot(page, 'lundi 23 novembre 2026', '14:00')
    const form = bookingForm(page)
    await form.getByRole('button', { name: submitName }).click()
    await expect(page.getByRole('status').filter({ hasText: ui.forms.success.booking.title })).toBeVisible()
    for (const label of ['Nom *', 'E-mail *', 'Téléphone *', 'Type de consultation *', 'Message']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('')
    }
    await expect(form.getByRole('radio')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /sélectionné/ })).toHaveCount(0)
    await expect(form.getByText('Aucune date choisie pour l’instant.')).toBeVisible()
    await expect(form.getByRole('button', { name: submitName })).toBeDisabled()
  })

  test('the calendar is French, starts on Monday, and refuses past days, Sundays and closed days', async ({ page }) => {
    await gotoBooking(page)
    const grid = page.getByRole('grid', { name: 'novembre 2026' })
    await expect(grid).toBeVisible()
    // react-day-picker hides its weekday header from assistive technology; every week row starts on a Monday.
    await expect(grid.locator('thead th')).toHaveText(['lu', 'ma', 'me', 'je', 've', 'sa', 'di'])
    const weeks = grid.getByRole('row').filter({ has: page.getByRole('gridcell') })
    await expect(weeks).toHaveCount(6)
    // The first week starts in October, whose days are not shown.
    for (const week of (await weeks.all()).slice(1)) {
      await expect(week.getByRole('gridcell').first().getByRole('button')).toHaveAccessibleName(/^lundi /)
    }
    await expect(page.getByRole('button', { name: "Aujourd'hui, vendredi 20 novembre 2026" })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'jeudi 19 novembre 2026' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'dimanche 22 novembre 2026' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'lundi 23 novembre 2026' })).toBeEnabled()
    // No going back before this month.
    await expect(page.getByRole('button', { name: 'Aller au mois précédent' })).toHaveAttribute('aria-disabled', 'true')
    await page.getByRole('button', { name: 'Aller au mois suivant' }).click()
    await expect(page.getByRole('grid', { name: 'décembre 2026' })).toBeVisible()
    // Christmas is in content/data/booking.yaml's closed days.
    await expect(page.getByRole('button', { name: 'vendredi 25 décembre 2026' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'samedi 26 décembre 2026' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'dimanche 27 décembre 2026' })).toBeDisabled()
  })

  test('the 13 slots appear once a date is chosen, and the button waits for a date and a slot', async ({ page }) => {
    await gotoBooking(page)
    const form = bookingForm(page)
    const slots = form.getByRole('group', { name: 'Créneau *' }).getByRole('radio')
    const submit = form.getByRole('button', { name: submitName })
    const hint = 'Choisissez une date et un créneau pour envoyer votre demande.'
    await fillBookingFields(page)
    await expect(slots).toHaveCount(0)
    await expect(form.getByText('Choisissez d’abord une date.')).toBeVisible()
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAccessibleDescription(hint)

    await page.getByRole('button', { name: 'lundi 23 novembre 2026' }).click()
    await expect(form.getByText('Date choisie : lundi 23 novembre 2026')).toBeVisible()
    await expect(slots).toHaveCount(13)
    for (const [index, slot] of allSlots.entries()) {
      await expect(slots.nth(index)).toHaveAccessibleName(slot)
      await expect(slots.nth(index)).toBeEnabled()
    }
    await expect(submit).toBeDisabled()
    await expect(form.getByText(hint)).toBeVisible()

    await slots.nth(3).check()
    await expect(submit).toBeEnabled()
    await expect(form.getByText(hint)).toHaveCount(0)
  })

  test('on today’s date, slots that have already begun cannot be chosen', async ({ page }) => {
    await gotoBooking(page)
    await page.getByRole('button', { name: "Aujourd'hui, vendredi 20 novembre 2026" }).click()
    const group = bookingForm(page).getByRole('group', { name: 'Créneau *' })
    await expect(group.getByRole('radio')).toHaveCount(13)
    for (const slot of ['09:00', '09:30', '10:00']) await expect(group.getByRole('radio', { name: slot })).toBeDisabled()
    await expect(group.getByRole('radio', { name: '10:30' })).toBeEnabled()
  })

  test('a booking can be made with the keyboard alone', async ({ page }) => {
    const sends = await captureSends(page)
    await gotoBooking(page)
    const form = bookingForm(page)
    await form.getByLabel('Nom *').focus()
    await page.keyboard.type('Inès Martin')
    await page.keyboard.press('Tab')
    await page.keyboard.type('ines.martin@example.fr')
    await page.keyboard.press('Tab')
    await page.keyboard.type('07 98 76 54 32')
    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Type de consultation *')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(form.getByLabel('Type de consultation *')).toHaveValue('consultations-postnatales')
    // Into the calendar: the next-month button, then today's day.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Aller au mois suivant' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: "Aujourd'hui, vendredi 20 novembre 2026" })).toBeFocused()
    // A week later, on Friday 27.
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('button', { name: 'vendredi 27 novembre 2026' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(form.getByText('Date choisie : vendredi 27 novembre 2026')).toBeVisible()
    // Into the slots: the first radio, then the arrow keys choose.
    await page.keyboard.press('Tab')
    await expect(form.getByRole('radio', { name: '09:00' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(form.getByRole('radio', { name: '10:00' })).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Message', { exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: submitName })).toBeFocused()
    await page.keyboard.press('Enter')
    const notice = page.getByRole('status').filter({ hasText: ui.forms.success.booking.title })
    await expect(notice).toBeVisible()
    expect(sends.map((send) => send.template_params)).toEqual([
      {
        from_name: 'Inès Martin',
        from_email: 'ines.martin@example.fr',
        phone: '07 98 76 54 32',
        service: 'consultations-postnatales',
        appointment_date: 'vendredi 27 novembre 2026',
        appointment_time: '10:00',
        message: '',
        to_name: practice.name,
      },
    ])
  })

  test('the draft, date and slot included, survives a reload and is removed after success', async ({ page }) => {
    await captureSends(page)
    await gotoBooking(page)
    await fillBookingFields(page)
    await chooseDateAndSlot(page, 'mardi 24 novembre 2026', '16:30')
    await page.reload()
    await expect(page.getByRole('grid')).toBeVisible()
    await expectBookingKept(page, 'mardi 24 novembre 2026', '16:30')
    await bookingForm(page).getByRole('button', { name: submitName }).click()
    await expect(page.getByRole('status').filter({ hasText: ui.forms.success.booking.title })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('grid')).toBeVisible()
    await expect(bookingForm(page).getByLabel('Nom *')).toHaveValue('')
    await expect(bookingForm(page).getByRole('radio')).toHaveCount(0)
  })

  test('the calendar takes exactly the room of its placeholder: nothing moves when it arrives', async ({ page }) => {
    // The server's HTML, before any script: the placeholder.
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/rendez-vous')
    await expect(page.getByText('Chargement du calendrier…')).toBeVisible()
    const before = await bookingForm(page).getByText('Message', { exact: true }).boundingBox()
    await page.unroute('**/*.js')
    await gotoBooking(page)
    const after = await bookingForm(page).getByText('Message', { exact: true }).boundingBox()
    expect(before).not.toBeNull()
    expect(after?.y).toBe(before?.y)
  })

  test('loads no console error and no hydration warning', async ({ page }) => {
    const errors = watchConsole(page)
    await gotoBooking(page)
    await page.getByRole('button', { name: 'lundi 23 novembre 2026' }).click()
    await expect(bookingForm(page).getByRole('radio')).toHaveCount(13)
    expect(errors).toEqual([])
  })
})

for (const { zone, local } of [
  { zone: 'America/Los_Angeles', local: 'still Sunday afternoon' },
  { zone: 'Pacific/Auckland', local: 'already Monday afternoon' },
]) {
  test.describe(`a parent in ${zone}`, () => {
    test.use({ timezoneId: zone })

    test(`sees the consultant's days in Paris (Monday 1:30 am there, ${local} for the parent) and books the Paris day`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date('2026-11-23T00:30:00Z'))
      const sends = await captureSends(page)
      await gotoBooking(page)
      await expect(page.getByRole('button', { name: "Aujourd'hui, lundi 23 novembre 2026" })).toBeEnabled()
      await expect(page.getByRole('button', { name: 'dimanche 22 novembre 2026' })).toBeDisabled()
      await expect(page.getByRole('button', { name: 'samedi 21 novembre 2026' })).toBeDisabled()
      await expect(page.getByRole('button', { name: 'mardi 24 novembre 2026' })).toBeEnabled()
      await fillBookingFields(page)
      await chooseDateAndSlot(page, 'lundi 23 novembre 2026', '09:30')
      await bookingForm(page).getByRole('button', { name: submitName }).click()
      await expect(page.getByRole('status').filter({ hasText: ui.forms.success.booking.title })).toBeVisible()
      expect(sends[0]?.template_params).toMatchObject({ appointment_date: 'lundi 23 novembre 2026', appointment_time: '09:30' })
    })
  })
}
