import type { Country } from '../../vocabulary.ts';

/**
 * Cities dealers and shoppers live in, with real coordinates. Their ZIP codes are real
 * (zip-centroids.json): the US ZIPs around each city with their centroids, and for Canada codes
 * in the city's real forward sortation areas placed at each area's centroid, so radius coverage,
 * the city/ZIP picker and ZIP validation by country have realistic data.
 */
export interface City {
  name: string;
  state: string;
  country: Country;
  latitude: number;
  longitude: number;
  /** Canada: forward sortation areas (first half of the postal code). */
  fsas?: readonly string[];
  areaCode: string;
}

export const US_CITIES: readonly City[] = [
  { name: 'New York', state: 'NY', country: 'US', latitude: 40.7128, longitude: -74.006, areaCode: '212' },
  { name: 'Los Angeles', state: 'CA', country: 'US', latitude: 34.0522, longitude: -118.2437, areaCode: '213' },
  { name: 'Chicago', state: 'IL', country: 'US', latitude: 41.8781, longitude: -87.6298, areaCode: '312' },
  { name: 'Houston', state: 'TX', country: 'US', latitude: 29.7604, longitude: -95.3698, areaCode: '713' },
  { name: 'Phoenix', state: 'AZ', country: 'US', latitude: 33.4484, longitude: -112.074, areaCode: '602' },
  { name: 'Philadelphia', state: 'PA', country: 'US', latitude: 39.9526, longitude: -75.1652, areaCode: '215' },
  { name: 'San Antonio', state: 'TX', country: 'US', latitude: 29.4241, longitude: -98.4936, areaCode: '210' },
  { name: 'San Diego', state: 'CA', country: 'US', latitude: 32.7157, longitude: -117.1611, areaCode: '619' },
  { name: 'Dallas', state: 'TX', country: 'US', latitude: 32.7767, longitude: -96.797, areaCode: '214' },
  { name: 'San Jose', state: 'CA', country: 'US', latitude: 37.3382, longitude: -121.8863, areaCode: '408' },
  { name: 'Austin', state: 'TX', country: 'US', latitude: 30.2672, longitude: -97.7431, areaCode: '512' },
  { name: 'Jacksonville', state: 'FL', country: 'US', latitude: 30.3322, longitude: -81.6557, areaCode: '904' },
  { name: 'Columbus', state: 'OH', country: 'US', latitude: 39.9612, longitude: -82.9988, areaCode: '614' },
  { name: 'Charlotte', state: 'NC', country: 'US', latitude: 35.2271, longitude: -80.8431, areaCode: '704' },
  { name: 'Indianapolis', state: 'IN', country: 'US', latitude: 39.7684, longitude: -86.1581, areaCode: '317' },
  { name: 'Seattle', state: 'WA', country: 'US', latitude: 47.6062, longitude: -122.3321, areaCode: '206' },
  { name: 'Denver', state: 'CO', country: 'US', latitude: 39.7392, longitude: -104.9903, areaCode: '303' },
  { name: 'Nashville', state: 'TN', country: 'US', latitude: 36.1627, longitude: -86.7816, areaCode: '615' },
  { name: 'Detroit', state: 'MI', country: 'US', latitude: 42.3314, longitude: -83.0458, areaCode: '313' },
  { name: 'Portland', state: 'OR', country: 'US', latitude: 45.5152, longitude: -122.6784, areaCode: '503' },
  { name: 'Las Vegas', state: 'NV', country: 'US', latitude: 36.1699, longitude: -115.1398, areaCode: '702' },
  { name: 'Atlanta', state: 'GA', country: 'US', latitude: 33.749, longitude: -84.388, areaCode: '404' },
  { name: 'Miami', state: 'FL', country: 'US', latitude: 25.7617, longitude: -80.1918, areaCode: '305' },
  { name: 'Minneapolis', state: 'MN', country: 'US', latitude: 44.9778, longitude: -93.265, areaCode: '612' },
  { name: 'Boston', state: 'MA', country: 'US', latitude: 42.3601, longitude: -71.0589, areaCode: '617' },
  { name: 'Kansas City', state: 'MO', country: 'US', latitude: 39.0997, longitude: -94.5786, areaCode: '816' },
  { name: 'St. Louis', state: 'MO', country: 'US', latitude: 38.627, longitude: -90.1994, areaCode: '314' },
  { name: 'Orlando', state: 'FL', country: 'US', latitude: 28.5383, longitude: -81.3792, areaCode: '407' },
  { name: 'Tampa', state: 'FL', country: 'US', latitude: 27.9506, longitude: -82.4572, areaCode: '813' },
  { name: 'Cleveland', state: 'OH', country: 'US', latitude: 41.4993, longitude: -81.6944, areaCode: '216' },
  { name: 'Pittsburgh', state: 'PA', country: 'US', latitude: 40.4406, longitude: -79.9959, areaCode: '412' },
  { name: 'Cincinnati', state: 'OH', country: 'US', latitude: 39.1031, longitude: -84.512, areaCode: '513' },
  { name: 'Milwaukee', state: 'WI', country: 'US', latitude: 43.0389, longitude: -87.9065, areaCode: '414' },
  { name: 'Raleigh', state: 'NC', country: 'US', latitude: 35.7796, longitude: -78.6382, areaCode: '919' },
  { name: 'Salt Lake City', state: 'UT', country: 'US', latitude: 40.7608, longitude: -111.891, areaCode: '801' },
  { name: 'Sacramento', state: 'CA', country: 'US', latitude: 38.5816, longitude: -121.4944, areaCode: '916' },
  { name: 'Oklahoma City', state: 'OK', country: 'US', latitude: 35.4676, longitude: -97.5164, areaCode: '405' },
  { name: 'Louisville', state: 'KY', country: 'US', latitude: 38.2527, longitude: -85.7585, areaCode: '502' },
  { name: 'Albuquerque', state: 'NM', country: 'US', latitude: 35.0844, longitude: -106.6504, areaCode: '505' },
  { name: 'Omaha', state: 'NE', country: 'US', latitude: 41.2565, longitude: -95.9345, areaCode: '402' },
  { name: 'Richmond', state: 'VA', country: 'US', latitude: 37.5407, longitude: -77.436, areaCode: '804' },
  { name: 'Birmingham', state: 'AL', country: 'US', latitude: 33.5186, longitude: -86.8104, areaCode: '205' },
  { name: 'Boise', state: 'ID', country: 'US', latitude: 43.615, longitude: -116.2023, areaCode: '208' },
  { name: 'Des Moines', state: 'IA', country: 'US', latitude: 41.5868, longitude: -93.625, areaCode: '515' },
  { name: 'Hartford', state: 'CT', country: 'US', latitude: 41.7658, longitude: -72.6734, areaCode: '860' },
];

