/** Rows in the client-side table the benchmark scrolls (the 100,000). */
export const TABLE_ROWS = 100_000;

export interface BenchRow {
  readonly leadId: string;
  readonly dealerCode: string;
  readonly dealerName: string;
  readonly city: string;
  readonly leads: number;
  readonly receivedDate: string;
  readonly status: string;
}

const CITIES = ['Torrance', 'Dallas', 'Montréal', 'Columbus', 'Phoenix', 'Toronto', 'Denver', 'Atlanta'];
const STATUSES = ['NEW', 'CONTACTED', 'SOLD', 'LOST'];

/** Deterministic rows shaped like a lead list (text, integer and date columns). */
export function benchRows(count: number): BenchRow[] {
  return Array.from({ length: count }, (_, index) => ({
    leadId: `L${String(index + 1).padStart(6, '0')}`,
    dealerCode: `D${String((index * 7919) % 5000).padStart(4, '0')}`,
    dealerName: `Dealer ${(index * 7919) % 5000} ${CITIES[index % CITIES.length]} Motors`,
    city: CITIES[(index * 3) % CITIES.length]!,
    leads: (index * 37) % 1000,
    receivedDate: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    status: STATUSES[index % STATUSES.length]!,
  }));
}

/** The columns both tables show, in order: field, header, pixel width. */
export const BENCH_COLUMNS = [
  { field: 'leadId', header: 'Lead', width: 110 },
  { field: 'dealerCode', header: 'Dealer Code', width: 120 },
  { field: 'dealerName', header: 'Dealer Name', width: undefined },
  { field: 'city', header: 'City', width: 140 },
  { field: 'leads', header: 'Leads', width: 100 },
  { field: 'receivedDate', header: 'Received', width: 130 },
  { field: 'status', header: 'Status', width: 120 },
] as const;
