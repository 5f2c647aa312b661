import { createParser } from 'eventsource-parser';
import type { EventSourceLike } from '../src/index.ts';

/**
 * A minimal EventSource for Node tests (Node 24 has none without a flag), built on fetch and
 * eventsource-parser, so the notification stream is read from a real server.
 */
export class FetchEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly #listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  readonly #abort = new AbortController();

  readonly url: string;

  constructor(url: string) {
    this.url = url;
    void this.#run();
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = 2;
    this.#abort.abort();
  }

  async #run() {
    try {
      const response = await fetch(this.url, {
        signal: this.#abort.signal,
        headers: { accept: 'text/event-stream' },
      });
      if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
      this.readyState = 1;
      this.onopen?.(new Event('open'));
      const parser = createParser({
        onEvent: (message) => {
          const event = new MessageEvent(message.event ?? 'message', {
            data: message.data,
            lastEventId: message.id ?? '',
          });
          for (const listener of this.#listeners.get(message.event ?? 'message') ?? []) listener(event);
        },
      });
      const decoder = new TextDecoder();
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
      throw new Error('stream ended');
    } catch {
      if (this.readyState === 2) return;
      this.readyState = 2;
      this.onerror?.(new Event('error'));
    }
  }
}
