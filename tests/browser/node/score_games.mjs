// Scores games with a game's scorer wheel inside the pinned Pyodide under Node, the way the page's
// worker does (unpackArchive, pyimport, toPy, fromPython from the page's own module), and prints the
// envelopes as one JSON list, with the modules Python compiled from source meanwhile.
//   node tests/browser/node/score_games.mjs WHEEL MODULE GAMES.json [STDLIB.zip]
//   (MODULE: the Python package to import, such as scorer.arboretum; GAMES.json: a JSON list of games;
//   STDLIB.zip: the build's trimmed standard library, given with the lock file inline as the page does)
import { readFileSync } from "node:fs";
import { loadPyodide } from "../../../node_modules/pyodide/pyodide.mjs";
import { fromPython } from "../../../site_builder/static/scorer/py-values.mjs";

const [wheelPath, moduleName, gamesPath, stdLibURL] = process.argv.slice(2);
const options = { stdout: () => {}, stderr: (line) => process.stderr.write(`${line}\n`) };
if (stdLibURL) {
  const lock = JSON.parse(readFileSync(new URL("../../../node_modules/pyodide/pyodide-lock.json", import.meta.url)));
  Object.assign(options, { stdLibURL, lockFileContents: { info: lock.info, packages: {} } });
}
const pyodide = await loadPyodide(options);
// Every module Python compiles from its source from now on (the wheel's own are already compiled).
pyodide.runPython(`
import importlib._bootstrap_external as _external
compiled_from_source = []
_source_to_code = _external.SourceLoader.source_to_code
def _noting_source_to_code(self, data, path, *args, **kwargs):
    compiled_from_source.append(path)
    return _source_to_code(self, data, path, *args, **kwargs)
_external.SourceLoader.source_to_code = _noting_source_to_code
`);
pyodide.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel");
const scorer = pyodide.pyimport(moduleName);
const games = JSON.parse(readFileSync(gamesPath, "utf-8"));
const envelopes = games.map((game) => {
  const pyGame = pyodide.toPy(game);
  const outcome = scorer.score(pyGame);
  const envelope = fromPython(outcome);
  if (pyGame && typeof pyGame.destroy === "function") pyGame.destroy();
  outcome.destroy();
  return envelope;
});
const stdlib = pyodide.runPython("import json; json.__spec__.origin");
const compiledFromSource = pyodide.runPython("compiled_from_source").toJs();
process.stdout.write(JSON.stringify({
  python: pyodide.runPython("import sys; sys.version"), stdlib, envelopes, compiledFromSource,
}));
