import { ui } from 'virtual:content/ui'
import type { BookingDraft, SetDraft } from '../../lib/booking-request.ts'
import { type ShownError, textLimits } from '../../lib/form-errors.ts'
import * as field from '../FormField/FormField.css.ts'
import { describedBy, FormField } from '../FormField/FormField.tsx'
import { placeOfType } from './booking-data.ts'
import { OfferChoice } from './OfferChoice.tsx'
import { useLinkedChoice } from './use-linked-choice.ts'

export interface BookingWhatProps {
  /** The form's id, which the fields' ids start with. */
  id: string
  /** What the parent has written so far. */
  draft: BookingDraft
  /** Changes several values at once (a card sets the type of consultation and its offer). */
  setValues: SetDraft
  /** True once the saved draft, if any, is back in the fields (useRequestForm's `restored`). */
  restored: boolean
  /** True when the parent chose a card in the server's form before its script came (useRequestForm's `chosenOnPage`). */
  chosenOnPage: boolean
  /** The error shown on the type of consultation, if any. */
  serviceError: ShownError | undefined
  /** The error shown on the town, if any. */
  townError: ShownError | undefined
  /** The town's field changed. */
  onTownChange: (event: { target: { value: string } }) => void
}

/** What: the type of consultation and its offer, and the town of a home visit. */
export function BookingWhat({ id, draft, setValues, restored, chosenOnPage, serviceError, townError, onTownChange }: BookingWhatProps) {
  const [folded, setFolded] = useLinkedChoice(restored, chosenOnPage, draft.service, setValues)

  // A card chosen in the list keeps the list open (the arrow keys go on through it), also after a send emptied a folded choice.
  const choose = (choice: { service: string; offer: string }) => {
    setFolded(false)
    setValues((current) => ({ ...current, ...choice }))
  }

  return (
    <fieldset className={field.group}>
      <legend className={field.sectionLegend}>{ui.forms.what}</legend>
      <OfferChoice
        id={id}
        service={draft.service}
        offer={draft.offer}
        folded={folded}
        onChoose={choose}
        onUnfold={() => setFolded(false)}
        error={serviceError}
      />
      {placeOfType(draft.service) === 'home' ? (
        <FormField htmlFor={`${id}-town`} label={ui.forms.town} hint={{ id: `${id}-town-hint`, text: ui.forms.townHint }} error={townError}>
          <input
            id={`${id}-town`}
            className={field.control}
            name="town"
            type="text"
            autoComplete="address-level2"
            maxLength={textLimits.town}
            required
            aria-invalid={townError ? true : undefined}
            aria-describedby={describedBy(townError?.id, `${id}-town-hint`)}
            value={draft.town}
            onChange={onTownChange}
          />
        </FormField>
      ) : null}
    </fieldset>
  )
}
