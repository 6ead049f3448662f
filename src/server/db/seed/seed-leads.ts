import type { Insertable } from 'kysely';
import type {
  LeadCommunicationsTable,
  LeadCreditRequestsTable,
  LeadDispositionsTable,
  LeadResponseTimeOverridesTable,
  LeadsTable,
  TradeInVehicle,
} from '../schema/leads.ts';
import type { CommunicationChannel, CreditStatus, LeadStatus, LeadType, PreferredContact } from '../vocabulary.ts';
import { insertByColumns, insertRows, type ColumnTypes, type Row } from './bulk-insert.ts';
import { TRIMS } from './data/catalogue.ts';
import { CA_CITIES, US_CITIES } from './data/geography.ts';
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, STREETS, emailLocalPart } from './data/people.ts';
import type { Prng } from './prng.ts';
import type { Catalogue } from './seed-catalogue.ts';
import type { SeedClock, SeedStep } from './seed-context.ts';
import type { DealerRecord } from './seed-dealers.ts';
import type { Enrollments } from './seed-enrollments.ts';
import type { Geography } from './seed-oems-and-geography.ts';
import type { UserRecord } from './seed-users-and-menus.ts';

/** Leads generated and inserted per round: bounded memory at a million leads, few round trips. */
const BATCH = 5_000;
/** Leads span the year before the reference day, more of them recent. */
const LEAD_HISTORY_DAYS = 365;
const DAY_SECONDS = 86_400;

/** What later steps (payloads, event logs) need to know about some of the leads. */
export interface LeadSample {
  id: number;
  documentId: string;
  leadUid: string;
  dealerId: number;
  oemId: number;
  leadType: LeadType;
  receivedAt: Date;
  sourceName: string;
}

const LEAD_COLUMNS: ColumnTypes<'leads'> = {
  id: 'int8',
  leadUid: 'uuid',
  sourceLeadId: 'text',
  entityName: 'text',
  documentId: 'text',
  dealerId: 'int4',
  oemId: 'int4',
  programId: 'int4',
  leadType: 'text',
  leadSourceId: 'int4',
  status: 'text',
  receivedAt: 'timestamptz',
  firstResponseAt: 'timestamptz',
  responseTimeSeconds: 'int4',
  responseTimeOverrideSeconds: 'int4',
  customerFirstName: 'text',
  customerLastName: 'text',
  customerEmail: 'text',
  customerPhone: 'text',
  customerAddress: 'text',
  customerCity: 'text',
  customerState: 'text',
  customerZip: 'text',
  preferredContact: 'text',
  vehicleYear: 'int4',
  vehicleMake: 'text',
  vehicleModel: 'text',
  vehicleTrim: 'text',
  vehicleVin: 'text',
  vehicleStockNumber: 'text',
  vehicleMileage: 'int4',
  tradeIn: 'jsonb',
  comments: 'text',
  creditStatus: 'text',
  soldAt: 'timestamptz',
};

const DISPOSITION_COLUMNS: ColumnTypes<'leadDispositions'> = {
  id: 'int8',
  leadId: 'int8',
  status: 'text',
  dispositionAt: 'timestamptz',
  source: 'text',
  salesperson: 'text',
  notes: 'text',
};

const COMMUNICATION_COLUMNS: ColumnTypes<'leadCommunications'> = {
  id: 'int8',
  dispositionId: 'int8',
  channel: 'text',
  direction: 'text',
  sentAt: 'timestamptz',
  fromAddress: 'text',
  toAddress: 'text',
  subject: 'text',
  body: 'text',
};

const TRADE_INS: readonly (readonly [string, string])[] = [
  ['Toyota', 'Camry'],
  ['Ford', 'F-150'],
  ['Chevrolet', 'Equinox'],
  ['Nissan', 'Rogue'],
  ['Subaru', 'Outback'],
  ['Kia', 'Sportage'],
  ['Volkswagen', 'Jetta'],
  ['Jeep', 'Wrangler'],
];

const COMMENTS = [
  'Is this vehicle still available?',
  'What is the best price you can offer?',
  'I would like to schedule a test drive this weekend.',
  'Do you offer financing for first-time buyers?',
  'Please send me the out-the-door price.',
  'Can I reserve this vehicle online?',
  'Looking for lease options.',
  'Est-ce que ce véhicule est toujours disponible?',
] as const;