export const CA_CITIES: readonly City[] = [
  { name: 'Toronto', state: 'ON', country: 'CA', latitude: 43.6532, longitude: -79.3832, fsas: ['M5V', 'M4W', 'M6K', 'M5H', 'M4E'], areaCode: '416' },
  { name: 'Montréal', state: 'QC', country: 'CA', latitude: 45.5017, longitude: -73.5673, fsas: ['H2X', 'H3B', 'H2L', 'H4A', 'H1V'], areaCode: '514' },
  { name: 'Vancouver', state: 'BC', country: 'CA', latitude: 49.2827, longitude: -123.1207, fsas: ['V6B', 'V5K', 'V6H', 'V5Y', 'V6E'], areaCode: '604' },
  { name: 'Calgary', state: 'AB', country: 'CA', latitude: 51.0447, longitude: -114.0719, fsas: ['T2P', 'T2R', 'T3A', 'T2E', 'T3H'], areaCode: '403' },
  { name: 'Edmonton', state: 'AB', country: 'CA', latitude: 53.5461, longitude: -113.4938, fsas: ['T5J', 'T6E', 'T5K', 'T6G', 'T5H'], areaCode: '780' },
  { name: 'Ottawa', state: 'ON', country: 'CA', latitude: 45.4215, longitude: -75.6972, fsas: ['K1P', 'K2P', 'K1N', 'K1S', 'K2B'], areaCode: '613' },
  { name: 'Winnipeg', state: 'MB', country: 'CA', latitude: 49.8951, longitude: -97.1384, fsas: ['R3C', 'R3B', 'R2M', 'R3T', 'R2W'], areaCode: '204' },
  { name: 'Québec', state: 'QC', country: 'CA', latitude: 46.8139, longitude: -71.208, fsas: ['G1R', 'G1K', 'G1S', 'G1V', 'G2B'], areaCode: '418' },
  { name: 'Hamilton', state: 'ON', country: 'CA', latitude: 43.2557, longitude: -79.8711, fsas: ['L8P', 'L8N', 'L9C', 'L8L', 'L8E'], areaCode: '905' },
  { name: 'Halifax', state: 'NS', country: 'CA', latitude: 44.6488, longitude: -63.5752, fsas: ['B3H', 'B3J', 'B3K', 'B3L', 'B3M'], areaCode: '902' },
  { name: 'Victoria', state: 'BC', country: 'CA', latitude: 48.4284, longitude: -123.3656, fsas: ['V8W', 'V8V', 'V9A', 'V8R', 'V8T'], areaCode: '250' },
  { name: 'Saskatoon', state: 'SK', country: 'CA', latitude: 52.1332, longitude: -106.67, fsas: ['S7K', 'S7H', 'S7N', 'S7J', 'S7L'], areaCode: '306' },
  { name: 'Regina', state: 'SK', country: 'CA', latitude: 50.4452, longitude: -104.6189, fsas: ['S4P', 'S4R', 'S4S', 'S4T', 'S4N'], areaCode: '306' },
  { name: 'London', state: 'ON', country: 'CA', latitude: 42.9849, longitude: -81.2453, fsas: ['N6A', 'N6B', 'N5Y', 'N6C', 'N6E'], areaCode: '519' },
  { name: 'Laval', state: 'QC', country: 'CA', latitude: 45.6066, longitude: -73.7124, fsas: ['H7N', 'H7M', 'H7T', 'H7V', 'H7P'], areaCode: '450' },
];

