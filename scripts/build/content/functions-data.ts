/**
 * What the texts around an appointment need from her content, read once
 * so they compose from the same data:
 * - the booking form, as `virtual:content/confirmation` (scripts/build/vite-content.ts):
 *   her words, the withdrawal form, her offers' terms, for the links of her request e-mail;
 * - the host functions around an appointment (src/server/appointment-content.ts): the
 *   parent's auto-reply, which also needs what makes a request plausible (her slots, her
 *   closed days, her types of consultation), and the parent's .ics file. On the host they
 *   read the file `npm run build` writes (`writeAppointmentContent`, shipped with the
 *   functions by netlify.toml); `npm run dev` and `npm run preview` hand them the content
 *   read at the moment (scripts/build/host-functions.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { factWords } from '../../../src/content/facts.ts'
import { confirmationTermsOf, offerTermsOf } from '../../../src/content/offer-terms.ts'
import { pageWithRole } from '../../../src/content/roles.ts'
import type { SiteContent } from '../../../src/content/schema.ts'
import type { ConfirmationTerms } from '../../../src/lib/confirmation.ts'
import { appointmentContentFile, type AppointmentContent } from '../../../src/server/appointment-content.ts'
import { siteContent } from './load.ts'
import { withdrawalFormText } from './withdrawal-form.ts'

/**
 * `virtual:content/confirmation`: what the texts need, before the request's own values: the composer's
 * terms (src/lib/confirmation.ts), made here once for the booking form, her off-site tool and the host's
 * functions, and her offers as the texts name them.
 */
export function confirmationSlice(contentDir: string, content: SiteContent): { terms: ConfirmationTerms; offerTerms: AppointmentContent['offers'] } {
  const conditionsPage = pageWithRole(content.pages.pages, 'terms')
  const facts = factWords(content.practice, content.ui.about)
  return {
    terms: confirmationTermsOf(content, conditionsPage ? withdrawalFormText(readFileSync(join(contentDir, `${conditionsPage.file}.mdx`), 'utf8'), facts) : ''),
    offerTerms: offerTermsOf(content.offers, content.booking.bookingServices),
  }
}

/** What the functions compose from and check a request against. */
function appointmentContent(contentDir: string, content: SiteContent): AppointmentContent {
  const { terms, offerTerms } = confirmationSlice(contentDir, content)
  return {
    terms,
    offsiteMail: { informationSubject: content.booking.offsiteMail.informationSubject, informationOpening: content.booking.offsiteMail.informationOpening },
    offers: offerTerms,
    services: content.booking.bookingServices.map(({ value, label, place }) => ({ value, label, place })),
    timeSlots: content.booking.timeSlots,
  }
}

/** Her content read now, as the functions need it; throws the check's French messages on a mistake. */
export function readAppointmentContent(contentDir: string): AppointmentContent {
  return appointmentContent(contentDir, siteContent(contentDir))
}

/** `npm run build`: writes the functions' file under `root` (git-ignored, shipped by netlify.toml's `included_files`). */
export function writeAppointmentContent(root: string, contentDir: string): string {
  const file = join(root, appointmentContentFile)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(readAppointmentContent(contentDir))}\n`)
  return file
}
