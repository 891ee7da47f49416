/**
 * The contact form as a parent uses it, its sends intercepted: the exact
 * fields her template reads, the states and notices, the draft, the honeypot,
 * what is typed arriving as typed. EmailJS's rate limit, with the real client:
 * tests/unit/email-client.test.ts. Its failures:
 * forms-failures.spec.ts; what it says without JavaScript,
 * tests/unit/site-render.test.tsx (the folded form still opening with no
 * script, its button disabled: site-whole-pages.spec.ts).
 */
import { expect, test } from '@playwright/test'
import { practice } from '../helpers/content.ts'
import {
  captureSends,
  contactForm,
  contactLabels,
  contactSent,
  contactService,
  contactValues,
  expectContactKept,
  field,
  fillContact,
  holdRoute,
  openContactFold,
  sendContact,
  sendFailed,
  submitContact,
  ui,
  emailJsVersion,
} from '../helpers/forms.ts'
import { gotoHydrated, pageAt, placingOrSkip, privacyPath, waitForHydration, watchConsole } from '../helpers/site.ts'
import { axeViolations, watchForBlockedContent } from '../helpers/quality.ts'
import { frozenNow } from '../helpers/calendar-days.ts'
import { robotSpeedMs } from '../../src/lib/honeypot.ts'
import { sendThrottleMs } from '../../src/lib/email-client.ts'

