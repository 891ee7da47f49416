import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { contactServices } from 'virtual:content/booking'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts.ts'
import { buildContactPayload, type ContactValues, mailtoHref } from '../../lib/email-payload.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { useSender } from '../../lib/use-sender.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import * as field from '../FormField/FormField.css.ts'
import { FormField } from '../FormField/FormField.tsx'
import { Honeypot } from '../Honeypot/Honeypot.tsx'
import { IdentityFields } from '../IdentityFields/IdentityFields.tsx'
import { NoScriptContact } from '../NoScriptContact/NoScriptContact.tsx'
import { PrivacyNote } from '../PrivacyNote/PrivacyNote.tsx'
import { SendNotice } from '../SendNotice/SendNotice.tsx'

const draftKey = 'contact'
const fields = ['name', 'email', 'phone', 'service', 'message'] as const satisfies readonly (keyof ContactValues)[]
const empty: ContactValues = { name: '', email: '', phone: '', service: '', message: '' }
const serviceValues: readonly string[] = contactServices.map((option) => option.value)
const serviceLabel = (value: string) => contactServices.find((option) => option.value === value)?.label ?? value

/**
 * The contact form (spec §5): name, e-mail and message required; phone and
 * subject optional. Sent by e-mail to the consultant (spec §7); see
 * src/lib/email-client.ts for where it goes.
 */
export function ContactForm() {
  const id = useId()
  const hydrated = useHydrated()
  const [values, setValues] = useState<ContactValues>(empty)
  const [honeypot, setHoneypot] = useState('')
  const [mailto, setMailto] = useState('')
  // State, not a ref: in StrictMode's double effects a ref would let the empty form overwrite the saved draft.
  const [restored, setRestored] = useState(false)
  const nameRef = useRef<HTMLInputElement>(null)
  const sender = useSender('contact')
  const sending = sender.status === 'sending'

  // After hydration, so the server's HTML (empty fields) and the first render agree.
  useEffect(() => {
    const draft = readDraft(draftKey, fields)
    if (draft) {
      setValues((current) => ({
        ...current,
        ...draft,
        service: draft.service && serviceValues.includes(draft.service) ? draft.service : '',
      }))
    }
    setRestored(true)
  }, [])

  useEffect(() => {
    if (restored) writeDraft(draftKey, values)
  }, [restored, values])

  const update = (name: keyof ContactValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }))

  const reset = () => {
    setValues(empty)
    setHoneypot('')
    clearDraft(draftKey)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (honeypot !== '') {
      sender.pretendSent(reset)
      return
    }
    const payload = buildContactPayload(values, practice.name)
    const { mailLabels } = ui.forms.failure
    setMailto(
      mailtoHref(
        practice.email,
        ui.forms.failure.mailSubject,
        [
          [mailLabels.name, payload.from_name],
          [mailLabels.email, payload.from_email],
          [mailLabels.phone, payload.phone],
          [mailLabels.contactService, payload.service ? serviceLabel(payload.service) : ''],
        ],
        payload.message,
      ),
    )
    void sender.send(async () => payload, reset)
  }

  const dismiss = () => {
    sender.dismiss()
    nameRef.current?.focus()
  }

  return (
    <form className={field.form} aria-label={ui.forms.contactLabel} onSubmit={onSubmit} method="post">
      <p className={field.note}>{ui.forms.requiredNote}</p>
      <IdentityFields
        id={id}
        values={values}
        onChange={update}
        nameRef={nameRef}
        required={false}
        serviceLabel={ui.forms.contactService}
        services={contactServices}
      />
      <FormField
        htmlFor={`${id}-message`}
        label={ui.forms.message}
        hint={{ id: `${id}-message-hint`, text: ui.forms.messageHint }}
      >
        <textarea
          id={`${id}-message`}
          className={field.textarea}
          name="message"
          required
          rows={6}
          aria-describedby={`${id}-message-hint`}
          value={values.message}
          onChange={update('message')}
        />
      </FormField>
      <Honeypot id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
      <div className={field.actions}>
        {/* Disabled until hydrated: without JavaScript the form cannot send, and a bare submit would put the message in the address bar. */}
        <button type="submit" className={button({ variant: 'primary' })} disabled={!hydrated || sending}>
          {sending ? ui.forms.sending : ui.forms.submitContact}
        </button>
      </div>
      <NoScriptContact />
      <SendNotice kind="contact" status={sender.status} mailto={mailto} onDismiss={dismiss} />
      <PrivacyNote />
    </form>
  )
}
