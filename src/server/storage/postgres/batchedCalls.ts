/**
 * Calls to PostgreSQL that carry several requests each (postgresStorage.ts):
 * the requests that come while calls are under way wait, and go together in
 * the next call. The matches' writes go this way (group commit: schema.ts's
 * tkr_store_many, one round trip, one transaction, one commit and one flush
 * of the write-ahead log for them all), and so do the reads of a match's
 * metadata boardgame.io makes before each move. With 1,000 moves a second,
 * each call's own cost (its round trip, its statement, a write's commit) was
 * a good part of the database's and the server's time per move.
 *
 * Each request is answered only once the call holding it has ended (a
 * write: committed): a move is still acknowledged only after it is stored.
 * A call that fails as a whole (an error, which a write's refusal never is)
 * is sent again one request at a time, so one request's error reaches only
 * that request.
 */
import { moveTimings } from '../../moveTimings';

/** One call with these requests (each a string), answered in the same order (undefined: no answer, an error). */
export type SendBatch<Answer> = (items: string[]) => Promise<Answer[]>;

interface Waiting<Answer> {
  item: string;
  /** When it was added (performance.now()), if its calls are timed (moveTimings.ts); else 0. */
  at: number;
  done: (answer: Answer) => void;
  failed: (e: Error) => void;
}

export class BatchedCalls<Answer> {
  private waiting: Waiting<Answer>[] = [];
  private inFlight = 0;

  /**
   * @param send one call with these requests (their answers in the same order)
   * @param maxInFlight calls under way at once; the requests that come meanwhile wait for one to end
   * @param maxItems requests in one call at most
   * @param timed whether its requests are the matches' writes, timed while move timings are on (moveTimings.ts)
   */
  constructor(
    private readonly send: SendBatch<Answer>,
    private readonly maxInFlight = 2,
    private readonly maxItems = 200,
    private readonly timed = false,
  ) {}

  /** Sends `item` at once if a call may start, else with the others waiting; answers once its call has ended. */
  add(item: string): Promise<Answer> {
    return new Promise<Answer>((done, failed) => {
      this.waiting.push({ item, at: this.timed && moveTimings ? performance.now() : 0, done, failed });
      this.flush();
    });
  }

  /** Calls under way and requests waiting. */
  get pending(): number {
    return this.inFlight + this.waiting.length;
  }

  /**
   * Starts calls while fewer than maxInFlight are under way. So at a quiet
   * time a request goes at once, alone (no latency added), and only when the
   * calls are all busy do requests wait, and then go together: the busier
   * the database, the more a call carries.
   */
  private flush(): void {
    while (this.waiting.length > 0 && this.inFlight < this.maxInFlight) {
      const batch = this.waiting.splice(0, this.maxItems);
      this.inFlight++;
      void this.call(batch).finally(() => {
        this.inFlight--;
        this.flush();
      });
    }
  }

  private async call(batch: Waiting<Answer>[]): Promise<void> {
    let answers: Answer[];
    const timings = this.timed ? moveTimings : null;
    const sent = timings ? performance.now() : 0;
    // A request added before the timings started has no time of its own.
    if (timings) for (const w of batch) if (w.at > 0) timings.note('storeQueued', sent - w.at);
    try {
      answers = await this.send(batch.map((w) => w.item));
      if (timings) {
        const took = performance.now() - sent;
        for (let i = 0; i < batch.length; i++) timings.note('storeCall', took);
      }
    } catch (e) {
      if (batch.length === 1) batch[0].failed(e as Error);
      // Nothing of the call was done (one transaction): each request alone, so that only the one at fault fails.
      else await Promise.all(batch.map((w) => this.call([w])));
      return;
    }
    for (const [i, w] of batch.entries()) {
      const answer = answers[i];
      if (answer === undefined) w.failed(new Error('the database gave no answer for this request'));
      else w.done(answer);
    }
  }
}
