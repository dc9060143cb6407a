/** Every success body (ARCHITECTURE "Services and wire format"). */
export interface Envelope<T> {
  data: T;
  message?: string;
}
