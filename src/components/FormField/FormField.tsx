import type { ReactNode } from 'react'
import type { ShownError } from '../../lib/form-errors.ts'
import * as styles from './FormField.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

export interface FormFieldProps {
  /** The id of the control inside, which the label names. */
  htmlFor: string
  /** What the label says, « Nom * » for a required field. */
  label: string
  /** A line under the control; give its id to the control's `aria-describedby`. */
  hint?: { id: string; text: string }
  /** What is wrong with the field, above the control once a send was refused; give its id to `aria-describedby` too. */
  error?: ShownError | undefined
  /** One native control: `<input>`, `<select>` or `<textarea>`. */
  children: ReactNode
}

/** A native form control with its visible label, and an optional hint under it. */
export function FormField({ htmlFor, label, hint, error, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        <NoBreakAtHyphens>{label}</NoBreakAtHyphens>
      </label>
      {error ? <ErrorMessage {...error} /> : null}
      {children}
      {hint ? (
        <p id={hint.id} className={styles.hint}>
          <NoBreakAtHyphens>{hint.text}</NoBreakAtHyphens>
        </p>
      ) : null}
    </div>
  )
}

/** A field's error as its message shows it. */
export type ErrorMessageProps = ShownError

/** A field's error message, which its control names as its description. */
export function ErrorMessage({ id, text }: ErrorMessageProps) {
  return (
    <p id={id} className={styles.error}>
      {text}
    </p>
  )
}

/** A control's attributes when its field is in error: marked invalid, described by its message. */
export const invalid = (error: { id: string } | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': error.id } : {}

/** The ids a control's `aria-describedby` lists, or undefined when none. */
export const describedBy = (...ids: (string | false | undefined)[]): string | undefined => ids.filter(Boolean).join(' ') || undefined
