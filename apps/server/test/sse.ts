/** A minimal SSE client over fetch, for tests: collects events and lets a test wait for one. */
export interface SseEvent {
  id?: string;
  data: any;
  at: number;
}

export function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const events: SseEvent[] = [];
  const waiters: { test: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  let serverEnded = () => {};
  /** Resolves when the server ends the stream (not when the test closes it). */
  const ended = new Promise<void>((resolve) => {
    serverEnded = resolve;
  });
  const ready = fetch(url, { headers, signal: controller.signal }).then(async (res) => {
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            serverEnded();
            return;
          }
          buffer += value;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event: SseEvent = { data: undefined, at: performance.now() };
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('id:')) event.id = line.slice(3).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length) {
              event.data = JSON.parse(data.join('\n'));
              events.push(event);
              for (const w of [...waiters])
                if (w.test(event)) {
                  waiters.splice(waiters.indexOf(w), 1);
                  w.resolve(event);
                }
            }
            cut = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
    })();
    return res;
  });
  const next = (test: (e: SseEvent) => boolean, timeoutMs = 5000) =>
    new Promise<SseEvent>((resolve, reject) => {
      const found = events.find(test);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error('timed out waiting for an SSE event')), timeoutMs);
      waiters.push({
        test,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e);
        },
      });
    });
  return { ready, events, next, ended, close: () => controller.abort() };
}
