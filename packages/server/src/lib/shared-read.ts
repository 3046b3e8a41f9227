/**
 * One read shared by every caller that asks for it while the previous one is still on the wire, without ever
 * handing a caller an answer older than its own call: a read already sent may have been taken before a change
 * that committed just before the caller came, so a caller that finds a read in flight waits for the next
 * one, which starts when the one in flight ends and serves all who came meanwhile. Alone, a caller starts its
 * own read at once, as before. Under 20 clients this turns one round trip per request into a few per batch
 * (the session check's auth_version read, issue 23). A failed read fails the callers that shared it.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const p = read();
    inFlight = p;
    const clear = () => {
      if (inFlight === p) inFlight = null;
    };
    p.then(clear, clear);
    return p;
  };
  return () => {
    if (!inFlight) return start();
    if (!next) {
      next = inFlight
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = null;
          return start();
        });
    }
    return next;
  };
}
