import { type MouseEvent, useEffect, useRef } from 'react'
import { ui } from 'virtual:content/ui'
import type { FieldError } from '../../lib/form-errors.ts'
import * as styles from './RequestForm.css.ts'

export interface ErrorSummaryProps {
  /** The form's `useId()`: the field of the error named « email » has the id `${formId}-email`. */
  formId: string
  /** The fields to fix, in the form's order, each with its message. */
  errors: readonly FieldError[]
  /** Changes at each refused send: the summary takes the focus again, so a screen reader reads it again. */
  refusals: number
}

/**
 * The GOV.UK error summary: at the top of the form, a titled box that takes
 * the focus when a send is refused and links to each field in error. A link
 * gives the focus to its field itself (a fragment alone scrolls without
 * focusing in some browsers, and a group of radio buttons or the calendar
 * has no single element its id could name).
 */
export function ErrorSummary({ formId, errors, refusals }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null)
  const titleId = `${formId}-errors`
  useEffect(() => {
    if (refusals > 0) box.current?.focus()
  }, [refusals])
  if (errors.length === 0) return null

  const goTo = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const target = document.getElementById(`${formId}-${name}`)
    // A control is focused itself; a group (the choices, the calendar, the slots) gives the focus to the control
    // its arrow keys start from: the day the calendar keeps in the tab order, else the first one enabled.
    const control = target?.matches('input, textarea') ? target : target?.querySelector<HTMLElement>('button[tabindex="0"], input:not([disabled])')
    // None yet (the calendar still on its way): the link scrolls to the group, as any link to it would.
    if (!control) return
    event.preventDefault()
    control.focus()
  }

  return (
    <div ref={box} className={styles.errorSummary} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {ui.forms.errors.title}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.name}>
            <a href={`#${formId}-${error.name}`} onClick={(event) => goTo(event, error.name)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
