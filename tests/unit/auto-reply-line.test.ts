/**
 * The line of her request e-mail about the parent's auto-reply
 * (`auto_reply_check`), for each thing that can become of it, and how the
 * form reads the function's answer: nothing about it is silent.
 */
import { describe, expect, it } from 'vitest'
import { askAutoReply, type AutoReplyRequest, requestAutoReply } from '../../src/lib/auto-reply.ts'
import { autoReplyCheckLine } from '../../src/lib/auto-reply-line.ts'

const at = new Date('2026-11-20T14:02:00+01:00')
const email = 'camille@example.fr'
const notSent = (why: string) => `L’accusé de réception avec vos conditions et le formulaire de rétractation n’est pas parti (${why})\u00a0: envoyez-les vous-même avant de confirmer.`

describe('the auto-reply line of her request e-mail', () => {
  it('says it left, at what Paris time and to which address', () => {
    expect(autoReplyCheckLine({ sent: true }, email, at)).toBe('L’accusé de réception avec vos conditions et le formulaire de rétractation est parti à 14\u00a0h\u00a002 vers camille@example.fr.')
  })

  it('on her off-site page, names the e-mail of information it sent for an appointment agreed, not a receipt', () => {
    expect(autoReplyCheckLine({ sent: true }, email, at, 'information')).toBe('L’e-mail d’informations avec vos conditions et le formulaire de rétractation est parti à 14\u00a0h\u00a002 vers camille@example.fr.')
  })

  it.each([
    ['invalid', 'le site n’a pas reconnu la demande comme valable'],
    ['refused', 'EmailJS a refusé de l’envoyer'],
    ['unset', 'l’envoi automatique n’est pas réglé chez l’hébergeur du site'],
    ['timeout', 'le site n’a pas répondu à temps'],
    ['no-answer', 'le site n’a pas répondu'],
    ['unreachable', 'le formulaire n’a pas pu joindre le site'],
  ] as const)('says it did not leave (%s), why, and that she must send them herself', (why, words) => {
    expect(autoReplyCheckLine({ sent: false, why }, email, at)).toBe(notSent(words))
  })
})

const request: AutoReplyRequest = { request_id: '3f9a0c71be', service: 's', offer: '', day: '2026-11-23', slot: '09:00', place: 'video', town: '', name: 'Camille', email }
const answering = (status: number) => (async () => new Response('{}', { status })) as typeof fetch

describe('asking the function', () => {
  it('posts the request’s facts as JSON to the function’s path', async () => {
    const asked: [string, RequestInit | undefined][] = []
    const outcome = await requestAutoReply(request, {
      fetch: (async (url: string, init?: RequestInit) => {
        asked.push([url, init])
        return new Response('{}', { status: 200 })
      }) as typeof fetch,
    })
    expect(outcome).toEqual({ sent: true })
    expect(asked).toHaveLength(1)
    expect(asked[0]![0]).toBe('/api/accuse-reception')
    expect(JSON.parse(String(asked[0]![1]?.body))).toEqual(request)
  })

  it.each([
    [400, 'invalid'],
    [502, 'refused'],
    [503, 'unset'],
    [404, 'no-answer'],
  ] as const)('reads a %i as %s', async (status, why) => {
    expect(await requestAutoReply(request, { fetch: answering(status) })).toEqual({ sent: false, why })
  })

  it('tells a network failure (asked again later) from a timeout (it may have sent: never asked again)', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await requestAutoReply(request, { fetch: failing })).toEqual({ sent: false, why: 'unreachable' })
    const slow = ((_: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch
    expect(await requestAutoReply(request, { fetch: slow, timeoutMs: 1 })).toEqual({ sent: false, why: 'timeout' })
  })

  it('writes the outcome in the payload as `auto_reply_check`, and says whether a later try may ask again', async () => {
    const payload = { from_name: 'Camille', request_id: request.request_id }
    const sent = await askAutoReply(payload, request, { ask: async () => ({ sent: true }), now: () => at })
    expect(sent).toEqual({ payload: { ...payload, auto_reply_check: autoReplyCheckLine({ sent: true }, email, at) }, settled: true, sent: true })
    const offline = await askAutoReply(payload, request, { ask: async () => ({ sent: false, why: 'unreachable' }), now: () => at })
    expect(offline).toMatchObject({ settled: false, sent: false })
    expect(offline.payload.auto_reply_check).toBe(notSent('le formulaire n’a pas pu joindre le site'))
    expect((await askAutoReply(payload, request, { ask: async () => ({ sent: false, why: 'timeout' }) })).settled).toBe(true)
  })
})
