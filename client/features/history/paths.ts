export const HISTORY_PATH = '/history';

/** The comparison screen of two cycles of /lifewheel/cycles. */
export function comparePath(from: string, to: string): string {
  return `${HISTORY_PATH}/compare?${new URLSearchParams({ from, to }).toString()}`;
}
