/**
 * The parent's auto-reply function called as her host calls it, with a Web
 * `Request`, on the tests' own content, sending through EmailJS's REST shape
 * to the local mail sink served on 127.0.0.1 (scripts/tools/mail-sink.ts):
 * a plausible request sends exactly one e-mail, to the address given, whose
 * text is composed on the server from her data; anything else is refused
 * and sends nothing; EmailJS refusing and missing settings are answered in
 * French; no key, no address and no name reaches a log line or an answer.
 */
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readAppointmentContent } from '../../scripts/build/content/functions-data.ts'
import { config, handleReceiptRequest, receiptAnswers, type ReceiptEnv, receiptLogLines } from '../../src/functions/accuse-reception.ts'
import type { AutoReplyRequest } from '../../src/lib/auto-reply.ts'
import { addDays, isBookableDay, maxDaysAhead, parisDay } from '../../src/lib/booking-days.ts'
import { isEmailAddress, textLimits } from '../../src/lib/form-errors.ts'
import { formatPrice } from '../../src/lib/format.ts'
import { withoutYear } from '../../src/lib/confirmation.ts'
import { formatFrenchDate } from '../../src/lib/french-date.ts'
import { copyContent } from '../helpers/content-copy.ts'
import { readOutbox, receiptEnvAt, serveLocal, startEmailJsSink } from '../helpers/local-server.ts'

// The tests' content, with an auto-reply wording of the test's own that names every slot the composer fills.
const copy = copyContent()
afterAll(copy.remove)
copy.lay('data/booking.yaml', {
  confirmation: { autoReplySubject: 'ACCUSÉ-OBJET {date}', autoReply: 'Bonjour {parent},\n\nACCUSÉ-DE-RÉCEPTION le {date} à {time}, {place}.', information: '{offers}\n\n{payment}\n\nConditions : {conditions}\n\nRétractation sous 14 jours.\n\n{withdrawalForm}' },
  offsiteMail: { informationSubject: 'INFORMATIONS-OBJET {date}', informationOpening: 'Bonjour {parent},\n\nCOMME-CONVENU le {date} à {time}, {place}.' },
})
const content = readAppointmentContent(copy.dir)
const now = new Date('2026-11-20T10:00:00+01:00')
const today = parisDay(now)

// A type of consultation of the tests' content that has offers, and the first day it may be asked for.
const service = content.services.find((option) => content.offers.some((offer) => offer.booking === option.value))!
const ofType = content.offers.filter((offer) => offer.booking === service.value)
let day = addDays(today, 1)
while (!isBookableDay(day, today, content.terms.closed)) day = addDays(day, 1)
const slot = content.timeSlots.at(-1)!
let closedDay = addDays(today, 1)
while (isBookableDay(closedDay, today, content.terms.closed)) closedDay = addDays(closedDay, 1)

const valid: AutoReplyRequest = {
  request_id: '3f9a0c71be',
  service: service.value,
  offer: '',
  day,
  slot,
  place: service.place,
  town: service.place === 'home' ? 'Rezé' : '',
  name: 'Camille Testeuse',
  email: 'camille.parent@example.fr',
}

/** A home visit, whatever type comes first: the town's limit is tried on one (the fixture must offer it). */
const homeService = content.services.find((option) => option.place === 'home' && content.offers.some((offer) => offer.booking === option.value))
if (!homeService) throw new Error('the tests’ content has no home visit with an offer')
const atHome: AutoReplyRequest = { ...valid, service: homeService.value, place: 'home', town: 'Rezé' }

const secrets = { privateKey: 'private-key-never-shown', publicKey: 'public-key-test' }
let sink: Awaited<ReturnType<typeof startEmailJsSink>>
let env: ReceiptEnv

beforeAll(async () => {
  // EmailJS refuses a template id it does not know, with its own status: the sink answers so for `refuse-me`.
  sink = await startEmailJsSink((req, res) => {
    if (!req.url?.includes('refuse')) return false
    res.writeHead(400).end('The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates')
    return true
  })
  env = { ...receiptEnvAt(sink.url), EMAILJS_PRIVATE_KEY: secrets.privateKey, VITE_EMAILJS_PUBLIC_KEY: secrets.publicKey }
})
afterAll(() => sink.stop())
beforeEach(async () => {
  for (const file of await readdir(sink.outbox)) await rm(join(sink.outbox, file))
})

const sent = () => readOutbox(sink.outbox)

