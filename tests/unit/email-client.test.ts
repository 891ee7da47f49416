import { EmailJSResponseStatus } from '@emailjs/browser'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requiredEmailEnv } from '../../src/lib/email-config.ts'
import { memoryStorage } from '../helpers/storage.ts'

/**
 * The client reads the env and keeps EmailJS's settings per module: a fresh module per test, with, in place of the
 * browser's, a fetch that answers EmailJS's 200 « OK ».
 */
async function loadClient() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('OK', { status: 200 }))
  vi.stubGlobal('fetch', fetch)
  vi.resetModules()
  return { fetch, ...(await import('../../src/lib/email-client.ts')) }
}

const payload = { from_name: 'Léa', from_email: 'lea@example.fr', phone: '', service: '', message: 'Bonjour', to_name: 'X' }
const failure = (status: number, text: string) => ({ ok: false, failure: { status, text } })

it('toSendFailure reads status and text from every way EmailJS rejects', async () => {
  const { toSendFailure } = await loadClient()
  expect(toSendFailure(new EmailJSResponseStatus(429, 'Too Many Requests'))).toEqual({ status: 429, text: 'Too Many Requests' })
  const refusal = 'The public key is required. Visit https://dashboard.emailjs.com/admin/account'
  expect(toSendFailure(refusal)).toEqual({ status: 0, text: refusal })
  expect(toSendFailure(new TypeError('Failed to fetch'))).toEqual({ status: 0, text: 'Network Error: Failed to fetch' })
  expect(toSendFailure(new SyntaxError('Unexpected token'))).toEqual({ status: 0, text: 'SyntaxError: Unexpected token' })
  expect(toSendFailure(undefined)).toEqual({ status: 0, text: 'undefined' })
})

describe('sendEmail', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:4173' } })
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:4173', pathname: '/' })
    vi.stubGlobal('localStorage', memoryStorage())
    for (const name of Object.values(requiredEmailEnv)) vi.stubEnv(name, '')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
  })

  it('posts EmailJS’s JSON to the local sink on the page’s origin when no key is set', async () => {
    const { sendEmail, fetch } = await loadClient()
    await expect(sendEmail('contact', payload)).resolves.toEqual({ ok: true })
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('http://127.0.0.1:4173/api/v1.0/email/send')
    expect(JSON.parse(String(init?.body))).toEqual({ lib_version: expect.any(String), user_id: 'local-sink', service_id: 'local-sink', template_id: 'contact', template_params: payload })
  })

  it('uses the configured keys and template per form', async () => {
    for (const [name, value] of Object.entries({ PUBLIC_KEY: 'pk', SERVICE_ID: 'svc', CONTACT_TEMPLATE_ID: 'tpl_contact', BOOKING_TEMPLATE_ID: 'tpl_booking' })) {
      vi.stubEnv(`VITE_EMAILJS_${name}`, value)
    }
    const { sendEmail, fetch } = await loadClient()
    await sendEmail('booking', payload)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send')
    expect(JSON.parse(String(init?.body))).toMatchObject({ user_id: 'pk', service_id: 'svc', template_id: 'tpl_booking' })
  })

  it('refuses to send with half a configuration, naming what is missing', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk')
    const { sendEmail, fetch } = await loadClient()
    expect(await sendEmail('contact', payload)).toEqual(failure(0, expect.stringContaining('VITE_EMAILJS_SERVICE_ID')))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('gives up after 15 s without an answer', async () => {
    vi.useFakeTimers()
    const { sendEmail, sendTimeoutMs } = await loadClient()
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    const result = sendEmail('contact', payload)
    await vi.advanceTimersByTimeAsync(sendTimeoutMs - 1)
    let settled = false
    void result.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toEqual(failure(0, 'Timeout: no answer after 15 s'))
  })

  it('throttles a second send within 10 s with EmailJS’s own 429, without a request', async () => {
    const { sendEmail, fetch } = await loadClient()
    await sendEmail('contact', payload)
    await expect(sendEmail('contact', payload)).resolves.toEqual(failure(429, 'Too Many Requests'))
    expect(fetch).toHaveBeenCalledOnce()
    // Each form has its own throttle.
    await expect(sendEmail('booking', payload)).resolves.toEqual({ ok: true })
  })

  it('lets the parent retry at once after a failed send', async () => {
    const { sendEmail, fetch } = await loadClient()
    fetch.mockResolvedValueOnce(new Response('Internal Server Error', { status: 500 }))
    await expect(sendEmail('contact', payload)).resolves.toEqual(failure(500, 'Internal Server Error'))
    await expect(sendEmail('contact', payload)).resolves.toEqual({ ok: true })
  })

  it('lets a request kept for the network leave at once when it returns: a network failure leaves no throttle behind', async () => {
    const { sendEmail, isNetworkFailure, fetch } = await loadClient()
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const first = await sendEmail('booking', payload)
    expect(first).toEqual(failure(0, 'Network Error: Failed to fetch'))
    expect(!first.ok && isNetworkFailure(first.failure)).toBe(true)
    await expect(sendEmail('booking', payload)).resolves.toEqual({ ok: true })
  })

  it('counts only a rejected fetch as the network being down, not a refusal, a timeout nor another error', async () => {
    const { isNetworkFailure, toSendFailure } = await loadClient()
    expect(isNetworkFailure({ status: 0, text: 'Network Error: Failed to fetch' })).toBe(true)
    expect(isNetworkFailure(toSendFailure(new Error('a bug, not the network')))).toBe(false)
    expect(isNetworkFailure({ status: 0, text: 'Timeout: no answer after 15 s' })).toBe(false)
    expect(isNetworkFailure({ status: 0, text: 'Missing settings: VITE_EMAILJS_SERVICE_ID' })).toBe(false)
    expect(isNetworkFailure({ status: 503, text: 'Service Unavailable' })).toBe(false)
  })

  it('refuses automated browsers with EmailJS’s 451 only when VITE_EMAILJS_BLOCK_HEADLESS is true', async () => {
    vi.stubGlobal('navigator', { webdriver: true, languages: ['fr-FR'] })
    const unblocked = await loadClient()
    await expect(unblocked.sendEmail('contact', payload)).resolves.toEqual({ ok: true })
    expect(unblocked.fetch).toHaveBeenCalledOnce()

    vi.stubEnv('VITE_EMAILJS_BLOCK_HEADLESS', 'true')
    const blocked = await loadClient()
    await expect(blocked.sendEmail('booking', payload)).resolves.toEqual(failure(451, 'Unavailable For Headless Browser'))
    expect(blocked.fetch).not.toHaveBeenCalled()
  })
})
