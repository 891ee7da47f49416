import { bookingServices } from 'virtual:content/booking'
import { bookingOffers as offers } from 'virtual:content/booking-offers'
import { ui } from 'virtual:content/ui'
import type { BookingOffer } from '../../content/schema.ts'
import { formatPrices, withDuration } from '../../lib/format.ts'
import type { ShownError } from '../../lib/form-errors.ts'
import { withCount } from '../../styles/counted-columns.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import * as field from '../FormField/FormField.css.ts'
import { describedBy, ErrorMessage } from '../FormField/FormField.tsx'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import * as styles from './OfferChoice.css.ts'

export interface OfferChoiceProps {
  /** The form's `useId()`: the list's id is `${id}-service`, where the error summary's link leads. */
  id: string
  /** The type of consultation chosen (booking.yaml's value), or ''. */
  service: string
  /** The offer chosen (offers.yaml's id), or '' for « à préciser ensemble ». */
  offer: string
  /** Show the choice as one line with « Changer » rather than the whole list (a « Réserver » or a draft chose it). */
  folded: boolean
  /** Called with the card chosen: its type of consultation, and its offer or ''. */
  onChoose: (choice: { service: string; offer: string }) => void
  /** « Changer »: the list again, its chosen card focused. */
  onUnfold: () => void
  /** What a refused send says of the choice, if anything. */
  error?: ShownError | undefined
}

/** « 130 € ou 150 € · 1 h 30 »: what a card and the folded line say under or after an offer's name. */
const offerFacts = (offer: BookingOffer) => withDuration(formatPrices(offer.prices, ui.offers.or), offer.duration)

/**
 * What is asked: one list of cards, grouped by type of consultation, each
 * offer with its price and duration, and for each type « À préciser
 * ensemble » (an offer not yet decided, or a type with no offer). Native
 * radio buttons, so the arrow keys and the server's HTML work as a list of
 * choices should. Once a « Réserver » (or a draft) chose, the choice is one
 * line at the top of the form, and « Changer » opens the list again.
 */
export function OfferChoice({ id, service, offer, folded, onChoose, onUnfold, error }: OfferChoiceProps) {
  const chosenService = bookingServices.find((option) => option.value === service)
  const chosenOffer = offers.find((each) => each.id === offer)

  if (folded && chosenService) {
    return (
      <div className={styles.chosen} role="group" aria-label={ui.forms.offer}>
        <p className={styles.chosenText}>
          <span className={styles.chosenLabel}>{ui.forms.offer}</span>{' '}
          <strong>
            <NoBreakAtHyphens>{chosenOffer?.title ?? chosenService.label}</NoBreakAtHyphens>
          </strong>{' '}
          <span>{chosenOffer ? offerFacts(chosenOffer) : ui.forms.offerNone}</span>
        </p>
        <button type="button" className={button({ variant: 'secondary', size: 'small' })} onClick={onUnfold}>
          {ui.forms.change}
        </button>
      </div>
    )
  }

  return (
    <fieldset id={`${id}-service`} className={field.group} aria-describedby={describedBy(error?.id)}>
      <legend className={field.legend}>{ui.forms.bookingService}</legend>
      {error ? <ErrorMessage {...error} /> : null}
      <div className={withCount(styles.types, styles.fewTypes, bookingServices.length)}>
        {bookingServices.map((type) => {
          const choices: { offer: string; title: string; facts?: string }[] = [
            ...offers.filter((each) => each.booking === type.value).map((each) => ({ offer: each.id, title: each.title, facts: offerFacts(each) })),
            { offer: '', title: ui.forms.offerNone },
          ]
          return (
            <div key={type.value} role="group" aria-labelledby={`${id}-type-${type.value}`} className={styles.type}>
              <p id={`${id}-type-${type.value}`} className={field.hint}>
                <NoBreakAtHyphens>{type.label}</NoBreakAtHyphens>
              </p>
              <ul className={styles.cards}>
                {choices.map((choice) => {
                  const inputId = `${id}-choice-${type.value}-${choice.offer}`
                  return (
                    <li key={choice.offer} className={styles.card}>
                      <input
                        id={inputId}
                        className={styles.cardInput}
                        type="radio"
                        name="choice"
                        value={`${type.value}/${choice.offer}`}
                        checked={service === type.value && offer === choice.offer}
                        // The list appears with a card checked only after « Changer »: the focus goes to that card, from
                        // where the arrow keys move through the list (the line and its button are gone).
                        autoFocus={service === type.value && offer === choice.offer}
                        onChange={() => onChoose({ service: type.value, offer: choice.offer })}
                        // Named by its title, its price and duration said after it (as a hint is).
                        aria-labelledby={`${inputId}-title`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={describedBy(choice.facts && `${inputId}-facts`, error?.id)}
                      />
                      <label htmlFor={inputId} className={styles.cardText}>
                        <strong id={`${inputId}-title`}>
                          <NoBreakAtHyphens>{choice.title}</NoBreakAtHyphens>
                        </strong>
                        {choice.facts ? (
                          <span id={`${inputId}-facts`} className={field.hint}>
                            {choice.facts}
                          </span>
                        ) : null}
                      </label>
                    </li>
                  )
                })}
              </ul>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
