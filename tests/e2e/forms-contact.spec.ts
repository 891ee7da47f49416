import { expect, test } from '@playwright/test'
import { practice, ui } from '../helpers/content.ts'
import { phoneHref } from '../../src/lib/format.ts'
import { captureSends, contactForm, contactValues, expectContactKept, fillContact, gotoContact, watchConsole } from '../helpers/forms.ts'

test.describe('contact form', () => {
  test('sends exactly the fields of spec §7 with the real EmailJS client @mobile', async ({ page }) => {
    const errors = watchConsole(page)
    const sends = await captureSends(page)
    await gotoContact(page)
    await fillContact(page)
    await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('status').filter({ hasText: ui.forms.success.contact.title })).toBeVisible()
    expect(sends).toEqual([
      {
        lib_version: '4.4.1',
        user_id: 'local-sink',
        service_id: 'local-sink',
        template_id: 'contact',
        template_params: {
          from_name: 'Camille Durand',
          from_email: 'camille.durand@example.fr',
          phone: '06 12 34 56 78',
          service: 'preparation',
          message: 'Bonjour,\nj’aimerais préparer l’allaitement avant la naissance de notre bébé, prévue en mars.',
          to_name: practice.name,
        },
      },
    ])
    test.info().annotations.push({ type: 'payload', description: JSON.stringify(sends[0]) })
    expect(errors).toEqual([])
  })

  test('shows the sending state, then the success notice, and clears the form', async ({ page }) => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    await captureSends(page, async (route) => {
      await answered
      await route.fulfill({ status: 200, body: 'OK' })
    })
    await gotoContact(page)
    await fillContact(page)
    const form = contactForm(page)
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    const sending = form.getByRole('button', { name: ui.forms.sending })
    await expect(sending).toBeDisabled()
    release()
    const notice = page.getByRole('status').filter({ hasText: ui.forms.success.contact.title })
    await expect(notice).toContainText('Je vous recontacterai très rapidement. À bientôt !')
    await expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled()
    for (const label of ['Nom *', 'E-mail *', 'Téléphone', 'Message *']) {
      await expect(form.getByLabel(label)).toHaveValue('')
    }
    await expect(form.getByLabel('Sujet')).toHaveValue('')
    // The notice stays until it is closed.
    await notice.getByRole('button', { name: 'Fermer le message' }).click()
    await expect(notice).toHaveCount(0)
    await expect(form.getByLabel('Nom *')).toBeFocused()
  })

  test('a double click sends once', async ({ page }) => {
    const sends = await captureSends(page)
    await gotoContact(page)
    await fillContact(page)
    await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).dblclick()
    await expect(page.getByRole('status').filter({ hasText: ui.forms.success.contact.title })).toBeVisible()
    expect(sends).toHaveLength(1)
  })

  test('keeps a draft through a reload, and forgets it after a successful send', async ({ page }) => {
    await captureSends(page)
    await gotoContact(page)
    await fillContact(page)
    await page.reload()
    await expectContactKept(page)
    const form = contactForm(page)
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('status').filter({ hasText: ui.forms.success.contact.title })).toBeVisible()
    await page.reload()
    await expect(contactForm(page).getByRole('button', { name: 'Envoyer le message' })).toBeEnabled()
    await expect(contactForm(page).getByLabel('Nom *')).toHaveValue('')
    await expect(contactForm(page).getByLabel('Message *')).toHaveValue('')
  })

  test('a filled honeypot shows the success notice and sends nothing', async ({ page }) => {
    const sends = await captureSends(page)
    await gotoContact(page)
    const form = contactForm(page)
    // Hidden from people and from assistive technology, out of the tab order.
    await expect(form.getByRole('textbox', { name: 'Ne remplissez pas ce champ' })).toHaveCount(0)
    const honeypot = form.getByLabel('Ne remplissez pas ce champ')
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await fillContact(page)
    await honeypot.fill('https://spam.example')
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('status').filter({ hasText: ui.forms.success.contact.title })).toBeVisible()
    expect(sends).toEqual([])
  })

  test('limits a second send within seconds from the same browser, without a request (EmailJS limitRate)', async ({ page }) => {
    const errors = watchConsole(page)
    const sends = await captureSends(page)
    await gotoContact(page)
    await fillContact(page)
    const form = contactForm(page)
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('status').filter({ hasText: ui.forms.success.contact.title })).toBeVisible()
    await fillContact(page)
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('alert').filter({ hasText: ui.forms.failure.title })).toBeVisible()
    expect(sends).toHaveLength(1)
    expect(errors).toEqual(['EmailJS send failed (contact): 429 Too Many Requests'])
    await expect(form.getByLabel('Nom *')).toHaveValue(contactValues.name)
  })

  test('markup, emoji, accents, apostrophes and a 10 000-character message arrive as typed and show as text', async ({ page }) => {
    const sends = await captureSends(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await gotoContact(page)
    const name = `<img src=x onerror="window.pwned=1">Zoé O'Brien 👩‍🍼`
    const start = '<script>window.pwned=1</script>Ça s’est « bien » passé ? '
    const message = start + 'é'.repeat(10_000 - start.length)
    await fillContact(page, { ...contactValues, name, message })
    const form = contactForm(page)
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('alert').filter({ hasText: ui.forms.failure.title })).toBeVisible()
    expect(message).toHaveLength(10_000)
    // Compared as booleans: a failing 10 000-character diff would drown the report.
    expect(sends[0]?.template_params.from_name).toBe(name)
    expect(sends[0]?.template_params.message === message).toBe(true)
    // Kept in the fields as text, never turned into elements.
    await expect(form.getByLabel('Nom *')).toHaveValue(name)
    expect((await form.getByLabel('Message *').inputValue()) === message).toBe(true)
    await expect(page.getByRole('img', { name: /x/ })).toHaveCount(0)
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
    // And in the pre-filled e-mail, exactly.
    const href = await page.getByRole('link', { name: 'M’écrire un e-mail avec votre message' }).getAttribute('href')
    const body = new URL(href ?? '').searchParams.get('body') ?? ''
    expect(body).toContain(`Nom\u00a0: ${name}`)
    expect(body.endsWith(message)).toBe(true)
  })

  test('the form on the breast-pump page sends too', async ({ page }) => {
    const sends = await captureSends(page)
    await gotoContact(page, '/location-tire-lait')
    await fillContact(page)
    await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('status').filter({ hasText: ui.forms.success.contact.title })).toBeVisible()
    expect(sends.map((send) => send.template_id)).toEqual(['contact'])
  })

  test('without JavaScript, the page says so and gives the phone and e-mail instead', async ({ page, request }) => {
    // Playwright's « JavaScript disabled » still parses <noscript> as text, so read the served HTML.
    const html = await (await request.get('/')).text()
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? ''
    expect(noscript).toContain('Ce formulaire a besoin de JavaScript.')
    expect(noscript).toContain(`href="${phoneHref(practice.phone)}"`)
    expect(noscript).toContain(`href="mailto:${practice.email}"`)
    // And the button that could not send is disabled in that HTML.
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/')
    await expect(contactForm(page).getByRole('button', { name: 'Envoyer le message' })).toBeDisabled()
  })
})
