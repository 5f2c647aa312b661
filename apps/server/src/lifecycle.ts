/**
 * What a stopping server tells the parts that outlive a request: readiness turns 503 at once (a load
 * balancer stops sending), answers carry `Connection: close`, and open notification streams are ended
 * with a retry hint so browsers reconnect, through the load balancer, to an instance that stays.
 */
export type StreamEnder = (retryMs: number) => Promise<void>;

export class Lifecycle {
  draining = false;
  private readonly streams = new Set<StreamEnder>();

  /** Registers an open stream; answers its unregister. */
  stream(end: StreamEnder): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  get openStreams() {
    return this.streams.size;
  }

  /** Ends every open stream, telling it to come back after `retryMs`. */
  async endStreams(retryMs: number) {
    await Promise.all([...this.streams].map((end) => end(retryMs).catch(() => {})));
  }
}