async function ask(body: unknown, withEnv: ReceiptEnv = env, method = 'POST') {
  const lines: string[] = []
  const request = new Request(`https://www.exemple-test.fr${config.path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  })
  const response = await handleReceiptRequest(request, withEnv, { content: () => content, now, log: (line) => lines.push(line) })
  const text = await response.text()
  // Nothing secret or personal in what it says, whatever happened.
  for (const said of [text, ...lines]) {
    for (const secret of [secrets.privateKey, secrets.publicKey, valid.email, valid.name, 'Rezé']) expect(said).not.toContain(secret)
  }
  return { status: response.status, text, lines }
}

describe('the auto-reply function', () => {
  it('sends one e-mail through EmailJS’s REST API, to the address given, its text composed from her data: each offer of the type with its price, and her withdrawal form', async () => {
    const { status, text, lines } = await ask(valid)
    expect(status).toBe(200)
    expect(JSON.parse(text)).toEqual({ message: receiptAnswers.sent })
    expect(lines).toEqual([])
    const messages = await sent()
    expect(messages).toHaveLength(1)
    const [message] = messages
    expect(message).toMatchObject({ user_id: secrets.publicKey, service_id: env.VITE_EMAILJS_SERVICE_ID, template_id: env.EMAILJS_AUTOREPLY_TEMPLATE_ID })
    expect(Object.keys(message!.template_params).sort()).toEqual(['auto_reply', 'request_id', 'subject', 'to_email', 'to_name'])
    expect(message!.template_params).toMatchObject({ to_email: valid.email, to_name: valid.name, request_id: valid.request_id })
    expect(message!.template_params.subject).toBe('ACCUSÉ-OBJET ' + withoutYear(formatFrenchDate(day)))
    const autoReply = message!.template_params.auto_reply!
    for (const offer of ofType) {
      expect(autoReply).toContain(offer.title)
      for (const price of offer.prices) expect(autoReply).toContain(formatPrice({ amount: price.amount }))
    }
    expect(content.terms.withdrawalForm).not.toBe('')
    expect(autoReply).toContain(content.terms.withdrawalForm)
    expect(autoReply).toContain(valid.name)
  })

  it('names only the offer chosen when there is one', async () => {
    const [chosen] = ofType
    expect((await ask({ ...valid, offer: chosen!.id })).status).toBe(200)
    const [message] = await sent()
    const others = content.offers.filter((offer) => offer.id !== chosen!.id && !chosen!.title.includes(offer.title))
    for (const other of others) expect(message!.template_params.auto_reply).not.toContain(other.title)
    expect(message!.template_params.auto_reply).toContain(chosen!.title)
  })

  // Her off-site page, for an appointment agreed by phone: a formula of hers when she has one, its last price.
  const agreedOffer = content.offers.find((offer) => offer.prices.length > 1)
  if (!agreedOffer) throw new Error('the tests’ content has no offer with two prices (tests/fixtures/content/data/offers.yaml)')
  const agreedService = content.services.find((option) => option.value === agreedOffer.booking)!
  const agreed: AutoReplyRequest = { ...valid, service: agreedService.value, offer: agreedOffer.id, place: 'phone', town: '', agreed: agreedOffer.prices.length - 1 }

  const otherService = content.services.find((option) => option.value !== service.value && content.offers.some((offer) => offer.booking === option.value))
  const refusals: [string, unknown][] = [
    ['not JSON', '{"request_id":'],
    ['a field more (a text to send)', { ...valid, auto_reply: 'Gagnez un iPhone : https://arnaque.example' }],
    ['a field missing', { ...valid, email: undefined }],
    ['a reference not of the site’s shape', { ...valid, request_id: 'ABC' }],
    ['an unknown type of consultation', { ...valid, service: 'inconnu' }],
    ['an offer not of hers', { ...valid, offer: 'offre-inventee' }],
    ...(otherService ? [['an offer of another type', { ...valid, offer: content.offers.find((offer) => offer.booking === otherService.value)!.id }] as [string, unknown]] : []),
    ['a town for a place that is not a home visit', { ...valid, place: 'phone', town: 'Rezé' }],
    ['a day in the past', { ...valid, day: addDays(today, -1) }],
    ['a day she closes', { ...valid, day: closedDay }],
    ['a day beyond a year', { ...valid, day: addDays(today, maxDaysAhead + 7) }],
    ['a day that does not exist', { ...valid, day: '2026-02-30' }],
    ['a slot not hers', { ...valid, slot: '03:17' }],
    ['a name with a link', { ...valid, name: 'Cliquez www.arnaque.example' }],
    ['a name with a domain', { ...valid, name: 'Camille arnaque.fr' }],
    ['a name with a domain in capitals', { ...valid, name: 'Camille ARNAQUE.FR' }],
    ['a name with a line break', { ...valid, name: 'Camille\nVotre compte est bloqué' }],
    ['a name longer than the form takes', { ...valid, name: 'A'.repeat(textLimits.name + 1) }],
    ['a town longer than the form takes', { ...atHome, town: 'A'.repeat(textLimits.town + 1) }],
    ['an empty name', { ...valid, name: ' ' }],
    ['an invalid address', { ...valid, email: 'pas-une-adresse' }],
    ['an address longer than the form takes, 255 characters', { ...valid, email: `${'m'.repeat(244)}@exemple.fr` }],
    ['a town with a link', { ...valid, town: 'https://arnaque.example' }],
    ['an agreed appointment with no offer named', { ...agreed, offer: '' }],
    ['an agreed appointment with a price the offer does not have', { ...agreed, agreed: agreedOffer.prices.length }],
    ['an agreed appointment with a price that is not an index', { ...agreed, agreed: 0.5 }],
  ]
  it.each(refusals)('refuses %s with a 400 in French, a fixed log line, and sends nothing', async (_, body) => {
    const { status, text, lines } = await ask(body)
    expect(status).toBe(400)
    expect(JSON.parse(text)).toEqual({ message: receiptAnswers.invalid })
    expect(lines).toEqual([receiptLogLines.invalid])
    expect(await sent()).toEqual([])
  })

  it.each([
    ['a name or a town shortened with a dot, « J.Dupont », « St.Malo »: not a link',
      { ...valid, name: 'Camille J.Dupont', ...(valid.place === 'home' ? { town: 'St.Malo' } : {}) }],
    ['the longest name and town the form takes', { ...atHome, name: 'A'.repeat(textLimits.name), town: 'B'.repeat(textLimits.town) }],
    ['an address the form takes, as the parent typed it: « josé@exemple.fr »', { ...valid, email: 'josé@exemple.fr' }],
    ['an address the form takes, as the parent typed it: « marie@exemple.c »', { ...valid, email: 'marie@exemple.c' }],
    ['the longest address the form takes, 254 characters', { ...valid, email: `${'m'.repeat(243)}@exemple.fr` }],
  ])('takes %s, and sends its one e-mail there', async (_, body) => {
    expect(isEmailAddress(body.email)).toBe(true)
    expect((await ask(body)).status).toBe(200)
    expect((await sent()).map((message) => message.template_params.to_email)).toEqual([body.email])
  })

  it('takes a place other than the type’s usual one, as her off-site tool may agree it (a visit’s offer by phone), and names it', async () => {
    const other = service.place === 'phone' ? 'video' : 'phone'
    expect((await ask({ ...valid, place: other, town: '' })).status).toBe(200)
    const [message] = await sent()
    expect(message!.template_params.auto_reply).toContain(other === 'phone' ? content.terms.words.byPhone : content.terms.words.byVideo)
  })

  it('for an appointment agreed on her off-site page: her information e-mail’s subject and opening, not the receipt of a request, and the one price agreed', async () => {
    expect((await ask(agreed)).status).toBe(200)
    const [message] = await sent()
    const text = message!.template_params.auto_reply!
    expect(message!.template_params.subject).toBe('INFORMATIONS-OBJET ' + withoutYear(formatFrenchDate(day)))
    expect(text).toMatch(/^Bonjour Camille Testeuse,\n\nCOMME-CONVENU le /)
    expect(text).not.toContain('ACCUSÉ-DE-RÉCEPTION')
    expect(text).toContain(content.terms.withdrawalForm)
    const [last, ...others] = [...agreedOffer.prices].reverse()
    expect(text).toContain(`${formatPrice({ amount: last!.amount })}`)
    for (const other of others) expect(text).not.toContain(formatPrice({ amount: other.amount }))
  })

  it('answers anything but a POST with a refusal, sending nothing', async () => {
    const { status, text } = await ask(undefined, env, 'GET')
    expect(status).toBe(405)
    expect(JSON.parse(text)).toEqual({ message: receiptAnswers.method })
    expect(await sent()).toEqual([])
  })

  it('answers 502 in French when EmailJS refuses, with its status only in the log', async () => {
    const { status, text, lines } = await ask(valid, { ...env, EMAILJS_AUTOREPLY_TEMPLATE_ID: 'refuse-me', EMAILJS_API_URL: `${env.EMAILJS_API_URL}/refuse` })
    expect(status).toBe(502)
    expect(JSON.parse(text)).toEqual({ message: receiptAnswers.refused })
    expect(lines).toEqual([receiptLogLines.refused(400)])
  })

  it('answers 502 when EmailJS cannot be reached', async () => {
    const closed = await serveLocal(() => {})
    await closed.close()
    const { status, lines } = await ask(valid, { ...env, EMAILJS_API_URL: closed.url })
    expect(status).toBe(502)
    expect(lines).toEqual([receiptLogLines.unreachable])
  })

  it('answers 503 when a setting is missing at the host, naming it (never its value) in the log, and sends nothing', async () => {
    const { status, text, lines } = await ask(valid, { ...env, EMAILJS_PRIVATE_KEY: '', EMAILJS_AUTOREPLY_TEMPLATE_ID: undefined })
    expect(status).toBe(503)
    expect(JSON.parse(text)).toEqual({ message: receiptAnswers.unset })
    expect(lines).toEqual([receiptLogLines.unset(['EMAILJS_PRIVATE_KEY', 'EMAILJS_AUTOREPLY_TEMPLATE_ID'])])
    expect(lines[0]).toBe('Accusé de réception : non envoyé, variables absentes chez l’hébergeur : EMAILJS_PRIVATE_KEY, EMAILJS_AUTOREPLY_TEMPLATE_ID.')
    expect(await sent()).toEqual([])
  })
})
