/**
 * What the host's functions around an appointment read of her content: the
 * parent's auto-reply (src/functions/accuse-reception.ts) composes from it and
 * checks a request against it, the parent's .ics file (appointment-ics.ts) names her
 * offer, its duration and its place from it. `npm run build` writes it from
 * her checked data (scripts/build/content/functions-data.ts), and
 * netlify.toml's `included_files` ships it with the functions; `npm run dev`
 * and `npm run preview` hand the functions the same content read at the
 * moment (scripts/build/host-functions.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BookingPlace } from '../content/schema.ts'
import type { ConfirmationTerms, OfferTerms } from '../lib/confirmation.ts'
import type { InformationWords } from '../lib/offsite.ts'

export interface AppointmentContent {
  terms: ConfirmationTerms
  /** Her off-site page's subject and opening of the information (booking.yaml's `offsiteMail`), facts filled in. */
  offsiteMail: InformationWords
  offers: readonly (OfferTerms & { booking: string })[]
  services: readonly { value: string; label: string; place: BookingPlace }[]
  timeSlots: readonly string[]
}

/** Where the build writes it, from the project's root (git-ignored). */
export const appointmentContentFile = 'functions-data/rendez-vous.json'

/** Her content as `npm run build` wrote it, read once per instance of a function. */
let built: AppointmentContent | undefined
export function readBuiltContent(): AppointmentContent {
  built ??= JSON.parse(readFileSync(join(process.cwd(), appointmentContentFile), 'utf8')) as AppointmentContent
  return built
}
