/** What the entry form's bot-protection token is made for: the server refuses a token made for another form. */
export const GIVEAWAY_CHALLENGE_ACTION = 'giveaway_entry';

/** The `code` of each refusal of an entry (all 422), and their messages. */
export const GiveawayRefusal = {
  alreadyEntered: 'already_entered',
  notOpen: 'giveaway_not_open',
  countryNotEligible: 'country_not_eligible',
  ageNotConfirmed: 'age_not_confirmed',
  challengeFailed: 'challenge_failed',
} as const;
export type GiveawayRefusal = (typeof GiveawayRefusal)[keyof typeof GiveawayRefusal];

export const GiveawayMessages = {
  alreadyEntered: 'You have already entered this giveaway.',
  notYetOpen: 'This giveaway is not open for entries yet.',
  closed: 'This giveaway is closed.',
  countryNotEligible: 'This giveaway is not open to readers in that country.',
  ageNotConfirmed: (minAge: number) => `Confirm that you are at least ${minAge} years old.`,
  challengeFailed: 'We could not check that you are not a robot. Please try again.',
  challengeMissing: 'Please complete the check that you are not a robot, then enter again.',
  notFound: 'Giveaway not found.',
} as const;
