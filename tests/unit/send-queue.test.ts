import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type SendResult, sendThrottleMs } from '../../src/lib/email-client.ts'
import type { QueuedRequest } from '../../src/lib/send-queue.ts'
import { memoryStorage } from '../helpers/storage.ts'

// The queue keeps its tries and its `online` watch per module: a fresh module per test, the requests given kept in it.
async function loadQueue(...kept: QueuedRequest[]) {
  vi.resetModules()
  const queue = await import('../../src/lib/send-queue.ts')
  for (const each of kept) queue.queueRequest(each)
  return queue
}

const request = (id: string, message = 'Bonjour') => ({
  kind: 'booking' as const,
  payload: { from_name: 'Inès', message, request_id: id },
  mailto: 'mailto:elle@example.fr?subject=Demande',
  draftKey: 'rendez-vous',
})

const ok: SendResult = { ok: true }
const offline: SendResult = { ok: false, failure: { status: 0, text: 'Network Error: Failed to fetch' } }

/** A stand-in for sendEmail that records every payload and answers as told, in order. */
function sender(...answers: SendResult[]) {
  const sent: Readonly<Record<string, string>>[] = []
  const send = vi.fn(async (_kind: string, payload: Readonly<Record<string, string>>) => {
    sent.push(payload)
    return answers.shift() ?? ok
  })
  return { send, sent }
}

