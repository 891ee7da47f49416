import { Island } from '../components/Island/Island.tsx'
import { offsiteBookingProps, OffsiteBookingTool } from '../components/OffsiteBooking/OffsiteBooking.tsx'

/**
 * What her page's `<OffsiteBooking />` renders: her off-site tool, as an island
 * (the page around it stays static HTML), her data serialized beside it.
 */
export function OffsiteBooking() {
  return <Island name="OffsiteBooking" component={OffsiteBookingTool} props={offsiteBookingProps()} />
}
