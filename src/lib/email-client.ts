/**
 * Sends a form's payload with the real EmailJS browser client,
 * to EmailJS when the keys are set, else to the local mail sink on the same
 * origin (see email-config.ts). Every way a send can fail ends as one
 * `{ status, text }` so the form shows one failure notice.
 */
import { init, send, type StorageProvider } from '@emailjs/browser'
import { type EmailEnvName, readEmailConfig } from './email-config.ts'
import type { FormKind } from './queued-request.ts'

export interface SendFailure {
  /** EmailJS's HTTP status; 0 when no answer came (network, timeout, bad settings). */
  status: number
  text: string
}

export type SendResult = { ok: true } | { ok: false; failure: SendFailure }

/** A send that has not answered by then is a failure: the parent must not wait for ever. */
export const sendTimeoutMs = 15_000

/**
 * EmailJS `limitRate`: one send per form per 10 s from a browser. It blunts
 * a script hammering the form without getting in a parent's way.
 */
export const sendThrottleMs = 10_000

const throttleKey = (kind: FormKind) => `emailjs-limit:${kind}`

/** localStorage for EmailJS's throttle; without a provider `limitRate` silently does nothing. */
function localStorageProvider(): StorageProvider | undefined {
  try {
    if (typeof localStorage === 'undefined') return undefined
  } catch {
    return undefined
  }
  const safely = <T>(action: () => T, fallback: T): T => {
    try {
      return action()
    } catch {
      return fallback
    }
  }
  return {
    get: async (key) => safely(() => localStorage.getItem(key), null),
    set: async (key, value) => safely(() => localStorage.setItem(key, value), undefined),
    remove: async (key) => safely(() => localStorage.removeItem(key), undefined),
  }
}

/** Turns whatever EmailJS rejected with into `{ status, text }`. */
export function toSendFailure(error: unknown): SendFailure {
  // EmailJSResponseStatus: an HTTP answer, or the client's own 403, 429 and 451.
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const text = 'text' in error && typeof error.text === 'string' ? error.text : ''
    return { status: error.status, text }
  }
  // Missing ids and bad parameters are thrown as plain strings.
  if (typeof error === 'string') return { status: 0, text: error }
  // fetch() rejects with a TypeError when the network fails (or cuts the answer short).
  if (error instanceof TypeError) return { status: 0, text: `Network Error: ${error.message}` }
  // Any other error is not the network's: the request is not kept to be retried for nothing.
  if (error instanceof Error) return { status: 0, text: `${error.name}: ${error.message}` }
  return { status: 0, text: String(error) }
}

/**
 * Whether no answer came because the network is down (fetch rejected): the
 * request is kept for a later try (send-queue.ts), as it is when the send
 * throttle held it back (`isHeldBack`). Not a refusal from EmailJS, and not a
 * timeout: a timed-out send may have arrived.
 */
export const isNetworkFailure = (failure: SendFailure): boolean => failure.status === 0 && failure.text.startsWith('Network Error:')

/**
 * Whether the send throttle held it back (429): EmailJS's own, or its
 * client's `limitRate` when another try stamped it less than 10 s ago, as a
 * try cut short by leaving the page does. Nothing left: a kept request waits
 * for its next try rather than being dropped.
 */
export const isHeldBack = (failure: SendFailure): boolean => failure.status === 429

let storageProvider: StorageProvider | undefined
let ready = false

function setUp(): ReturnType<typeof readEmailConfig> {
  // Each variable by its name: Vite writes these five values into the forms' chunk, where the whole `import.meta.env`
  // would carry every VITE_ variable of the build to each visitor (her editor's repository among them).
  const config = readEmailConfig({
    VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
    VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
    VITE_EMAILJS_CONTACT_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_CONTACT_TEMPLATE_ID,
    VITE_EMAILJS_BOOKING_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_BOOKING_TEMPLATE_ID,
    VITE_EMAILJS_BLOCK_HEADLESS: import.meta.env.VITE_EMAILJS_BLOCK_HEADLESS,
  } satisfies Record<EmailEnvName, unknown>)
  if (!ready && config.kind !== 'partial') {
    storageProvider = localStorageProvider()
    init({
      publicKey: config.keys.publicKey,
      // The local sink answers on the page's own origin (dev server or preview server).
      ...(config.kind === 'sink' ? { origin: window.location.origin } : {}),
      // Off unless asked for: it answers 451 to every automated browser, tests included.
      blockHeadless: config.blockHeadless,
      storageProvider,
    })
    ready = true
  }
  return config
}

/** `promise`, or a failure once `ms` have passed without an answer. */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject({ status: 0, text: `Timeout: no answer after ${ms / 1000} s` }), ms)
  })
  try {
    return await Promise.race([promise, expired])
  } finally {
    clearTimeout(timer)
  }
}

/** Sends one form's payload; never throws. */
export async function sendEmail(kind: FormKind, payload: Readonly<Record<string, string>>): Promise<SendResult> {
  const config = setUp()
  if (config.kind === 'partial') {
    return { ok: false, failure: { status: 0, text: `Missing settings: ${config.missing.join(', ')}` } }
  }
  const templateId = kind === 'contact' ? config.keys.contactTemplateId : config.keys.bookingTemplateId
  try {
    await withTimeout(
      send(config.keys.serviceId, templateId, payload, {
        limitRate: { id: throttleKey(kind), throttle: sendThrottleMs },
      }),
      sendTimeoutMs,
    )
    return { ok: true }
  } catch (error) {
    const failure = toSendFailure(error)
    // EmailJS stamps the throttle before sending: a send that failed must not block the retry we ask for.
    if (!isHeldBack(failure)) await storageProvider?.remove(throttleKey(kind))
    return { ok: false, failure }
  }
}
