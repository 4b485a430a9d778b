// Placeholder: hosts the reservation dialogs opened through the address (see dialogos-por-url.ts).
export function ReservaDialogos(_props: { hotelId: number }) {
  return null;
}