const DISPOSITION_NOTES: Readonly<Record<LeadStatus, readonly string[]>> = {
  NEW: [],
  CONTACTED: ['Left a voicemail and sent an e-mail.', 'Spoke with the customer; sent a quote.', 'Replied with pricing and availability.'],
  APPOINTMENT: ['Test drive booked.', 'Appointment set at the showroom.', 'Virtual walk-around scheduled.'],
  SOLD: ['Vehicle delivered.', 'Deal closed; financing approved.'],
  LOST: ['Customer bought elsewhere.', 'No response after several attempts.', 'Customer postponed the purchase.'],
  INVALID: ['Wrong contact details.', 'Test submission.'],
};

const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/**
 * `count` leads spread over the dealers (busier for larger dealers and lead-program members),
 * with dispositions, dealer communications, credit requests and response-time overrides; plus
 * pre-leads, conversion jobs and DMF corrections. Streams in batches, so a million leads fit in
 * memory.
 */
export async function seedLeads(
  step: SeedStep,
  count: number,
  dealers: DealerRecord[],
  geography: Geography,
  catalogue: Catalogue,
  enrollments: Enrollments,
  users: UserRecord[],
): Promise<LeadSample[]> {
  const { db, prng, clock } = step;
  const adminId = users.find((user) => user.role === 'admin')?.id ?? null;
  const crmNames = new Map<number, string>();
  const crmRows = await db.selectFrom('crmProviders').select(['id', 'name']).execute();
  for (const row of crmRows) crmNames.set(row.id, row.name);

  const pickDealer = weightedDealers(dealers, enrollments);
  const samples: LeadSample[] = [];
  const sampleEvery = Math.max(1, Math.floor(count / 2_000));
  const credits: Insertable<LeadCreditRequestsTable>[] = [];
  const overrides: Insertable<LeadResponseTimeOverridesTable>[] = [];
  const p = prng.fork('leads');
  let dispositionId = 0;
  let communicationId = 0;

  const sourceWeights = catalogue.leadSources.map((candidate, index) => [candidate, index < 3 ? 6 : 2] as const);
  // The database inserts one batch while the next is generated: the two take about as long.
  let inserting: Promise<void> = Promise.resolve();
  for (let start = 1; start <= count; start += BATCH) {
    const leads: Insertable<LeadsTable>[] = [];
    const dispositions: Insertable<LeadDispositionsTable>[] = [];
    const communications: Insertable<LeadCommunicationsTable>[] = [];
    for (let id = start; id < start + BATCH && id <= count; id += 1) {
      const dealer = pickDealer(p.next());
      const oem = dealer.oem;
      const source = p.weighted(sourceWeights);
      const leadType = p.weighted<LeadType>([['NEW', 60], ['USED', 28], ['CPO', 12]]);
      const receivedAt = wholeSecond(clock.daysAgo(LEAD_HISTORY_DAYS * p.next() ** 1.4));
      const first = p.pick(FIRST_NAMES);
      const last = p.pick(LAST_NAMES);
      const city = p.chance(0.8) ? dealer.city : p.pick(dealer.country === 'US' ? US_CITIES : CA_CITIES);
      const home = p.pick(geography.zipsByCity.get(city) ?? [dealer.place]);
      const preferredContact = p.chance(0.9) ? p.weighted<PreferredContact>([['EMAIL', 50], ['PHONE', 35], ['TEXT', 15]]) : null;
      const year = vehicleYear(p, leadType, clock);
      const invalid = p.chance(0.03);
      const responseSeconds = invalid ? null : responseTime(p, receivedAt, clock);
      const firstResponseAt = responseSeconds === null ? null : clock.plusSeconds(receivedAt, responseSeconds);
      const customerEmail = `${emailLocalPart(first, last)}${p.int(1, 999)}@${p.pick(EMAIL_DOMAINS)}`;
      const customerPhone = `(${city.areaCode}) 555-01${p.digits(2)}`;

      // Dispositions: contacted, maybe an appointment, then sold or lost.
      let status: LeadStatus = invalid ? 'INVALID' : 'NEW';
      let soldAt: Date | null = null;
      if (firstResponseAt) {
        const chain: LeadStatus[] = ['CONTACTED'];
        if (p.chance(0.5)) {
          chain.push('APPOINTMENT');
          const outcome = p.next();
          if (outcome < 0.3) chain.push('SOLD');
          else if (outcome < 0.6) chain.push('LOST');
        } else if (p.chance(0.3)) {
          chain.push('LOST');
        }
        let at = firstResponseAt;
        const salesperson = `${p.pick(FIRST_NAMES)} ${p.pick(LAST_NAMES)}`;
        for (const [index, dispositionStatus] of chain.entries()) {
          if (index > 0) at = wholeSecond(clock.plusSeconds(at, p.int(1, 10) * DAY_SECONDS));
          if (at > clock.reference) break;
          status = dispositionStatus;
          if (dispositionStatus === 'SOLD') soldAt = at;
          dispositionId += 1;
          dispositions.push({
            id: dispositionId,
            leadId: id,
            status: dispositionStatus,
            dispositionAt: at,
            source: dealer.crmProviderId ? (crmNames.get(dealer.crmProviderId) ?? 'Dealer CRM') : 'Dealer CRM',
            salesperson,
            notes: p.chance(0.7) ? p.pick(DISPOSITION_NOTES[dispositionStatus]) : null,
          });
          for (let n = p.int(1, 2); n >= 1; n -= 1) {
            communicationId += 1;
            const channel: CommunicationChannel =
              n === 1 && preferredContact ? (preferredContact === 'EMAIL' ? 'EMAIL' : preferredContact) : p.pick(['EMAIL', 'PHONE', 'TEXT', 'CHAT'] as const);
            const inbound = n > 1 && p.chance(0.5);
            const dealerAddress = channel === 'EMAIL' ? `sales@${dealer.slug}.example.com` : dealer.phone;
            const customerAddress = channel === 'EMAIL' ? customerEmail : customerPhone;
            communications.push({
              id: communicationId,
              dispositionId,
              channel,
              direction: inbound ? 'INBOUND' : 'OUTBOUND',
              sentAt: wholeSecond(clock.plusSeconds(at, p.int(0, 3_600))),
              fromAddress: inbound ? customerAddress : dealerAddress,
              toAddress: inbound ? dealerAddress : customerAddress,
              subject: channel === 'EMAIL' ? (inbound ? `Re: Your ${oem.make} inquiry` : `Your ${oem.make} ${p.pick(oem.models)} inquiry`) : null,
              body: inbound ? 'Thanks, that works for me.' : `Hello ${first}, thank you for your interest. ${p.pick(DISPOSITION_NOTES.CONTACTED)}`,
            });
          }
        }
      }

      let creditStatus: CreditStatus | null = null;
      if (p.chance(0.02)) {
        creditStatus = p.weighted<CreditStatus>([['REQUESTED', 50], ['APPROVED', 30], ['DENIED', 20]]);
        const reasonId = p.pick(catalogue.creditReasonIds);
        const requestedAt = minDate(wholeSecond(clock.plusSeconds(receivedAt, p.int(1, 5) * DAY_SECONDS)), clock.reference);
        credits.push({
          id: credits.length + 1,
          leadId: id,
          reasonId,
          comment: reasonId === catalogue.creditReasonIds[catalogue.creditReasonIds.length - 1] ? 'Customer says they never submitted the form.' : null,
          status: creditStatus,
          requestedByUserId: null,
          impersonatorLogin: null,
          requestedAt,
          decidedAt: creditStatus === 'REQUESTED' ? null : minDate(clock.plusSeconds(requestedAt, p.int(1, 7) * DAY_SECONDS), clock.reference),
        });
      }

      let overrideSeconds: number | null = null;
      if (responseSeconds !== null && responseSeconds > 900 && p.chance(0.005)) {
        overrideSeconds = p.int(60, 900);
        overrides.push({
          id: overrides.length + 1,
          leadId: id,
          originalSeconds: responseSeconds,
          overrideSeconds,
          reason: 'Customer was contacted by phone before the CRM recorded the response.',
          overriddenByUserId: adminId,
          impersonatorLogin: null,
          overriddenAt: minDate(clock.plusSeconds(receivedAt, 3 * DAY_SECONDS), clock.reference),
        });
      }

      const tradeIn: TradeInVehicle | null = p.chance(0.25)
        ? (() => {
            const [make, model] = p.pick(TRADE_INS);
            return { year: clock.year - p.int(3, 15), make, model, mileage: p.int(20, 180) * 1_000 };
          })()
        : null;
      const sourceCode = source.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
      const leadUid = p.uuid();
      const documentId = `LD${String(1_000_000_000 + id)}`;
      leads.push({
        id,
        leadUid,
        sourceLeadId: `${sourceCode}-${p.digits(8)}`,
        entityName: entityNameOf(source.name),
        documentId,
        dealerId: dealer.id,
        oemId: dealer.oemId,
        programId: enrollments.leadProgramByDealer.get(dealer.id)?.id ?? null,
        leadType,
        leadSourceId: source.id,
        status,
        receivedAt,
        firstResponseAt,
        responseTimeSeconds: responseSeconds,
        responseTimeOverrideSeconds: overrideSeconds,
        customerFirstName: first,
        customerLastName: last,
        customerEmail,
        customerPhone,
        customerAddress: `${p.int(1, 9999)} ${p.pick(STREETS)}`,
        customerCity: city.name,
        customerState: city.state,
        customerZip: home.zip,
        preferredContact,
        vehicleYear: year,
        vehicleMake: oem.make,
        vehicleModel: p.pick(oem.models),
        vehicleTrim: p.pick(TRIMS),
        vehicleVin: p.chars(VIN_ALPHABET, 17),
        vehicleStockNumber: p.chance(0.7) ? `STK${p.digits(5)}` : null,
        vehicleMileage: leadType === 'NEW' ? p.int(5, 50) : leadType === 'CPO' ? p.int(5, 80) * 1_000 : p.int(10, 150) * 1_000,
        tradeIn: tradeIn ? JSON.stringify(tradeIn) : null,
        comments: p.chance(0.4) ? p.pick(COMMENTS) : null,
        creditStatus,
        soldAt,
      });
      if (id % sampleEvery === 0) {
        samples.push({ id, documentId, leadUid, dealerId: dealer.id, oemId: dealer.oemId, leadType, receivedAt, sourceName: source.name });
      }
    }
    await inserting;
    inserting = (async () => {
      await insertByColumns(db, 'leads', LEAD_COLUMNS, leads);
      await insertByColumns(db, 'leadDispositions', DISPOSITION_COLUMNS, dispositions);
      await insertByColumns(db, 'leadCommunications', COMMUNICATION_COLUMNS, communications);
    })();
    // A failed insert must surface here, not as an unhandled rejection while the next batch is built.
    inserting.catch(() => undefined);
  }
  await inserting;
  await insertRows(db, 'leadCreditRequests', credits);
  await insertRows(db, 'leadResponseTimeOverrides', overrides);

  await seedPreleads(step, count, dealers, catalogue, adminId);
  await seedDmfCorrections(step, dealers, adminId);
  return samples;
}

