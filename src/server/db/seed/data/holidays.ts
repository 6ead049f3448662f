import type { Country } from '../../vocabulary.ts';

/** Public holidays dealerships close for, by country, for one year: [YYYY-MM-DD, name]. */
export function holidaysOf(country: Country, year: number): [string, string][] {
  const date = (month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  /** The n-th (1-based; -1 = last) given weekday (0 Sunday … 6 Saturday) of a month. */
  const nthWeekday = (month: number, weekday: number, n: number) => {
    if (n > 0) {
      const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
      return date(month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
    }
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
    return date(month, lastDay - ((last - weekday + 7) % 7));
  };
  if (country === 'CA') {
    // Victoria Day: the Monday before May 25.
    const may24 = new Date(Date.UTC(year, 4, 24)).getUTCDay();
    const victoria = date(5, 24 - ((may24 - 1 + 7) % 7));
    return [
      [date(1, 1), "New Year's Day"],
      [victoria, 'Victoria Day'],
      [date(7, 1), 'Canada Day'],
      [nthWeekday(9, 1, 1), 'Labour Day'],
      [nthWeekday(10, 1, 2), 'Thanksgiving'],
      [date(12, 25), 'Christmas Day'],
      [date(12, 26), 'Boxing Day'],
    ];
  }
  return [
    [date(1, 1), "New Year's Day"],
    [nthWeekday(5, 1, -1), 'Memorial Day'],
    [date(7, 4), 'Independence Day'],
    [nthWeekday(9, 1, 1), 'Labor Day'],
    [nthWeekday(11, 4, 4), 'Thanksgiving Day'],
    [date(12, 25), 'Christmas Day'],
  ];
}
