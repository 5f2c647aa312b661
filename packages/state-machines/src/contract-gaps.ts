/**
 * Small rules the machines need that `@portal/contract` does not export. Listed in the hand-over
 * report; move them to the contract when another package needs them.
 */

/** Empty, 'none' and 'unassigned' choices are sent as null. */
export function noneToNull(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'none' || trimmed === 'unassigned' ? null : trimmed;
}
