import { useEffect, useState } from 'react'
import type { SetDraft } from '../../lib/booking-request.ts'
import { useSearch } from '../../lib/use-search.ts'
import { offerById, serviceValues } from './booking-data.ts'

/**
 * The choice of consultation a « Réserver » link brings, and whether the choice shows as one line
 * (« Changer » opens the list): when the link made it, or a draft brings it back; a choice made in the list
 * keeps the list open.
 *
 * « Réserver » links to the booking page with `?service=<option>&offre=<offer id>`. The query is read in
 * an effect, after hydration, so the pre-rendered HTML is the same for every query. An offer is the
 * parent's explicit choice and wins over the draft's; a type of consultation alone only fills an empty choice.
 * An unknown value is ignored, and so is a malformed one (« ?service=%E0 »): URLSearchParams never throws.
 */
export function useLinkedChoice(restored: boolean, service: string, setValues: SetDraft) {
  const [folded, setFolded] = useState(false)
  useEffect(() => {
    if (restored && service) setFolded(true)
    // Once, when the draft is back, not on each choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored])

  const query = new URLSearchParams(useSearch())
  const linkedService = query.get('service')
  const linkedOffer = query.get('offre')
  useEffect(() => {
    if (!restored) return
    const offer = linkedOffer === null ? undefined : offerById(linkedOffer)
    const linked = offer?.booking ?? linkedService
    if (linked === null || !serviceValues.includes(linked)) return
    setValues((current) => {
      if (offer) return { ...current, service: linked, offer: offer.id }
      return current.service ? current : { ...current, service: linked }
    })
    setFolded(true)
  }, [restored, linkedService, linkedOffer, setValues])

  return [folded, setFolded] as const
}