/** Pre-leads awaiting conversion, converted ones with their finished job, and a cancelled job. */
async function seedPreleads(
  { db, prng, clock }: SeedStep,
  leadCount: number,
  dealers: DealerRecord[],
  catalogue: Catalogue,
  adminId: number | null,
): Promise<void> {
  const p = prng.fork('preleads');
  // One pre-lead per hundred leads, uncapped: a million-lead seed gets a pre-lead list (10,000)
  // whose deep pages and totals behave as they would in production (issue #15).
  const total = Math.max(200, Math.floor(leadCount / 100));
  const doneJob = p.uuid();
  const cancelledJob = p.uuid();
  const rows: Row<'preleads'>[] = [];
  let converted = 0;
  let rejected = 0;
  for (let n = 0; n < total; n += 1) {
    const dealer = p.chance(0.8) ? p.pick(dealers) : null;
    const status = p.weighted([['PENDING', 70], ['CONVERTED', 20], ['REJECTED', 10]] as const);
    if (status === 'CONVERTED') converted += 1;
    if (status === 'REJECTED') rejected += 1;
    const oem = dealer?.oem;
    const leadType = p.weighted<LeadType>([['NEW', 60], ['USED', 28], ['CPO', 12]]);
    const name = `${p.pick(FIRST_NAMES)} ${p.pick(LAST_NAMES)}`;
    rows.push({
      id: p.uuid(),
      leadSourceId: p.pick(catalogue.leadSources).id,
      dealerId: dealer?.id ?? null,
      leadType,
      receivedAt: wholeSecond(clock.daysAgo(90 * p.next())),
      customerName: name,
      customerEmail: `${emailLocalPart(name)}@${p.pick(EMAIL_DOMAINS)}`,
      customerPhone: `(${dealer?.city.areaCode ?? '312'}) 555-01${p.digits(2)}`,
      customerZip: dealer?.place.zip ?? null,
      vehicleYear: vehicleYear(p, leadType, clock),
      vehicleMake: oem?.make ?? null,
      vehicleModel: oem ? p.pick(oem.models) : null,
      vehicleTrim: p.pick(TRIMS),
      vehicleVin: p.chars(VIN_ALPHABET, 17),
      vehicleMileage: leadType === 'NEW' ? p.int(5, 50) : p.int(10, 120) * 1_000,
      status,
      rejectionReason: status === 'REJECTED' ? p.pick(['No matching dealer', 'Duplicate of an existing lead', 'Incomplete contact details']) : null,
      convertedLeadId: status === 'CONVERTED' && leadCount > 0 ? p.int(1, leadCount) : null,
      preleadJobId: status === 'PENDING' ? null : doneJob,
      updatedAt: clock.daysAgo(p.int(1, 30)),
    });
  }
  await insertRows(db, 'preleadJobs', [
    {
      id: doneJob,
      status: 'DONE',
      criteria: JSON.stringify({ leadProviderIds: catalogue.leadSources.map((source) => source.id) }),
      total: converted + rejected,
      processed: converted + rejected,
      converted,
      rejected,
      error: null,
      requestedByUserId: adminId,
      startedAt: clock.daysAgo(7),
      finishedAt: clock.plusSeconds(clock.daysAgo(7), 95),
    },
    {
      id: cancelledJob,
      status: 'CANCELLED',
      criteria: JSON.stringify({ leadProviderIds: [1], leadType: 'USED' }),
      total: 120,
      processed: 0,
      converted: 0,
      rejected: 0,
      error: null,
      requestedByUserId: adminId,
      startedAt: clock.daysAgo(3),
      finishedAt: clock.plusSeconds(clock.daysAgo(3), 4),
    },
  ]);
  await insertRows(db, 'preleads', rows);
}