let local: ReturnType<typeof memoryStorage>
let session: ReturnType<typeof memoryStorage>
beforeEach(() => {
  local = memoryStorage()
  session = memoryStorage()
  vi.stubGlobal('localStorage', local)
  vi.stubGlobal('sessionStorage', session)
  // No Web Locks, as in Node 20 and older Safari: the claim written in localStorage. Web Locks have their own test.
  vi.stubGlobal('navigator', {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('keeping a request', () => {
  it('survives a re-read by a fresh page, payload, id, pre-filled e-mail, the values as pressed and its auto-reply\'s facts unchanged', async () => {
    const first = await loadQueue()
    const pressed = { ...request('a1'), asked: '{"message":"Bonjour","name":"Inès"}', autoReplyFacts: '{"day":"2026-11-21","slot":"17:00"}' }
    expect(first.queueRequest(pressed)).toEqual({ replaced: false })
    const later = await loadQueue()
    expect(later.readQueued('booking')).toEqual(pressed)
    expect(later.readQueued('contact')).toBeNull()
    const { queuedKinds } = await import('../../src/lib/queued-request.ts')
    expect(queuedKinds()).toEqual(['booking'])
  })

  it('keeps one request per form, the latest, and says it replaced another', async () => {
    const queue = await loadQueue(request('a1', 'premier'))
    // The same request sent again (same id, edited) replaces nothing she would miss.
    expect(queue.queueRequest(request('a1', 'corrigé'))).toEqual({ replaced: false })
    expect(queue.queueRequest(request('b2', 'second'))).toEqual({ replaced: true })
    expect(queue.readQueued('booking')?.payload).toEqual({ from_name: 'Inès', message: 'second', request_id: 'b2' })
  })

  it('says so when the device refuses to keep it, and ignores a broken one', async () => {
    const queue = await loadQueue()
    vi.stubGlobal('localStorage', { ...local, setItem: () => { throw new Error('QuotaExceededError') } })
    expect(queue.queueRequest(request('a1'))).toBeNull()
    vi.stubGlobal('localStorage', local)
    local.setItem('envoi-en-attente:booking', '{pas du json')
    expect(queue.readQueued('booking')).toBeNull()
    local.setItem('envoi-en-attente:booking', JSON.stringify({ ...request('a1'), payload: { message: 7 } }))
    expect(queue.readQueued('booking')).toBeNull()
    // An auto-reply's facts are texts: any other shape is not asked again.
    const asked = { request_id: 'a1', service: 's', offer: 'o', day: '2026-12-03', slot: '10:00', place: 'phone', town: '', name: 'Inès', email: 'ines@example.fr' }
    local.setItem('envoi-en-attente:booking', JSON.stringify({ ...request('a1'), autoReply: asked }))
    expect(queue.readQueued('booking')?.autoReply).toEqual(asked)
    local.setItem('envoi-en-attente:booking', JSON.stringify({ ...request('a1'), autoReply: { ...asked, town: 7 } }))
    expect(queue.readQueued('booking')?.autoReply).toBeUndefined()
  })
})

describe('sending it when the network returns', () => {
  it('sends the kept payload with the same id on every try, then removes it and clears the draft', async () => {
    const queue = await loadQueue(request('a1'))
    session.setItem('brouillon:rendez-vous', '{"name":"Inès"}')
    const { send, sent } = sender(offline, ok)
    const heard: string[] = []
    queue.subscribe((kind, outcome) => heard.push(`${kind} ${outcome}`))

    expect(await queue.retryQueued('booking', send)).toBe('waiting')
    // Still no network: kept, and the draft with it.
    expect(queue.readQueued('booking')).not.toBeNull()
    expect(session.getItem('brouillon:rendez-vous')).not.toBeNull()

    expect(await queue.retryQueued('booking', send)).toBe('sent')
    expect(sent.map((payload) => payload.request_id)).toEqual(['a1', 'a1'])
    expect(sent[1]).toEqual(request('a1').payload)
    expect(queue.readQueued('booking')).toBeNull()
    expect(session.getItem('brouillon:rendez-vous')).toBeNull()
    expect(heard).toEqual(['booking waiting', 'booking sent'])
  })

  it('tries again while the browser says it is online: on a timer and when the page comes back to the front, not while it says offline', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00+01:00') })
    const page = new EventTarget()
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' })
    vi.stubGlobal('window', page)
    vi.stubGlobal('document', doc)
    const browser = { onLine: false }
    vi.stubGlobal('navigator', browser)
    const queue = await loadQueue(request('a1'))
    const { send, sent } = sender(offline, offline, ok)
    queue.retryWhenOnline(send)
    // Offline as the browser says: no try until it says otherwise.
    await vi.advanceTimersByTimeAsync(queue.retryEveryMs * 2)
    expect(sent).toHaveLength(0)
    // Online, yet the send fails (a weak signal): the timer tries again, and so does the page brought back.
    browser.onLine = true
    await vi.advanceTimersByTimeAsync(queue.retryEveryMs)
    expect(sent).toHaveLength(1)
    doc.dispatchEvent(new Event('visibilitychange'))
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    await vi.advanceTimersByTimeAsync(queue.retryEveryMs)
    expect(sent).toHaveLength(3)
    expect(queue.readQueued('booking')).toBeNull()
    // Nothing waits: nothing more is sent, and the timer stops.
    await vi.advanceTimersByTimeAsync(queue.retryEveryMs * 3)
    expect(sent).toHaveLength(3)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('is never sent twice: a double online event, a second tab, a try after it left', async () => {
    const queue = await loadQueue(request('a1'))
    let answer: (result: SendResult) => void = () => {}
    const send = vi.fn(() => new Promise<SendResult>((resolve) => (answer = resolve)))

    const first = queue.retryQueued('booking', send)
    // The same tab, while the first try is under way.
    expect(await queue.retryQueued('booking', send)).toBe('busy')
    // Another tab: its own module, the same storage, the claim written there.
    const otherTab = await loadQueue()
    expect(await otherTab.retryQueued('booking', send)).toBe('busy')
    answer(ok)
    expect(await first).toBe('sent')
    // Once it has left, a late try finds nothing to send.
    expect(await otherTab.retryQueued('booking', send)).toBe('gone')
    expect(send).toHaveBeenCalledOnce()
  })

  it('asked again while a try is under way, tries once more when that try finds no network', async () => {
    const queue = await loadQueue(request('a1'))
    const answers: ((result: SendResult) => void)[] = []
    const send = vi.fn(() => new Promise<SendResult>((resolve) => answers.push(resolve)))
    const first = queue.retryQueued('booking', send)
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce())
    // The network comes back while the try is still failing.
    expect(await queue.retryQueued('booking', send)).toBe('busy')
    answers[0]!(offline)
    expect(await first).toBe('waiting')
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    answers[1]!(ok)
    await vi.waitFor(() => expect(queue.readQueued('booking')).toBeNull())
  })

  it('takes over a claim left by a tab closed in the middle of a send, once it is old', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00+01:00') })
    const queue = await loadQueue(request('a1'))
    local.setItem('envoi-en-attente:booking:envoi', String(Date.now()))
    const { send } = sender(ok)
    expect(await queue.retryQueued('booking', send)).toBe('busy')
    vi.advanceTimersByTime(queue.claimMs)
    expect(await queue.retryQueued('booking', send)).toBe('sent')
    expect(local.getItem('envoi-en-attente:booking:envoi')).toBeNull()
  })

  it('holds a Web Lock while it sends where the browser has them', async () => {
    const held = new Set<string>()
    const request_ = vi.fn(async (name: string, _options: { ifAvailable: boolean }, task: (lock: object | null) => Promise<unknown>) => {
      if (held.has(name)) return task(null)
      held.add(name)
      try {
        return await task({ name })
      } finally {
        held.delete(name)
      }
    })
    vi.stubGlobal('navigator', { locks: { request: request_ } })
    const queue = await loadQueue(request('a1'))
    const other = await loadQueue()
    let answer: (result: SendResult) => void = () => {}
    const send = vi.fn(() => new Promise<SendResult>((resolve) => (answer = resolve)))
    const first = queue.retryQueued('booking', send)
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce())
    expect(await other.retryQueued('booking', send)).toBe('busy')
    answer(ok)
    expect(await first).toBe('sent')
    expect(request_).toHaveBeenCalledWith('envoi-en-attente:booking:envoi', { ifAvailable: true }, expect.any(Function))
    // No claim written in localStorage: the lock is the claim.
    expect(local.getItem('envoi-en-attente:booking:envoi')).toBeNull()
  })

  it('keeps a newer request that replaced the one being sent, and its draft; nor clears a draft typed after it was dropped', async () => {
    const queue = await loadQueue(request('a1'))
    session.setItem('brouillon:rendez-vous', '{"message":"plus récent"}')
    const send = vi.fn(async () => {
      queue.queueRequest(request('b2', 'plus récent'))
      return ok
    })
    expect(await queue.retryQueued('booking', send)).toBe('sent')
    expect(queue.readQueued('booking')?.payload.request_id).toBe('b2')
    expect(session.getItem('brouillon:rendez-vous')).not.toBeNull()

    // Dropped during its try (a newer request sent from the form), the parent typing anew meanwhile.
    const dropped = vi.fn(async () => {
      queue.cancelQueued('booking')
      session.setItem('brouillon:rendez-vous', '{"message":"autre chose"}')
      return ok
    })
    expect(await queue.retryQueued('booking', dropped)).toBe('sent')
    expect(session.getItem('brouillon:rendez-vous')).toBe('{"message":"autre chose"}')
  })

  it('keeps a request the send throttle held back (429), as after a try cut short by leaving the page, and sends it once the throttle allows', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00+01:00') })
    const queue = await loadQueue(request('a1'))
    const { send, sent } = sender({ ok: false, failure: { status: 429, text: 'Too Many Requests' } }, ok)
    expect(await queue.retryQueued('booking', send)).toBe('waiting')
    expect(queue.readQueued('booking')).not.toBeNull()
    expect(console.error).not.toHaveBeenCalled()
    // No `online` event and no 30-s timer: the try the throttle held back asks for the next one itself.
    await vi.advanceTimersByTimeAsync(sendThrottleMs - 1)
    expect(sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(sent.map((payload) => payload.request_id)).toEqual(['a1', 'a1'])
    expect(queue.readQueued('booking')).toBeNull()
  })

  it('held back twice within the 10 s, tries once more, once; cancelled or sent meanwhile, not at all: the page hears nothing after', async () => {
    const heldBack: SendResult = { ok: false, failure: { status: 429, text: 'Too Many Requests' } }
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00+01:00') })
    let queue = await loadQueue(request('a1'))
    let heard: string[] = []
    queue.subscribe((_kind, outcome) => heard.push(outcome))
    const twice = sender(heldBack, heldBack, offline)
    await queue.retryQueued('booking', twice.send)
    await vi.advanceTimersByTimeAsync(2_000)
    // A second try, as when the page comes back to the front: held back too. One more try after them, not two.
    await queue.retryQueued('booking', twice.send)
    await vi.advanceTimersByTimeAsync(sendThrottleMs * 2)
    expect(twice.sent).toHaveLength(3)
    expect(heard).toEqual(['waiting', 'waiting', 'waiting'])

    queue = await loadQueue(request('b2'))
    heard = []
    queue.subscribe((_kind, outcome) => heard.push(outcome))
    const cancelled = sender(heldBack, ok)
    await queue.retryQueued('booking', cancelled.send)
    queue.cancelQueued('booking')
    await vi.advanceTimersByTimeAsync(sendThrottleMs * 3)
    // « gone » at the cancel, which every notice of it hears (the form, the top of another page), then nothing from
    // the throttle's timer: the notice « Envoi annulé », which holds the focus, stays.
    expect(heard).toEqual(['waiting', 'gone'])
    expect(cancelled.sent).toHaveLength(1)

    // Held back by an older stamp, then a try once that stamp has lapsed, before this try's 10 s are over: the timer
    // finds nothing left to send.
    queue = await loadQueue(request('c3'))
    heard = []
    queue.subscribe((_kind, outcome) => heard.push(outcome))
    const early = sender(heldBack, ok)
    await queue.retryQueued('booking', early.send)
    await vi.advanceTimersByTimeAsync(5_000)
    await queue.retryQueued('booking', early.send)
    await vi.advanceTimersByTimeAsync(sendThrottleMs * 3)
    expect(heard).toEqual(['waiting', 'sent'])
  })

  it('drops a request EmailJS refuses or that gets no answer in time, logs it, and keeps the draft', async () => {
    for (const failure of [{ status: 400, text: 'The template ID is invalid' }, { status: 0, text: 'Timeout: no answer after 15 s' }]) {
      const queue = await loadQueue(request('a1'))
      session.setItem('brouillon:rendez-vous', '{"name":"Inès"}')
      const heard: unknown[] = []
      queue.subscribe((_kind, outcome, tried) => heard.push([outcome, tried?.mailto]))
      expect(await queue.retryQueued('booking', sender({ ok: false, failure }).send)).toBe('refused')
      expect(queue.readQueued('booking')).toBeNull()
      expect(session.getItem('brouillon:rendez-vous')).not.toBeNull()
      expect(heard).toEqual([['refused', request('a1').mailto]])
      expect(console.error).toHaveBeenLastCalledWith(`EmailJS send failed (booking): ${failure.status} ${failure.text}`)
    }
  })

  it('drops a booking whose slot has passed while it waited: sends nothing, keeps the draft, and says so', async () => {
    const slot = { day: '2026-11-23', time: '09:00' }
    const at = (time: string) => () => Date.parse(`2026-11-23T${time}:00+01:00`)
    // Still to come at 8:59 in Paris: it leaves.
    const early = await loadQueue({ ...request('a1'), slot })
    expect(early.readQueued('booking')?.slot).toEqual(slot)
    expect(await early.retryQueued('booking', sender().send, at('08:59'))).toBe('sent')
    // At 9:00 it is past.
    const queue = await loadQueue({ ...request('b2'), slot })
    session.setItem('brouillon:rendez-vous', '{"name":"Inès"}')
    const heard: unknown[] = []
    queue.subscribe((_kind, outcome, tried) => heard.push([outcome, tried?.mailto]))
    const { send, sent } = sender()
    expect(await queue.retryQueued('booking', send, at('09:00'))).toBe('expired')
    expect(sent).toEqual([])
    expect(queue.readQueued('booking')).toBeNull()
    expect(session.getItem('brouillon:rendez-vous')).not.toBeNull()
    expect(heard).toEqual([['expired', request('b2').mailto]])
  })

  it('sends nothing once cancelled, even when the network returns', async () => {
    const listeners = new Map<string, () => void>()
    vi.stubGlobal('window', { addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) })
    vi.stubGlobal('document', new EventTarget())
    vi.useFakeTimers()
    const queue = await loadQueue(request('a1'))
    queue.queueRequest({ ...request('c3'), kind: 'contact', draftKey: 'contact' })
    const { send, sent } = sender()
    queue.retryWhenOnline(send)
    queue.retryWhenOnline(send)
    queue.cancelQueued('booking')
    listeners.get('online')?.()
    await vi.waitFor(() => expect(queue.readQueued('contact')).toBeNull())
    expect(sent.map((payload) => payload.request_id)).toEqual(['c3'])
  })
})

describe('a booking kept with its auto-reply still to ask', () => {
  const autoReply = { request_id: 'a1', service: 's', offer: '', day: '2026-11-23', slot: '09:00', place: 'video', town: '', name: 'Inès', email: 'ines@example.fr' }
  const line = (sent: boolean) => (sent ? 'parti' : 'pas parti')

  it('asks the function before her e-mail leaves and sends its line; once it answered, a later try never asks again (the parent gets one)', async () => {
    const queue = await loadQueue({ ...request('a1'), autoReply })
    const ask = vi.fn(async (payload: Readonly<Record<string, string>>) => ({ payload: { ...payload, auto_reply_check: line(true) }, settled: true, sent: true }))
    const { send, sent } = sender(offline, ok)
    const heard: (boolean | undefined)[] = []
    queue.subscribe((_kind, outcome, tried) => outcome === 'sent' && heard.push(tried?.autoReplySent))
    expect(await queue.retryQueued('booking', send, Date.now, ask)).toBe('waiting')
    expect(await queue.retryQueued('booking', send, Date.now, ask)).toBe('sent')
    expect(ask).toHaveBeenCalledTimes(1)
    expect(sent.map((payload) => payload.auto_reply_check)).toEqual([line(true), line(true)])
    expect(heard).toEqual([true])
  })

  it('asks again on the next try when the function could not be reached at all', async () => {
    const queue = await loadQueue({ ...request('a1'), autoReply })
    const answers = [false, true]
    const ask = vi.fn(async (payload: Readonly<Record<string, string>>) => {
      const settled = answers.shift()!
      return { payload: { ...payload, auto_reply_check: line(settled) }, settled, sent: settled }
    })
    const { send, sent } = sender(offline, ok)
    expect(await queue.retryQueued('booking', send, Date.now, ask)).toBe('waiting')
    expect(await queue.retryQueued('booking', send, Date.now, ask)).toBe('sent')
    expect(ask).toHaveBeenCalledTimes(2)
    expect(sent.map((payload) => payload.auto_reply_check)).toEqual([line(false), line(true)])
  })
})
