import { contactServices } from 'virtual:content/booking'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { contactDraftKey } from '../../lib/drafts.ts'
import { buildContactPayload, type ContactValues } from '../../lib/email-payload.ts'
import { identityMailLines, useRequestForm } from '../../lib/use-request-form.ts'
import { FormBoundary } from '../FormBoundary/FormBoundary.tsx'
import { RequestForm } from '../RequestForm/RequestForm.tsx'

const empty: ContactValues = { name: '', email: '', phone: '', service: '', message: '' }
const serviceValues: readonly string[] = contactServices.map((option) => option.value)
const services = { label: ui.forms.contactService, options: contactServices }

/**
 * The contact form: name, e-mail and message required; phone and
 * subject optional. Sent by e-mail to the consultant through EmailJS; see
 * src/lib/email-client.ts for where it goes.
 */
function ContactRequest() {
  const form = useRequestForm({
    kind: 'contact',
    draftKey: contactDraftKey,
    fields: ['name', 'email', 'phone', 'service', 'message'],
    empty,
    restore: (saved) => ({
      ...empty,
      ...saved,
      service: saved.service && serviceValues.includes(saved.service) ? saved.service : '',
    }),
    checks: { rest: [['message', (values) => values.message.trim() === '' && ui.forms.errors.message]] },
    toPayload: (values) => buildContactPayload(values, practice.name),
    mailSubject: ui.forms.failure.mailSubject,
    mailLines: (payload) =>
      identityMailLines(payload, { label: ui.forms.failure.mailLabels.contactService, options: contactServices }),
  })
  return (
    <RequestForm
      form={form}
      label={ui.forms.contactLabel}
      required={false}
      services={services}
      message={{ label: ui.forms.message, required: true, rows: 4 }}
      submitLabel={ui.forms.submitContact}
    />
  )
}

/** The form behind its own boundary: if it fails, the page keeps the rest and gives her phone and e-mail in its place. */
export function ContactForm() {
  return (
    <FormBoundary>
      <ContactRequest />
    </FormBoundary>
  )
}
