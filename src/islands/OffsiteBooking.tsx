import { islandOf } from '../components/Island/Island.tsx'
import { offsiteBookingProps, OffsiteBookingTool } from '../components/OffsiteBooking/OffsiteBooking.tsx'

/**
 * What her page's `<OffsiteBooking />` renders: her off-site tool, as an island
 * (the page around it stays static HTML), her data serialized beside it.
 */
export const OffsiteBooking = islandOf('OffsiteBooking', OffsiteBookingTool, offsiteBookingProps)
