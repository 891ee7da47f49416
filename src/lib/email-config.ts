/**
 * Where the forms send their e-mails. Read from the `VITE_EMAILJS_*`
 * environment variables at build time (see .env.example): all four keys send
 * through EmailJS; none sends to the local mail sink that `npm run dev` and
 * `npm run preview` serve (scripts/tools/mail-sink.ts), so a fresh clone works end
 * to end. Some but not all is a mistake the build refuses.
 */

/** The variables that must be set together. */
export const requiredEmailEnv = {
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  contactTemplateId: 'VITE_EMAILJS_CONTACT_TEMPLATE_ID',
  bookingTemplateId: 'VITE_EMAILJS_BOOKING_TEMPLATE_ID',
} as const

/** Optional: `true` makes EmailJS refuse automated browsers (and so every browser test). */
const blockHeadlessEnv = 'VITE_EMAILJS_BLOCK_HEADLESS'

/** Every variable the forms read, which the browser's code names one by one (src/lib/email-client.ts). */
export type EmailEnvName = (typeof requiredEmailEnv)[keyof typeof requiredEmailEnv] | typeof blockHeadlessEnv

/** Ids the local sink receives, so its outbox files say which form wrote them. */
export const sinkIds = {
  publicKey: 'local-sink',
  serviceId: 'local-sink',
  contactTemplateId: 'contact',
  bookingTemplateId: 'booking',
} as const

export type EmailKeys = { readonly [K in keyof typeof requiredEmailEnv]: string }

export type EmailConfig =
  | { kind: 'emailjs'; keys: EmailKeys; blockHeadless: boolean }
  | { kind: 'sink'; keys: EmailKeys; blockHeadless: boolean }
  | { kind: 'partial'; missing: readonly string[] }

type Env = Readonly<Record<string, unknown>>

function value(env: Env, name: string): string | undefined {
  const raw = env[name]
  // An empty line copied from .env.example (`VITE_EMAILJS_PUBLIC_KEY=`) counts as unset.
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined
}

/** Reads the e-mail settings from the browser's five `import.meta.env` values (email-client.ts) or Vite's loaded env (build). */
export function readEmailConfig(env: Env): EmailConfig {
  const publicKey = value(env, requiredEmailEnv.publicKey)
  const serviceId = value(env, requiredEmailEnv.serviceId)
  const contactTemplateId = value(env, requiredEmailEnv.contactTemplateId)
  const bookingTemplateId = value(env, requiredEmailEnv.bookingTemplateId)
  const blockHeadless = value(env, blockHeadlessEnv) === 'true'
  if (publicKey && serviceId && contactTemplateId && bookingTemplateId) {
    return { kind: 'emailjs', keys: { publicKey, serviceId, contactTemplateId, bookingTemplateId }, blockHeadless }
  }
  const missing = Object.values(requiredEmailEnv).filter((name) => value(env, name) === undefined)
  if (missing.length === Object.keys(requiredEmailEnv).length) return { kind: 'sink', keys: sinkIds, blockHeadless }
  return { kind: 'partial', missing }
}

/** The build's one line about the forms, where they will send (a configuration given in part is a launch problem instead). */
export function emailConfigLine(config: EmailConfig): string | undefined {
  switch (config.kind) {
    case 'emailjs':
      return 'Formulaires : envoi par EmailJS (les 4 clés VITE_EMAILJS_* sont définies).'
    case 'sink':
      return 'Formulaires : aucune clé VITE_EMAILJS_* définie, les formulaires écriront dans la boîte locale (outbox/) servie par `npm run dev` et `npm run preview`.'
    case 'partial':
      return undefined
  }
}
