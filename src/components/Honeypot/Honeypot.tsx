import { ui } from 'virtual:content/ui'
import { visuallyHidden } from '../../styles/utils.css.ts'

export interface HoneypotProps {
  /** The field's id, unique in the page. */
  id: string
  /** What a robot typed there; a person leaves it empty. */
  value: string
  /** Called with what is typed. */
  onChange: (value: string) => void
}

/**
 * A field only spam robots fill: off screen, out of the tab order and hidden
 * from assistive technology, with a name that tempts robots. A form whose
 * honeypot is filled and pressed within seconds of its start (src/lib/honeypot.ts)
 * shows its success notice and sends nothing; pressed later, an autofill's
 * doing, it sends as usual.
 */
export function Honeypot({ id, value, onChange }: HoneypotProps) {
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label htmlFor={id}>{ui.forms.honeypot}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
