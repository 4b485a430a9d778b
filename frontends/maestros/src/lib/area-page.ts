/** What every page of the area receives: the signed-in hotel and user. */
export interface AreaPageProps {
  hotelId: number;
  /** The signed-in user's id. */
  usuarioActualId: number;
}
