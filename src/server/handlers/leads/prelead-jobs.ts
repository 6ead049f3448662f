/**
 * Pre-lead conversion as a background job (settings/preLead): the job and the pre-leads it
 * claims are rows, so its progress is read from the database, a cancel is a status change the
 * worker sees before its next batch, and a job a stopped server left RUNNING is resumed when the
 * next server starts. One job per dealer runs at a time (prelead_jobs_one_running_idx, 0020):
 * a second start answers 409 even when two starts race.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import type { Clock } from '../../kernel/clock.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';
import { preleadMatches } from './prelead-search.ts';

type PreleadJobProgress = components['schemas']['PreleadJobProgress'];

/** Pre-leads converted per transaction: small enough that progress moves and a cancel is seen soon. */
const BATCH = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ALREADY_RUNNING = 'A pre-lead conversion is already running for this dealer. Wait for it to finish or cancel it.';

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export async function jobProgress(db: Kysely<Database>, jobId: string): Promise<PreleadJobProgress> {
  const job = await db
    .selectFrom('preleadJobs')
    .select(['id', 'status', 'processed', 'total', 'converted', 'rejected', 'error'])
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) throw notFound('There is no such conversion job.');
  return {
    jobId: job.id,
    status: job.status,
    processed: job.processed,
    total: job.total,
    percent: job.total === 0 ? 100 : Math.floor((job.processed * 100) / job.total),
    converted: job.converted,
    rejected: job.rejected,
    error: job.error,
  };
}

export async function cancelJob(db: Kysely<Database>, jobId: string, now: Date): Promise<PreleadJobProgress> {
  await jobProgress(db, jobId);
  const cancelled = await db
    .updateTable('preleadJobs')
    .set({ status: 'CANCELLED', finishedAt: now })
    .where('id', '=', jobId)
    .where('status', '=', 'RUNNING')
    .executeTakeFirst();
  if (cancelled.numUpdatedRows === 0n) throw conflict('The conversion job is no longer running.');
  return jobProgress(db, jobId);
}