async function seedDmfCorrections({ db, prng, clock }: SeedStep, dealers: DealerRecord[], adminId: number | null): Promise<void> {
  const p = prng.fork('dmf');
  const rows = dealers
    .filter((dealer) => !dealer.demo && p.chance(0.05))
    .map((dealer, index) => ({
      id: index + 1,
      dealerId: dealer.id,
      name: dealer.name,
      address: null,
      city: dealer.city.name,
      state: dealer.city.state,
      zip: dealer.place.zip,
      country: dealer.country,
      phone: dealer.phone,
      latitude: dealer.place.latitude,
      longitude: dealer.place.longitude,
      reason: 'Dealer name and ZIP corrected to match the franchise agreement.',
      correctedByUserId: adminId,
      impersonatorLogin: null,
      correctedAt: clock.daysAgo(p.int(1, 60)),
    }));
  await insertRows(db, 'dmfCorrections', rows);
}

/** Picks a dealer for a uniform draw in [0, 1): larger dealers and lead-program members get more leads. */
function weightedDealers(dealers: DealerRecord[], enrollments: Enrollments): (draw: number) => DealerRecord {
  const eligible = dealers.filter((dealer) => !dealer.testDealer);
  const sizeWeight = { SMALL: 1, MEDIUM: 2, LARGE: 4 } as const;
  const cumulative: number[] = [];
  let total = 0;
  for (const dealer of eligible) {
    const inLeadProgram = enrollments.leadProgramByDealer.has(dealer.id);
    total += sizeWeight[dealer.size] * (inLeadProgram ? 3 : 0.5) * (dealer.code === 'HON0001' ? 3 : 1);
    cumulative.push(total);
  }
  return (draw) => {
    const target = draw * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return eligible[low] as DealerRecord;
  };
}

