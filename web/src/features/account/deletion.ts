/** reactivationDays is how long a deleted account can come back through the e-mail link (SPEC §4). */
export const reactivationDays = 14;
