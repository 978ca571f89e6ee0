/**
 * rejectReasons are the fixed reasons a photo is refused for; the member sees the one
 * chosen in their language, and the text typed beside it goes to the audit log.
 */
export const rejectReasons = ['notAPerson', 'notYou', 'nudity', 'minor', 'contactDetails', 'quality', 'copyright', 'other'] as const;