function vehicleYear(p: Prng, leadType: LeadType, clock: SeedClock): number {
  if (leadType === 'NEW') return clock.year + (p.chance(0.3) ? 1 : 0);
  if (leadType === 'CPO') return clock.year - p.int(1, 6);
  return clock.year - p.int(1, 12);
}

/** Seconds to first response, log-normal around half an hour; null when not answered by the reference day. */
function responseTime(p: Prng, receivedAt: Date, clock: SeedClock): number | null {
  if (!p.chance(0.88)) return null;
  // Box–Muller on the seeded stream.
  const z = Math.sqrt(-2 * Math.log(1 - p.next())) * Math.cos(2 * Math.PI * p.next());
  const seconds = Math.round(Math.min(7 * DAY_SECONDS, Math.max(30, Math.exp(7.5 + 1.3 * z))));
  return clock.plusSeconds(receivedAt, seconds) > clock.reference ? null : seconds;
}

function entityNameOf(sourceName: string): string {
  if (sourceName === 'Concierge') return 'ConciergeLead';
  if (sourceName === 'Chat') return 'ChatLead';
  if (sourceName === 'Call Tracking') return 'CallLead';
  return 'Lead';
}

function wholeSecond(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 1000) * 1000);
}

function minDate(a: Date, b: Date): Date {
  return a < b ? a : b;
}

