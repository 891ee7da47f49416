import type { ReactNode } from 'react'
import * as styles from './FormField.css.ts'
import { Words } from '../Words/Words.tsx'

export interface FormFieldProps {
  /** The id of the control inside, which the label names. */
  htmlFor: string
  /** What the label says, « Nom * » for a required field. */
  label: string
  /** A line under the control; give its id to the control's `aria-describedby`. */
  hint?: { id: string; text: string }
  /** One native control: `<input>`, `<select>` or `<textarea>`. */
  children: ReactNode
}

/** A native form control with its visible label, and an optional hint under it. */
export function FormField({ htmlFor, label, hint, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        <Words>{label}</Words>
      </label>
      {children}
      {hint ? (
        <p id={hint.id} className={styles.hint}>
          <Words>{hint.text}</Words>
        </p>
      ) : null}
    </div>
  )
}