/** Sales regions by state or province; each has three districts. */
export const REGION_OF_STATE: Readonly<Record<string, { code: string; name: string }>> = {
  NY: { code: 'EAST', name: 'Eastern' },
  PA: { code: 'EAST', name: 'Eastern' },
  MA: { code: 'EAST', name: 'Eastern' },
  CT: { code: 'EAST', name: 'Eastern' },
  NC: { code: 'EAST', name: 'Eastern' },
  VA: { code: 'EAST', name: 'Eastern' },
  IL: { code: 'CENTRAL', name: 'Central' },
  OH: { code: 'CENTRAL', name: 'Central' },
  MI: { code: 'CENTRAL', name: 'Central' },
  IN: { code: 'CENTRAL', name: 'Central' },
  WI: { code: 'CENTRAL', name: 'Central' },
  MN: { code: 'CENTRAL', name: 'Central' },
  MO: { code: 'CENTRAL', name: 'Central' },
  IA: { code: 'CENTRAL', name: 'Central' },
  NE: { code: 'CENTRAL', name: 'Central' },
  KY: { code: 'CENTRAL', name: 'Central' },
  TN: { code: 'CENTRAL', name: 'Central' },
  TX: { code: 'SOUTH', name: 'Southern' },
  FL: { code: 'SOUTH', name: 'Southern' },
  GA: { code: 'SOUTH', name: 'Southern' },
  AL: { code: 'SOUTH', name: 'Southern' },
  OK: { code: 'SOUTH', name: 'Southern' },
  CA: { code: 'WEST', name: 'Western' },
  WA: { code: 'WEST', name: 'Western' },
  OR: { code: 'WEST', name: 'Western' },
  AZ: { code: 'WEST', name: 'Western' },
  NV: { code: 'WEST', name: 'Western' },
  CO: { code: 'WEST', name: 'Western' },
  UT: { code: 'WEST', name: 'Western' },
  NM: { code: 'WEST', name: 'Western' },
  ID: { code: 'WEST', name: 'Western' },
  QC: { code: 'QUEBEC', name: 'Quebec' },
  NS: { code: 'ATLANTIC', name: 'Atlantic' },
  ON: { code: 'ONTARIO', name: 'Ontario' },
  MB: { code: 'PRAIRIES', name: 'Prairies' },
  SK: { code: 'PRAIRIES', name: 'Prairies' },
  AB: { code: 'PRAIRIES', name: 'Prairies' },
  BC: { code: 'PACIFIC', name: 'Pacific' },
};

export const DISTRICTS_PER_REGION = 3;

/** Letters Canada Post uses in postal codes (no D, F, I, O, Q, U). */
export const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** Great-circle distance in statute miles. */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

/** IANA time zone of the dealers in a state or province (the largest zone where a state has several). */
export const TIME_ZONE_OF_STATE: Readonly<Record<string, string>> = {
  NY: 'America/New_York', PA: 'America/New_York', MA: 'America/New_York', CT: 'America/New_York',
  NC: 'America/New_York', VA: 'America/New_York', OH: 'America/New_York', MI: 'America/Detroit',
  IN: 'America/Indiana/Indianapolis', GA: 'America/New_York', FL: 'America/New_York', KY: 'America/Kentucky/Louisville',
  IL: 'America/Chicago', WI: 'America/Chicago', MN: 'America/Chicago', MO: 'America/Chicago', IA: 'America/Chicago',
  NE: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago', AL: 'America/Chicago', OK: 'America/Chicago',
  CO: 'America/Denver', UT: 'America/Denver', NM: 'America/Denver', ID: 'America/Boise', AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles', WA: 'America/Los_Angeles', OR: 'America/Los_Angeles', NV: 'America/Los_Angeles',
  ON: 'America/Toronto', QC: 'America/Toronto', NS: 'America/Halifax', MB: 'America/Winnipeg',
  SK: 'America/Regina', AB: 'America/Edmonton', BC: 'America/Vancouver',
};
