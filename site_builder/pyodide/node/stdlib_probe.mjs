// Runs every game's scorer inside the pinned Pyodide under Node, the way the page's worker does
// (unpackArchive of the wheel, pyimport, toPy, the page's own fromPython), for the build's trimmed
// standard library (site_builder/pyodide/stdlib.py).
//   node stdlib_probe.mjs JOB.json  ->  one JSON object on standard output
// JOB: {mode: "record" | "verify", indexURL, stdLib (a zip, or null: the package's own), lockInfo,
//       stdlibRoot (where the zip is mounted), jobs: [{wheel, module, function, imports, games, sources}]}
// - record: reports the standard-library files Pyodide loaded (its own start-up, unpackArchive, the
//   conversions, the scorers and every module their sources import), then compiles exactly those
//   inside Pyodide (compileall, legacy .pyc beside each source, unchecked hash, optimize=2: no
//   docstrings, no asserts); and each scorer's own modules, as unpacked from its wheel (`sources`:
//   their names in it), compiled to take their sources' place (name.pyc beside name.py, unchecked
//   hash, optimize=2: the build refuses a scorer whose code asserts or reads docstrings):
//   {files: {name: base64}, bytecode: {module: {name: base64}}}.
// - verify: the same runs against `stdLib`, with every import that nothing could find noted:
//   {missing: [module], failure: text or null, envelopes: [[envelope]]}.
import { readFileSync } from "node:fs";
import { fromPython } from "../../static/scorer/py-values.mjs";

const job = JSON.parse(readFileSync(process.argv[2], "utf-8"));
const { loadPyodide } = await import(new URL("pyodide.mjs", `file://${job.indexURL}`).href);
const errors = [];

const NOTE_MISSING = `
import sys
class _NoteMissing:
    missing = []
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        cls.missing.append(name)
        return None
sys.meta_path.append(_NoteMissing)
`;

const RECORD = `
import sys
root = STDLIB_ROOT + "/"
found = set()
for module in list(sys.modules.values()):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
    if origin.startswith(root):
        found.add(origin[len(root):])
sorted(found)
`;

const COMPILE = `
import base64, compileall, os, py_compile, zipfile
target = "/tmp/marquoir-stdlib"
with zipfile.ZipFile(STDLIB_ROOT) as source:
    for name in NAMES:
        os.makedirs(os.path.dirname(os.path.join(target, name)), exist_ok=True)
        with open(os.path.join(target, name), "wb") as out:
            out.write(source.read(name))
ok = compileall.compile_dir(target, ddir=STDLIB_ROOT, quiet=2, legacy=True, workers=1, optimize=2,
    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise RuntimeError("compileall failed")
compiled = {}
for name in NAMES:
    with open(os.path.join(target, name[:-3] + ".pyc"), "rb") as data:
        compiled[name[:-3] + ".pyc"] = base64.b64encode(data.read()).decode("ascii")
compiled
`;

const COMPILE_SCORER = `
import base64, os, py_compile, sys
# where unpackArchive put the package: its __init__.py, as many folders up as the name has parts
root = os.path.dirname(sys.modules[MODULE].__file__)
for _part in MODULE.split("."):
    root = os.path.dirname(root)
bytecode = {}
for name in SOURCES:
    source = os.path.join(root, name)
    target = source[:-3] + ".pyc"  # sourceless: imported from here once the wheel has no name.py
    py_compile.compile(source, cfile=target, doraise=True, optimize=2,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open(target, "rb") as data:
        bytecode[os.path.relpath(target, root)] = base64.b64encode(data.read()).decode("ascii")
bytecode
`;

async function boot() {
  const options = { indexURL: job.indexURL, stdout: () => {}, stderr: (line) => errors.push(line) };
  if (job.stdLib) options.stdLibURL = job.stdLib;
  if (job.lockInfo) options.lockFileContents = { info: job.lockInfo, packages: {} };
  return loadPyodide(options);
}

function runGames(pyodide, { wheel, module, function: name, imports, games }) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel");
  const scorer = pyodide.pyimport(module)[name];
  for (const imported of imports) {
    pyodide.runPython(`try:\n    import ${imported}\nexcept ImportError:\n    pass`);
  }
  return games.map((game) => {
    const pyGame = pyodide.toPy(game);
    const outcome = scorer(pyGame);
    const envelope = fromPython(outcome);
    if (pyGame && typeof pyGame.destroy === "function") pyGame.destroy();
    outcome.destroy();
    return envelope;
  });
}

async function record() {
  const pyodide = await boot();
  for (const each of job.jobs) runGames(pyodide, each);
  pyodide.globals.set("STDLIB_ROOT", job.stdlibRoot);
  const names = pyodide.runPython(RECORD).toJs();
  pyodide.globals.set("NAMES", pyodide.toPy(names));
  const files = pyodide.runPython(COMPILE).toJs({ dict_converter: Object.fromEntries });
  const bytecode = {};
  for (const { module, sources } of job.jobs) {
    pyodide.globals.set("MODULE", module);
    pyodide.globals.set("SOURCES", pyodide.toPy(sources));
    bytecode[module] = pyodide.runPython(COMPILE_SCORER).toJs({ dict_converter: Object.fromEntries });
  }
  return { files, bytecode };
}

async function verify() {
  let pyodide;
  try {
    pyodide = await boot();
  } catch (error) {
    return { missing: [], failure: [String(error && error.message || error), ...errors].join("\n"), envelopes: [] };
  }
  pyodide.runPython(NOTE_MISSING);
  const envelopes = [];
  let failure = null;
  try {
    for (const each of job.jobs) envelopes.push(runGames(pyodide, each));
  } catch (error) {
    failure = String(error && error.message || error);
  }
  const missing = pyodide.runPython("_NoteMissing.missing").toJs();
  return { missing, failure, envelopes };
}

const answer = job.mode === "record" ? await record() : await verify();
process.stdout.write(JSON.stringify(answer));
