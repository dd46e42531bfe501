/**
 * A minimal Server-Sent Events reader over fetch, for tests against a listening app.
 */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  response: Response;
  /** Resolves with the next event that matches, or rejects after `timeoutMs`. */
  next(match?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

function parseBlock(block: string): SseEvent | null {
  const event: SseEvent = { event: 'message', data: '' };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  event.data = data.join('\n');
  return event;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: SseEvent[] = [];

  async function readMore(): Promise<boolean> {
    if (!reader) return false;
    const { done, value } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const parsed = parseBlock(buffer.slice(0, end));
      if (parsed) events.push(parsed);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
    return true;
  }

  return {
    response,
    async next(match = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex(match);
        if (index !== -1) return events.splice(index, 1)[0] as SseEvent;
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error('no matching event in time');
        let timer: NodeJS.Timeout | undefined;
        const more = await Promise.race([
          readMore(),
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), remaining);
          }),
        ]);
        clearTimeout(timer);
        if (more === 'timeout') throw new Error('no matching event in time');
        if (more === false) throw new Error('the stream ended');
      }
    },
    close() {
      controller.abort();
    },
  };
}
