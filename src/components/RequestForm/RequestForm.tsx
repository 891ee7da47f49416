import { type ReactNode, useEffect, useRef } from 'react'
import { ui } from 'virtual:content/ui'
import type { ContactValues } from '../../lib/email-payload.ts'
import type { RequestFormController } from '../../lib/use-request-form.ts'
import type { ServiceOption } from '../../content/schema.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import * as field from '../FormField/FormField.css.ts'
import { FormField } from '../FormField/FormField.tsx'
import { Honeypot } from '../Honeypot/Honeypot.tsx'
import { IdentityFields } from '../IdentityFields/IdentityFields.tsx'
import { NoScriptContact } from '../NoScriptContact/NoScriptContact.tsx'
import { PrivacyNote } from '../PrivacyNote/PrivacyNote.tsx'
import { SendNotice } from '../SendNotice/SendNotice.tsx'
import * as styles from './RequestForm.css.ts'

export interface RequestFormProps<Values extends ContactValues> {
  /** The controller from `useRequestForm`. */
  form: RequestFormController<Values>
  /** The form's accessible name. */
  label: string
  /** The booking form needs the phone and the service; the contact form does not. */
  required: boolean
  /** The list of services: its label (« Sujet », « Type de consultation * ») and its options. */
  services: { label: string; options: readonly ServiceOption[] }
  /** The message field: its label, whether it is required, its height in lines. */
  message: { label: string; required: boolean; rows: number }
  submitLabel: string
  /** Said beside the button, and describing it, while the form is not ready to send. */
  gatingHint?: string
  /** The form's own fields, between the service and the message. */
  children?: ReactNode
}

/**
 * What both request forms share around their own fields: name, e-mail,
 * phone and service first, the message, the honeypot and the button last,
 * then the no-JavaScript contact, the send notices and the privacy note.
 */
export function RequestForm<Values extends ContactValues>({
  form,
  label,
  required,
  services,
  message,
  submitLabel,
  gatingHint,
  children,
}: RequestFormProps<Values>) {
  const { id, values, update, draftFound } = form
  const sending = form.status === 'sending'
  const gating = !form.ready && gatingHint !== undefined
  const formRef = useRef<HTMLFormElement>(null)

  // A form folded away (<details>) opens by itself when what she typed is back, or when the
  // address leads to the part of the page it sits in (« /#contact »).
  useEffect(() => {
    const fold = formRef.current?.closest('details')
    if (!fold) return
    const hash = decodeURIComponent(window.location.hash.slice(1))
    const target = hash ? document.getElementById(hash) : null
    if (draftFound || target?.contains(fold)) fold.open = true
  }, [draftFound])

  return (
    <form ref={formRef} className={field.form} aria-label={label} onSubmit={form.onSubmit} method="post">
      <p className={field.note}>{ui.forms.requiredNote}</p>
      <IdentityFields
        id={id}
        values={values}
        onChange={update}
        nameRef={form.nameRef}
        required={required}
        serviceLabel={services.label}
        services={services.options}
      />
      {children}
      <FormField
        htmlFor={`${id}-message`}
        label={message.label}
        hint={{ id: `${id}-message-hint`, text: ui.forms.messageHint }}
      >
        <textarea
          id={`${id}-message`}
          className={field.textarea}
          name="message"
          required={message.required}
          rows={message.rows}
          aria-describedby={`${id}-message-hint`}
          value={values.message}
          onChange={update('message')}
        />
      </FormField>
      <Honeypot id={`${id}-website`} value={form.honeypot} onChange={form.setHoneypot} />
      <div className={field.actions}>
        {/* Disabled until hydrated: without JavaScript the form cannot send, and a bare submit would put
            the message in the address bar. Also until the form is ready (the booking's date and slot, spec §4). */}
        <button
          type="submit"
          className={button({ variant: 'primary' })}
          disabled={!form.hydrated || sending || !form.ready}
          aria-describedby={gating ? `${id}-gating` : undefined}
        >
          {sending ? ui.forms.sending : submitLabel}
        </button>
        {gating ? (
          <p id={`${id}-gating`} className={styles.gating}>
            {gatingHint}
          </p>
        ) : null}
      </div>
      <NoScriptContact />
      <SendNotice kind={form.kind} status={form.status} mailto={form.mailto} onDismiss={form.dismiss} />
      <PrivacyNote />
    </form>
  )
}
