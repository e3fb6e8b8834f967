"""The standard library the build makes for the scorer pages (site_builder/pyodide/stdlib.py): only
compiled modules, in a zip that is the same from build to build, kept in a cache keyed by its sources;
a module removed from it on purpose fails the build, named."""
from __future__ import annotations

import io
import pathlib
import zipfile

import pytest
import site_helpers

from site_builder.commands.build import build_site
from site_builder.config.site_config import SiteConfig
from site_builder.exceptions import BuildError
from site_builder.pyodide import stdlib as pyodide_stdlib
from site_builder.structure.build_cache import stored

pytestmark = pytest.mark.node
ROOT = pathlib.Path(__file__).resolve().parents[2]


def published_stdlib(site: pathlib.Path) -> bytes:
    (found,) = site.glob("pyodide/*/stdlib-*.zip")
    return found.read_bytes()


@pytest.fixture(scope="module")
def probe_answers() -> dict[str, dict]:
    """What Pyodide under Node answered, by job: kept for the module's tests."""
    return {}


@pytest.fixture
def probe_once(monkeypatch, probe_answers):
    """Pyodide under Node runs once per distinct job in this module (site_helpers.probe_once)."""
    site_helpers.probe_once(monkeypatch, probe_answers)


def test_zip_holds_compiled_modules_only(built_site):
    archive = zipfile.ZipFile(io.BytesIO(published_stdlib(built_site)))
    names = archive.namelist()
    assert names == sorted(names)
    assert all(name.endswith(".pyc") for name in names), [n for n in names if not n.endswith(".pyc")]
    # Pyodide's own packages, what the scorer imports, what unpackArchive needs
    for module in ("_pyodide/__init__.pyc", "pyodide/__init__.pyc", "json/decoder.pyc", "dataclasses.pyc",
                   "zipfile/__init__.pyc", "encodings/utf_8.pyc"):
        assert module in names
    assert not [name for name in names if name.startswith(("unittest/", "sqlite3/", "email/", "xml/"))]
    assert all(info.date_time == (1980, 1, 1, 0, 0, 0) for info in archive.infolist())
    magic = archive.read("json/decoder.pyc")[:16]
    assert int.from_bytes(magic[4:8], "little") == 0b01  # hash-based, unchecked (PEP 552)


def test_cache_is_used_and_the_zip_is_the_same(tmp_path, monkeypatch, probe_once):
    config = SiteConfig(cache_dir=tmp_path / "cache")  # the one cache root every stage is handed
    build_site(output_dir=tmp_path / "one", quiet=True, config=config)
    (kept,) = (tmp_path / "cache" / pyodide_stdlib.CACHE_FOLDER).glob("*.zip")
    assert stored(kept) == published_stdlib(tmp_path / "one")  # after its digest (build_cache)

    def no_node(*args, **kwargs):
        raise AssertionError("Node ran although the cache holds the zip")

    wheels = sorted(path.relative_to(tmp_path / "one") for path in (tmp_path / "one").glob("scorer/*/*.whl"))
    scorer_pages = list((tmp_path / "one" / "fr").glob("*/score/index.html"))
    assert len(wheels) == len(scorer_pages) >= 3  # a wheel per game with a scorer page

    probe = pyodide_stdlib.run_probe
    monkeypatch.setattr(pyodide_stdlib, "run_probe", no_node)
    build_site(output_dir=tmp_path / "two", quiet=True, config=config)
    assert published_stdlib(tmp_path / "two") == stored(kept)
    for wheel in wheels:  # the scorers' bytecode comes from the cache too: the same wheels, byte for byte
        assert (tmp_path / "two" / wheel).read_bytes() == (tmp_path / "one" / wheel).read_bytes()

    (bytecode,) = (tmp_path / "cache" / pyodide_stdlib.CACHE_FOLDER).glob("*.bytecode.json")
    bytecode.unlink()  # an entry with a part missing is no entry: made again
    ran = []
    monkeypatch.setattr(pyodide_stdlib, "run_probe", lambda *args: ran.append(args) or probe(*args))
    build_site(output_dir=tmp_path / "three", quiet=True, config=config)
    assert ran and bytecode.is_file()

    kept.write_bytes(kept.read_bytes()[:-1000])  # truncated (a full disk): never used, made again
    ran.clear()
    build_site(output_dir=tmp_path / "four", quiet=True, config=config)
    assert ran and published_stdlib(tmp_path / "four") == published_stdlib(tmp_path / "one") == stored(kept)


def test_a_module_missing_from_the_zip_fails_the_build_named(tmp_path, monkeypatch, probe_once):
    config = SiteConfig(cache_dir=tmp_path / "cache")
    entries = pyodide_stdlib.zip_entries
    monkeypatch.setattr(pyodide_stdlib, "zip_entries",
                        lambda files: [(n, d) for n, d in entries(files) if n != "dataclasses.pyc"])
    with pytest.raises(BuildError) as error:
        build_site(output_dir=tmp_path / "site", quiet=True, config=config)
    assert "lacks dataclasses," in str(error.value), str(error.value)
    assert "scorer.arboretum" in str(error.value)
    assert not (tmp_path / "site").exists()
    assert not list((tmp_path / "cache" / pyodide_stdlib.CACHE_FOLDER).glob("*.zip"))