export class PreleadJobRunner {
  private readonly running = new Set<string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly logger: FastifyBaseLogger,
    /** Told after a batch has added leads (the Lead Viewer's totals and page places are stale). */
    private readonly leadsAdded: () => void = () => undefined,
  ) {}

  /** Creates the job, claims its pre-leads and starts the worker; answers the job's id. */
  async start(caller: Caller, body: BodyOf<'convertPreleads'>): Promise<string> {
    const problems = new FieldProblems();
    body.preleadIds?.forEach((id, index) => {
      if (!UUID.test(id)) problems.add(`preleadIds.${index}`, 'INVALID_VALUE', { message: 'This is not the id of a pre-lead.' });
    });
    problems.throwIfAny();
    const actor = actorOf(caller);
    const jobId = randomUUID();
    try {
      await this.db.transaction().execute(async (trx) => {
        const dealer = body.criteria.dealerCode
          ? await trx.selectFrom('dealers').select('id').where('code', '=', body.criteria.dealerCode).executeTakeFirst()
          : undefined;
        await trx
          .insertInto('preleadJobs')
          .values({
            id: jobId,
            status: 'RUNNING',
            criteria: JSON.stringify(body.criteria),
            total: 0,
            dealerId: dealer?.id ?? null,
            requestedByUserId: actor.userId,
            impersonatorLogin: actor.impersonatorLogin,
            startedAt: this.clock.now(),
          })
          .execute();
        const claimed = await trx
          .updateTable('preleads')
          .set({ preleadJobId: jobId })
          .where(preleadMatches(body.criteria))
          .where('preleads.status', '=', 'PENDING')
          // A pre-lead another running job holds stays with that job.
          .where((eb) =>
            eb.or([
              eb('preleads.preleadJobId', 'is', null),
              eb('preleads.preleadJobId', 'not in', eb.selectFrom('preleadJobs').select('preleadJobs.id').where('preleadJobs.status', '=', 'RUNNING')),
            ]),
          )
          .$if(body.preleadIds !== undefined, (query) => query.where('preleads.id', 'in', body.preleadIds ?? []))
          .executeTakeFirst();
        await trx.updateTable('preleadJobs').set({ total: Number(claimed.numUpdatedRows) }).where('id', '=', jobId).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ALREADY_RUNNING);
      throw error;
    }
    this.run(jobId);
    return jobId;
  }

  /** Resumes the jobs a stopped server left RUNNING. */
  async resume(): Promise<void> {
    const jobs = await this.db.selectFrom('preleadJobs').select('id').where('status', '=', 'RUNNING').execute();
    for (const job of jobs) this.run(job.id);
  }

  private run(jobId: string): void {
    if (this.running.has(jobId)) return;
    this.running.add(jobId);
    void this.work(jobId).finally(() => this.running.delete(jobId));
  }

  private async work(jobId: string): Promise<void> {
    try {
      while (await this.db.transaction().execute((trx) => this.convertBatch(trx, jobId))) {
        // one batch per transaction, so progress and a cancel are seen between batches
        this.leadsAdded();
      }
    } catch (error) {
      this.logger.warn({ err: error, jobId }, 'pre-lead conversion job stopped');
      await this.db
        .updateTable('preleadJobs')
        .set({ status: 'FAILED', error: error instanceof Error ? error.message : String(error), finishedAt: this.clock.now() })
        .where('id', '=', jobId)
        .where('status', '=', 'RUNNING')
        .execute()
        // The database is gone (the server is stopping): the job stays RUNNING and resumes at the next start.
        .catch(() => undefined);
    }
  }

  /** Converts the next batch; false when the job is over (done, cancelled or gone). */
  private async convertBatch(trx: Transaction<Database>, jobId: string): Promise<boolean> {
    const job = await trx.selectFrom('preleadJobs').select('status').where('id', '=', jobId).forUpdate().executeTakeFirst();
    if (job?.status !== 'RUNNING') return false;
    const now = this.clock.now();
    const batch = await trx
      .selectFrom('preleads')
      .innerJoin('leadSources', 'leadSources.id', 'preleads.leadSourceId')
      .leftJoin('dealers', 'dealers.id', 'preleads.dealerId')
      .selectAll('preleads')
      .select(['leadSources.name as providerName', 'dealers.oemId'])
      .where('preleads.preleadJobId', '=', jobId)
      .where('preleads.status', '=', 'PENDING')
      .orderBy('preleads.receivedAt')
      .orderBy('preleads.id')
      .limit(BATCH)
      .forUpdate('preleads')
      .execute();
    if (batch.length === 0) {
      await trx.updateTable('preleadJobs').set({ status: 'DONE', finishedAt: now }).where('id', '=', jobId).execute();
      return false;
    }
    let converted = 0;
    let rejected = 0;
    for (const prelead of batch) {
      const outcome = await this.convertOne(trx, prelead, now);
      if (outcome.leadId !== null) converted += 1;
      else rejected += 1;
      await trx
        .updateTable('preleads')
        .set({
          status: outcome.leadId !== null ? 'CONVERTED' : 'REJECTED',
          convertedLeadId: outcome.leadId,
          rejectionReason: outcome.rejection,
          updatedAt: now,
        })
        .where('id', '=', prelead.id)
        .execute();
    }
    await trx
      .updateTable('preleadJobs')
      .set((eb) => ({
        processed: eb('processed', '+', batch.length),
        converted: eb('converted', '+', converted),
        rejected: eb('rejected', '+', rejected),
      }))
      .where('id', '=', jobId)
      .execute();
    return true;
  }

  private async convertOne(
    trx: Transaction<Database>,
    prelead: PreleadToConvert,
    now: Date,
  ): Promise<{ leadId: number | null; rejection: string | null }> {
    if (prelead.dealerId === null || prelead.oemId === null) return { leadId: null, rejection: 'No matching dealer' };
    const duplicate = await trx
      .selectFrom('leads')
      .select('id')
      .where('sourceLeadId', '=', prelead.id)
      .where('entityName', '=', prelead.providerName)
      .executeTakeFirst();
    if (duplicate) return { leadId: null, rejection: 'Duplicate of an existing lead' };
    const [firstName, ...rest] = (prelead.customerName ?? '').trim().split(/\s+/);
    const lead = await trx
      .insertInto('leads')
      .values({
        leadUid: randomUUID(),
        sourceLeadId: prelead.id,
        entityName: prelead.providerName,
        documentId: randomUUID(),
        dealerId: prelead.dealerId,
        oemId: prelead.oemId,
        leadType: prelead.leadType,
        leadSourceId: prelead.leadSourceId,
        status: 'NEW',
        receivedAt: prelead.receivedAt,
        customerFirstName: firstName || null,
        customerLastName: rest.length > 0 ? rest.join(' ') : null,
        customerEmail: prelead.customerEmail,
        customerPhone: prelead.customerPhone,
        customerZip: prelead.customerZip,
        vehicleYear: prelead.vehicleYear,
        vehicleMake: prelead.vehicleMake,
        vehicleModel: prelead.vehicleModel,
        vehicleTrim: prelead.vehicleTrim,
        vehicleVin: prelead.vehicleVin,
        vehicleMileage: prelead.vehicleMileage,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { leadId: Number(lead.id), rejection: null };
  }
}

interface PreleadToConvert {
  id: string;
  dealerId: number | null;
  oemId: number | null;
  providerName: string;
  leadSourceId: number;
  leadType: Database['preleads']['leadType'];
  receivedAt: Date;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  customerZip: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleTrim: string | null;
  vehicleVin: string | null;
  vehicleMileage: number | null;
}
