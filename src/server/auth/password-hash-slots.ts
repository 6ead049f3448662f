/**
 * The password hashes one server process runs at once, and who goes next. A scrypt run (16 MiB,
 * password.ts) is bound by memory and cores: measured on the 2-core reference machine (busy) during a
 * flood of wrong passwords, a real sign-in's hash took 1.5 to 2 s against 0.6 to 1.1 s without
 * the flood, because the flood's hashes (ten a minute per address, two at a time) kept two
 * threads busy the whole time. The throttle refuses what is over the limits without any hash;
 * these slots decide how the hashes within the limits share the machine:
 *
 * - an attempt from an address with failed sign-ins still counted in this window (a flood, or
 *   someone who mistyped) runs in the one slot all such addresses share, however many they are;
 * - every other attempt runs in the general slots (the cores but one, at least one), which
 *   those addresses never take.
 *
 * In both, a freed slot goes to the waiting attempt whose address has the fewest checks under
 * way or waiting, oldest first among equals. So a real user never waits behind a flood's
 * hashes and shares the cores with at most one of them, whatever number of addresses floods.
 */
import { availableParallelism } from 'node:os';

/** All cores but one, at least one: the last one is for the suspect lane, the event loop and the database. */
export function defaultHashSlots(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env.PASSWORD_HASH_SLOTS);
  if (Number.isInteger(raw) && raw >= 1 && raw <= 64) return raw;
  return Math.max(1, availableParallelism() - 1);
}

interface Waiting {
  client: string;
  start: () => void;
}

/** A number of slots and the attempts waiting for one, served fewest-busy client first. */
class Lane {
  private running = 0;
  private readonly activeByClient = new Map<string, number>();
  private readonly waiting: Waiting[] = [];

  constructor(readonly slots: number) {}

  get pending(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    this.activeByClient.set(client, (this.activeByClient.get(client) ?? 0) + 1);
    try {
      if (this.running < this.slots) this.running += 1;
      // The slot is handed over by the run that frees it, so `running` stays as it is.
      else await new Promise<void>((start) => this.waiting.push({ client, start }));
      try {
        return await work();
      } finally {
        this.handOver();
      }
    } finally {
      const left = (this.activeByClient.get(client) ?? 1) - 1;
      if (left > 0) this.activeByClient.set(client, left);
      else this.activeByClient.delete(client);
    }
  }

  private handOver(): void {
    if (this.waiting.length === 0) {
      this.running -= 1;
      return;
    }
    const load = (index: number) => this.activeByClient.get(this.waiting[index]!.client) ?? 0;
    let next = 0;
    for (let index = 1; index < this.waiting.length; index++) if (load(index) < load(next)) next = index;
    const [chosen] = this.waiting.splice(next, 1);
    chosen!.start();
  }
}

export class PasswordHashSlots {
  private readonly general: Lane;
  private readonly suspect = new Lane(1);

  constructor(slots: number = defaultHashSlots()) {
    this.general = new Lane(slots);
  }

  /**
   * Runs `work` (one password hash) when a slot of its lane is free and it is this client's
   * turn. `suspect`: the client address has failed sign-ins counted in the current window.
   */
  run<T>(client: string, work: () => Promise<T>, suspect = false): Promise<T> {
    return (suspect ? this.suspect : this.general).run(client, work);
  }

  /** Hashes under way or waiting, in both lanes. */
  get pending(): number {
    return this.general.pending + this.suspect.pending;
  }
}
