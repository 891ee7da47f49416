import type { Ref } from 'react'
import { ui } from 'virtual:content/ui'
import type { ContactValues } from '../../lib/email-payload.ts'
import { type FieldError, shownError, textLimits } from '../../lib/form-errors.ts'
import type { ServiceOption } from '../../content/schema.ts'
import * as field from '../FormField/FormField.css.ts'
import { FormField, invalid } from '../FormField/FormField.tsx'

/** The four fields both forms open with. */
export type IdentityName = 'name' | 'email' | 'phone' | 'service'

export interface IdentityFieldsProps {
  /** The form's `useId()`: the fields' ids start with it. */
  id: string
  /** What the parent typed in these fields. */
  values: Pick<ContactValues, IdentityName>
  /** The change handler of the named field. */
  onChange: (name: IdentityName) => (event: { target: { value: string } }) => void
  /** The name field, which the form focuses after a notice is dismissed. */
  nameRef: Ref<HTMLInputElement>
  /** The booking form needs the phone; the contact form does not. */
  required: boolean
  /** The list of services beside the phone, when the form asks it with who is asking (the contact form's « Sujet »). */
  services?: { label: string; options: readonly ServiceOption[] }
  /** What a refused send found missing or wrong: each field says its own. */
  errors?: readonly FieldError[]
}

/** Name, e-mail, phone, and maybe a service, two by two: the same in the contact and the booking form. */
export function IdentityFields({ id, values, onChange, nameRef, required, services, errors = [] }: IdentityFieldsProps) {
  const [nameError, emailError, phoneError] = (['name', 'email', 'phone'] as const).map((name) => shownError(errors, id, name))
  return (
    <>
      <div className={field.row}>
        <FormField htmlFor={`${id}-name`} label={ui.forms.name} error={nameError}>
          <input
            ref={nameRef}
            id={`${id}-name`}
            className={field.control}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={textLimits.name}
            required
            {...invalid(nameError)}
            value={values.name}
            onChange={onChange('name')}
          />
        </FormField>
        <FormField htmlFor={`${id}-email`} label={ui.forms.email} error={emailError}>
          <input
            id={`${id}-email`}
            className={field.control}
            name="email"
            type="email"
            autoComplete="email"
            required
            {...invalid(emailError)}
            value={values.email}
            onChange={onChange('email')}
          />
        </FormField>
      </div>
      <div className={field.row}>
        <FormField htmlFor={`${id}-phone`} label={required ? ui.forms.phoneRequired : ui.forms.phone} error={phoneError}>
          <input
            id={`${id}-phone`}
            className={field.control}
            name="phone"
            type="tel"
            autoComplete="tel"
            required={required}
            {...invalid(phoneError)}
            value={values.phone}
            onChange={onChange('phone')}
          />
        </FormField>
        {services ? (
          <FormField htmlFor={`${id}-service`} label={services.label}>
            <ServiceSelect id={`${id}-service`} value={values.service} onChange={onChange('service')} required={required} options={services.options} />
          </FormField>
        ) : null}
      </div>
    </>
  )
}

interface ServiceSelectProps {
  /** The control's id, which its label names. */
  id: string
  /** The service chosen, or '' (« Choisissez… »). */
  value: string
  /** Called as the choice changes. */
  onChange: (event: { target: { value: string } }) => void
  /** Whether the form refuses a send without a choice. */
  required: boolean
  /** Her services, in her order. */
  options: readonly ServiceOption[]
}

/** A form's list of services, « Choisissez… » first. */
function ServiceSelect({ id, value, onChange, required, options }: ServiceSelectProps) {
  return (
    <select id={id} className={field.control} name="service" required={required} value={value} onChange={onChange}>
      <option value="">{ui.forms.choose}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
