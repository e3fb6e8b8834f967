// Scoring requests for any game: one at a time in the worker, and only the latest game matters.
// score(game) resolves with the worker's answer ({envelope} or {error}), or with null when a later
// request replaced it before its turn came (its answer would be out of date).

export function createScoreQueue(client) {
  let latest = 0;
  let running = Promise.resolve();
  return {
    score(game) {
      latest += 1;
      const ticket = latest;
      const turn = running.then(() => (ticket === latest ? client.score(game) : null));
      running = turn.then(() => {}, () => {});
      return turn.then((answer) => (ticket === latest ? answer : null), () => ({ error: { kind: "scorer_failed" } }));
    },
    status: () => client.status(),
    subscribe: (listener) => client.subscribe(listener),
  };
}
