/**
 * What became of the parent's auto-reply, as one line of the request e-mail
 * she receives (`auto_reply_check`), like the calendar's (calendar-line.ts):
 * it left, at what time and to which address; or it did not, why, and that
 * she must send her conditions and the withdrawal form herself before she
 * confirms (the law asks for them in writing before the contract).
 *
 * The site's report to her on its own working, like the calendar line: not
 * copy of hers, not in content/. Loaded with the send only.
 */
import { parisTime } from './booking-days.ts'
import { formatTime, NBSP } from './format.ts'

/** Why the function sent nothing: it refused the request, EmailJS refused the e-mail, or the host lacks its settings. */
export type AutoReplyRefusal = 'invalid' | 'refused' | 'unset'

/** What became of the auto-reply. `unreachable`: fetch() itself failed (no network, most often). */
export type AutoReplyOutcome = { sent: true } | { sent: false; why: AutoReplyRefusal | 'timeout' | 'no-answer' | 'unreachable' }

/** What left: the parent's auto-reply, or the information her off-site page has the function send for an appointment agreed. */
const sentWhat = {
  autoReply: 'L’accusé de réception avec vos conditions et le formulaire de rétractation',
  information: 'L’e-mail d’informations avec vos conditions et le formulaire de rétractation',
} as const

/** Why it did not leave, in words she can act on. */
const notSentWords: Record<Exclude<AutoReplyOutcome, { sent: true }>['why'], string> = {
  invalid: 'le site n’a pas reconnu la demande comme valable',
  refused: 'EmailJS a refusé de l’envoyer',
  unset: 'l’envoi automatique n’est pas réglé chez l’hébergeur du site',
  timeout: 'le site n’a pas répondu à temps',
  'no-answer': 'le site n’a pas répondu',
  unreachable: 'le formulaire n’a pas pu joindre le site',
}

/** The line her request e-mail carries about the parent's auto-reply (her off-site page, about the information), sent to `email` at `now`. */
export function autoReplyCheckLine(outcome: AutoReplyOutcome, email: string, now: Date, sent: keyof typeof sentWhat = 'autoReply'): string {
  const what = sentWhat[sent]
  if (outcome.sent) return `${what} est parti à ${formatTime(parisTime(now))} vers ${email}.`
  return `${what} n’est pas parti (${notSentWords[outcome.why]})${NBSP}: envoyez-les vous-même avant de confirmer.`
}
