/**
 * Runs tasks one after another per key (a match's id), each after the one before it settles, so
 * two writes to one match's chat never interleave; different keys run side by side. A key's chain
 * is dropped once its last task settles, so idle matches cost nothing.
 */
export class InOrderByKey {
  private readonly chains = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const call = (this.chains.get(key) ?? Promise.resolve()).then(task, task);
    this.chains.set(key, call);
    const release = () => {
      if (this.chains.get(key) === call) this.chains.delete(key);
    };
    call.then(release, release);
    return call;
  }
}
