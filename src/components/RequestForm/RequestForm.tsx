import { type ReactNode, useEffect, useRef } from 'react'
import { ui } from 'virtual:content/ui'
import { addressedTo } from '../../lib/drafts.ts'
import type { ContactValues } from '../../lib/email-payload.ts'
import type { RequestFormController } from '../../lib/use-request-form.ts'
import type { ServiceOption } from '../../content/schema.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import * as field from '../FormField/FormField.css.ts'
import { describedBy, FormField } from '../FormField/FormField.tsx'
import { shownError, type ShownError } from '../../lib/form-errors.ts'
import { ErrorSummary } from './ErrorSummary.tsx'
import { Honeypot } from '../Honeypot/Honeypot.tsx'
import { IdentityFields } from '../IdentityFields/IdentityFields.tsx'
import { NoScriptContact } from '../NoScriptContact/NoScriptContact.tsx'
import { PrivacyNote } from '../PrivacyNote/PrivacyNote.tsx'
import { SendNotice } from '../SendNotice/SendNotice.tsx'
import { wide } from '../../styles/layout.css.ts'
import * as styles from './RequestForm.css.ts'

export interface RequestFormProps<Values extends ContactValues> {
  /** The controller from `useRequestForm`. */
  form: RequestFormController<Values>
  /** The form's accessible name. */
  label: string
  /** The booking form needs the phone and the service; the contact form does not. */
  required: boolean
  /** The list of services with the identity fields: its label (« Sujet ») and its options. A form that asks it first gives it in `lead`. */
  services?: { label: string; options: readonly ServiceOption[] }
  /** What the form asks before who is asking (the booking's consultation, day and slot). */
  lead?: ReactNode
  /** The identity fields under a legend of their own (« Vos coordonnées »), when the form asks other things first. */
  identityLegend?: string
  /** The message field: its label, whether it is required, its height in lines. */
  message: { label: string; required: boolean; rows: number }
  /** The send button's words. */
  submitLabel: string
  /** What is asked so far, just above the button on a phone, beside the fields on a computer. */
  summary?: ReactNode
  /** Said in the success notice after the form's own words (what was asked). */
  successDetails?: ReactNode
  /** Read just before the button (the booking's right of withdrawal and its terms). */
  beforeSubmit?: ReactNode
}

/** The message: required for the contact form, optional for a booking. */
function MessageField({ id, message, value, onChange, error }: {
  id: string
  message: RequestFormProps<ContactValues>['message']
  value: string
  onChange: (event: { target: { value: string } }) => void
  error: ShownError | undefined
}) {
  return (
    <FormField htmlFor={`${id}-message`} label={message.label} hint={{ id: `${id}-message-hint`, text: ui.forms.messageHint }} error={error}>
      <textarea
        id={`${id}-message`}
        className={field.textarea}
        name="message"
        required={message.required}
        rows={message.rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error?.id, `${id}-message-hint`)}
        value={value}
        onChange={onChange}
      />
    </FormField>
  )
}

/** Whether the parent is typing in a field: a notice that tells what a try did then leaves the focus there. */
function typing(): boolean {
  const active = document.activeElement
  return active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && !['radio', 'checkbox'].includes(active.type))
}

/**
 * What both request forms share around their own fields: the required note
 * and the error summary; the form's own fields (`lead`); name, e-mail, phone
 * (and the contact form's subject); the message and the honeypot; the summary
 * of what is asked beside them; then what the form puts before the button
 * (`beforeSubmit`), the button, the no-JavaScript contact, the send notices
 * and the privacy note.
 */
export function RequestForm<Values extends ContactValues>({
  form,
  label,
  required,
  services,
  lead,
  identityLegend,
  message,
  submitLabel,
  summary,
  successDetails,
  beforeSubmit,
}: RequestFormProps<Values>) {
  const { id, values, update, draftFound } = form
  const sending = form.status === 'sending'
  const formRef = useRef<HTMLFormElement>(null)
  const messageError = shownError(form.errors, id, 'message')

  // A form folded away (<details>) opens by itself when what the parent typed is back, or when the
  // address leads to the part of the page it sits in (« /#contact »).
  useEffect(() => {
    const fold = formRef.current?.closest('details')
    if (fold && (draftFound || form.status === 'queued' || addressedTo(fold))) fold.open = true
  }, [draftFound, form.status])

  const identity = (
    <IdentityFields id={id} values={values} onChange={update} nameRef={form.nameRef} required={required} services={services} errors={form.errors} />
  )

  return (
    <form
      ref={formRef}
      className={`${field.form} ${summary ? `${styles.withSummary} ${wide}` : ''}`}
      aria-label={label}
      onSubmit={form.onSubmit}
      method="post"
      // Its own checks, in French and in the page (ErrorSummary), rather than the browser's passing tooltips.
      noValidate
    >
      {/* The named areas only where the form has a summary to place beside them: elsewhere two areas of one name would overlap. */}
      <div className={summary ? `${styles.fields} ${styles.fieldsArea}` : styles.fields}>
        <p className={field.note}>{ui.forms.requiredNote}</p>
        <ErrorSummary formId={id} errors={form.errors} refusals={form.refusals} />
        {lead}
        {identityLegend ? (
          <fieldset className={field.group}>
            <legend className={field.sectionLegend}>{identityLegend}</legend>
            {identity}
          </fieldset>
        ) : (
          identity
        )}
        <MessageField id={id} message={message} value={values.message} onChange={update('message')} error={messageError} />
        <Honeypot id={`${id}-website`} value={form.honeypot} onChange={form.setHoneypot} />
      </div>
      {summary ? <div className={styles.summaryArea}>{summary}</div> : null}
      <div className={summary ? `${styles.after} ${styles.afterArea}` : styles.after}>
        {beforeSubmit}
        <div className={field.actions}>
          {/* Disabled until hydrated: without JavaScript the form cannot send. Then pressable, except while a send is on its way: what is
              missing is said when the parent presses it (ErrorSummary), never by a button that silently waits. */}
          <button type="submit" className={button({ variant: 'primary' })} disabled={!form.hydrated || sending}>
            {sending ? ui.forms.sending : submitLabel}
          </button>
        </div>
        <NoScriptContact />
        <SendNotice
          kind={form.kind}
          status={form.status}
          mailto={form.mailto}
          onDismiss={form.dismiss}
          replaced={form.replaced}
          onCancel={form.cancel}
          details={successDetails}
          autoReplySent={form.autoReplySent}
          takeFocus={!form.fromQueue || !typing()}
        />
        <PrivacyNote />
      </div>
    </form>
  )
}
