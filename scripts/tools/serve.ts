/**
 * `npm run preview`: serves the built site on http://127.0.0.1:4173 as a
 * static host would (see static-server.ts), with the forms' local mail sink
 * (see mail-sink.ts) for a build made without EmailJS keys, and the
 * host's functions as the host serves them (her calendar's busy times, which
 * answer `unset` without CALENDAR_ICS_URL, the parent's .ics file and auto-reply: see
 * host-functions.ts; with no EmailJS setting, the auto-reply goes to the sink too).
 * Their variables come from the environment or `.env`, as `npm run build` read them.
 */
import { fileURLToPath } from 'node:url'
import { hostFunctions, localHostEnv } from '../build/host-functions.ts'
import { createMailSink, defaultOutbox } from './mail-sink.ts'
import { startStaticServer } from './static-server.ts'

const port = Number(process.env.PORT ?? 4173)
const root = fileURLToPath(new URL('../../dist', import.meta.url))
const contentDir = fileURLToPath(new URL('../../content', import.meta.url))
const env = localHostEnv('production', fileURLToPath(new URL('../..', import.meta.url)))

const { url } = await startStaticServer({ root, port, middleware: [createMailSink({ outbox: defaultOutbox() }), hostFunctions(contentDir, () => env)] })
console.log(`Site construit servi sur ${url}/ (Ctrl+C pour arrêter)`)
