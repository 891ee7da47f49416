import { startTransition, useEffect, useState } from 'react'
import type { SetDraft } from '../../lib/booking-request.ts'
import { offerById, serviceValues } from './booking-data.ts'

/**
 * The choice of consultation a « Réserver » link brings, and whether the choice shows as one line
 * (« Changer » opens the list): when the link made it, or a draft brings it back; a choice made in the list
 * keeps the list open, also one made in the server's list before the script came (`chosenOnPage`): that
 * tap is her latest choice, which the link does not replace, and the list does not fold under her finger.
 *
 * « Réserver » links to the booking page with `?service=<option>&offre=<offer id>`. The query is read in
 * an effect once the draft is back, so the pre-rendered HTML is the same for every query, and its choice
 * rendered in a transition, cut in slices as the form's other after-hydration render: read during render,
 * it was a render at React's sync lane, then another, neither yielding (docs/performance.md).
 * Each page is its own document: the query never changes under a mounted form. An offer is the
 * parent's explicit choice and wins over the draft's; a type of consultation alone only fills an empty choice.
 * An unknown value is ignored, and so is a malformed one (« ?service=%E0 »): URLSearchParams never throws.
 */
export function useLinkedChoice(restored: boolean, chosenOnPage: boolean, service: string, setValues: SetDraft) {
  const [folded, setFolded] = useState(false)
  useEffect(() => {
    if (restored && service && !chosenOnPage) setFolded(true)
    // Once, when the draft is back, not on each choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored])

  useEffect(() => {
    if (!restored || chosenOnPage) return
    const query = new URLSearchParams(window.location.search)
    const linkedOffer = query.get('offre')
    const offer = linkedOffer === null ? undefined : offerById(linkedOffer)
    const linked = offer?.booking ?? query.get('service')
    if (linked === null || !serviceValues.includes(linked)) return
    startTransition(() => {
      setValues((current) => {
        if (offer) return { ...current, service: linked, offer: offer.id }
        return current.service ? current : { ...current, service: linked }
      })
      setFolded(true)
    })
  }, [restored, chosenOnPage, setValues])

  return [folded, setFolded] as const
}
