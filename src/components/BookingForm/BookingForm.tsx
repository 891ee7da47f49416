/** Temporary: replaced by the real form (issue 3). */
export function BookingForm() {
  return <form aria-label="Demande de rendez-vous" />
}
