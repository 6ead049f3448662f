/** The BusinessHours properties in ISO weekday order: dealer_business_hours.weekday 1 is Monday … 7 Sunday. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const isoWeekdayOf = (day: Weekday): number => WEEKDAYS.indexOf(day) + 1;