test.describe('contact form', () => {
  test('on a page that folds it, its script comes only when the fold opens, what was typed before it came kept; says what the data is for and links to the privacy policy; keeps a draft through a reload; sends exactly the fields her template reads with the real EmailJS client, showing the sending state; then the success notice, the form cleared and the draft forgotten; no axe violation empty nor sent, nothing blocked @mobile', async ({ page }) => {
    const errors = watchConsole(page)
    const blocked = await watchForBlockedContent(page)
    const { promise: answered, resolve: release } = Promise.withResolvers<void>()
    const sends = await captureSends(page, async (route) => {
      await answered
      await route.fulfill({ status: 200, body: 'OK' })
    })
    const script = await holdRoute(page, '**/assets/ContactForm-*.js')
    await gotoHydrated(page, placingOrSkip('FoldedContactForm'))
    await page.waitForLoadState('networkidle')
    expect(script.asked).toEqual([])
    await openContactFold(page)
    await expect.poll(() => script.asked.length).toBeGreaterThan(0)
    // Typed into the server's form while its script is still on its way.
    await expect(submitContact(page)).toBeDisabled()
    await fillContact(page)
    script.release()
    await expectContactKept(page)
    const form = contactForm(page)
    await expect(form.getByText(ui.forms.privacy)).toBeVisible()
    await expect(form.getByRole('link', { name: pageAt(privacyPath).title })).toHaveAttribute('href', privacyPath)
    await page.reload()
    await expectContactKept(page)
    await submitContact(page).click()
    await expect(form.getByRole('button', { name: ui.forms.sending })).toBeDisabled()
    release()
    const notice = contactSent(page)
    await expect(notice).toContainText(ui.forms.success.contact.text)
    expect(await axeViolations(page), 'sent').toEqual([])
    expect(sends).toEqual([
      {
        lib_version: emailJsVersion,
        user_id: 'local-sink',
        service_id: 'local-sink',
        template_id: 'contact',
        template_params: {
          from_name: contactValues.name,
          from_email: contactValues.email,
          phone: contactValues.phone,
          service: contactService.value,
          message: contactValues.message,
          to_name: practice.name,
          request_id: expect.stringMatching(/^[0-9a-f]{10}$/),
        },
      },
    ])
    test.info().annotations.push({ type: 'payload', description: JSON.stringify(sends[0]) })
    await expect(submitContact(page)).toBeEnabled()
    for (const label of Object.values(contactLabels)) await expect(field(form, label)).toHaveValue('')
    // The notice stays until it is closed.
    await notice.getByRole('button', { name: ui.forms.dismiss }).click()
    await expect(notice).toHaveCount(0)
    await expect(field(form, contactLabels.name)).toBeFocused()
    expect(await axeViolations(page), 'unfolded, empty').toEqual([])
    await page.reload()
    // Sent, it left no draft: the fold stays closed and its script waits; opened, the form is empty.
    await waitForHydration(page)
    await expect(field(contactForm(page), contactLabels.name)).toBeHidden()
    expect(await page.locator('details').evaluateAll((folds) => folds.some((fold) => (fold as HTMLDetailsElement).open))).toBe(false)
    await openContactFold(page)
    await expect(submitContact(page)).toBeEnabled()
    await expect(field(contactForm(page), contactLabels.name)).toHaveValue('')
    await expect(field(contactForm(page), contactLabels.message)).toHaveValue('')
    expect(errors).toEqual([])
    expect(await blocked()).toEqual([])
  })

  test('the form of the breast-pump page too: its script comes at the first touch, focus or keystroke, what was typed before it came kept, and the page\'s first script reads nothing from the device\'s storage (its first read waits on the browser: a task later); a double click sends once; a filled honeypot shows the success notice and sends nothing when pressed at once, and sends when pressed as late as a parent would', async ({ page }) => {
    const errors = watchConsole(page)
    // The page's clock stands still: any second send would fall within EmailJS's 10 s, however slow the machine.
    await page.clock.setFixedTime(frozenNow)
    const sends = await captureSends(page)
    const scripts = await holdRoute(page, '**/assets/{ContactForm,client}-*.js')
    // Which keys of the device's storage are read before DOMContentLoaded: in the task of the page's script.
    await page.addInitScript(() => {
      const early: string[] = []
      Object.assign(window, { storageReadEarly: early })
      let parsed = false
      document.addEventListener('DOMContentLoaded', () => (parsed = true), { capture: true, once: true })
      const getItem = Storage.prototype.getItem
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (!parsed) early.push(key)
        return getItem.call(this, key)
      }
    })
    await gotoHydrated(page, placingOrSkip('ContactForm'))
    await page.waitForLoadState('networkidle')
    // Neither React nor the form's code until the parent reaches the form.
    expect(scripts.asked).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { storageReadEarly: string[] }).storageReadEarly)).toEqual([])
    const form = contactForm(page)
    await field(form, contactLabels.name).pressSequentially(contactValues.name.slice(0, 3))
    await expect.poll(() => scripts.asked.length).toBeGreaterThan(0)
    // Typed into the server's form while its script is still on its way.
    await expect(submitContact(page)).toBeDisabled()
    await fillContact(page)
    scripts.release()
    await expectContactKept(page)
    await fillContact(page)
    await submitContact(page).dblclick()
    await expect(contactSent(page)).toBeVisible()
    expect(sends.map((send) => send.template_id)).toEqual(['contact'])
    expect(errors).toEqual([])
    await contactSent(page).getByRole('button', { name: ui.forms.dismiss }).click()
    await expect(contactSent(page)).toHaveCount(0)
    await fillContact(page)
    // A filled honeypot shows the success notice and sends nothing, not even a try EmailJS's one send per form per
    // 10 s would refuse (tests/unit/email-client.test.ts; the page's clock stands still). It is hidden from
    // people and from assistive technology, out of the tab order (its label is hers).
    await expect(form.getByRole('textbox', { name: ui.forms.honeypot })).toHaveCount(0)
    const honeypot = form.getByLabel(ui.forms.honeypot)
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await honeypot.fill('https://spam.example')
    await submitContact(page).click()
    await expect(contactSent(page)).toBeVisible()
    expect(sends).toHaveLength(1)
    // Filled by a parent's autofill, pressed later than a robot would (and past EmailJS's 10 s): it leaves.
    await contactSent(page).getByRole('button', { name: ui.forms.dismiss }).click()
    await fillContact(page)
    await honeypot.fill('https://autofill.example')
    await page.clock.setFixedTime(frozenNow.getTime() + sendThrottleMs + robotSpeedMs)
    await submitContact(page).click()
    await expect(contactSent(page)).toBeVisible()
    expect(sends.map((send) => send.template_id)).toEqual(['contact', 'contact'])
    expect(errors).toEqual([])
  })

  test('markup, emoji, accents, apostrophes and a 10 000-character message arrive as typed and show as text', async ({ page }) => {
    const sends = await captureSends(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    const name = `<img src=x onerror="window.pwned=1">Zoé & O'Brien 👩‍🍼`
    const start = '<script>window.pwned=1</script>Ça s’est « bien » passé ? '
    const message = start + 'é'.repeat(10_000 - start.length)
    await sendContact(page, { ...contactValues, name, message })
    const form = contactForm(page)
    await expect(sendFailed(page)).toBeVisible()
    expect(message).toHaveLength(10_000)
    // Compared as booleans: a failing 10 000-character diff would drown the report.
    expect(sends[0]?.template_params.from_name).toBe(name)
    expect(sends[0]?.template_params.message === message).toBe(true)
    // Kept in the fields as text, never turned into elements.
    await expect(field(form, contactLabels.name)).toHaveValue(name)
    expect((await field(form, contactLabels.message).inputValue()) === message).toBe(true)
    // The injected <img src=x onerror=…> has no name: count elements, not roles.
    await expect(form.locator('img')).toHaveCount(0)
    await expect(page.locator('main img[src="x"]')).toHaveCount(0)
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
    // And in the pre-filled e-mail, exactly.
    const href = await page.getByRole('link', { name: ui.forms.failure.mail }).getAttribute('href')
    const body = new URL(href ?? '').searchParams.get('body') ?? ''
    expect(body).toContain(`${ui.forms.failure.mailLabels.name}\u00a0: ${name}`)
    expect(body.endsWith(message)).toBe(true)
  })
})
