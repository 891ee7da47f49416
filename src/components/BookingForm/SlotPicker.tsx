import { timeSlots } from 'virtual:content/booking'
import { ui } from 'virtual:content/ui'
import { type IsoDay, isSlotPast, slotsByPartOfDay } from '../../lib/booking-days.ts'
import { fill, formatTime } from '../../lib/format.ts'
import { formatFrenchDate } from '../../lib/french-date.ts'
import type { ShownError } from '../../lib/form-errors.ts'
import * as field from '../FormField/FormField.css.ts'
import { describedBy, ErrorMessage } from '../FormField/FormField.tsx'
import * as styles from './BookingForm.css.ts'

export interface SlotPickerProps {
  /** The form's id, which the slots' ids start with. */
  id: string
  /** The day chosen, or '' (then a hint says to choose one first). */
  date: IsoDay | ''
  /** The slot chosen, or ''. */
  slot: string
  /** Whether her calendar takes that slot (a busy time meets it, with the offer's length and her travel time): shown as taken, not choosable. */
  isTaken: (day: IsoDay, slot: string) => boolean
  /** The slot's error after a refused send, above the slots. */
  error: ShownError | undefined
  /** The slot chosen then let go (her calendar or a longer offer took it), until another is chosen. */
  letGo: { day: IsoDay; slot: string } | undefined
  /** Called with the slot the parent chooses, as a field's change. */
  onChange: (event: { target: { value: string } }) => void
}

/** Her time slots for the chosen day, in two short lists (« Matin », « Après-midi »); one begun or taken says so, and takes no tap; a chosen one let go is said above them. */
export function SlotPicker({ id, date, slot: chosen, isTaken, error, letGo, onChange }: SlotPickerProps) {
  const now = new Date()
  return (
    <fieldset id={`${id}-slot`} className={`${field.group} ${styles.slotGroup}`} aria-describedby={describedBy(error?.id)}>
      <legend className={field.legend}>{ui.forms.slot}</legend>
      {error ? <ErrorMessage {...error} /> : null}
      {/* Always in the page, so that a screen reader hears the line when it comes. */}
      <div role="status">{letGo ? <p className={field.hint}>{fill(ui.forms.slotLetGo, { date: formatFrenchDate(letGo.day), time: formatTime(letGo.slot) })}</p> : null}</div>
      {date ? (
        slotsByPartOfDay(timeSlots).map((group) => (
          <div key={group.part} role="group" aria-labelledby={`${id}-slots-${group.part}`} className={styles.slotPart}>
            <p id={`${id}-slots-${group.part}`} className={styles.slotPartTitle}>
              {group.part === 'morning' ? ui.forms.slotsMorning : ui.forms.slotsAfternoon}
            </p>
            <ul className={styles.slots}>
              {group.slots.map((slot) => {
                const past = isSlotPast(date, slot, now)
                const taken = !past && isTaken(date, slot)
                return (
                  <li key={slot} className={styles.slot}>
                    <input
                      id={`${id}-slot-${slot}`}
                      className={styles.slotInput}
                      type="radio"
                      name="slot"
                      value={slot}
                      required
                      aria-invalid={error ? true : undefined}
                      checked={chosen === slot && !past}
                      disabled={past || taken}
                      onChange={onChange}
                    />
                    <label className={styles.slotText} htmlFor={`${id}-slot-${slot}`}>
                      <span className={styles.slotTime}>{formatTime(slot)}</span>
                      {past || taken ? (
                        <>
                          {' '}
                          <span className={styles.slotReason}>{past ? ui.forms.slotPast : ui.forms.slotTaken}</span>
                        </>
                      ) : null}
                    </label>
                  </li>
                )
              })}
            </ul>
          </div>
        ))
      ) : (
        <p className={field.hint}>{ui.forms.slotHint}</p>
      )}
    </fieldset>
  )
}
